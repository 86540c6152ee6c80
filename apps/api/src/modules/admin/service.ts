import type { SiteContent, SiteContentKey } from "@lwl/contracts/content";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../plugins/http-error.ts";
import { findSiteContent } from "./queries.ts";

export async function getSiteContent(db: Database, key: SiteContentKey): Promise<SiteContent> {
  const row = await findSiteContent(db, key);
  if (!row) throw notFound("Site content", key);
  return { data: row.body, updatedAt: row.updatedAt.toISOString() };
}
