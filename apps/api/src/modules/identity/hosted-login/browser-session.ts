/** The browser session the hosted login page starts, so the next /authorize can skip the form. */
import { later } from "../../../shared/clock.ts";
import { findUserById, type UserRow } from "../accounts/queries.ts";
import type { IdentityDeps } from "../deps.ts";
import { hashOpaqueToken, newOpaqueToken } from "../secrets.ts";
import { cookieHeader, SESSION_COOKIE } from "./cookies.ts";
import { deleteBrowserSession, findSessionUserId, insertBrowserSession } from "./queries.ts";

/** Short: long enough for a working session's silent renewals, short for a shared computer. */
export const BROWSER_SESSION_SECONDS = 8 * 3600;

type SessionDeps = Pick<IdentityDeps, "db" | "now" | "publicUrl">;

/** Starts a session for the user; the Set-Cookie value that hands it to the browser. */
export async function startBrowserSession(deps: SessionDeps, userId: string): Promise<string> {
  const token = newOpaqueToken();
  const now = deps.now();
  await insertBrowserSession(deps.db, now, {
    tokenHash: hashOpaqueToken(token),
    userId,
    expiresAt: later(now, BROWSER_SESSION_SECONDS * 1000),
  });
  return cookieHeader(deps, SESSION_COOKIE, token, BROWSER_SESSION_SECONDS);
}

/** The signed-in user of this session, unless it has ended or the account is gone or blocked. */
export async function browserSessionUser(deps: SessionDeps, token: string | undefined): Promise<UserRow | undefined> {
  if (!token) return undefined;
  const userId = await findSessionUserId(deps.db, hashOpaqueToken(token), deps.now());
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  return user && !user.disabled ? user : undefined;
}

/** Ends the session (/v2/logout); the Set-Cookie value that removes the cookie. */
export async function endBrowserSession(deps: SessionDeps, token: string | undefined): Promise<string> {
  if (token) await deleteBrowserSession(deps.db, hashOpaqueToken(token));
  return cookieHeader(deps, SESSION_COOKIE, "", 0);
}
