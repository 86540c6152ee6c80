/**
 * Who may manage a listing and what it accepts (docs/product.md sections 4 to 6), defined once for every module:
 * the route guard `requireListingOwner`, the listing, event and post writes and the owner's views.
 */
import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import type { Role } from "@lwl/contracts/roles";
import { conflict, notFound } from "../../shared/http-error.ts";
import { type Actor, hasOwnerRights, isAdministrator, refusedOwnership } from "../access/policy.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import type { ListingsDbDeps } from "./deps.ts";
import { findListingAccess } from "./queries.ts";

/** What the rules read of a listing. */
export interface ListingAccess {
  id: number;
  authorId: string | null;
  status: string;
}

export const NOT_YOUR_LISTING = "This listing does not belong to you.";
/** A listing is managed by its author (with owner rights) or an administrator. */
export function ownsListing(actor: Actor, listing: Pick<ListingAccess, "authorId">): boolean {
  return hasOwnerRights(actor, listing.authorId);
}

/** An event is owned by whoever owns its parent listing. */
export function ownsEvent(actor: Actor, event: { listing: Pick<ListingAccess, "authorId"> }): boolean {
  return ownsListing(actor, event.listing);
}

/**
 * Whether a listing has an owner: an author who holds owner rights over it. One whose author was
 * demoted below ListingOwner has none any more, and can be claimed like one nobody authored
 * (docs/product.md section 3.7).
 */
export function hasOwner(listing: { authorId: string | null; authorRole: Role | null }): boolean {
  const { authorId, authorRole } = listing;
  return authorId !== null && authorRole !== null && hasOwnerRights({ userId: authorId, role: authorRole }, authorId);
}

/**
 * Whether a listing can be claimed (docs/product.md section 3.7): visitors can see it (published) and
 * it has no owner: nobody authored it, or its author lost the owner's rights. The claim call refuses
 * any other, and the listing detail's `claimable` says the same to the web app.
 */
export function isClaimable(listing: { status: string; authorId: string | null; authorRole: Role | null }): boolean {
  return !hasOwner(listing) && isVisibleStatus(listing.status);
}

/**
 * Events and posts can be created only under a published listing (any letter case), and under the
 * special listing 1749, which always counts as published. Administrators are held to it too: it is a
 * rule about the listing, not about who asks.
 */
export function acceptsNewContent(listing: Pick<ListingAccess, "id" | "status">): boolean {
  return listing.id === SPECIAL_LISTING_ID || isVisibleStatus(listing.status);
}

/**
 * 404 for an unknown listing, 403 when the actor does not own it. Administrators pass without a
 * lookup: the service they reach answers the 404 itself.
 */
export async function assertListingOwner(deps: ListingsDbDeps, actor: Actor, listingId: number): Promise<void> {
  if (isAdministrator(actor)) return;
  const listing = await findListingAccess(deps.db, listingId);
  if (!listing) throw notFound("Listing", listingId);
  if (!ownsListing(actor, listing)) throw refusedOwnership(actor, NOT_YOUR_LISTING);
}

/** Before an event or a post is created under a listing: it exists, the actor owns it, and it accepts new content. */
export async function assertCanAddContent(
  deps: ListingsDbDeps,
  actor: Actor,
  listingId: number,
): Promise<ListingAccess> {
  const listing = await findListingAccess(deps.db, listingId);
  if (!listing) throw notFound("Listing", listingId);
  if (!ownsListing(actor, listing)) throw refusedOwnership(actor, NOT_YOUR_LISTING);
  if (!acceptsNewContent(listing)) {
    throw conflict(`Listing ${listingId} is not published: events and posts can be added to published listings only.`);
  }
  return listing;
}

/**
 * Which of a listing's events or posts a viewer sees: every status for the listing's owner or an
 * Administrator; the published ones of a published listing for anyone else; 404 for a listing they
 * cannot see.
 */
export async function listingScopeFor(
  deps: ListingsDbDeps,
  viewer: Actor | null,
  listingId: number,
): Promise<{ everyStatus: boolean }> {
  const listing = await findListingAccess(deps.db, listingId);
  const everyStatus = listing !== undefined && viewer !== null && ownsListing(viewer, listing);
  if (!listing || !(everyStatus || isVisibleStatus(listing.status))) throw notFound("Listing", listingId);
  return { everyStatus };
}
