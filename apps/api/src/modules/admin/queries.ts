import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteContent } from "../../db/schema.ts";

export function findSiteContent(db: Database, key: string) {
  return db
    .select()
    .from(siteContent)
    .where(eq(siteContent.key, key))
    .then((rows) => rows[0]);
}
