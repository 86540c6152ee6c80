/**
 * The search service at /searchservice/api/v1 (docs/product.md sections 2.9, 4.1 and 7; issue 9):
 * suggestions while typing, full results with facets and filters, near me, and the clicks that feed
 * "Top Searches This Month".
 */
import { z } from "zod";
import { MIN_QUERY_LENGTH, SEARCH_PAGE_SIZE } from "./constants.ts";
import { CALENDAR_DAY_SHAPE, isRealCalendarDay } from "./content-rules.ts";
import { EVENT_ACCESSIBILITIES, EVENT_TYPES } from "./event-codes.ts";
import { idSchema } from "./ids.ts";
import { BOARDING_FACET_VALUES, COURSE_LEVELS, FEE_BAND_CODES, TUTOR_LEVELS, YES_NO } from "./listing-facts.ts";
import { LISTING_TYPES } from "./listings.ts";
import { pageSchema, wholeNumber } from "./paging.ts";
import { ratingSummarySchema } from "./reviews.ts";
import { requestText } from "./text.ts";

/** The longest search text the service takes (issue 9). */
export const MAX_QUERY_LENGTH = 100;
/** Suggestions per page unless ?size says otherwise. */
export const AUTOCOMPLETE_PAGE_SIZE = 8;
/** The largest page of suggestions or results (results default to it too: SEARCH_PAGE_SIZE). */
export const MAX_SEARCH_PAGE_SIZE = 20;
/** Near me looks this far unless ?radiusKm says otherwise. */
export const NEAR_ME_DEFAULT_RADIUS_KM = 25;
/**
 * Half the Earth's circumference: every place lies within it, so near me at this radius is "any
 * distance", every result sorted by distance (issue 28.5).
 */
export const NEAR_ME_MAX_RADIUS_KM = 20_040;

export const TUTOR_MODES = ["ONLINE", "IN_PERSON"] as const;

/** The message of the 400 for a key of one or two characters (the web shows its own toast). */
export const SHORT_QUERY_MESSAGE = `key needs at least ${MIN_QUERY_LENGTH} characters`;

/**
 * ?key: trimmed; absent or empty means the default list (undefined after parsing); one or two
 * characters and more than 100 are refused.
 */
// requestText refuses a key that is too long: "key must be at most 100 characters".
export const searchKeySchema = requestText("key", { max: MAX_QUERY_LENGTH, trim: true })
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => value.length === 0 || value.length >= MIN_QUERY_LENGTH, { error: SHORT_QUERY_MESSAGE })
  .transform((value) => (value.length === 0 ? undefined : value));

const pageIndex = wholeNumber("page", 0, 1_000_000).default(0);

/** The longest cursor the service writes (an opaque base64url text); anything longer is not one of its. */
export const MAX_CURSOR_LENGTH = 512;

/**
 * ?after: the `nextCursor` of the page before (keyset paging, issue 9). Optional and additive: with it the
 * page starts right after the row the cursor names, whatever `page` says (send page = previous + 1 so
 * `number` and `first`/`last` stay right); without it `page` pages by position as before. A cursor of
 * another search (other key, filters, sort or type) or a text the service did not write is a 400.
 */
export const searchCursorSchema = z
  .string()
  .max(MAX_CURSOR_LENGTH, { error: "after is not a cursor of this search" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "after is not a cursor of this search" })
  .optional();
const pageSize = (defaultSize: number) => wholeNumber("size", 1, MAX_SEARCH_PAGE_SIZE).default(defaultSize);

