/** SQL on sign-in attempts: password checks counted per account and client address. */
import { and, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { signInAttempts } from "../../../db/schema.ts";

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** Forgets attempts older than the window. */
export async function deleteAttemptsBefore(db: Database, windowMinutes: number): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, windowStart(windowMinutes)));
}

export async function insertAttempt(db: Database, accountKey: string, clientIp: string): Promise<string> {
  const [attempt] = await db
    .insert(signInAttempts)
    .values({ accountKey, clientIp })
    .returning({ id: signInAttempts.id });
  if (!attempt) throw new Error("sign-in attempt not recorded");
  return attempt.id;
}

export async function deleteAttempt(db: Database, id: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
}

/** Counts within the window of the account's and the address's attempts, and when each oldest leaves it. */
export async function countAttempts(db: Database, accountKey: string, clientIp: string, windowMinutes: number) {
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${signInAttempts.accountKey} = ${accountKey})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${signInAttempts.clientIp} = ${clientIp})`.mapWith(Number),
      accountWait: secondsUntilOldestLeaves(sql`${signInAttempts.accountKey} = ${accountKey}`, windowMinutes),
      ipWait: secondsUntilOldestLeaves(sql`${signInAttempts.clientIp} = ${clientIp}`, windowMinutes),
    })
    .from(signInAttempts)
    .where(
      and(
        sql`${signInAttempts.createdAt} > ${windowStart(windowMinutes)}`,
        or(eq(signInAttempts.accountKey, accountKey), eq(signInAttempts.clientIp, clientIp)),
      ),
    );
  return {
    account: counts?.account ?? 0,
    ip: counts?.ip ?? 0,
    accountWait: counts?.accountWait ?? 0,
    ipWait: counts?.ipWait ?? 0,
  };
}

function secondsUntilOldestLeaves(condition: SQL, windowMinutes: number) {
  return sql<number>`extract(epoch from (min(${signInAttempts.createdAt}) filter (where ${condition}) + make_interval(mins => ${windowMinutes}) - now()))`.mapWith(
    Number,
  );
}

export async function deleteAccountAttempts(db: Database, accountKey: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.accountKey, accountKey));
}
