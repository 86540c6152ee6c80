/**
 * What the admin queue (modules/admin/approvals-service.ts) needs of listings: the versions it shows
 * and the three outcomes of a decision. Called inside the decision's transaction.
 */
import { type ListingVersion, listingVersionSchema } from "@lwl/contracts/listing-writes";
import type { ReviewSubject } from "../moderation/service.ts";
import type { ListingsDeps } from "./deps.ts";
import { listingValuesOf, versionOfListing } from "./versions.ts";
import * as writes from "./write-queries.ts";

export async function listingReviewSubjects(
  deps: ListingsDeps,
  ids: number[],
): Promise<Map<number, ReviewSubject<ListingVersion>>> {
  const rows = await writes.findListingRowsByIds(deps.db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      { version: versionOfListing(row), status: row.status, title: row.name, listingId: row.id, listingName: row.name },
    ]),
  );
}

/** Approving new content: it goes live (published_at set the first time). */
export async function publishListing(deps: ListingsDeps, id: number): Promise<void> {
  await writes.updateListingRow(deps.db, id, { status: "PUBLISHED", publishedAt: writes.firstPublished });
}

/** Approving an update: exactly the proposed fields are written to the live row (checked again on the way). */
export async function applyListingChanges(
  deps: ListingsDeps,
  id: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const fields = listingVersionSchema.partial().parse(changes);
  await writes.updateListingRow(deps.db, id, listingValuesOf(fields));
}

/** Rejecting new content: it stays offline as REJECTED until its author edits (and so resubmits) it. */
export async function rejectListing(deps: ListingsDeps, id: number): Promise<void> {
  await writes.updateListingRow(deps.db, id, { status: "REJECTED" });
}
