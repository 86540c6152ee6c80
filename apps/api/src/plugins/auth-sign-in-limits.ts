/**
 * Brute-force protection for password checks: failed attempts are limited per account and per client
 * address within a sliding window. Counted in the database so the limits hold across server instances.
 */
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { signInAttempts } from "../db/schema.ts";

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
  const window = sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.windowMinutes})`;
  await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, window));
  const [attempt] = await db
    .insert(signInAttempts)
    .values({ accountKey, clientIp })
    .returning({ id: signInAttempts.id });
  if (!attempt) throw new Error("sign-in attempt not recorded");

  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${signInAttempts.accountKey} = ${accountKey})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${signInAttempts.clientIp} = ${clientIp})`.mapWith(Number),
      accountWait: secondsUntilOldestLeaves(sql`${signInAttempts.accountKey} = ${accountKey}`),
      ipWait: secondsUntilOldestLeaves(sql`${signInAttempts.clientIp} = ${clientIp}`),
    })
    .from(signInAttempts)
    .where(
      and(
        sql`${signInAttempts.createdAt} > ${window}`,
        or(eq(signInAttempts.accountKey, accountKey), eq(signInAttempts.clientIp, clientIp)),
      ),
    );
  const overAccount = (counts?.account ?? 0) > SIGN_IN_LIMITS.perAccount;
  const overIp = (counts?.ip ?? 0) > SIGN_IN_LIMITS.perClientIp;
  if (!overAccount && !overIp) return { admitted: true, attemptId: attempt.id };

  await db.delete(signInAttempts).where(eq(signInAttempts.id, attempt.id));
  const wait = Math.max(overAccount ? (counts?.accountWait ?? 0) : 0, overIp ? (counts?.ipWait ?? 0) : 0);
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

function secondsUntilOldestLeaves(condition: ReturnType<typeof sql>) {
  return sql<number>`extract(epoch from (min(${signInAttempts.createdAt}) filter (where ${condition}) + make_interval(mins => ${SIGN_IN_LIMITS.windowMinutes}) - now()))`.mapWith(
    Number,
  );
}

/** A correct password clears the account's counter (its failures no longer count against it). */
export async function signInSucceeded(db: Database, accountKey: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.accountKey, accountKey));
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
