import type { BlogSummary } from "@lwl/contracts/blogs";
import type { BlogSummaryRow } from "./queries.ts";

export function toBlogSummary(row: BlogSummaryRow): BlogSummary {
  return {
    id: row.id,
    listingId: row.listingId,
    authorId: row.authorId,
    title: row.title,
    slug: row.slug,
    category: row.category,
    shortDescription: row.shortDescription,
    imgUrl: row.imgUrl,
    tags: row.tags,
    status: row.status,
    featured: row.featured,
    sponsored: row.sponsored,
    breaking: row.breaking,
    createdTime: row.createdTime.toISOString(),
    lastUpdatedTime: row.lastUpdatedTime.toISOString(),
    publishedTime: row.publishedTime?.toISOString() ?? null,
  };
}
