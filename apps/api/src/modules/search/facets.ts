/**
 * The facets of the search (docs/product.md section 4.1): which each listing type and the events
 * answer, and which hold several values per row. The service checks and answers them; the index
 * (index/search-index.ts) stores them.
 */
import type { ListingType } from "@lwl/contracts/listings";

export const LISTING_FACETS: Record<ListingType, string[]> = {
  COLLEGE: ["city", "state", "affiliation"],
  SCHOOL: ["city", "state", "board"],
  TUTORIAL: ["city", "state", "subject", "mode"],
};

/** Every listing facet, whatever the type: a listing's filters are checked against its type's. */
export const ALL_LISTING_FILTERS = ["city", "state", "board", "affiliation", "subject", "mode"] as const;

/** Listing facets with a list per row (a tutor's subjects and modes). */
export const MULTI_VALUED_FACETS = ["subject", "mode"];

export const EVENT_FACETS = ["city", "state", "eventType", "accessibility"];
