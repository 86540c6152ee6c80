/**
 * SQL on the hosted login page's transactions and the browser sessions it starts. Whether one is still
 * open is decided at the clock's instant (a parameter), not the database's now(), so a test chooses it;
 * `usedAt` and the day-old housekeeping stay on the database's clock (records, no rule).
 */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { browserSessions, loginTransactions } from "../../../db/schema.ts";

export type LoginTransactionRow = typeof loginTransactions.$inferSelect;

export async function insertLoginTransaction(
  db: Database,
  values: typeof loginTransactions.$inferInsert,
): Promise<void> {
  await db.delete(loginTransactions).where(lt(loginTransactions.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(loginTransactions).values(values);
}

/** The transaction, unless unknown, used or expired. */
export async function findOpenLoginTransaction(
  db: Database,
  idHash: string,
  now: Date,
): Promise<LoginTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(loginTransactions)
    .where(
      and(eq(loginTransactions.idHash, idHash), isNull(loginTransactions.usedAt), gt(loginTransactions.expiresAt, now)),
    );
  return row;
}

/** Marks it used; false when another request did so first (a double submit). */
export async function spendLoginTransaction(db: Database, idHash: string): Promise<boolean> {
  const spent = await db
    .update(loginTransactions)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginTransactions.idHash, idHash), isNull(loginTransactions.usedAt)))
    .returning({ idHash: loginTransactions.idHash });
  return spent.length === 1;
}

export async function insertBrowserSession(
  db: Database,
  now: Date,
  values: typeof browserSessions.$inferInsert,
): Promise<void> {
  await db.delete(browserSessions).where(lt(browserSessions.expiresAt, now));
  await db.insert(browserSessions).values(values);
}

/** The signed-in user of an unexpired session, or undefined. */
export async function findSessionUserId(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: browserSessions.userId })
    .from(browserSessions)
    .where(and(eq(browserSessions.tokenHash, tokenHash), gt(browserSessions.expiresAt, now)));
  return row?.userId;
}

export async function deleteBrowserSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(browserSessions).where(eq(browserSessions.tokenHash, tokenHash));
}

/** Ends every browser session of the user (a password change or reset). */
export async function deleteUserBrowserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(browserSessions).where(eq(browserSessions.userId, userId));
}
