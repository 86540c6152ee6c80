import type { Listing, ListingSummary, ListingType, Lookup } from "@lwl/contracts/listings";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { Database } from "../../db/client.ts";
import { cachedCount } from "../../plugins/count-cache.ts";
import { notFound } from "../../plugins/http-error.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { toListing, toListingSummary } from "./mappers.ts";
import * as queries from "./queries.ts";

/** Visitors see published listings only; anything else is answered as if it did not exist. */
export async function getPublishedListing(db: Database, id: number): Promise<Listing> {
  const row = await queries.findListingById(db, id);
  if (!row || !isVisibleStatus(row.status)) throw notFound("Listing", id);
  return toListing(row);
}

export async function listPublishedListings(
  db: Database,
  filter: { type?: ListingType; authorId?: string },
  page: PageQuery,
): Promise<Page<ListingSummary>> {
  const visible = { ...filter, publishedOnly: true };
  const [rows, total] = await Promise.all([
    queries.findListingRows(db, visible, page),
    cachedCount(db, `listings:${visible.type ?? "*"}:${visible.authorId ?? "*"}`, () =>
      queries.countListings(db, visible),
    ),
  ]);
  return toPage(rows.map(toListingSummary), page, total);
}

export async function listHandPicked(db: Database, size: number): Promise<ListingSummary[]> {
  return (await queries.findHandPicked(db, size)).map(toListingSummary);
}

export async function listMostSearched(db: Database, size: number): Promise<ListingSummary[]> {
  return (await queries.findMostSearched(db, size)).map(toListingSummary);
}

export function listLookups(
  db: Database,
  kind: "LISTING_TYPE" | "EVENT_TYPE" | "EVENT_ACCESSIBILITY",
): Promise<Lookup[]> {
  return queries.findLookups(db, kind);
}
