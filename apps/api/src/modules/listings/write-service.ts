/**
 * Writing listings and reading them as their owner (docs/product.md section 4.4), through the one
 * moderated-content pipeline (modules/moderated-content) as `listingKind` describes them
 * (listing-kind-service.ts). Listings are not deleted through the API.
 */
import type { ListingWrite, OwnerListing, OwnerListingSummary } from "@lwl/contracts/listing-writes";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import { cachedCount } from "../../shared/page-totals.ts";
import { type Actor, hasOwnerRights } from "../access/policy.ts";
import { contentWrites } from "../moderated-content/service.ts";
import * as search from "../search/service.ts";
import type { ListingsDeps } from "./deps.ts";
import { listingKind } from "./listing-kind-service.ts";
import { toListingSummary } from "./mappers.ts";
import * as queries from "./queries.ts";

const writes = contentWrites(listingKind);

export interface ListingWriteDeps extends ListingsDeps {
  /** PUBLIC_URL, for the sanitiser's own-media rule. */
  publicUrl: string;
}

/**
 * An owner's view with its `searchCount`: the listing's search clicks in the ranking month, as the
 * public detail answers them (service.ts), read after the pipeline's own reading of the row, which
 * cannot take the month (listing-kind-service.ts). One listing per answer, so one short query.
 */
async function withClicks<View extends { id: number }>(
  deps: ListingsDeps,
  view: View,
): Promise<View & { searchCount: number }> {
  return { ...view, searchCount: await search.listingClicks(deps, view.id) };
}

/** POST /api/listings (the route lets ListingOwners and Administrators in). The creator is the author. */
export async function createListing(deps: ListingWriteDeps, actor: Actor, body: ListingWrite): Promise<OwnerListing> {
  return withClicks(deps, await writes.create(deps, actor, body));
}

/** PUT /api/listings/{id}: the author (a ListingOwner) or an Administrator; 404 for an unknown listing. */
export async function updateListing(
  deps: ListingWriteDeps,
  actor: Actor,
  id: number,
  body: ListingWrite,
): Promise<OwnerListing> {
  return withClicks(deps, await writes.update(deps, actor, id, body));
}

/** GET /api/listings/{id}/manage: a listing in any status, with its moderation state, for its author or an Administrator. */
export async function getOwnerListing(deps: ListingsDeps, actor: Actor, id: number): Promise<OwnerListing> {
  return withClicks(deps, await writes.ownerView(deps, actor, id));
}

/**
 * GET /api/listings/author/{authorId}: every status with its moderation state for the author (while a
 * ListingOwner) or an Administrator; published listings only (with empty moderation fields) for anyone
 * else, a demoted author included.
 */
export async function listAuthorListings(
  deps: ListingsDeps,
  viewer: Actor | null,
  authorId: string,
  page: PageQuery,
): Promise<Page<OwnerListingSummary>> {
  const id = authorId.toLowerCase();
  const everyStatus = viewer !== null && hasOwnerRights(viewer, id);
  const filter = { authorId: id, publishedOnly: !everyStatus };
  const count = () => queries.countListings(deps.db, filter);
  const [rows, total] = await Promise.all([
    queries.findListingRows(deps.db, filter, page),
    // What visitors see is counted through the short-lived cache, as on the other public lists.
    everyStatus ? count() : cachedCount(deps.db, `listings:*:${id}`, count, deps.now),
  ]);
  const content = await writes.withModerationStates(deps, rows.map(toListingSummary), everyStatus);
  return toPage(content, page, total);
}
