import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** The PostgreSQL channel on which instances tell each other what content changed. */
export const CONTENT_CHANGES_CHANNEL = "lwl_content_changed";

/** Tells every instance LISTENing on the channel (this one included) what changed; delivered once committed. */
export async function notifyContentChange(db: Database, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, ${payload})`);
}
