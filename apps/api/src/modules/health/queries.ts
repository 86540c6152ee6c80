import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { healthHeartbeat } from "../../db/schema.ts";

/** A real write, committed: fails when the database cannot write (full disk, read-only). */
export async function writeHeartbeat(db: Database): Promise<void> {
  await db
    .insert(healthHeartbeat)
    .values({ id: 1, beatAt: sql`now()` })
    .onConflictDoUpdate({ target: healthHeartbeat.id, set: { beatAt: sql`now()` } });
}
