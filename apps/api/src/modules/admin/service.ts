import type { SiteContent, SiteContentKey } from "@lwl/contracts/content";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../shared/http-error.ts";
import { findSiteContent } from "./queries.ts";

export interface AdminDeps {
  db: Database;
}

export async function getSiteContent(deps: AdminDeps, key: SiteContentKey): Promise<SiteContent> {
  const row = await findSiteContent(deps.db, key);
  if (!row) throw notFound("Site content", key);
  return { data: row.body, updatedAt: row.updatedAt.toISOString() };
}
