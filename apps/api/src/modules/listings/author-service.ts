/**
 * Who owns a listing, for listing claims (docs/product.md section 3.7): a published listing without an
 * owner (no author, or an author demoted below ListingOwner) is claimable; an approved claim makes the
 * claimant its author. The ownership module asks here and never reads the listings table itself.
 */
import type { Role } from "@lwl/contracts/roles";
import { isVisibleStatus } from "../content/visibility.ts";
import * as queries from "./author-queries.ts";
import type { ListingsDeps } from "./deps.ts";
import { hasOwner } from "./policy.ts";

export interface ListingOwnership {
  id: number;
  name: string;
  status: string;
  authorId: string | null;
  /** The author's role now (null without an author): whether the author still has owner rights. */
  authorRole: Role | null;
}

export function findListingOwnership(deps: ListingsDeps, id: number): Promise<ListingOwnership | undefined> {
  return queries.findListingOwnership(deps.db, id);
}

/** Inside a transaction: the listing, locked, so two approvals of claims on it run one after the other. */
export function lockListingOwnership(deps: ListingsDeps, id: number): Promise<ListingOwnership | undefined> {
  return queries.lockListingOwnership(deps.db, id);
}

/** Visitors can see it (published) and it has no owner: nobody authored it, or its author lost the owner's rights. */
export function isClaimable(listing: Pick<ListingOwnership, "status" | "authorId" | "authorRole">): boolean {
  return !hasOwner(listing) && isVisibleStatus(listing.status);
}

export function setListingAuthor(deps: ListingsDeps, id: number, authorId: string): Promise<void> {
  return queries.setListingAuthor(deps.db, id, authorId);
}
