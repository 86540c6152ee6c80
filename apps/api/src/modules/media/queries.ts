import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mediaUploads } from "../../db/schema.ts";

export type NewUpload = typeof mediaUploads.$inferInsert;
export type UploadRow = typeof mediaUploads.$inferSelect;

export async function insertUpload(db: Database, upload: NewUpload): Promise<void> {
  await db.insert(mediaUploads).values(upload);
}

export async function findDocument(db: Database, id: string): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.kind, "DOCUMENT")))
    .limit(1);
  return row ?? null;
}

export async function isDocumentOf(db: Database, id: string, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.kind, "DOCUMENT"), eq(mediaUploads.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}
