/**
 * Writing posts and reading them as their owner (docs/product.md section 4.6), through the one
 * moderated-content pipeline (modules/moderated-content) as `postKind` describes them
 * (post-kind-service.ts).
 */
import type { BlogSummary } from "@lwl/contracts/blogs";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { OwnerPostSummary } from "@lwl/contracts/post-writes";
import { type Actor, hasOwnerRights } from "../access/policy.ts";
import { listingScopeFor } from "../listings/policy.ts";
import { contentWrites } from "../moderated-content/service.ts";
import { toPostSummary } from "./mappers.ts";
import { postKind } from "./post-kind-service.ts";
import * as queries from "./queries.ts";
import type { NewsDeps } from "./service.ts";

const writes = contentWrites(postKind);

/** POST /api/blogs: for a listing the actor owns and that accepts new content (published, or 1749). */
export const createPost = writes.create;

/** PUT /api/blogs/{id}: the owner of the post's listing or an Administrator. */
export const updatePost = writes.update;

/** DELETE /api/blogs/{id}: gone at once; an open approval is withdrawn. */
export const deletePost = writes.delete;

/** GET /api/blogs/{id}/manage: a post in any status with its moderation state, for its listing's owner or an Administrator. */
export const getOwnerPost = writes.ownerView;

async function withStates(
  deps: NewsDeps,
  page: Page<BlogSummary>,
  everyStatus: boolean,
): Promise<Page<OwnerPostSummary>> {
  return { ...page, content: await writes.withModerationStates(deps, page.content, everyStatus) };
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
  const { everyStatus } = await listingScopeFor(deps, viewer, listingId);
  const filter = { publishedOnly: !everyStatus, listingId };
  const [rows, total] = await Promise.all([
    queries.findPostPage(deps.db, filter, page, "updated"),
    queries.countPosts(deps.db, filter),
  ]);
  return withStates(deps, toPage(rows.map(toPostSummary), page, total), everyStatus);
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
