/**
 * Writing posts (docs/product.md sections 4.6 and 7): POST /api/blogs takes `postCreateSchema`,
 * PUT /api/blogs/{id} takes `postUpdateSchema` (a post never moves to another listing); both answer
 * `ownerPostSchema`. DELETE /api/blogs/{id} answers 204.
 */
import { z } from "zod";
import { blogSchema, blogSummarySchema } from "./blogs.ts";
import { imageField, moderationStateFields, requiredLine, requiredRichText } from "./content-fields.ts";
import { POST_MAX_TAGS, SHORT_DESCRIPTION_MAX_LENGTH, TAG_MAX_LENGTH } from "./content-rules.ts";
import { EDITORIAL_CATEGORIES } from "./news-categories.ts";
import { pageSchema } from "./paging.ts";
import { multiLineText, singleLineText } from "./text.ts";

const CATEGORY_MESSAGE = `category must be one of ${EDITORIAL_CATEGORIES.map((c) => c.slug).join(", ")}`;

/** An editorial category by its slug or its name, in any letter case ("Campus Life", "campus-life"); parses to the slug. */
export const postCategorySchema = singleLineText("category", { max: 60, min: 1, trim: true }).transform(
  (value, context) => {
    const wanted = value.toLowerCase();
    const category = EDITORIAL_CATEGORIES.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted);
    if (!category) {
      context.addIssue({ code: "custom", message: CATEGORY_MESSAGE });
      return z.NEVER;
    }
    return category.slug;
  },
);

/** Tags: trimmed, lower case (how they are looked up), blanks and repeats dropped, at most 10. */
export const postTagsSchema = z
  .array(singleLineText("tags", { max: TAG_MAX_LENGTH, trim: true }), { error: "tags must be a list of text entries" })
  .max(POST_MAX_TAGS, { error: `tags may hold at most ${POST_MAX_TAGS} entries` })
  .default([])
  .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()).filter((tag) => tag !== ""))]);

const postFields = {
  title: requiredLine("title"),
  category: postCategorySchema,
  tags: postTagsSchema,
  /** Plain text shown in lists and cards. */
  shortDescription: multiLineText("shortDescription", { max: SHORT_DESCRIPTION_MAX_LENGTH, min: 1, trim: true }),
  /** Rich text; sanitised by the server before it is stored. */
  content: requiredRichText("content"),
  imgUrl: imageField("imgUrl"),
};

/** PUT /api/blogs/{id}. */
export const postUpdateSchema = z.object(postFields);
export type PostUpdateInput = z.input<typeof postUpdateSchema>;
export type PostUpdate = z.output<typeof postUpdateSchema>;

/** POST /api/blogs: the listing it is written for, then the post. */
export const postCreateSchema = z.object({
  listingId: z
    .number({ error: "listingId must be a positive whole number" })
    .int({ error: "listingId must be a positive whole number" })
    .min(1, { error: "listingId must be a positive whole number" })
    .max(2_147_483_647, { error: "listingId must be a positive whole number" }),
  ...postFields,
});
export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostCreate = z.output<typeof postCreateSchema>;

/** The editable fields of a post as stored. */
export const postVersionSchema = z.object({
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  shortDescription: z.string(),
  content: z.string(),
  imgUrl: z.string().nullable(),
});
export type PostVersion = z.infer<typeof postVersionSchema>;
export const POST_VERSION_FIELDS = Object.keys(postVersionSchema.shape) as (keyof PostVersion)[];

/** The owner's (and administrators') view of a post: the public shape plus its moderation state. */
export const ownerPostSchema = blogSchema.extend({
  ...moderationStateFields,
  pendingChanges: postVersionSchema.partial().nullable(),
});
export type OwnerPost = z.infer<typeof ownerPostSchema>;

/** GET /api/blogs/listing/{listingId}/all and GET /api/blogs/author/{id}: with their moderation state. */
export const ownerPostSummarySchema = blogSummarySchema.extend({
  ...moderationStateFields,
  pendingChanges: postVersionSchema.partial().nullable(),
});
export type OwnerPostSummary = z.infer<typeof ownerPostSummarySchema>;
export const ownerPostPageSchema = pageSchema(ownerPostSummarySchema);
