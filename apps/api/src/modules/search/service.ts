/**
 * The search service (docs/product.md sections 2.9, 4.1 and 7; docs/decisions/0009-search.md):
 * suggestions and results for listings of one type and for events, with facets, filters and near me,
 * and the clicks that make "Top Searches This Month".
 */
import { createHash } from "node:crypto";
import type { ListingType } from "@lwl/contracts/listings";
import { type Page, toPage } from "@lwl/contracts/paging";
import {
  type AutocompleteQuery,
  type EventSearchItem,
  type EventSearchQuery,
  type EventSearchResults,
  type FacetValue,
  type ListingSearchItem,
  type ListingSearchQuery,
  type ListingSearchResults,
  NEAR_ME_DEFAULT_RADIUS_KM,
  type SearchClick,
  type SearchSort,
  TUTOR_MODES,
} from "@lwl/contracts/search";
import type { Database } from "../../db/client.ts";
import { KeptValues } from "../../kept-values.ts";
import { badRequest, notFound, tooManyRequests } from "../../plugins/http-error.ts";
import { cachedContent, contentKeys } from "../content-cache/service.ts";
import type { RateLimit } from "../rate-limits/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { monthOf, nextDay, previousMonth, siteDay, startOfSiteDay } from "./calendar.ts";
import { decodeCursor, encodeCursor, fingerprintOf, NOT_A_CURSOR } from "./cursor.ts";
import { toEventItem, toFacets, toListingItem } from "./mappers.ts";
import * as queries from "./queries.ts";
import type { Stage } from "./stages.ts";
import { type MatchedWord, queryWords } from "./words.ts";

/** Totals and facet counts of searches (docs/decisions/0010-search-speed.md). */
const searchValues = new KeptValues();
const keptValue = <Value>(db: object, key: string, load: () => Promise<Value>) => searchValues.get(db, key, load);

export interface SearchDeps {
  db: Database;
  /** The clock: which month's clicks count, which events are upcoming. */
  now: () => Date;
}

// ---- popularity ---------------------------------------------------------------------------------

/** Below this many clicks, a month is too young to rank by: the month before stands in. */
export const HANDFUL_OF_CLICKS = 5;

/** The month whose clicks rank listings: this month, or last month while this one has under a handful. */
export async function popularMonth(deps: SearchDeps): Promise<string> {
  const current = monthOf(siteDay(deps.now()));
  const known = popularMonthKnown.get(deps.db);
  if (known && known.current === current && known.until > Date.now()) return known.month;
  const total = await queries.sumClickCounts(deps.db, current, HANDFUL_OF_CLICKS);
  const month = total >= HANDFUL_OF_CLICKS ? current : previousMonth(current);
  // Once this month has its handful it keeps it: no need to ask again until the month ends.
  const until = month === current ? Number.POSITIVE_INFINITY : Date.now() + POPULAR_MONTH_TTL_MS;
  popularMonthKnown.set(deps.db, { current, month, until });
  return month;
}

/**
 * The popular month is asked by every search; it changes once a month, or when this month reaches a
 * handful of clicks: known per database for a few seconds while it is last month (a click on this
 * instance forgets it at once), and for the rest of the month once it is this one.
 */
const POPULAR_MONTH_TTL_MS = 5000;
const popularMonthKnown = new WeakMap<object, { current: string; month: string; until: number }>();

/** The month listings.search_popularity was last filled for, per database (only this code moves it). */
const popularityMonths = new WeakMap<object, string>();

/**
 * Ranking reads popularity from the listing row (listings.search_popularity, kept by a trigger for the
 * month of search_popularity_state): when the ranking month changes (a new month, or this month
 * reaching a handful of clicks), the column is refilled once for the new month.
 */
export async function ensurePopularity(deps: SearchDeps): Promise<void> {
  const month = await popularMonth(deps);
  if (popularityMonths.get(deps.db) === month) return;
  if ((await queries.findPopularityMonth(deps.db)) !== month) {
    await deps.db.transaction((tx) => queries.refillPopularity(tx, month));
  }
  popularityMonths.set(deps.db, month);
}

