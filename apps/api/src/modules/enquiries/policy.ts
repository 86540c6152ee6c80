/**
 * Who sees an enquiry (issue 27 item 5): its enquirer's contact details are for the owner of the listing
 * it was sent to, and nobody else. Administrators hold no general access here (unlike content): they see
 * only the enquiries to listings nobody owns, which went to the site's address.
 */
import { canManageListings } from "@lwl/contracts/roles";
import { forbidden, type HttpError } from "../../shared/http-error.ts";
import { type Actor, isAdministrator, OWNER_ROLE_NEEDED } from "../access/policy.ts";

/** Whether the actor may read, answer and close an enquiry whose owner (at sending) is `ownerId`. */
export function handlesEnquiry(actor: Actor, ownerId: string | null): boolean {
  if (ownerId === null) return isAdministrator(actor);
  return canManageListings(actor.role) && ownerId === actor.userId;
}

/** The refusal of the inbox as a whole: only owners (and administrators) have one. */
export function inboxRefusal(actor: Actor): HttpError | null {
  return canManageListings(actor.role) ? null : forbidden(OWNER_ROLE_NEEDED);
}
