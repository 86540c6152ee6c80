import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rateLimitHits } from "../../db/schema.ts";

/*
 * The window is measured back from the clock's instant (a parameter, not the database's now()), and
 * hits are dated by it too, so a test moves the clock past a window instead of waiting for it.
 */
const windowStart = (now: Date, minutes: number) =>
  sql`${now.toISOString()}::timestamptz - make_interval(mins => ${minutes})`;

/** Forgets one bucket's hits older than its window, so the table holds only what still counts. */
export async function deleteHitsBefore(db: Database, bucket: string, windowMinutes: number, now: Date): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, windowStart(now, windowMinutes))));
}

export async function insertHit(db: Database, bucket: string, clientKey: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, clientKey, createdAt: now })
    .returning({ id: rateLimitHits.id });
  if (!row) throw new Error("rate-limit hit was not recorded");
  return row.id;
}

export async function deleteHit(db: Database, id: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
}

/** One client's hits within the window, and the seconds until the oldest of them leaves it. */
export async function countRecentHits(
  db: Database,
  bucket: string,
  clientKey: string,
  windowMinutes: number,
  now: Date,
) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      secondsUntilOldestLeaves:
        sql<number>`coalesce(extract(epoch from (min(${rateLimitHits.createdAt}) + make_interval(mins => ${windowMinutes}) - ${now.toISOString()}::timestamptz)), 0)`.mapWith(
          Number,
        ),
    })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.clientKey, clientKey),
        gt(rateLimitHits.createdAt, windowStart(now, windowMinutes)),
      ),
    );
  return { count: row?.count ?? 0, secondsUntilOldestLeaves: row?.secondsUntilOldestLeaves ?? 0 };
}
