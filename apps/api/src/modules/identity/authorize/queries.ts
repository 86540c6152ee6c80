/** SQL on upstream sign-ins: the state of a "Sign in with Google" between leaving and coming back. */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { upstreamSignIns } from "../../../db/schema.ts";

export type UpstreamSignInRow = typeof upstreamSignIns.$inferSelect;

export async function insertUpstreamSignIn(db: Database, values: typeof upstreamSignIns.$inferInsert): Promise<void> {
  await db.delete(upstreamSignIns).where(lt(upstreamSignIns.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(upstreamSignIns).values(values);
}

/** Spends the sign-in started with this state: undefined when unknown, used or expired. */
export async function spendUpstreamSignIn(
  db: Database,
  stateHash: string,
  now: Date,
): Promise<UpstreamSignInRow | undefined> {
  const [row] = await db
    .update(upstreamSignIns)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(upstreamSignIns.stateHash, stateHash),
        isNull(upstreamSignIns.usedAt),
        // The clock's instant, not the database's now(): a test chooses it (usedAt is only a record).
        gt(upstreamSignIns.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
