/** GET /auth/login/callback: the browser is back from the upstream (Google) provider. */
import { OAUTH_ERRORS } from "@lwl/contracts/identity";
import { z } from "zod";
import { uniqueViolation } from "../../../db/database-errors.ts";
import { findUserByEmail, insertUser, markEmailVerified, recordSignIn, type UserRow } from "../accounts/queries.ts";
import { chooseUsername } from "../accounts/username.ts";
import type { IdentityDeps } from "../deps.ts";
import { startBrowserSession } from "../hosted-login/browser-session.ts";
import { invalidRequest, OAuthError } from "../oauth-error.ts";
import { hashOpaqueToken } from "../secrets.ts";
import { type ClientRequest, errorRedirect, finishAuthorization, upstreamCallbackUrl } from "./authorize-service.ts";
import { spendUpstreamSignIn } from "./queries.ts";
import type { UpstreamIdentity } from "./upstream-provider.ts";

export const upstreamCallbackQuerySchema = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  /** The provider that answered (RFC 9207), when it says. */
  iss: z.string().optional(),
});
export type UpstreamCallbackQuery = z.infer<typeof upstreamCallbackQuerySchema>;

export const EXPIRED_SIGN_IN = "This Google sign-in has expired or was already completed. Please start again.";
const denied = (description: string) => new OAuthError(403, OAUTH_ERRORS.accessDenied, description);

/**
 * Where the browser goes next: back to the client with a code or tokens, or with an error; with the
 * browser session's cookie when the sign-in started on the hosted login page.
 */
export async function completeUpstreamSignIn(
  deps: IdentityDeps,
  query: UpstreamCallbackQuery,
): Promise<{ location: string; cookies: string[] }> {
  const upstream = deps.upstream;
  if (!upstream) throw invalidRequest("Google sign-in is not configured on this server.");
  if (!query.state) throw invalidRequest("state is required");
  // The state names a one-time row; without it (forged, replayed, expired) there is no client to return to.
  const pending = await spendUpstreamSignIn(deps.db, hashOpaqueToken(query.state), deps.now());
  if (!pending) throw invalidRequest(EXPIRED_SIGN_IN);
  const request = pending.clientRequest as ClientRequest;

  try {
    if (query.error) {
      throw denied(query.error_description || `Google sign-in was not completed (${query.error}).`);
    }
    if (!query.code) throw invalidRequest("The provider answered without a code.");
    let identity: UpstreamIdentity;
    try {
      // A response naming another issuer came from a different provider (a mix-up attack): refuse it.
      if (query.iss !== undefined && !(await upstream.isIssuer(query.iss))) {
        throw new Error(`callback names issuer ${query.iss}`);
      }
      identity = await upstream.signIn({
        code: query.code,
        codeVerifier: pending.codeVerifier,
        redirectUri: upstreamCallbackUrl(deps.publicUrl),
        nonce: pending.nonce,
      });
    } catch (error) {
      deps.log.warn({ err: error }, "upstream sign-in refused");
      throw denied("Google sign-in could not be verified. Please try again.");
    }
    const user = await findOrCreateUser(deps, identity);
    if (user.disabled) throw new OAuthError(401, OAUTH_ERRORS.unauthorized, "user is blocked");
    await recordSignIn(deps.db, user.id);
    const cookies = request.browserSession === "yes" ? [await startBrowserSession(deps, user.id)] : [];
    return { location: await finishAuthorization(deps, request, user), cookies };
  } catch (error) {
    if (error instanceof OAuthError) return { location: errorRedirect(request, error), cookies: [] };
    throw error;
  }
}

/**
 * The account with the provider's e-mail address, or a new one (login type Google, no password). An
 * existing account is only entered when the provider vouches for the address: otherwise anyone who can
 * put a victim's address on an upstream account would get into the victim's account here.
 */
async function findOrCreateUser(deps: IdentityDeps, identity: UpstreamIdentity): Promise<UserRow> {
  const existing = await findUserByEmail(deps.db, identity.email);
  if (existing) return enterExisting(deps, existing, identity);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await insertUser(deps.db, {
        email: identity.email,
        emailVerified: identity.emailVerified,
        username: await chooseUsername(deps.db, identity.email, undefined),
        passwordHash: null,
        fullName: identity.name ?? "",
        pictureUrl: identity.picture,
        loginType: "Google",
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === "users_email_key") {
        // Created by a parallel sign-in of the same person a moment ago.
        const raced = await findUserByEmail(deps.db, identity.email);
        if (raced) return enterExisting(deps, raced, identity);
      }
      if (constraint !== "users_username_key") throw error;
    }
  }
  throw new Error(`Could not create an account for ${identity.email}`);
}

async function enterExisting(deps: IdentityDeps, user: UserRow, identity: UpstreamIdentity): Promise<UserRow> {
  if (!identity.emailVerified) {
    throw denied(
      "An account with this e-mail address exists, and Google has not verified the address. Sign in with your password.",
    );
  }
  if (!user.emailVerified) {
    await markEmailVerified(deps.db, user.id);
    return { ...user, emailVerified: true };
  }
  return user;
}
