import { GOOGLE_CONNECTION } from "@lwl/contracts/identity-names";
import { PATHS } from "../../lib/paths.ts";
import { IDENTITY_PATHS, loadIdentityConfig } from "../../lib/session/identity-config.ts";
import { SIGN_IN_SCOPE } from "../../lib/session/token-endpoint.ts";
import { saveTransaction } from "./authorization-transaction.ts";
import { codeChallenge, randomToken } from "./pkce.ts";

/**
 * The address that starts a Google sign-in: our /auth/authorize with the code flow and PKCE S256,
 * a fresh state and nonce, returning to {origin}/callback. The transaction is saved first, so the
 * callback can check what comes back.
 */
export async function googleSignInUrl(returnTo: string): Promise<string> {
  const config = await loadIdentityConfig();
  if (!config.google) throw new Error("Google sign-in is not configured on this server.");
  const state = randomToken();
  const nonce = randomToken();
  const codeVerifier = randomToken();
  const redirectUri = `${window.location.origin}${PATHS.callback}`;
  const params = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: SIGN_IN_SCOPE,
    audience: config.audience,
    state,
    nonce,
    code_challenge: await codeChallenge(codeVerifier),
    code_challenge_method: "S256",
    connection: GOOGLE_CONNECTION,
  });
  saveTransaction({ state, nonce, codeVerifier, redirectUri, returnTo, loginType: "Google", startedAt: Date.now() });
  return `${IDENTITY_PATHS.authorize}?${params}`;
}
