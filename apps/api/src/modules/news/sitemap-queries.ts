import { asc, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogs } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

/** Id, listing and last change of every published article, by id. */
export function findPublishedArticleEntries(db: Database) {
  return db
    .select({
      id: blogs.id,
      listingId: blogs.listingId,
      lastModified:
        sql<Date>`greatest(${blogs.lastUpdatedTime}, coalesce(${blogs.publishedTime}, ${blogs.lastUpdatedTime}))`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(blogs)
    .where(isVisible(blogs.status))
    .orderBy(asc(blogs.id));
}
