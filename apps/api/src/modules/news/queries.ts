import type { PageQuery } from "@lwl/contracts/paging";
import {
  and,
  arrayContains,
  arrayOverlaps,
  count,
  desc,
  eq,
  getTableColumns,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogs, listings } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

const { content: _content, ...summaryColumns } = getTableColumns(blogs);
export type PostSummaryRow = Omit<typeof blogs.$inferSelect, "content">;
export type PostRow = typeof blogs.$inferSelect;

/** Published posts, featured and breaking ones first, then the newest. */
export function findTopPublished(db: Database, limit: number): Promise<PostSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(blogs)
    .where(isVisible(blogs.status))
    .orderBy(desc(blogs.featured), desc(blogs.breaking), desc(blogs.publishedTime), desc(blogs.id))
    .limit(limit);
}

/** Which posts a list shows; every field narrows it. */
export interface PostFilter {
  /** False only for an author's own list read by the author or an administrator. */
  publishedOnly: boolean;
  flag?: "featured" | "sponsored" | "breaking";
  /** Lower-case; compared with the lower-cased stored category. */
  category?: string;
  tag?: string;
  listingId?: number;
  authorId?: string;
}

const lowerCategory = sql<string>`lower(${blogs.category})`;

function whereOf(filter: PostFilter): SQL | undefined {
  return and(
    filter.publishedOnly ? isVisible(blogs.status) : undefined,
    filter.flag ? eq(blogs[filter.flag], true) : undefined,
    filter.category !== undefined ? eq(lowerCategory, filter.category) : undefined,
    filter.tag !== undefined ? arrayContains(blogs.tags, [filter.tag]) : undefined,
    filter.listingId !== undefined ? eq(blogs.listingId, filter.listingId) : undefined,
    filter.authorId !== undefined ? eq(blogs.authorId, filter.authorId) : undefined,
  );
}

/**
 * One page of posts. Public lists run newest published first; an author's list runs by
 * lastUpdatedTime (docs/product.md section 7.5), since drafts have no published time.
 */
export function findPostPage(
  db: Database,
  filter: PostFilter,
  page: PageQuery,
  order: "published" | "updated",
): Promise<PostSummaryRow[]> {
  const byTime = order === "updated" ? desc(blogs.lastUpdatedTime) : desc(blogs.publishedTime);
  return db
    .select(summaryColumns)
    .from(blogs)
    .where(whereOf(filter))
    .orderBy(byTime, desc(blogs.id))
    .limit(page.size)
    .offset(page.page * page.size);
}

export async function countPosts(db: Database, filter: PostFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogs).where(whereOf(filter));
  return row?.total ?? 0;
}

/** A post with the listing it belongs to, if any (the listing's status decides whether an article names it). */
export async function findPostWithListing(db: Database, id: number) {
  const [row] = await db
    .select({
      blog: getTableColumns(blogs),
      listing: {
        id: listings.id,
        name: listings.name,
        slug: listings.slug,
        type: listings.type,
        status: listings.status,
      },
    })
    .from(blogs)
    .leftJoin(listings, eq(listings.id, blogs.listingId))
    .where(eq(blogs.id, id));
  return row;
}

/** Published posts of the same category or sharing a tag, newest first, without the post itself. */
export function findRelated(
  db: Database,
  post: Pick<PostRow, "id" | "category" | "tags">,
  limit: number,
): Promise<PostSummaryRow[]> {
  const sameCategory = eq(lowerCategory, post.category.toLowerCase());
  const sharedTag = post.tags.length > 0 ? arrayOverlaps(blogs.tags, post.tags) : undefined;
  return db
    .select(summaryColumns)
    .from(blogs)
    .where(and(isVisible(blogs.status), ne(blogs.id, post.id), or(sameCategory, sharedTag)))
    .orderBy(desc(blogs.publishedTime), desc(blogs.id))
    .limit(limit);
}

/** Published posts per stored category, lower-cased so "Exams" and "exams" count together. */
export function countPublishedByCategory(db: Database): Promise<{ category: string; count: number }[]> {
  return db
    .select({ category: lowerCategory, count: count() })
    .from(blogs)
    .where(isVisible(blogs.status))
    .groupBy(lowerCategory);
}

export async function findListingStatus(db: Database, id: number): Promise<{ status: string } | undefined> {
  const [row] = await db.select({ status: listings.status }).from(listings).where(eq(listings.id, id));
  return row;
}
