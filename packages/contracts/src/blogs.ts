import { z } from "zod";
import { LISTING_TYPES } from "./listings.ts";
import { pageSchema } from "./paging.ts";
import { CONTENT_STATUSES } from "./status.ts";
import { singleLineText } from "./text.ts";

export const blogSummarySchema = z.object({
  id: z.number().int(),
  listingId: z.number().int().nullable(),
  authorId: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  shortDescription: z.string(),
  imgUrl: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(CONTENT_STATUSES),
  featured: z.boolean(),
  sponsored: z.boolean(),
  breaking: z.boolean(),
  createdTime: z.string(),
  lastUpdatedTime: z.string(),
  publishedTime: z.string().nullable(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogSchema = blogSummarySchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
});

/** The listing a post belongs to, as an article shows it (null when none or not published). */
export const blogListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(LISTING_TYPES),
});
export type BlogListing = z.infer<typeof blogListingSchema>;

/** At most this many related posts come with an article. */
export const RELATED_POSTS = 4;

/** GET /api/blogs/{id}: the article a reader opens. */
export const blogArticleSchema = blogSchema.extend({
  /** Whole minutes at 200 words a minute, at least 1. */
  readingMinutes: z.number().int().min(1),
  listing: blogListingSchema.nullable(),
  /** Published posts of the same category or sharing a tag, newest first, never the article itself. */
  related: z.array(blogSummarySchema).max(RELATED_POSTS),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

export const blogPageSchema = pageSchema(blogSummarySchema);

/** GET /api/blogs/categories: one entry per category, in editorial order. */
export const newsCategorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Published posts in this category. */
  count: z.number().int(),
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const categoryParamsSchema = z.object({ name: singleLineText("name", { max: 60, min: 1, trim: true }) });
export const tagParamsSchema = z.object({ tag: singleLineText("tag", { max: 60, min: 1, trim: true }) });
