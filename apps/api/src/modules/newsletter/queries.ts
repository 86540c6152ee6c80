import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findByEmail(db: Database, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.email, email));
  return row;
}

export async function findByConfirmTokenHash(db: Database, hash: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.token, hash));
  return row;
}

/** A new address, or a not yet confirmed one asked for again: new tokens, new choice of categories. */
export async function upsertPending(
  db: Database,
  values: { email: string; tokenHash: string; expiresAt: Date; categories: string[]; unsubscribeTokenHash: string },
): Promise<void> {
  const fields = {
    token: values.tokenHash,
    confirmExpiresAt: values.expiresAt,
    categories: values.categories,
    unsubscribeTokenHash: values.unsubscribeTokenHash,
  };
  await db
    .insert(subscriptions)
    .values({ email: values.email, ...fields })
    .onConflictDoUpdate({ target: subscriptions.email, set: fields });
}

export async function setUnsubscribeTokenHash(db: Database, id: number, hash: string): Promise<void> {
  await db.update(subscriptions).set({ unsubscribeTokenHash: hash }).where(eq(subscriptions.id, id));
}

export async function markConfirmed(db: Database, id: number, at: Date): Promise<void> {
  await db.update(subscriptions).set({ confirmedAt: at }).where(eq(subscriptions.id, id));
}

/** Removes the subscription the unsubscribe token belongs to; answers whether there was one. */
export async function deleteByUnsubscribeTokenHash(db: Database, hash: string): Promise<boolean> {
  const deleted = await db
    .delete(subscriptions)
    .where(eq(subscriptions.unsubscribeTokenHash, hash))
    .returning({ id: subscriptions.id });
  return deleted.length > 0;
}
