import type { ListingType } from "@lwl/contracts/listings";
import type { ListingsDeps } from "./deps.ts";
import * as queries from "./sitemap-queries.ts";

/** A published item as a sitemap names it: its id, its slug and when it last changed. */
export interface PublishedEntry {
  id: number;
  slug: string;
  lastModified: Date;
}

/** Every published listing of one type, for the sitemaps. */
export function listPublishedListingEntries(deps: ListingsDeps, type: ListingType): Promise<PublishedEntry[]> {
  return queries.findPublishedListingEntries(deps.db, type);
}
