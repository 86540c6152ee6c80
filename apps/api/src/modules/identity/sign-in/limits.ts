/**
 * Brute-force protection for password checks (the password grant and change-password), counted in
 * the database so the limits hold across server instances, within a sliding window:
 *
 * - per account and client address: a hard limit, so one client cannot keep guessing one password;
 * - per client address across accounts: a hard limit, so one client cannot spray a common password;
 * - per account from every address: only a slowdown (a capped, growing wait before answering).
 *   A hard limit there would let anyone lock anyone out by typing wrong passwords for their address;
 *   a client with no failures of its own is never refused.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { AuthConfig } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import type { Clock } from "../../../shared/clock.ts";
import * as queries from "./queries.ts";

export const SIGN_IN_LIMITS = {
  perAccountAndAddress: 5,
  perClientIp: 20,
  /** Failures on an account (from anywhere) answered without delay: a user's own typos are not slowed. */
  accountFailuresBeforeSlowdown: 5,
  windowMinutes: 15,
} as const;

export interface SignInLimitDeps {
  db: Database;
  /** Dates the attempts and ends the window. */
  now: Clock;
  auth: Pick<AuthConfig, "signInSlowdown">;
}

export type AttemptAdmission = { admitted: true; delayMs: number } | { admitted: false; retryAfterSeconds: number };

/** "user:<id>" for a known account, so its e-mail and its username share one counter. */
export const accountKeyOf = (user: { id: string } | undefined, typed: string) =>
  user ? `user:${user.id}` : `name:${typed.trim().toLowerCase()}`;

/** The wait before checking a password when the account has this many recent failures. */
export function accountSlowdownMs(failures: number, settings: AuthConfig["signInSlowdown"]): number {
  const beyond = failures - SIGN_IN_LIMITS.accountFailuresBeforeSlowdown;
  if (beyond < 0) return 0;
  return Math.min(settings.maxDelayMs, settings.firstDelayMs * 2 ** beyond);
}

/**
 * Records the attempt first and then counts, so parallel guesses see each other. An attempt over a
 * hard limit is removed again (refusals do not extend the wait) and answered with the wait; an
 * admitted one comes with the account's slowdown, which the caller waits out before checking.
 */
export async function admitSignInAttempt(
  deps: SignInLimitDeps,
  accountKey: string,
  clientIp: string,
): Promise<AttemptAdmission> {
  const { db } = deps;
  const now = deps.now();
  await queries.deleteAttemptsBefore(db, SIGN_IN_LIMITS.windowMinutes, now);
  const attemptId = await queries.insertAttempt(db, accountKey, clientIp, now);
  const counts = await queries.countAttempts(db, accountKey, clientIp, SIGN_IN_LIMITS.windowMinutes, now);
  const overPair = counts.accountAndAddress > SIGN_IN_LIMITS.perAccountAndAddress;
  const overAddress = counts.address > SIGN_IN_LIMITS.perClientIp;
  if (!overPair && !overAddress) {
    // Failures before this attempt: the count includes it.
    return { admitted: true, delayMs: accountSlowdownMs(counts.account - 1, deps.auth.signInSlowdown) };
  }
  await queries.deleteAttempt(db, attemptId);
  const wait = Math.max(overPair ? counts.accountAndAddressWait : 0, overAddress ? counts.addressWait : 0);
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

/**
 * Admits the attempt and waits out the account's slowdown before the password is checked (whatever
 * its outcome, so the wait says nothing about the guess). The refusal's wait, or null when admitted.
 */
export async function awaitSignInTurn(
  deps: SignInLimitDeps,
  accountKey: string,
  clientIp: string,
): Promise<{ retryAfterSeconds: number } | null> {
  const admission = await admitSignInAttempt(deps, accountKey, clientIp);
  if (!admission.admitted) return { retryAfterSeconds: admission.retryAfterSeconds };
  if (admission.delayMs > 0) await sleep(admission.delayMs);
  return null;
}

/**
 * A correct password clears this address's failures on the account. Other addresses' failures stay:
 * the owner signing in must not hand a guesser a fresh allowance.
 */
export async function signInSucceeded(db: Database, accountKey: string, clientIp: string): Promise<void> {
  await queries.deleteAccountAttemptsFrom(db, accountKey, clientIp);
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
