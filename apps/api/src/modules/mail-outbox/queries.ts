import { and, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { MailMessage } from "../../shared/mailer.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A message to send, held by its first attempt until `heldUntil`. */
export async function insertMessage(db: Database, message: MailMessage, heldUntil: Date): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutbox).values({ message, nextAttemptAt: heldUntil }).returning();
  if (!row) throw new Error("the message was not queued");
  return row;
}

/**
 * Takes up to `limit` messages due by `now`, holding each until `heldUntil` so that another instance
 * (or the next round) does not send it too while this attempt is under way.
 */
export async function claimDue(db: Database, now: Date, heldUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db.update(mailOutbox).set({ nextAttemptAt: heldUntil }).where(sql`${mailOutbox.id} in (${due})`).returning();
}

export async function markSent(db: Database, id: number, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: at, nextAttemptAt: null, lastError: null }).where(eq(mailOutbox.id, id));
}

/** A failed attempt: counted, with the next one at `next` (null: given up). */
export async function markFailed(
  db: Database,
  id: number,
  attempts: number,
  next: Date | null,
  error: string,
): Promise<void> {
  await db.update(mailOutbox).set({ attempts, nextAttemptAt: next, lastError: error }).where(eq(mailOutbox.id, id));
}

/**
 * Deletes messages sent before `sentBefore`, and given-up ones (no next attempt, never sent) written
 * before `givenUpBefore`. Answers how many rows went.
 */
export async function deleteOld(db: Database, sentBefore: Date, givenUpBefore: Date): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(
      or(
        and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sentBefore)),
        and(isNull(mailOutbox.sentAt), isNull(mailOutbox.nextAttemptAt), lt(mailOutbox.createdAt, givenUpBefore)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}
