import type { GRANT_TYPES, TokenResponse } from "@lwl/contracts/identity";
import { loadIdentityConfig } from "../../../lib/session/identity-config.ts";
import { requestTokens } from "../../../lib/session/token-endpoint.ts";

const CODE_GRANT: (typeof GRANT_TYPES)["authorizationCode"] = "authorization_code";

/** POST /auth/oauth/token, grant authorization_code: the code from /callback and the PKCE verifier that proves it is ours. */
export async function exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<TokenResponse> {
  const config = await loadIdentityConfig();
  return requestTokens({
    grant_type: CODE_GRANT,
    client_id: config.clientId,
    code,
    code_verifier: codeVerifier,
    redirect_uri: redirectUri,
  });
}
