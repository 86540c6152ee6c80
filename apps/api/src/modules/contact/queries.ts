import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message was not stored");
  return row.id;
}

export async function markEmailed(db: Database, id: number, at: Date) {
  await db.update(contactMessages).set({ emailedAt: at }).where(eq(contactMessages.id, id));
}
