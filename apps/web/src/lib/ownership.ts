import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import { canManageListings } from "@lwl/contracts/roles";
import { isPublished } from "@lwl/contracts/status";
import type { SessionUser } from "./session/session-user.ts";

/**
 * The ownership rule of docs/product.md sections 5.2 and 6.3, as the pages apply it to steer people (the
 * server checks every write itself): the listing's author, while a ListingOwner, may manage it, its
 * events and its posts, and an Administrator may manage everything. An author demoted to Reader is
 * offered nothing the server would refuse.
 */
export function mayManage(user: Pick<SessionUser, "userId" | "role"> | null, authorId: string | null): boolean {
  if (!user) return false;
  if (user.role === "Administrator") return true;
  return canManageListings(user.role) && authorId !== null && authorId === user.userId;
}

/** New events and posts need a published listing; listing 1749 always counts as published (section 4). */
export function acceptsNewContent(listing: { id: number; status: string }): boolean {
  return listing.id === SPECIAL_LISTING_ID || isPublished(listing.status);
}