/** Ids of the most clicked published listings of the popular month (of one type, or any). */
export async function mostClickedListingIds(deps: SearchDeps, size: number, type?: ListingType): Promise<number[]> {
  const rows = await queries.findMostClicked(deps.db, await popularMonth(deps), size, type);
  return rows.map((row) => row.id);
}

/** A listing's clicks in the popular month. */
export async function listingClicks(deps: SearchDeps, listingId: number): Promise<number> {
  return queries.findClickCount(deps.db, await popularMonth(deps), listingId);
}

// ---- words and plans ----------------------------------------------------------------------------

/**
 * The words of a search with their known misspellings (search_terms). Kept with the search answers
 * (content cache, search shelf): the vocabulary changes only when content does, which forgets them.
 */
async function matchWords(deps: SearchDeps, key: string | undefined): Promise<MatchedWord[]> {
  if (!key) return [];
  const words = queryWords(key);
  const { matched } = await cachedContent(deps.db, contentKeys.search(`words:${words.join(" ")}`), async () => {
    const typos = await queries.findTypos(deps.db, words);
    return { matched: words.map((word) => ({ word, typos: typos.get(word) ?? [] })) };
  });
  return matched;
}

/** A key of punctuation only (`!!!`) has no words: it finds nothing, it is not the default list. */
const hasNoWords = (key: string | undefined, words: MatchedWord[]) => key !== undefined && words.length === 0;

const emptyFacets = (facets: string[]): ListingSearchResults["facets"] => ({
  city: [],
  state: [],
  ...Object.fromEntries(facets.map((facet) => [facet, []])),
});

const phraseOf = (key: string | undefined) => (key ? queryWords(key).join(" ") : "");

function sortOf(sort: SearchSort | undefined, near: queries.NearMe | undefined): SearchSort {
  return sort ?? (near ? "distance" : "relevance");
}

function nearOf(query: { lat?: number; lng?: number; radiusKm?: number }): queries.NearMe | undefined {
  if (query.lat === undefined || query.lng === undefined) return undefined;
  return { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm ?? NEAR_ME_DEFAULT_RADIUS_KM };
}

// ---- facet values and filters -------------------------------------------------------------------

/** The facets of each listing type (docs/product.md section 4.1). */
export const LISTING_FACETS: Record<ListingType, string[]> = {
  COLLEGE: ["city", "state", "affiliation"],
  SCHOOL: ["city", "state", "board"],
  TUTORIAL: ["city", "state", "subject", "mode"],
};
const ALL_LISTING_FILTERS = ["city", "state", "board", "affiliation", "subject", "mode"] as const;
export const EVENT_FACETS = ["city", "state", "eventType", "accessibility"];

const TYPE_NAMES: Record<string, string> = {
  board: "schools",
  affiliation: "colleges",
  subject: "tutors",
  mode: "tutors",
};

/** Facet counts per search, kept like totals (kept-values.ts): counting every candidate per facet is dear. */
function cachedFacets(
  deps: SearchDeps,
  scope: string,
  load: () => Promise<Record<string, FacetValue[]>>,
): Promise<Record<string, FacetValue[]>> {
  return keptValue(deps.db, `facets:${scope}`, load);
}

const EVERYTHING: Omit<queries.SearchPlan, "page" | "size"> = {
  words: [],
  phrase: "",
  filters: {},
  near: undefined,
  sort: "relevance",
};

/**
 * Every value of each facet with its count, for the whole type: checks filter values, and is the
 * facet answer of the unfiltered default list.
 */
function knownListingValues(deps: SearchDeps, type: ListingType) {
  return cachedFacets(deps, `listing:${type}`, async () => {
    const facets = LISTING_FACETS[type];
    const plan = { ...EVERYTHING, page: 0, size: 1 };
    return toFacets(await queries.countListingFacets(deps.db, type, plan, facets), facets);
  });
}

