/**
 * The facets of the search (docs/product.md section 4.1): which each listing type and the events
 * answer, and which hold several values per row. The service checks and answers them; the index
 * (index/search-index.ts) stores them, each listing type's corpus only its own; a row's values come
 * from listing-facet-values.ts.
 */
import type { ListingType } from "@lwl/contracts/listings";

/** Each type's facets, in the order the results answer them (the contract's order). */
export const LISTING_FACETS: Record<ListingType, string[]> = {
  COLLEGE: ["city", "state", "affiliation", "courseLevel", "exam", "hostel", "fees"],
  SCHOOL: ["city", "state", "board", "fees", "boarding"],
  TUTORIAL: ["city", "state", "subject", "mode", "level", "demoClass"],
};

/** Every listing facet, whatever the type: a listing's filters are checked against its type's. */
export const ALL_LISTING_FILTERS = [
  "city",
  "state",
  "board",
  "affiliation",
  "subject",
  "mode",
  "courseLevel",
  "exam",
  "hostel",
  "fees",
  "boarding",
  "level",
  "demoClass",
] as const;

/**
 * Listing facets with a list per row: a school's boards, a tutor's subjects, modes and levels, a
 * college's course levels and entrance exams, and boarding (a day-and-boarding school is under both).
 */
export const MULTI_VALUED_FACETS = ["board", "subject", "mode", "courseLevel", "exam", "boarding", "level"];

export const EVENT_FACETS = ["city", "state", "eventType", "accessibility"];
