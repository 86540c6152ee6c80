/** The grants of POST /auth/oauth/token: password, authorization code with PKCE, refresh token. */
import { randomUUID } from "node:crypto";
import type { TokenRequest, TokenResponse } from "@lwl/contracts/identity";
import { DATABASE_CONNECTION } from "@lwl/contracts/identity-names";
import type { Database } from "../../../db/client.ts";
import { later } from "../../../shared/clock.ts";
import { findUserById } from "../accounts/queries.ts";
import type { IdentityDeps } from "../deps.ts";
import { invalidGrant, invalidRequest } from "../oauth-error.ts";
import { hashOpaqueToken, newOpaqueToken, pkceChallenge, sameSecret } from "../secrets.ts";
import { blocked, checkPasswordSignIn } from "../sign-in/password-check.ts";
import * as grants from "./queries.ts";
import { grantedScope, hasScope, resolveAudience, tokenResponse } from "./token-response.ts";

export const INVALID_REFRESH_TOKEN = "Unknown or invalid refresh token.";
export const INVALID_CODE = "Invalid authorization code";
const BLOCKED = blocked;

type GrantDeps = Pick<IdentityDeps, "db" | "now" | "keys" | "passwords" | "publicUrl" | "auth" | "log">;

async function issueRefreshToken(
  db: Database,
  now: Date,
  ttlSeconds: number,
  values: { userId: string; clientId: string; scope: string; familyId: string },
): Promise<string> {
  const token = newOpaqueToken();
  await grants.insertRefreshToken(db, {
    ...values,
    tokenHash: hashOpaqueToken(token),
    expiresAt: later(now, ttlSeconds * 1000),
  });
  return token;
}

export async function passwordGrant(deps: GrantDeps, body: TokenRequest, clientIp: string): Promise<TokenResponse> {
  const login = body.username?.trim() ?? "";
  const password = body.password ?? "";
  if (login === "") throw invalidRequest("username is required");
  if (password === "") throw invalidRequest("password is required");
  const connection = body.realm ?? body.connection;
  if (connection && connection !== DATABASE_CONNECTION) throw invalidRequest(`Unknown connection: ${connection}`);
  const scope = grantedScope(body.scope);
  const audience = resolveAudience(deps, body.audience);

  const user = await checkPasswordSignIn(deps, login, password, clientIp);
  const refreshToken = hasScope(scope, "offline_access")
    ? await issueRefreshToken(deps.db, deps.now(), deps.auth.refreshTokenTtlSeconds, {
        userId: user.id,
        clientId: body.client_id,
        scope,
        familyId: randomUUID(),
      })
    : undefined;
  return tokenResponse(deps, { user: user, clientId: body.client_id, scope, audience }, refreshToken);
}

/**
 * Rotation: each refresh token works once and is replaced by a new one of the same family. A token
 * presented again after its use means two parties hold it (one of them a thief), so the whole family
 * is revoked and both must sign in again.
 */
export async function refreshTokenGrant(deps: GrantDeps, body: TokenRequest): Promise<TokenResponse> {
  if (!body.refresh_token) throw invalidRequest("refresh_token is required");
  const tokenHash = hashOpaqueToken(body.refresh_token);
  // Spending the old token and storing its successor commit together: a reuse detected in between
  // could otherwise revoke the family just before the successor is added to it.
  const now = deps.now();
  const rotated = await deps.db.transaction(async (tx) => {
    const spent = await grants.spendRefreshToken(tx, tokenHash, now);
    if (!spent || spent.clientId !== body.client_id) return { spent };
    const user = await findUserById(tx, spent.userId);
    if (!user || user.disabled) return { spent, user };
    const next = await issueRefreshToken(tx, now, deps.auth.refreshTokenTtlSeconds, {
      userId: spent.userId,
      clientId: spent.clientId,
      scope: spent.scope,
      familyId: spent.familyId,
    });
    return { spent, user, next };
  });

  if (!rotated.spent) {
    const known = await grants.findRefreshToken(deps.db, tokenHash);
    if (known?.usedAt) {
      deps.log.warn({ userId: known.userId, familyId: known.familyId }, "refresh token reused: family revoked");
      await grants.revokeFamily(deps.db, known.familyId);
    }
    throw invalidGrant(INVALID_REFRESH_TOKEN);
  }
  const { spent, user, next } = rotated;
  if (!user || !next) {
    // A token shown by another client, or of a removed or blocked user, ends its family too.
    await grants.revokeFamily(deps.db, spent.familyId);
    if (user?.disabled) throw BLOCKED();
    throw invalidGrant(INVALID_REFRESH_TOKEN);
  }
  return tokenResponse(
    deps,
    { user: user, clientId: spent.clientId, scope: spent.scope, audience: deps.auth.audience },
    next,
  );
}