function knownEventValues(deps: SearchDeps) {
  return cachedFacets(deps, "event", async () => {
    const plan: queries.EventPlan = {
      ...EVERYTHING,
      page: 0,
      size: 1,
      now: deps.now(),
      upcomingOnly: false,
      from: undefined,
      to: undefined,
    };
    return toFacets(await queries.countEventFacets(deps.db, plan, EVENT_FACETS), EVENT_FACETS);
  });
}

/**
 * The chosen values in their stored spelling (?city=pune means Pune); a value that no published
 * content has is a 400 naming the field.
 */
function checkFilterValues(
  field: string,
  chosen: string[],
  known: FacetValue[] | undefined,
  extra: readonly string[] = [],
): string[] {
  const spellings = new Map(
    [...(known ?? []).map((item) => item.value), ...extra].map((value) => [value.toLowerCase(), value]),
  );
  return chosen.map((value) => {
    const stored = spellings.get(value.toLowerCase());
    if (stored === undefined) throw badRequest(`${field} has no value "${value}"`);
    return stored;
  });
}

async function listingFilters(
  deps: SearchDeps,
  type: ListingType,
  query: ListingSearchQuery,
): Promise<queries.FacetFilters> {
  const chosen = ALL_LISTING_FILTERS.filter((field) => query[field].length > 0);
  const misplaced = chosen.find((field) => !LISTING_FACETS[type].includes(field));
  if (misplaced) throw badRequest(`${misplaced} applies to ${TYPE_NAMES[misplaced]} only`);
  if (chosen.length === 0) return {};
  const known = await knownListingValues(deps, type);
  return Object.fromEntries(
    chosen.map((field) => [
      field,
      checkFilterValues(field, query[field], known[field], field === "mode" ? TUTOR_MODES : []),
    ]),
  );
}

async function eventFilters(deps: SearchDeps, query: EventSearchQuery): Promise<queries.FacetFilters> {
  const chosen = EVENT_FACETS.filter((field) => query[field as keyof EventSearchQuery] !== undefined);
  const active = chosen.filter((field) => (query[field as "city"] as string[]).length > 0);
  if (active.length === 0) return {};
  const known = await knownEventValues(deps);
  const lookups = {
    eventType: await queries.findLookupCodes(deps.db, "EVENT_TYPE"),
    accessibility: await queries.findLookupCodes(deps.db, "EVENT_ACCESSIBILITY"),
  };
  return Object.fromEntries(
    active.map((field) => [
      field,
      checkFilterValues(field, query[field as "city"], known[field], lookups[field as keyof typeof lookups] ?? []),
    ]),
  );
}

const hasFilters = (filters: queries.FacetFilters) => Object.values(filters).some((values) => values.length > 0);

// ---- listings -----------------------------------------------------------------------------------

/** A page and the cursor of the page after it (null on the last page). */
type PageWithCursor<Item> = Page<Item> & { nextCursor: string | null };

/**
 * What defines a search's candidates and order, not its page: the key of its cached total and facets
 * and the fingerprint of its cursors. Events also depend on the clock (upcoming): to the minute.
 */
function scopeOf(kind: string, plan: queries.SearchPlan, extra: unknown = null) {
  return [kind, plan.words, plan.filters, plan.near ?? null, plan.sort, extra];
}

/** The cursor asked for, checked against this search's stages; a foreign or forged one is a 400. */
function cursorOf(after: string | undefined, fingerprint: string, stages: Stage[]): queries.StageCursor | undefined {
  if (after === undefined) return undefined;
  const cursor = decodeCursor(fingerprint, after);
  if (!queries.fitsStages(stages, cursor)) throw badRequest(NOT_A_CURSOR);
  return cursor;
}

/**
 * The total, when the page itself tells it: a page by number that is not full and not past the end
 * is the last one, so everything before it plus its rows is everything. Otherwise null (count them):
 * this spares the count, dear for a common word, on every search with fewer results than a page.
 */
