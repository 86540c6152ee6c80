/** SQL on sign-in attempts: password checks counted per account and client address. */
import { and, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { signInAttempts } from "../../../db/schema.ts";

/*
 * The window ends at the clock's instant (a parameter, not the database's now()), and attempts are
 * dated by it too, so a test moves the clock past the window instead of waiting 15 minutes.
 */
const windowStart = (now: Date, minutes: number) =>
  sql`${now.toISOString()}::timestamptz - make_interval(mins => ${minutes})`;

/** Forgets attempts older than the window. */
export async function deleteAttemptsBefore(db: Database, windowMinutes: number, now: Date): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, windowStart(now, windowMinutes)));
}

export async function insertAttempt(db: Database, accountKey: string, clientIp: string, now: Date): Promise<string> {
  const [attempt] = await db
    .insert(signInAttempts)
    .values({ accountKey, clientIp, createdAt: now })
    .returning({ id: signInAttempts.id });
  if (!attempt) throw new Error("sign-in attempt not recorded");
  return attempt.id;
}

export async function deleteAttempt(db: Database, id: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
}

/**
 * Within the window: the attempts on the account from this address, from this address on any
 * account, and on the account from anywhere; and when the oldest of the first two leaves the window.
 */
export async function countAttempts(
  db: Database,
  accountKey: string,
  clientIp: string,
  windowMinutes: number,
  now: Date,
) {
  const sameAccount = sql`${signInAttempts.accountKey} = ${accountKey}`;
  const sameAddress = sql`${signInAttempts.clientIp} = ${clientIp}`;
  const both = sql`${sameAccount} and ${sameAddress}`;
  const [counts] = await db
    .select({
      accountAndAddress: sql<number>`count(*) filter (where ${both})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${sameAddress})`.mapWith(Number),
      account: sql<number>`count(*) filter (where ${sameAccount})`.mapWith(Number),
      accountAndAddressWait: secondsUntilOldestLeaves(both, windowMinutes, now),
      addressWait: secondsUntilOldestLeaves(sameAddress, windowMinutes, now),
    })
    .from(signInAttempts)
    .where(
      and(
        sql`${signInAttempts.createdAt} > ${windowStart(now, windowMinutes)}`,
        or(eq(signInAttempts.accountKey, accountKey), eq(signInAttempts.clientIp, clientIp)),
      ),
    );
  return {
    accountAndAddress: counts?.accountAndAddress ?? 0,
    address: counts?.address ?? 0,
    account: counts?.account ?? 0,
    accountAndAddressWait: counts?.accountAndAddressWait ?? 0,
    addressWait: counts?.addressWait ?? 0,
  };
}

function secondsUntilOldestLeaves(condition: SQL, windowMinutes: number, now: Date) {
  return sql<number>`extract(epoch from (min(${signInAttempts.createdAt}) filter (where ${condition}) + make_interval(mins => ${windowMinutes}) - ${now.toISOString()}::timestamptz))`.mapWith(
    Number,
  );
}

/** Forgets the attempts on the account from this address (it has just given the right password). */
export async function deleteAccountAttemptsFrom(db: Database, accountKey: string, clientIp: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.accountKey, accountKey), eq(signInAttempts.clientIp, clientIp)));
}
