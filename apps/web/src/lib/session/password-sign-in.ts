import { DATABASE_CONNECTION, GRANT_TYPES } from "@lwl/contracts/identity-names";
import { loadIdentityConfig } from "./identity-config.ts";
import { session } from "./session.ts";
import { requestTokens, SIGN_IN_SCOPE } from "./token-endpoint.ts";
import { verifiedTokens } from "./verified-tokens.ts";

/**
 * E-mail and password sign-in (docs/product.md section 7: POST oauth/token, grant password). The answer's ID
 * token is checked before the session starts. Throws the server's HttpError when it refuses.
 */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const config = await loadIdentityConfig();
  const response = await requestTokens({
    grant_type: GRANT_TYPES.password,
    client_id: config.clientId,
    username: email.trim(),
    password,
    scope: SIGN_IN_SCOPE,
    connection: DATABASE_CONNECTION,
    audience: config.audience,
  });
  session.establish(await verifiedTokens(response, { loginType: "Normal" }));
}