function totalFromPage(plan: queries.SearchPlan, cursor: queries.StageCursor | undefined, rows: number): number | null {
  if (cursor !== undefined || rows >= plan.size) return null;
  if (rows === 0 && plan.page > 0) return null;
  return plan.page * plan.size + rows;
}

function withCursor<Item>(page: Page<Item>, ranked: queries.RankedRow[], fingerprint: string): PageWithCursor<Item> {
  const last = ranked.at(-1);
  const full = ranked.length === page.size && !page.last;
  return { ...page, nextCursor: full && last ? encodeCursor(fingerprint, last) : null };
}

/** A page of listings; the caller has made sure of the popularity column (ensurePopularity) alongside its other first queries. */
async function listingPage(
  deps: SearchDeps,
  type: ListingType,
  plan: queries.SearchPlan,
  after?: string,
): Promise<PageWithCursor<ListingSearchItem>> {
  const scope = scopeOf(`listing:${type}`, plan);
  const fingerprint = fingerprintOf(scope);
  const cursor = cursorOf(after, fingerprint, queries.stagesOfListingSearch(plan));
  const ranked = await queries.rankListings(deps.db, type, { ...plan, after: cursor });
  const total =
    totalFromPage(plan, cursor, ranked.length) ??
    (await keptValue(deps.db, `total:${JSON.stringify(scope)}`, () => queries.countListings(deps.db, type, plan)));
  const cards = new Map(
    (
      await queries.findListingCards(
        deps.db,
        ranked.map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  const content = ranked.flatMap((row) => {
    const card = cards.get(row.id);
    return card ? [toListingItem(card, row, plan.words)] : [];
  });
  return withCursor(toPage(content, plan, total), ranked, fingerprint);
}

async function answerSuggestListings(
  deps: SearchDeps,
  type: ListingType,
  query: AutocompleteQuery,
): Promise<Page<ListingSearchItem>> {
  const [words] = await Promise.all([matchWords(deps, query.key), ensurePopularity(deps)]);
  if (hasNoWords(query.key, words)) return toPage([], query, 0);
  const { nextCursor: _unused, ...page } = await listingPage(deps, type, {
    ...EVERYTHING,
    words,
    phrase: phraseOf(query.key),
    page: query.page,
    size: query.size,
  });
  return page;
}

async function answerSearchListings(
  deps: SearchDeps,
  type: ListingType,
  query: ListingSearchQuery,
): Promise<ListingSearchResults> {
  const [words, filters] = await Promise.all([
    matchWords(deps, query.key),
    listingFilters(deps, type, query),
    ensurePopularity(deps),
  ]);
  if (hasNoWords(query.key, words))
    return { ...toPage([], query, 0), facets: emptyFacets(LISTING_FACETS[type]), didYouMean: null, nextCursor: null };
  const near = nearOf(query);
  const plan: queries.SearchPlan = {
    words,
    phrase: phraseOf(query.key),
    filters,
    near,
    sort: sortOf(query.sort, near),
    page: query.page,
    size: query.size,
  };
  const facets = LISTING_FACETS[type];
  const [page, facetCounts] = await Promise.all([
    listingPage(deps, type, plan, query.after),
    words.length === 0 && !near && !hasFilters(filters)
      ? knownListingValues(deps, type)
      : cachedFacets(deps, JSON.stringify(scopeOf(`listing:${type}`, { ...plan, sort: "relevance" })), async () =>
          toFacets(await queries.countListingFacets(deps.db, type, plan, facets), facets),
        ),
  ]);
  const didYouMean =
    page.totalElements === 0 && query.key
      ? await closeSpelling(deps, query.key, (suggested) =>
          queries.rankListings(deps.db, type, { ...plan, ...suggested, page: 0, size: 1 }),
        )
      : null;
  return { ...page, facets: { city: [], state: [], ...facetCounts }, didYouMean };
}

/**
 * "Did you mean": each word replaced by the closest known word (trigram similarity, beyond the typo
 * budget), answered only if that spelling finds something.
 */
async function closeSpelling(
  deps: SearchDeps,
  key: string,
  search: (plan: { words: MatchedWord[]; phrase: string }) => Promise<queries.RankedRow[]>,
): Promise<string | null> {
  const words = queryWords(key);
  const closest = await queries.findClosestTerms(deps.db, words);
  const suggestion = words.map((word) => closest.get(word) ?? word).join(" ");
  if (suggestion === words.join(" ")) return null;
  const suggestedWords = await matchWords(deps, suggestion);
  const found = await search({ words: suggestedWords, phrase: suggestion });
  return found.length > 0 ? suggestion : null;
}

// ---- events -------------------------------------------------------------------------------------

/** An event search's scope (scopeOf) and the key of its cached total and facets: to the minute when upcoming. */
function eventScope(plan: queries.EventPlan) {
  const scope = scopeOf("event", plan, [plan.upcomingOnly, plan.from ?? null, plan.to ?? null]);
  const minute = plan.upcomingOnly ? Math.floor(plan.now.getTime() / 60_000) : null;
  return { scope, cacheKey: JSON.stringify([scope, minute]) };
}

async function eventPage(
  deps: SearchDeps,
  plan: queries.EventPlan,
  after?: string,
): Promise<PageWithCursor<EventSearchItem>> {
  const { scope, cacheKey } = eventScope(plan);
  const fingerprint = fingerprintOf(scope);
  const cursor = cursorOf(after, fingerprint, queries.stagesOfEventSearch(plan));
  const ranked = await queries.rankEvents(deps.db, { ...plan, after: cursor });
  const total =
    totalFromPage(plan, cursor, ranked.length) ??
    (await keptValue(deps.db, `total:${cacheKey}`, () => queries.countEvents(deps.db, plan)));
  const cards = new Map(
    (
      await queries.findEventCards(
        deps.db,
        ranked.map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  const content = ranked.flatMap((row) => {
    const card = cards.get(row.id);
    return card ? [toEventItem(card, row, plan.words)] : [];
  });
  return withCursor(toPage(content, plan, total), ranked, fingerprint);
}

async function answerSuggestEvents(deps: SearchDeps, query: AutocompleteQuery): Promise<Page<EventSearchItem>> {
  const words = await matchWords(deps, query.key);
  if (hasNoWords(query.key, words)) return toPage([], query, 0);
  const { nextCursor: _unused, ...page } = await eventPage(deps, {
    ...EVERYTHING,
    words,
    phrase: phraseOf(query.key),
    page: query.page,
    size: query.size,
    now: deps.now(),
    upcomingOnly: false,
    from: undefined,
    to: undefined,
  });
  return page;
}

async function answerSearchEvents(deps: SearchDeps, query: EventSearchQuery): Promise<EventSearchResults> {
  const [words, filters] = await Promise.all([matchWords(deps, query.key), eventFilters(deps, query)]);
  if (hasNoWords(query.key, words)) {
    return {
      ...toPage([], query, 0),
      facets: { city: [], state: [], eventType: [], accessibility: [] },
      didYouMean: null,
      nextCursor: null,
    };
  }
  const near = nearOf(query);
  const plan: queries.EventPlan = {
    words,
    phrase: phraseOf(query.key),
    filters,
    near,
    sort: sortOf(query.sort, near),
    page: query.page,
    size: query.size,
    now: deps.now(),
    upcomingOnly: query.upcoming,
    from: query.from ? startOfSiteDay(query.from) : undefined,
    to: query.to ? startOfSiteDay(nextDay(query.to)) : undefined,
  };
  const unfiltered = words.length === 0 && !near && !hasFilters(filters) && !query.upcoming && !query.from && !query.to;
  const [page, facetCounts] = await Promise.all([
    eventPage(deps, plan, query.after),
    unfiltered
      ? knownEventValues(deps)
      : cachedFacets(deps, eventScope({ ...plan, sort: "relevance" }).cacheKey, async () =>
          toFacets(await queries.countEventFacets(deps.db, plan, EVENT_FACETS), EVENT_FACETS),
        ),
  ]);
  const didYouMean =
    page.totalElements === 0 && query.key
      ? await closeSpelling(deps, query.key, (suggested) =>
          queries.rankEvents(deps.db, { ...plan, ...suggested, page: 0, size: 1 }),
        )
      : null;
  return {
    ...page,
    facets: { city: [], state: [], eventType: [], accessibility: [], ...facetCounts },
    didYouMean,
  };
}

// ---- answers ----------------------------------------------------------------------------------

/**
 * Search answers are what every visitor sees for the same words and filters, so they are kept like
 * published content (content cache, search shelf; ADR 0010): a few seconds at most, forgotten by every
 * write and moderation decision. The key is the checked query with the words as folded (Beng and
 * beng are one search) and the clock's minute (upcoming events, the popular month).
 */
function answerKey(deps: SearchDeps, route: string, query: { key?: string | undefined }): string {
  const words = query.key === undefined ? null : queryWords(query.key);
  const minute = Math.floor(deps.now().getTime() / 60_000);
  return contentKeys.search(`${route}:${minute}:${JSON.stringify({ ...query, key: words })}`);
}

export function suggestListings(
  deps: SearchDeps,
  type: ListingType,
  query: AutocompleteQuery,
): Promise<Page<ListingSearchItem>> {
  return cachedContent(deps.db, answerKey(deps, `suggest:${type}`, query), () =>
    answerSuggestListings(deps, type, query),
  );
}

export function searchListings(
  deps: SearchDeps,
  type: ListingType,
  query: ListingSearchQuery,
): Promise<ListingSearchResults> {
  return cachedContent(deps.db, answerKey(deps, `results:${type}`, query), () =>
    answerSearchListings(deps, type, query),
  );
}

export function suggestEvents(deps: SearchDeps, query: AutocompleteQuery): Promise<Page<EventSearchItem>> {
  return cachedContent(deps.db, answerKey(deps, "suggest:event", query), () => answerSuggestEvents(deps, query));
}

export function searchEvents(deps: SearchDeps, query: EventSearchQuery): Promise<EventSearchResults> {
  return cachedContent(deps.db, answerKey(deps, "results:event", query), () => answerSearchEvents(deps, query));
}

// ---- clicks -------------------------------------------------------------------------------------

/** A visitor opens a few results a minute at most; more is a script. */
export const CLICK_LIMIT: RateLimit = { bucket: "search-clicks", max: 60, windowMinutes: 60 };

/** Whom a click counts for, without keeping the address: a hash of it. */
const clientKeyOf = (clientIp: string) =>
  createHash("sha256").update(`search-clicks:${clientIp}`).digest("hex").slice(0, 32);

/**
 * A visitor opened a published listing from search results: counts once per client, listing and day
 * (site time zone) for the listing's month. Over the rate limit: 429. Unknown or hidden listing: 404.
 */
export async function recordClick(deps: SearchDeps, click: SearchClick, clientIp: string): Promise<void> {
  const admission = await rateLimits.admitHit(deps, CLICK_LIMIT, clientIp);
  if (!admission.admitted) {
    throw tooManyRequests(
      `Too many clicks from your address. Please try again in ${rateLimits.minutesToWait(admission.retryAfterSeconds)}.`,
      admission.retryAfterSeconds,
    );
  }
  if (!(await queries.isPublishedListing(deps.db, click.listingId))) throw notFound("Listing", click.listingId);
  const day = siteDay(deps.now());
  await deps.db.transaction(async (tx) => {
    await queries.deleteClickReceiptsBefore(tx, previousDay(day));
    if (await queries.insertClickReceipt(tx, day, clientKeyOf(clientIp), click.listingId)) {
      await queries.incrementClickCount(tx, monthOf(day), click.listingId);
    }
  });
  // This month may have just reached its handful; search answers keep their order for their few seconds.
  popularMonthKnown.delete(deps.db);
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
