/**
 * Who may manage a listing and what it accepts (docs/product.md sections 4 to 6), defined once for every module:
 * the route guard `requireListingOwner`, and the events and news write paths to come.
 */
import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import { type Role, roleRank } from "@lwl/contracts/roles";
import { conflict, forbidden, notFound } from "../../plugins/http-error.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import type { ListingsDeps } from "./deps.ts";
import { findListingAccess } from "./queries.ts";

/** Who acts: a signed-in user's id and stored role (a request's viewer fits). */
export interface Actor {
  userId: string;
  role: Role;
}

/** What the rules read of a listing. */
export interface ListingAccess {
  id: number;
  authorId: string | null;
  status: string;
}

export const NOT_YOUR_LISTING = "This listing does not belong to you.";

/** Administrators have access to everything and skip ownership checks. */
export function isAdministrator(actor: Actor): boolean {
  return roleRank(actor.role) >= roleRank("Administrator");
}

/** A listing is its author's; a listing nobody owns yet (author null) belongs to no one but administrators. */
export function ownsListing(actor: Actor, listing: Pick<ListingAccess, "authorId">): boolean {
  return isAdministrator(actor) || (listing.authorId !== null && listing.authorId === actor.userId);
}

/** An event is owned by whoever owns its parent listing. */
export function ownsEvent(actor: Actor, event: { listing: Pick<ListingAccess, "authorId"> }): boolean {
  return ownsListing(actor, event.listing);
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
export async function assertListingOwner(deps: ListingsDeps, actor: Actor, listingId: number): Promise<void> {
  if (isAdministrator(actor)) return;
  const listing = await findListingAccess(deps.db, listingId);
  if (!listing) throw notFound("Listing", listingId);
  if (!ownsListing(actor, listing)) throw forbidden(NOT_YOUR_LISTING);
}

/** Before an event or a post is created under a listing: it exists, the actor owns it, and it accepts new content. */
export async function assertCanAddContent(deps: ListingsDeps, actor: Actor, listingId: number): Promise<ListingAccess> {
  const listing = await findListingAccess(deps.db, listingId);
  if (!listing) throw notFound("Listing", listingId);
  if (!ownsListing(actor, listing)) throw forbidden(NOT_YOUR_LISTING);
  if (!acceptsNewContent(listing)) {
    throw conflict(`Listing ${listingId} is not published: events and posts can be added to published listings only.`);
  }
  return listing;
}
