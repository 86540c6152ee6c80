import type { ListingType } from "@lwl/contracts/listings";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { listings } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

/** Id, slug and last change of every published listing of one type, by id (the sitemap's order). */
export function findPublishedListingEntries(db: Database, type: ListingType) {
  return db
    .select({
      id: listings.id,
      slug: listings.slug,
      lastModified:
        sql<Date>`greatest(${listings.updatedAt}, coalesce(${listings.publishedAt}, ${listings.updatedAt}))`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(listings)
    .where(and(eq(listings.type, type), isVisible(listings.status)))
    .orderBy(asc(listings.id));
}
