/**
 * Who owns a listing, for listing claims (docs/product.md section 3.7): a published listing without an
 * owner (no author, or an author demoted below ListingOwner) is claimable (`isClaimable` in policy.ts);
 * an approved claim makes the claimant its author. The ownership module asks here and never reads the
 * listings table itself. Because claimability follows the author's role, whoever changes a role reports
 * that user's listings as changed here too (content changes).
 */
import type { Role } from "@lwl/contracts/roles";
import { contentChanged } from "../content-changes/service.ts";
import * as queries from "./author-queries.ts";
import type { ListingsDbDeps } from "./deps.ts";

export interface ListingOwnership {
  id: number;
  name: string;
  status: string;
  authorId: string | null;
  /** The author's role now (null without an author): whether the author still has owner rights. */
  authorRole: Role | null;
}

export function findListingOwnership(deps: ListingsDbDeps, id: number): Promise<ListingOwnership | undefined> {
  return queries.findListingOwnership(deps.db, id);
}

/** Inside a transaction: the listing, locked, so two approvals of claims on it run one after the other. */
export function lockListingOwnership(deps: ListingsDbDeps, id: number): Promise<ListingOwnership | undefined> {
  return queries.lockListingOwnership(deps.db, id);
}

export function setListingAuthor(deps: ListingsDbDeps, id: number, authorId: string): Promise<void> {
  return queries.setListingAuthor(deps.db, id, authorId);
}

/**
 * The published listings a user authors: those whose `claimable` a change of the user's role flips.
 * Read inside the transaction that changes the role (so nothing can fail once it has committed), and
 * hand the ids to `authoredListingsChanged` after the commit. Only published listings are cached
 * (an unpublished one answers 404, which is never kept), so only they can be stale.
 */
export function findPublishedListingIdsOfAuthor(deps: ListingsDbDeps, authorId: string): Promise<number[]> {
  return queries.findPublishedListingIdsOfAuthor(deps.db, authorId);
}

/**
 * After the commit of a role change: the cached details of those listings are forgotten here and, by
 * NOTIFY, on the other instances, so the next read answers the new `claimable`.
 *
 * One change per listing rather than `{ kind: "listing", id: null }`: that change means "a new listing"
 * and forgets no `listing:<id>` entry (the stale details would stay for their 5 s), and it makes the
 * search index reload everything, which a role change does not touch. Role changes are rare and an
 * owner has a handful of listings, so one notification each costs little; even the demo administrator,
 * who wrote about 400, costs one short NOTIFY per listing, sent one after the other.
 */
export async function authoredListingsChanged(deps: ListingsDbDeps, listingIds: readonly number[]): Promise<void> {
  for (const id of listingIds) await contentChanged(deps.db, { kind: "listing", id });
}
