import type { Listing, ListingSummary, ListingType, Lookup } from "@lwl/contracts/listings";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import { notFound } from "../../shared/http-error.ts";
import { cachedCount } from "../../shared/page-totals.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { cachedContent, contentKeys } from "../content-cache/service.ts";
import * as search from "../search/service.ts";
import type { ListingsDbDeps, ListingsDeps } from "./deps.ts";
import { toListing, toListingSummary } from "./mappers.ts";
import * as queries from "./queries.ts";

/**
 * Which month's search clicks rank the landing sections ("Top Searches This Month") and make a
 * listing's `searchCount`: the search service decides, by the app's clock.
 */
const popularMonth = (deps: ListingsDeps) => search.popularMonth(deps);

/** Visitors see published listings only; anything else is answered as if it did not exist. */
export function getPublishedListing(deps: ListingsDeps, id: number): Promise<Listing> {
  return cachedContent(deps.db, contentKeys.listing(id), () => loadPublishedListing(deps, id));
}

async function loadPublishedListing(deps: ListingsDeps, id: number): Promise<Listing> {
  // searchCount: the listing's search clicks in the month that ranks "Top Searches This Month", read with the row.
  const row = await queries.findListingById(deps.db, id, await popularMonth(deps));
  if (!row || !isVisibleStatus(row.status)) throw notFound("Listing", id);
  return toListing(row);
}

export async function listPublishedListings(
  deps: ListingsDeps,
  filter: { type?: ListingType; authorId?: string },
  page: PageQuery,
): Promise<Page<ListingSummary>> {
  const visible = { ...filter, publishedOnly: true };
  const [rows, total] = await Promise.all([
    queries.findListingRows(deps.db, visible, page),
    cachedCount(
      deps.db,
      `listings:${visible.type ?? "*"}:${visible.authorId ?? "*"}`,
      () => queries.countListings(deps.db, visible),
      deps.now,
    ),
  ]);
  return toPage(rows.map(toListingSummary), page, total);
}

export function listHandPicked(deps: ListingsDeps, size: number): Promise<ListingSummary[]> {
  return cachedContent(deps.db, contentKeys.section(`hand-picked:${size}`), async () =>
    (await queries.findHandPicked(deps.db, size, await popularMonth(deps))).map(toListingSummary),
  );
}

export function listPopularOfType(deps: ListingsDeps, type: ListingType, size: number): Promise<ListingSummary[]> {
  return cachedContent(deps.db, contentKeys.section(`popular:${type}:${size}`), async () =>
    (await queries.findPopularOfType(deps.db, type, size, await popularMonth(deps))).map(toListingSummary),
  );
}

export function listMostSearched(deps: ListingsDeps, size: number): Promise<ListingSummary[]> {
  return cachedContent(deps.db, contentKeys.section(`top-searches:${size}`), async () =>
    (await queries.findMostSearched(deps.db, size, await popularMonth(deps))).map(toListingSummary),
  );
}

export function listLookups(
  deps: ListingsDbDeps,
  kind: "LISTING_TYPE" | "EVENT_TYPE" | "EVENT_ACCESSIBILITY",
): Promise<Lookup[]> {
  return queries.findLookups(deps.db, kind);
}
