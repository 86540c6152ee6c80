/**
 * Brute-force protection for password checks: failed attempts are limited per account and per client
 * address within a sliding window. Counted in the database so the limits hold across server instances.
 */
import type { Database } from "../../../db/client.ts";
import * as queries from "./queries.ts";

export const SIGN_IN_LIMITS = { perAccount: 5, perClientIp: 20, windowMinutes: 15 } as const;

export type AttemptAdmission = { admitted: true; attemptId: string } | { admitted: false; retryAfterSeconds: number };

/** "user:<id>" for a known account, so its e-mail and its username share one counter. */
export const accountKeyOf = (user: { id: string } | undefined, typed: string) =>
  user ? `user:${user.id}` : `name:${typed.trim().toLowerCase()}`;

/**
 * Records the attempt first and then counts, so parallel guesses see each other; an attempt over a
 * limit is removed again (refusals do not extend the lockout) and answered with the wait.
 */
export async function admitSignInAttempt(
  db: Database,
  accountKey: string,
  clientIp: string,
): Promise<AttemptAdmission> {
  await queries.deleteAttemptsBefore(db, SIGN_IN_LIMITS.windowMinutes);
  const attemptId = await queries.insertAttempt(db, accountKey, clientIp);
  const counts = await queries.countAttempts(db, accountKey, clientIp, SIGN_IN_LIMITS.windowMinutes);
  const overAccount = counts.account > SIGN_IN_LIMITS.perAccount;
  const overIp = counts.ip > SIGN_IN_LIMITS.perClientIp;
  if (!overAccount && !overIp) return { admitted: true, attemptId };

  await queries.deleteAttempt(db, attemptId);
  const wait = Math.max(overAccount ? counts.accountWait : 0, overIp ? counts.ipWait : 0);
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

/** A correct password clears the account's counter (its failures no longer count against it). */
export async function signInSucceeded(db: Database, accountKey: string): Promise<void> {
  await queries.deleteAccountAttempts(db, accountKey);
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
