/**
 * Who acts and what their role lets them do, for every module (docs/product.md section 6): the actor,
 * administrators' access to everything, and the one rule of owner rights. The content rules of a
 * listing (who owns it, whether it takes new events and posts, whether it can be claimed) stay with the
 * listings (listings/policy.ts); moderation, media, news, ownership and admin need only this.
 */
import { canManageListings, type Role, roleRank } from "@lwl/contracts/roles";
import { forbidden, type HttpError } from "../../shared/http-error.ts";

/** Who acts: a signed-in user's id and stored role (a request's viewer fits). */
export interface Actor {
  userId: string;
  role: Role;
}

export const OWNER_ROLE_NEEDED = "This needs the ListingOwner role.";

/** Administrators have access to everything and skip ownership checks. */
export function isAdministrator(actor: Actor): boolean {
  return roleRank(actor.role) >= roleRank("Administrator");
}

/**
 * The one rule of owner rights: an Administrator, or the content's author while they hold the
 * ListingOwner role. Authorship outlives a demotion (the listing stays theirs, for the day they are
 * promoted again), the rights do not: a plain signed-in user has no owner rights (docs/product.md 6.1).
 * Content nobody authored (author null) is the administrators' alone.
 */
export function hasOwnerRights(actor: Actor, authorId: string | null): boolean {
  if (isAdministrator(actor)) return true;
  return canManageListings(actor.role) && authorId !== null && authorId === actor.userId;
}

/**
 * The 403 for someone who may not manage a piece of content. Below the ListingOwner role the role is
 * the reason (a demoted owner is still the author, so "not yours" would be wrong); otherwise `notYours`.
 */
export function refusedOwnership(actor: Actor, notYours: string): HttpError {
  return forbidden(canManageListings(actor.role) ? notYours : OWNER_ROLE_NEEDED);
}
