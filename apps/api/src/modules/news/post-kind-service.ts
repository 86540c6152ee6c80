/**
 * The post as moderated content (docs/decisions/0021): the description the one pipeline
 * (modules/moderated-content) writes, shows to its owner and decides from. A post belongs to whoever
 * owns its listing (listings/policy.ts); one written for no listing (a left join: it may have none) is
 * the administrators' alone. Its author is whoever created it.
 */
import type { BlogSummary } from "@lwl/contracts/blogs";
import { newsArticlePathOf } from "@lwl/contracts/news-links";
import { type PostCreate, type PostUpdate, type PostVersion, postVersionSchema } from "@lwl/contracts/post-writes";
import { slugify } from "@lwl/contracts/slug";
import { eq } from "drizzle-orm";
import { blogs, listings } from "../../db/schema.ts";
import type { Actor } from "../access/policy.ts";
import { assertCanAddContent, ownsListing } from "../listings/policy.ts";
import type { ContentKind, PublishedEntry } from "../moderated-content/service.ts";
import { toPostSummary } from "./mappers.ts";
import { postValuesOf, versionOfPost } from "./post-versions.ts";

const NOT_YOUR_POST = "This post does not belong to you.";

/** A post's types: read with its listing (null for a post written for none); its owner sees its card and content. */
interface PostKind {
  table: typeof blogs;
  with: { listing: { id: number; name: string; status: string; authorId: string | null } | null };
  version: PostVersion;
  update: PostUpdate;
  create: PostCreate;
  view: BlogSummary & { content: string };
}

/** A post is managed by the owner of its listing; one written for no listing, by administrators only. */
const ownsPost = (actor: Actor, found: { listing: PostKind["with"]["listing"] }) =>
  ownsListing(actor, { authorId: found.listing?.authorId ?? null });

export const postKind: ContentKind<PostKind> = {
  type: "BLOG",
  change: "post",
  noun: "Post",
  table: blogs,
  timestamps: { updatedAt: "lastUpdatedTime", publishedAt: "publishedTime" },
  with: {
    fields: {
      listing: { id: listings.id, name: listings.name, status: listings.status, authorId: listings.authorId },
    },
    join: { table: listings, on: eq(listings.id, blogs.listingId), outer: true },
  },

  versionOf: versionOfPost,
  valuesOf: postValuesOf,
  changesSchema: postVersionSchema.partial(),
  versionOfWrite(body, clean) {
    // The listing is chosen at creation and never moves: it is not part of the version.
    const { listingId: _listingId, ...fields } = { listingId: undefined, ...body };
    return { ...fields, content: clean(fields.content) };
  },
  insertValuesOf: (body, version, actor) => ({
    ...postValuesOf(version),
    listingId: body.listingId,
    authorId: actor.userId,
    title: version.title,
    slug: slugify(version.title) || "post",
    category: version.category,
  }),

  owns: ownsPost,
  notYours: NOT_YOUR_POST,
  /** For a listing the actor owns and that accepts new content (published, or 1749). */
  async beforeCreate(deps, actor, body) {
    await assertCanAddContent(deps, actor, body.listingId);
  },

  viewOf: (found) => ({ ...toPostSummary(found.row), content: found.row.content }),
  queueFactsOf: (found) => ({
    title: found.row.title,
    listingId: found.listing?.id ?? null,
    listingName: found.listing?.name ?? null,
  }),
  sitemap: {
    files: { news: undefined },
    addressFields: { listingId: blogs.listingId },
    // A post has two valid addresses; the sitemap names the canonical one (contracts/news-links.ts).
    pathOf: (entry: PublishedEntry & { listingId: number | null }) => newsArticlePathOf(entry),
  },
};
