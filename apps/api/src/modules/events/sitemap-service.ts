import type { EventsDeps } from "./service.ts";
import * as queries from "./sitemap-queries.ts";

/** Every event a visitor may see (it and its listing published), for the sitemaps. */
export function listPublishedEventEntries(
  deps: EventsDeps,
): Promise<{ id: number; slug: string; lastModified: Date }[]> {
  return queries.findPublishedEventEntries(deps.db);
}
