import type { BlogArticle, BlogListing, BlogSummary } from "@lwl/contracts/blogs";
import type { PostRow, PostSummaryRow } from "./queries.ts";

export function toPostSummary(row: PostSummaryRow): BlogSummary {
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

export function toPostArticle(
  row: PostRow,
  article: { content: string; readingMinutes: number; listing: BlogListing | null; related: PostSummaryRow[] },
): BlogArticle {
  return {
    ...toPostSummary(row),
    content: article.content,
    readingMinutes: article.readingMinutes,
    listing: article.listing,
    related: article.related.map(toPostSummary),
  };
}
