import type { Database } from "../../db/client.ts";
import * as queries from "./sitemap-queries.ts";

/** Only the database: the sitemap and the page fallback need no sanitiser settings. */
export interface NewsSitemapDeps {
  db: Database;
}

/** Every published article, for the sitemaps: its address comes from contracts/news-links.ts. */
export function listPublishedArticleEntries(
  deps: NewsSitemapDeps,
): Promise<{ id: number; listingId: number | null; lastModified: Date }[]> {
  return queries.findPublishedArticleEntries(deps.db);
}
