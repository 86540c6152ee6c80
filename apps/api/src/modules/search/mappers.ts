import { formatAddress } from "@lwl/contracts/address";
import type { EventSearchItem, FacetValue, ListingSearchItem } from "@lwl/contracts/search";
import { excerptOf } from "../content/html.ts";
import type { EventCardRow, FacetCountRow, ListingCardRow, RankedRow } from "./queries.ts";
import { highlight, type MatchedWord } from "./words.ts";

/** One decimal: 2.4 km. */
const roundKm = (km: number) => Math.round(km * 10) / 10;

function withDistance<Item extends { distanceKm?: number }>(item: Item, ranked: RankedRow): Item {
  return ranked.distance === null ? item : { ...item, distanceKm: roundKm(Number(ranked.distance)) };
}

export function toListingItem(row: ListingCardRow, ranked: RankedRow, words: MatchedWord[]): ListingSearchItem {
  return withDistance<ListingSearchItem>(
    {
      id: row.id,
      slug: row.slug,
      type: row.type,
      name: row.name,
      city: row.city,
      state: row.state,
      address: formatAddress({ ...row, line1: row.addressLine1, line2: row.addressLine2 }),
      logo: row.logo,
      coverPicture: row.coverPicture,
      excerpt: excerptOf(row.description),
      highlight: highlight(row.name, words),
    },
    ranked,
  );
}

export function toEventItem(row: EventCardRow, ranked: RankedRow, words: MatchedWord[]): EventSearchItem {
  return withDistance<EventSearchItem>(
    {
      id: row.id,
      slug: row.slug,
      listingId: row.listingId,
      title: row.title,
      eventType: row.eventType,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      timeZone: row.timeZone,
      city: row.address?.city ?? null,
      address: row.address ? formatAddress(row.address) : row.onlineUrl ? "Online" : "",
      coverImage: row.coverImage,
      excerpt: excerptOf(row.description),
      highlight: highlight(row.title, words),
    },
    ranked,
  );
}

/** The most frequent values of each facet (ties by value), every asked facet present even when empty. */
export const MAX_FACET_VALUES = 50;

export function toFacets(rows: FacetCountRow[], facets: string[]): Record<string, FacetValue[]> {
  const grouped: Record<string, FacetValue[]> = Object.fromEntries(facets.map((facet) => [facet, []]));
  for (const row of rows) {
    const values = grouped[row.facet];
    if (values && values.length < MAX_FACET_VALUES) values.push({ value: row.value, count: Number(row.count) });
  }
  return grouped;
}
