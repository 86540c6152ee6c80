import type { DATABASE_CONNECTION, GRANT_TYPES } from "@lwl/contracts/identity";
import { loadIdentityConfig } from "./identity-config.ts";
import { session } from "./session.ts";
import { requestTokens, SIGN_IN_SCOPE } from "./token-endpoint.ts";
import { verifiedTokens } from "./verified-tokens.ts";

// Contract values, checked by the compiler without loading the contract module (and zod) at run time.
const PASSWORD_GRANT: (typeof GRANT_TYPES)["password"] = "password";
const PASSWORD_CONNECTION: typeof DATABASE_CONNECTION = "Username-Password-Authentication";

/**
 * E-mail and password sign-in (spec section 7: POST oauth/token, grant password). The answer's ID
 * token is checked before the session starts. Throws the server's HttpError when it refuses.
 */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const config = await loadIdentityConfig();
  const response = await requestTokens({
    grant_type: PASSWORD_GRANT,
    client_id: config.clientId,
    username: email.trim(),
    password,
    scope: SIGN_IN_SCOPE,
    connection: PASSWORD_CONNECTION,
    audience: config.audience,
  });
  session.establish(await verifiedTokens(response, { loginType: "Normal" }));
}
