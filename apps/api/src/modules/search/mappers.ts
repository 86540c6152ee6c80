import { formatAddress } from "@lwl/contracts/address";
import type { EventSearchItem, FacetValue, ListingSearchItem } from "@lwl/contracts/search";
import { excerptOf } from "../content/html.ts";
import { ratingSummaryOf } from "../content/ratings.ts";
import type { RankedSlot } from "./index/corpus.ts";
import type { EventCardRow, ListingCardRow } from "./queries.ts";
import { highlight, type MatchedWord } from "./words.ts";

/** One decimal: 2.4 km. */
const roundKm = (km: number) => Math.round(km * 10) / 10;

function withDistance<Item extends { distanceKm?: number }>(item: Item, ranked: RankedSlot): Item {
  return ranked.distance === null ? item : { ...item, distanceKm: roundKm(Number(ranked.distance)) };
}

/** What a listing shows in results whatever the search: kept per listing (index/cards.ts). */
export type ListingCard = Omit<ListingSearchItem, "highlight" | "distanceKm">;
/** What an event shows in results whatever the search. */
export type EventCard = Omit<EventSearchItem, "highlight" | "distanceKm">;

export function toListingCard(row: ListingCardRow): ListingCard {
  return {
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
    rating: ratingSummaryOf(row),
  };
}

export function toEventCard(row: EventCardRow): EventCard {
  return {
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
  };
}

/** A card as found by a search: the name with the matched parts marked, and the distance for near me. */
export function toListingItem(card: ListingCard, ranked: RankedSlot, words: MatchedWord[]): ListingSearchItem {
  return withDistance<ListingSearchItem>({ ...card, highlight: highlight(card.name, words) }, ranked);
}

export function toEventItem(card: EventCard, ranked: RankedSlot, words: MatchedWord[]): EventSearchItem {
  return withDistance<EventSearchItem>({ ...card, highlight: highlight(card.title, words) }, ranked);
}

/** The most frequent values of each facet (ties by value, as counted), every asked facet present even when empty. */
export const MAX_FACET_VALUES = 50;

export function toFacets(
  counted: Record<string, readonly FacetValue[]>,
  facets: string[],
): Record<string, FacetValue[]> {
  return Object.fromEntries(facets.map((facet) => [facet, (counted[facet] ?? []).slice(0, MAX_FACET_VALUES)]));
}