/** ?key&page&size of the autocomplete calls. */
export const autocompleteQuerySchema = z.object({
  key: searchKeySchema,
  page: pageIndex,
  size: pageSize(AUTOCOMPLETE_PAGE_SIZE),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

/**
 * A facet filter: ?city=Pune, repeated for several values (?city=Pune&city=Mumbai, any of them).
 * `values` are the canonical values of a closed set, for the OpenAPI document only: the service matches
 * them in any letter case and names an unknown one in its 400.
 */
const filterValues = (field: string, values?: readonly string[]) => {
  const text = requestText(field, { max: MAX_QUERY_LENGTH, trim: true });
  const value = values ? text.meta({ enum: [...values] }) : text;
  return z
    .union([value, z.array(value)])
    .optional()
    .transform((given) =>
      (given === undefined ? [] : Array.isArray(given) ? given : [given]).filter((item) => item !== ""),
    )
    .refine((chosen) => chosen.length <= 20, { error: `${field} takes at most 20 values` });
};

const coordinate = (field: string, limit: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .min(-limit, { error: `${field} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${field} must be between -${limit} and ${limit}` })
    .optional();

/** Near me: lat and lng together (radiusKm defaults to 25). */
const nearMeShape = {
  lat: coordinate("lat", 90),
  lng: coordinate("lng", 180),
  radiusKm: z.coerce
    .number({ error: "radiusKm must be a number" })
    .positive({ error: "radiusKm must be more than 0" })
    .max(NEAR_ME_MAX_RADIUS_KM, { error: `radiusKm must be at most ${NEAR_ME_MAX_RADIUS_KM}` })
    .optional(),
};

/**
 * relevance (the default), name (A to Z), distance (near me: needs lat and lng) or rating (listings
 * only: the Bayesian score of their reviews, best first, listings without reviews last; issue 26).
 */
export const SEARCH_SORTS = ["relevance", "name", "distance", "rating"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
const sortSchema = z.enum(SEARCH_SORTS, { error: "sort must be one of relevance, name, distance, rating" }).optional();
/** Events have no rating. */
export const EVENT_SEARCH_SORTS = ["relevance", "name", "distance"] as const;
const eventSortSchema = z
  .enum(EVENT_SEARCH_SORTS, { error: "sort must be one of relevance, name, distance" })
  .optional();

/**
 * ?minRating: listings whose average rating, as their cards show it (one decimal), is at least this;
 * listings without reviews are left out.
 */
const minRatingSchema = z.coerce
  .number({ error: "minRating must be a number from 1 to 5" })
  .min(1, { error: "minRating must be a number from 1 to 5" })
  .max(5, { error: "minRating must be a number from 1 to 5" })
  .optional();

const bothOrNeither = <T extends { lat?: number; lng?: number; sort?: SearchSort }>(
  query: T,
  context: z.RefinementCtx,
) => {
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    const missing = query.lat === undefined ? "lat" : "lng";
    const given = missing === "lat" ? "lng" : "lat";
    context.addIssue({ code: "custom", message: `${missing} is needed with ${given}`, path: [missing] });
  }
  if (query.sort === "distance" && query.lat === undefined) {
    context.addIssue({ code: "custom", message: "sort=distance needs lat and lng", path: ["sort"] });
  }
};

/** ?key&page&size and the filters of GET /listing/{type}. Filters that do not apply to the type are refused. */
export const listingSearchQuerySchema = z
  .object({
    key: searchKeySchema,
    page: pageIndex,
    size: pageSize(SEARCH_PAGE_SIZE),
    city: filterValues("city"),
    state: filterValues("state"),
    /** Schools only. */
    board: filterValues("board"),
    /** Colleges only. */
    affiliation: filterValues("affiliation"),
    /** Tutors only. */
    subject: filterValues("subject"),
    /** Tutors only: ONLINE or IN_PERSON. */
    mode: filterValues("mode", TUTOR_MODES),
    /** Colleges only: a course level they teach (issue 27 item 1). */
    courseLevel: filterValues("courseLevel", COURSE_LEVELS),
    /** Colleges only: an entrance exam they accept. */
    exam: filterValues("exam"),
    /** Colleges only: YES (has a hostel) or NO. */
    hostel: filterValues("hostel", YES_NO),
    /** Colleges and schools: the band of the lowest annual fee (listing-facts.ts FEE_BANDS). */
    fees: filterValues("fees", FEE_BAND_CODES),
    /** Schools only: DAY or BOARDING (a school with both is found under each). */
    boarding: filterValues("boarding", BOARDING_FACET_VALUES),
    /** Tutors only: a level they teach. */
    level: filterValues("level", TUTOR_LEVELS),
    /** Tutors only: YES (a free demo class) or NO. */
    demoClass: filterValues("demoClass", YES_NO),
    minRating: minRatingSchema,
    sort: sortSchema,
    ...nearMeShape,
    after: searchCursorSchema,
  })
  .superRefine(bothOrNeither);
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

const isoDate = (field: string) =>
  z
    .string()
    .regex(CALENDAR_DAY_SHAPE, { error: `${field} must be a date like 2026-11-23` })
    .refine((value) => !CALENDAR_DAY_SHAPE.test(value) || isRealCalendarDay(value), {
      error: `${field} must be a real date`,
    })
    .optional();

/** ?key&page&size and the filters of GET /event. */
export const eventSearchQuerySchema = z
  .object({
    key: searchKeySchema,
    page: pageIndex,
    size: pageSize(SEARCH_PAGE_SIZE),
    city: filterValues("city"),
    state: filterValues("state"),
    eventType: filterValues("eventType", EVENT_TYPES),
    accessibility: filterValues("accessibility", EVENT_ACCESSIBILITIES),
    /** Events that end on or after this day (or start on it when they have no end), in the site's zone. */
    from: isoDate("from"),
    /** Events that start on or before this day, in the site's zone. */
    to: isoDate("to"),
    /** true: only events still to come or under way. */
    upcoming: z
      .enum(["true", "false"], { error: "upcoming must be true or false" })
      .optional()
      .transform((value) => value === "true"),
    sort: eventSortSchema,
    ...nearMeShape,
    after: searchCursorSchema,
  })
  .superRefine(bothOrNeither)
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "from must not be after to",
    path: ["from"],
  });
export type EventSearchQuery = z.infer<typeof eventSearchQuerySchema>;

/** A listing found: what a result card needs. */
export const listingSearchItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(LISTING_TYPES),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  /** The address on one line. */
  address: z.string(),
  logo: z.string().nullable(),
  coverPicture: z.string().nullable(),
  excerpt: z.string(),
  /** Its approved reviews: their mean and count (issue 26). */
  rating: ratingSummarySchema,
  /** The name, HTML-escaped, with the parts the query matched in <mark>...</mark>. */
  highlight: z.string(),
  /** Kilometres from ?lat,lng, one decimal; only when near me was asked. */
  distanceKm: z.number().optional(),
});
export type ListingSearchItem = z.infer<typeof listingSearchItemSchema>;

