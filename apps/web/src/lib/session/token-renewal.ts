import { GRANT_TYPES } from "@lwl/contracts/identity-names";
import { loadIdentityConfig } from "./identity-config.ts";
import { requestTokens, revokeRefreshToken } from "./token-endpoint.ts";
import type { StoredTokens } from "./token-storage.ts";
import { verifiedTokens } from "./verified-tokens.ts";

/** POST /auth/oauth/token, grant refresh_token: new tokens (the refresh token rotates), checked like a sign-in's. */
export async function refreshWithServer(current: StoredTokens): Promise<StoredTokens> {
  const config = await loadIdentityConfig();
  const response = await requestTokens({
    grant_type: GRANT_TYPES.refreshToken,
    client_id: config.clientId,
    refresh_token: current.refreshToken ?? "",
  });
  return verifiedTokens(response, { loginType: current.loginType, previous: current });
}

export async function revokeWithServer(refreshToken: string): Promise<unknown> {
  const config = await loadIdentityConfig();
  return revokeRefreshToken(config.clientId, refreshToken);
}
