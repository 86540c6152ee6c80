import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contactMessages, contactSubmissions } from "../../db/schema.ts";

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message was not stored");
  return row.id;
}

export async function markEmailed(db: Database, id: number) {
  await db.update(contactMessages).set({ emailedAt: new Date() }).where(eq(contactMessages.id, id));
}

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** Forgets submissions older than the window, so the table holds only what still counts. */
export async function deleteSubmissionsBefore(db: Database, windowMinutes: number): Promise<void> {
  await db.delete(contactSubmissions).where(lt(contactSubmissions.createdAt, windowStart(windowMinutes)));
}

export async function insertSubmission(db: Database, clientIp: string): Promise<string> {
  const [row] = await db.insert(contactSubmissions).values({ clientIp }).returning({ id: contactSubmissions.id });
  if (!row) throw new Error("contact submission was not recorded");
  return row.id;
}

export async function deleteSubmission(db: Database, id: string): Promise<void> {
  await db.delete(contactSubmissions).where(eq(contactSubmissions.id, id));
}

/** Submissions from one address within the window, and the seconds until the oldest of them leaves it. */
export async function countRecentSubmissions(db: Database, clientIp: string, windowMinutes: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      secondsUntilOldestLeaves:
        sql<number>`coalesce(extract(epoch from (min(${contactSubmissions.createdAt}) + make_interval(mins => ${windowMinutes}) - now())), 0)`.mapWith(
          Number,
        ),
    })
    .from(contactSubmissions)
    .where(
      and(eq(contactSubmissions.clientIp, clientIp), gt(contactSubmissions.createdAt, windowStart(windowMinutes))),
    );
  return { count: row?.count ?? 0, secondsUntilOldestLeaves: row?.secondsUntilOldestLeaves ?? 0 };
}