/** An event found. */
export const eventSearchItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  listingId: z.number().int(),
  title: z.string(),
  eventType: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Added to the issue's shape: the IANA zone the times are shown in (as on every event). */
  timeZone: z.string(),
  city: z.string().nullable(),
  /** Where it happens on one line, or "Online". */
  address: z.string(),
  coverImage: z.string().nullable(),
  excerpt: z.string(),
  /** The title, HTML-escaped, with the parts the query matched in <mark>...</mark>. */
  highlight: z.string(),
  /** Kilometres from ?lat,lng, one decimal; only when near me was asked. */
  distanceKm: z.number().optional(),
});
export type EventSearchItem = z.infer<typeof eventSearchItemSchema>;

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * Counts per value for the current key and the other active filters (a facet ignores its own filter,
 * so choosing Pune still shows how many are in Mumbai). Only the facets that apply to the type.
 */
export const listingFacetsSchema = z.object({
  city: z.array(facetValueSchema),
  state: z.array(facetValueSchema),
  board: z.array(facetValueSchema).optional(),
  affiliation: z.array(facetValueSchema).optional(),
  subject: z.array(facetValueSchema).optional(),
  mode: z.array(facetValueSchema).optional(),
  courseLevel: z.array(facetValueSchema).optional(),
  exam: z.array(facetValueSchema).optional(),
  hostel: z.array(facetValueSchema).optional(),
  fees: z.array(facetValueSchema).optional(),
  boarding: z.array(facetValueSchema).optional(),
  level: z.array(facetValueSchema).optional(),
  demoClass: z.array(facetValueSchema).optional(),
});

export const eventFacetsSchema = z.object({
  city: z.array(facetValueSchema),
  state: z.array(facetValueSchema),
  eventType: z.array(facetValueSchema),
  accessibility: z.array(facetValueSchema),
});

/** Suggestions: the paged envelope. */
export const listingSuggestionsSchema = pageSchema(listingSearchItemSchema);
export const eventSuggestionsSchema = pageSchema(eventSearchItemSchema);

/**
 * A search of two words or more whose results include rows with only some of them: how many have every
 * word (those come first). Absent otherwise.
 */
const matchingEveryWordSchema = z.number().int().nonnegative().optional();

/** Results: the paged envelope with the facets next to it. */
export const listingSearchResultsSchema = pageSchema(listingSearchItemSchema).extend({
  facets: listingFacetsSchema,
  /** When nothing matched but a close spelling would: that spelling ("Did you mean"), otherwise null. */
  didYouMean: z.string().nullable(),
  matchingEveryWord: matchingEveryWordSchema,
  /** ?after for the next page (keyset paging that stays fast on deep pages); null on the last page. */
  nextCursor: z.string().nullable().optional(),
});
export type ListingSearchResults = z.infer<typeof listingSearchResultsSchema>;

export const eventSearchResultsSchema = pageSchema(eventSearchItemSchema).extend({
  facets: eventFacetsSchema,
  didYouMean: z.string().nullable(),
  matchingEveryWord: matchingEveryWordSchema,
  /** ?after for the next page; null on the last page. */
  nextCursor: z.string().nullable().optional(),
});
export type EventSearchResults = z.infer<typeof eventSearchResultsSchema>;

/** POST /clicks: a visitor opened a listing from search results (answer: 204, counted or not). */
export const searchClickSchema = z.object({
  listingId: idSchema("listingId"),
  // A click without its query has always been told "query must be text", not "is required".
  query: z.string({ error: "query must be text" }).pipe(requestText("query", { max: MAX_QUERY_LENGTH, trim: true })),
});
export type SearchClick = z.infer<typeof searchClickSchema>;
