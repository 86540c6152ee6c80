/**
 * Writing posts and reading them as their owner (docs/product.md section 4.6). A post belongs to
 * whoever owns its listing (listings/policy.ts); what a write does is the moderation rule of
 * modules/moderation/service.ts.
 */
import type { BlogSummary } from "@lwl/contracts/blogs";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { OwnerPost, OwnerPostSummary, PostCreate, PostUpdate, PostVersion } from "@lwl/contracts/post-writes";
import { slugify } from "@lwl/contracts/slug";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../shared/http-error.ts";
import { type Actor, hasOwnerRights, refusedOwnership } from "../access/policy.ts";
import { sanitizeArticleHtml } from "../content/html.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { contentChanged } from "../content-changes/service.ts";
import { assertCanAddContent, ownsListing } from "../listings/policy.ts";
import {
  changedFields,
  type ModerationState,
  moderationStates,
  NO_MODERATION_STATE,
  planCreate,
  planWrite,
  proposeChanges,
  settleWrittenContent,
  statusAfter,
  submitForReview,
  withdrawOpenApproval,
} from "../moderation/service.ts";
import { toBlogSummary } from "./mappers.ts";
import { postValuesOf, versionOfPost } from "./post-versions.ts";
import * as writes from "./post-write-queries.ts";
import * as queries from "./queries.ts";
import type { NewsDeps } from "./service.ts";

export const NOT_YOUR_POST = "This post does not belong to you.";

type Found = NonNullable<Awaited<ReturnType<typeof writes.findPostForWrite>>>;

/** A post is managed by the owner of its listing; one written for no listing, by administrators only. */
const ownsPost = (actor: Actor, found: Pick<Found, "listing">) =>
  ownsListing(actor, { authorId: found.listing?.authorId ?? null });

/** A write body as it will be stored: the content sanitised, the listing left out. */
function versionOf(deps: NewsDeps, body: PostUpdate): PostVersion {
  const { listingId: _listingId, ...fields } = body as PostUpdate & { listingId?: number };
  return { ...fields, content: sanitizeArticleHtml(fields.content, { publicUrl: deps.publicUrl }) };
}

async function ownerView(db: Database, row: writes.PostRow): Promise<OwnerPost> {
  const states = await moderationStates<Partial<PostVersion>>({ db }, "BLOG", [row.id]);
  return { ...toBlogSummary(row), content: row.content, ...(states.get(row.id) ?? NO_MODERATION_STATE) };
}

/** POST /api/blogs: for a listing the actor owns and that accepts new content (published, or 1749). */
export async function createPost(deps: NewsDeps, actor: Actor, body: PostCreate): Promise<OwnerPost> {
  await assertCanAddContent(deps, actor, body.listingId);
  const version = versionOf(deps, body);
  const plan = planCreate(actor);
  const created = await deps.db.transaction(async (tx) => {
    const row = await writes.insertPostRow(tx, {
      ...postValuesOf(version),
      listingId: body.listingId,
      authorId: actor.userId,
      title: version.title,
      slug: slugify(version.title) || "post",
      category: version.category,
      status: statusAfter(plan),
      publishedTime: plan === "publish" ? new Date() : null,
    });
    if (plan === "submit") await submitForReview({ db: tx }, "BLOG", row.id, actor.userId);
    return ownerView(tx, row);
  });
  await contentChanged(deps.db, { kind: "post", id: created.id });
  return created;
}

/** PUT /api/blogs/{id}: the owner of the post's listing or an Administrator. */
export async function updatePost(deps: NewsDeps, actor: Actor, id: number, body: PostUpdate): Promise<OwnerPost> {
  const version = versionOf(deps, body);
  const written = await deps.db.transaction(async (tx) => {
    const found = await writes.findPostForWrite(tx, id, true);
    if (!found) throw notFound("Post", id);
    if (!ownsPost(actor, found)) throw refusedOwnership(actor, NOT_YOUR_POST);
    const plan = planWrite(actor, found.post.status);
    if (plan === "propose") {
      const changes = changedFields(versionOfPost(found.post), version);
      await proposeChanges({ db: tx }, "BLOG", id, actor.userId, changes);
      return ownerView(tx, found.post);
    }
    const updated = await writes.updatePostRow(tx, id, {
      ...postValuesOf(version),
      status: statusAfter(plan),
      ...(plan === "publish" ? { publishedTime: writes.firstPublished } : {}),
    });
    await settleWrittenContent({ db: tx }, plan, "BLOG", id, actor.userId);
    return ownerView(tx, updated);
  });
  await contentChanged(deps.db, { kind: "post", id });
  return written;
}

/** DELETE /api/blogs/{id}: gone at once; an open approval is withdrawn. */
export async function deletePost(deps: NewsDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await writes.findPostForWrite(tx, id, true);
    if (!found) throw notFound("Post", id);
    if (!ownsPost(actor, found)) throw refusedOwnership(actor, NOT_YOUR_POST);
    await writes.deletePostRow(tx, id);
    await withdrawOpenApproval({ db: tx }, "BLOG", id, actor.userId);
  });
  await contentChanged(deps.db, { kind: "post", id });
}

/** GET /api/blogs/{id}/manage: a post in any status with its moderation state, for its listing's owner or an Administrator. */
export async function getOwnerPost(deps: NewsDeps, actor: Actor, id: number): Promise<OwnerPost> {
  const found = await writes.findPostForWrite(deps.db, id);
  if (!found) throw notFound("Post", id);
  if (!ownsPost(actor, found)) throw refusedOwnership(actor, NOT_YOUR_POST);
  return ownerView(deps.db, found.post);
}

async function withStates(
  deps: NewsDeps,
  page: Page<BlogSummary>,
  everyStatus: boolean,
): Promise<Page<OwnerPostSummary>> {
  const states = everyStatus
    ? await moderationStates<Partial<PostVersion>>(
        deps,
        "BLOG",
        page.content.map((post) => post.id),
      )
    : new Map<number, ModerationState<Partial<PostVersion>>>();
  return {
    ...page,
    content: page.content.map((post) => ({ ...post, ...(states.get(post.id) ?? NO_MODERATION_STATE) })),
  };
}

/**
 * GET /api/blogs/listing/{listingId}/all: every post of the listing in every status, with its
 * moderation state, for the listing's owner or an Administrator (by last update); for anyone else the
 * published posts of a published listing (404 for a listing they cannot see).
 */
export async function listAllListingPosts(
  deps: NewsDeps,
  viewer: Actor | null,
  listingId: number,
  page: PageQuery,
): Promise<Page<OwnerPostSummary>> {
  const listing = await writes.findListingParent(deps.db, listingId);
  const everyStatus = listing !== undefined && viewer !== null && ownsListing(viewer, listing);
  if (!listing || !(everyStatus || isVisibleStatus(listing.status))) throw notFound("Listing", listingId);
  const filter = { publishedOnly: !everyStatus, listingId };
  const [rows, total] = await Promise.all([
    queries.findBlogPage(deps.db, filter, page, "updated"),
    queries.countBlogs(deps.db, filter),
  ]);
  return withStates(deps, toPage(rows.map(toBlogSummary), page, total), everyStatus);
}

/** GET /api/blogs/author/{id} with the moderation state of each post, for the author (while a ListingOwner) or an Administrator. */
export function withAuthorModerationState(
  deps: NewsDeps,
  viewer: Actor | null,
  authorId: string,
  page: Page<BlogSummary>,
): Promise<Page<OwnerPostSummary>> {
  const everyStatus = viewer !== null && hasOwnerRights(viewer, authorId.toLowerCase());
  return withStates(deps, page, everyStatus);
}
