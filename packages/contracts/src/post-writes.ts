/**
 * Writing posts (docs/product.md sections 4.6 and 7): POST /api/blogs takes `postCreateSchema`,
 * PUT /api/blogs/{id} takes `postUpdateSchema` (a post never moves to another listing); both answer
 * `ownerPostSchema`. DELETE /api/blogs/{id} answers 204.
 */
import { z } from "zod";
import { blogSchema, blogSummarySchema } from "./blogs.ts";
import { anyCaseEnum } from "./closed-set.ts";
import { imageField, moderationStateFields, requiredLine, requiredRichText } from "./content-fields.ts";
import { POST_MAX_TAGS, SHORT_DESCRIPTION_MAX_LENGTH, TAG_MAX_LENGTH } from "./content-rules.ts";
import { idSchema } from "./ids.ts";
import { EDITORIAL_CATEGORIES } from "./news-categories.ts";
import { pageSchema } from "./paging.ts";
import { multiLineText, singleLineText } from "./text.ts";

const CATEGORY_SLUGS = EDITORIAL_CATEGORIES.map((category) => category.slug);

/** The slug a category's slug or name stands for, in any letter case; other text trimmed and lower-cased. */
function categorySlugOf(text: string): string {
  const wanted = text.trim().toLowerCase();
  return EDITORIAL_CATEGORIES.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted)?.slug ?? wanted;
}

/**
 * An editorial category by its slug or its name, in any letter case ("Campus Life", "campus-life");
 * parses to the slug. The OpenAPI document lists the slugs.
 */
export const postCategorySchema = anyCaseEnum(
  CATEGORY_SLUGS,
  { invalid: `category must be one of ${CATEGORY_SLUGS.join(", ")}`, required: "category is required" },
  categorySlugOf,
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
  listingId: idSchema("listingId"),
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
