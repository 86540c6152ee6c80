import type { TokenRequest, TokenResponse } from "@lwl/contracts/identity";
import { postJson } from "../http.ts";
import { IDENTITY_PATHS } from "./identity-config.ts";

/** POST /auth/oauth/token with a JSON body (the server takes JSON or a form): every grant goes through here. */
export function requestTokens(body: TokenRequest): Promise<TokenResponse> {
  return postJson<TokenResponse>(IDENTITY_PATHS.token, body);
}

/** POST /auth/oauth/revoke: ends the refresh token (and its rotations) so a copy of it is worthless. */
export function revokeRefreshToken(clientId: string, token: string): Promise<unknown> {
  return postJson(IDENTITY_PATHS.revoke, { client_id: clientId, token });
}

/** The scope every sign-in asks for (from the contracts: the tests' sign-in asks for the same). */
export { SIGN_IN_SCOPE } from "@lwl/contracts/identity-names";
