import type { TokenResponse } from "@lwl/contracts/identity";
import type { LoginType } from "@lwl/contracts/users";
import { IdTokenError } from "./id-token-error.ts";
import { loadIdentityConfig } from "./identity-config.ts";
import type { StoredTokens } from "./token-storage.ts";

interface AcceptOptions {
  loginType: LoginType;
  /** The nonce sent with the authorization request (code and implicit flows). */
  nonce?: string;
  /** What a refresh keeps when the answer leaves something out. */
  previous?: StoredTokens;
}

/**
 * Checks a token answer before it becomes the session: its ID token must pass every check of spec
 * section 5. A refresh may answer without an ID token; the earlier (already checked) one is kept then.
 */
export async function verifiedTokens(response: TokenResponse, options: AcceptOptions): Promise<StoredTokens> {
  const idToken = response.id_token ?? options.previous?.idToken ?? null;
  if (response.id_token) {
    const config = await loadIdentityConfig();
    const { verifyIdToken } = await import("./verify-id-token.ts");
    await verifyIdToken(response.id_token, { issuer: config.issuer, clientId: config.clientId, nonce: options.nonce });
  } else if (!idToken) {
    throw new IdTokenError("The sign-in answer has no ID token.");
  }
  return {
    accessToken: response.access_token,
    idToken,
    // Refresh tokens rotate; an answer without one leaves the current one in place.
    refreshToken: response.refresh_token ?? options.previous?.refreshToken ?? null,
    loginType: options.loginType,
  };
}
