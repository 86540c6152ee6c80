import type { TokenResponse } from "@lwl/contracts/identity";
import { GRANT_TYPES } from "@lwl/contracts/identity-names";
import { loadIdentityConfig } from "../../../lib/session/identity-config.ts";
import { requestTokens } from "../../../lib/session/token-endpoint.ts";

/** POST /auth/oauth/token, grant authorization_code: the code from /callback and the PKCE verifier that proves it is ours. */
export async function exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<TokenResponse> {
  const config = await loadIdentityConfig();
  return requestTokens({
    grant_type: GRANT_TYPES.authorizationCode,
    client_id: config.clientId,
    code,
    code_verifier: codeVerifier,
    redirect_uri: redirectUri,
  });
}
