import { z } from "zod";
import { CONTENT_STATUSES } from "./status.ts";

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
export type Blog = z.infer<typeof blogSchema>;
