/**
 * PROVISIONAL: the shapes of issue 9 until @lwl/contracts/search lands; then this file re-exports it.
 */
import type { Page } from "@lwl/contracts/paging";

export interface ListingHit {
  id: number;
  slug: string;
  type: "COLLEGE" | "SCHOOL" | "TUTORIAL";
  name: string;
  city: string;
  state: string;
  address: string;
  logo: string | null;
  coverPicture: string | null;
  excerpt: string;
  highlight: string;
  distanceKm?: number;
}

export interface EventHit {
  id: number;
  slug: string;
  listingId: number;
  title: string;
  eventType: string;
  startsAt: string;
  endsAt: string;
  city: string;
  address: string;
  coverImage: string | null;
  excerpt: string;
  highlight: string;
}

export interface FacetValue {
  value: string;
  count: number;
}

export type SearchPage<Item> = Page<Item> & { facets?: Record<string, FacetValue[]> };