const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The code flow's second half: the code from /authorize, proven with the PKCE verifier. */
export async function authorizationCodeGrant(deps: GrantDeps, body: TokenRequest): Promise<TokenResponse> {
  if (!body.code) throw invalidRequest("code is required");
  if (!body.code_verifier) throw invalidRequest("code_verifier is required");
  if (!body.redirect_uri) throw invalidRequest("redirect_uri is required");
  if (!VERIFIER_PATTERN.test(body.code_verifier)) {
    throw invalidRequest("code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, -, ., _ or ~");
  }
  const codeHash = hashOpaqueToken(body.code);
  const verifier = body.code_verifier;
  const redirectUri = body.redirect_uri;

  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const code = await grants.spendAuthorizationCode(tx, codeHash);
    if (!code) return { problem: "unknown-or-used" as const };
    if (code.expiresAt.getTime() <= now.getTime() || code.clientId !== body.client_id) {
      return { problem: "invalid" as const };
    }
    if (code.redirectUri !== redirectUri) return { problem: "redirect" as const };
    if (!sameSecret(pkceChallenge(verifier), code.codeChallenge)) return { problem: "pkce" as const };
    const user = await findUserById(tx, code.userId);
    if (!user || user.disabled) return { problem: "blocked" as const };
    let refreshToken: string | undefined;
    if (hasScope(code.scope, "offline_access")) {
      const familyId = randomUUID();
      refreshToken = await issueRefreshToken(tx, now, deps.auth.refreshTokenTtlSeconds, {
        userId: user.id,
        clientId: code.clientId,
        scope: code.scope,
        familyId,
      });
      await grants.setCodeRefreshFamily(tx, codeHash, familyId);
    }
    return { code, user, refreshToken };
  });

  switch (outcome.problem) {
    case "unknown-or-used": {
      // A code presented twice may have been stolen: what the first exchange issued is revoked (RFC 6749 4.1.2).
      const used = await grants.findAuthorizationCode(deps.db, codeHash);
      if (used?.refreshFamilyId) await grants.revokeFamily(deps.db, used.refreshFamilyId);
      throw invalidGrant(INVALID_CODE);
    }
    case "invalid":
      throw invalidGrant(INVALID_CODE);
    case "redirect":
      throw invalidGrant("redirect_uri does not match the one of the authorization request");
    case "pkce":
      throw invalidGrant("Failed PKCE verification");
    case "blocked":
      throw BLOCKED();
  }
  const { code, user, refreshToken } = outcome;
  return tokenResponse(
    deps,
    { user: user, clientId: code.clientId, scope: code.scope, audience: code.audience, nonce: code.nonce },
    refreshToken,
  );
}

/** POST /auth/oauth/revoke: ends the sign-in the refresh token belongs to. Unknown tokens are not an error. */
export async function revokeRefreshToken(deps: GrantDeps, clientId: string, token: string): Promise<void> {
  const row = await grants.findRefreshToken(deps.db, hashOpaqueToken(token));
  if (row && row.clientId === clientId) await grants.revokeFamily(deps.db, row.familyId);
}
