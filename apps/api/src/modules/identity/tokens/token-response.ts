/** The tokens this server issues (design brief section 6): what each one says, and the token answer. */
import { createHash } from "node:crypto";
import { OAUTH_ERRORS, type TokenResponse } from "@lwl/contracts/identity";
import { CLAIMS, DEFAULT_SCOPE, SUPPORTED_SCOPES } from "@lwl/contracts/identity-names";
import { ROLE_PERMISSION_PREFIX } from "@lwl/contracts/roles";
import type { JWTPayload } from "jose";
import type { Account } from "../accounts/service.ts";
import type { IdentityDeps } from "../deps.ts";
import { OAuthError } from "../oauth-error.ts";
import { newOpaqueToken } from "../secrets.ts";
import { issuerOf } from "./access-token.ts";

/** The hosted service's default ID token lifetime; the access token is what ends a session. */
const ID_TOKEN_TTL_SECONDS = 36_000;

/** What tokens say about the user: read straight from the account row, no mapping of its own. */
export type TokenUser = Pick<
  Account,
  "id" | "email" | "emailVerified" | "username" | "fullName" | "mobile" | "pictureUrl" | "role"
>;

type TokenDeps = Pick<IdentityDeps, "now" | "keys" | "publicUrl" | "auth">;

/** The clock's instant in whole seconds, as tokens state times. */
const secondsOf = (deps: Pick<IdentityDeps, "now">) => Math.floor(deps.now().getTime() / 1000);

export interface TokenGrant {
  user: TokenUser;
  clientId: string;
  scope: string;
  audience: string;
  nonce?: string | null;
}

/** The asked-for scopes this server knows, in a stable order; the default when none are asked for. */
export function grantedScope(requested: string | undefined): string {
  const asked = new Set((requested ?? "").split(/\s+/).filter((scope) => scope !== ""));
  if (asked.size === 0) return DEFAULT_SCOPE;
  return SUPPORTED_SCOPES.filter((scope) => asked.has(scope)).join(" ");
}

export const hasScope = (scope: string, wanted: string) => scope.split(" ").includes(wanted);

/** The one API this server issues tokens for; a request naming no audience gets it. */
export function resolveAudience(deps: Pick<IdentityDeps, "auth">, requested: string | undefined): string {
  if (requested === undefined || requested === "" || requested === deps.auth.audience) return deps.auth.audience;
  throw new OAuthError(403, OAUTH_ERRORS.accessDenied, `Service not found: ${requested}`);
}

/** Pictures are stored as /media/... paths; tokens carry absolute URLs, as OpenID Connect asks. */
export function absolutePicture(publicUrl: string, pictureUrl: string | null): string | undefined {
  if (!pictureUrl) return undefined;
  return pictureUrl.startsWith("/") ? `${publicUrl}${pictureUrl}` : pictureUrl;
}

/** Claims the web app reads from either token: the full name, the mobile and the standard name. */
function profileClaims(user: TokenUser): JWTPayload {
  return {
    [CLAIMS.name]: user.fullName || user.username,
    [CLAIMS.fullName]: user.fullName,
    ...(user.mobile ? { [CLAIMS.mobile]: user.mobile } : {}),
  };
}

export async function signAccessToken(deps: TokenDeps, grant: TokenGrant): Promise<string> {
  const now = secondsOf(deps);
  return deps.keys.sign(
    {
      iss: issuerOf(deps.publicUrl),
      sub: grant.user.id,
      aud: grant.audience,
      iat: now,
      exp: now + deps.auth.accessTokenTtlSeconds,
      jti: newOpaqueToken(16),
      azp: grant.clientId,
      scope: grant.scope,
      [CLAIMS.permissions]: [`${ROLE_PERMISSION_PREFIX}${grant.user.role}`],
      ...profileClaims(grant.user),
    },
    "at+jwt",
  );
}

/** at_hash: the left half of the access token's SHA-256, base64url (OpenID Connect Core 3.1.3.6). */
function accessTokenHash(accessToken: string): string {
  return createHash("sha256").update(accessToken).digest().subarray(0, 16).toString("base64url");
}

export async function signIdToken(deps: TokenDeps, grant: TokenGrant, accessToken: string): Promise<string> {
  const now = secondsOf(deps);
  const picture = absolutePicture(deps.publicUrl, grant.user.pictureUrl);
  return deps.keys.sign(
    {
      iss: issuerOf(deps.publicUrl),
      sub: grant.user.id,
      aud: grant.clientId,
      iat: now,
      exp: now + ID_TOKEN_TTL_SECONDS,
      auth_time: now,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      at_hash: accessTokenHash(accessToken),
      email: grant.user.email,
      email_verified: grant.user.emailVerified,
      nickname: grant.user.username,
      ...(picture ? { picture } : {}),
      ...profileClaims(grant.user),
    },
    "JWT",
  );
}

/** The token answer: an ID token when the scope has openid, the refresh token when one was issued. */
export async function tokenResponse(deps: TokenDeps, grant: TokenGrant, refreshToken?: string): Promise<TokenResponse> {
  const accessToken = await signAccessToken(deps, grant);
  const idToken = hasScope(grant.scope, "openid") ? await signIdToken(deps, grant, accessToken) : undefined;
  return {
    access_token: accessToken,
    ...(idToken ? { id_token: idToken } : {}),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    token_type: "Bearer",
    expires_in: deps.auth.accessTokenTtlSeconds,
    scope: grant.scope,
  };
}
