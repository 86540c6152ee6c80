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
import { badRequest, notFound, tooManyRequests } from "../../shared/http-error.ts";
import { cachedContent, contentKeys } from "../content-cache/service.ts";
import type { RateLimit } from "../rate-limits/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { monthOf, nextDay, previousMonth, siteDay, startOfSiteDay } from "./calendar.ts";
import { decodeCursor, encodeCursor, fingerprintOf, NOT_A_CURSOR } from "./cursor.ts";
import { ALL_LISTING_FILTERS, EVENT_FACETS, LISTING_FACETS } from "./facets.ts";
import type { CardShelf } from "./index/cards.ts";
import type { Corpus, CorpusQuery, NearMe, RankedSlot } from "./index/corpus.ts";
import { searchIndexOf } from "./index/search-index.ts";
import type { Vocabulary } from "./index/typos.ts";

export { warmSearchIndex } from "./index/search-index.ts";

import { toEventCard, toEventItem, toFacets, toListingCard, toListingItem } from "./mappers.ts";
import * as queries from "./queries.ts";
import { type MatchedWord, queryWords } from "./words.ts";

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
  if (known && known.current === current && known.until > deps.now().getTime()) return known.month;
  const total = await queries.sumClickCounts(deps.db, current, HANDFUL_OF_CLICKS);
  const month = total >= HANDFUL_OF_CLICKS ? current : previousMonth(current);
  // Once this month has its handful it keeps it: no need to ask again until the month ends.
  const until = month === current ? Number.POSITIVE_INFINITY : deps.now().getTime() + POPULAR_MONTH_TTL_MS;
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
    searchIndexOf(deps.db).popularityChanged();
  }
  popularityMonths.set(deps.db, month);
}

/**
 * Clicks were counted behind the search's back (a script, a test fixture): the popular month and the
 * index's popularity are read again before the next search.
 */
export function clicksChanged(db: Database): void {
  popularMonthKnown.delete(db);
  searchIndexOf(db).popularityChanged();
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
 * The words of a search with their known misspellings: the words of the searchable content within
 * each word's typo budget (index/typos.ts).
 */
function matchWords(vocabulary: Vocabulary, key: string | undefined): MatchedWord[] {
  if (!key) return [];
  return queryWords(key).map((word) => ({ word, typos: vocabulary.typosOf(word) }));
}

/**
 * The index with every reported change applied, for one search. Listings rank by popularity, so
 * their searches first make sure the popularity column holds the ranking month (a refill is a
 * change the index then applies).
 */
async function indexForSearch(deps: SearchDeps, listings: boolean) {
  if (listings) await ensurePopularity(deps);
  const index = searchIndexOf(deps.db);
  const corpora = await index.current();
  return {
    ...corpora,
    vocabulary: index.vocabulary(),
    cards: { listings: index.listingCards, events: index.eventCards },
  };
}

/** A key of punctuation only (`!!!`) has no words: it finds nothing, it is not the default list. */
const hasNoWords = (key: string | undefined, words: MatchedWord[]) => key !== undefined && words.length === 0;

const emptyFacets = (facets: string[]): ListingSearchResults["facets"] => ({
  city: [],
  state: [],
  ...Object.fromEntries(facets.map((facet) => [facet, []])),
});

const phraseOf = (key: string | undefined) => (key ? queryWords(key).join(" ") : "");

function sortOf(sort: SearchSort | undefined, near: NearMe | undefined): SearchSort {
  return sort ?? (near ? "distance" : "relevance");
}

function nearOf(query: { lat?: number; lng?: number; radiusKm?: number }): NearMe | undefined {
  if (query.lat === undefined || query.lng === undefined) return undefined;
  return { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm ?? NEAR_ME_DEFAULT_RADIUS_KM };
}

/** Chosen values per facet; a facet with none is not filtered. */
type FacetFilters = Record<string, string[]>;

/** What a search asks for: its words, filters, near me, order and page. */
interface SearchPlan {
  words: MatchedWord[];
  /** The search as single-spaced folded words, for the exact-name and name-prefix tiers. */
  phrase: string;
  filters: FacetFilters;
  near: NearMe | undefined;
  sort: SearchSort;
  page: number;
  size: number;
}

interface EventPlan extends SearchPlan {
  now: Date;
  upcomingOnly: boolean;
  /** Start of the `from` day and end of the `to` day, as instants. */
  from: Date | undefined;
  to: Date | undefined;
}

const EVERYTHING: Omit<SearchPlan, "page" | "size"> = {
  words: [],
  phrase: "",
  filters: {},
  near: undefined,
  sort: "relevance",
};

/** The corpus query of a plan (events: the clock and the time window). */
function corpusQueryOf(plan: SearchPlan | EventPlan): CorpusQuery {
  const query: CorpusQuery = { words: plan.words, phrase: plan.phrase, filters: plan.filters, near: plan.near };
  if (!("now" in plan)) return query;
  const now = plan.now.getTime();
  const ends = [plan.upcomingOnly ? now : undefined, plan.from?.getTime()].filter(
    (instant): instant is number => instant !== undefined,
  );
  return {
    ...query,
    now,
    endsFrom: ends.length > 0 ? Math.max(...ends) : undefined,
    startsBefore: plan.to?.getTime(),
  };
}

// ---- facet values and filters -------------------------------------------------------------------

const TYPE_NAMES: Record<string, string> = {
  board: "schools",
  affiliation: "colleges",
  subject: "tutors",
  mode: "tutors",
};

/** Every value of each facet with its count, per corpus and its version (what filters are checked against). */
const knownValues = new WeakMap<Corpus, { version: number; facets: Record<string, FacetValue[]> }>();

/**
 * Every value of each facet with its count, for the whole corpus: checks filter values, and is the
 * facet answer of the unfiltered default list.
 */
function knownValuesOf(corpus: Corpus, facets: string[]): Record<string, FacetValue[]> {
  const known = knownValues.get(corpus);
  if (known && known.version === corpus.version) return known.facets;
  const counted = corpus.search(corpusQueryOf({ ...EVERYTHING, page: 0, size: 0 }), {
    sort: "relevance",
    page: 0,
    size: 0,
    facets,
  }).facets;
  const value = toFacets(counted ?? {}, facets);
  knownValues.set(corpus, { version: corpus.version, facets: value });
  return value;
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

function listingFilters(corpus: Corpus, type: ListingType, query: ListingSearchQuery): FacetFilters {
  const chosen = ALL_LISTING_FILTERS.filter((field) => query[field].length > 0);
  const misplaced = chosen.find((field) => !LISTING_FACETS[type].includes(field));
  if (misplaced) throw badRequest(`${misplaced} applies to ${TYPE_NAMES[misplaced]} only`);
  if (chosen.length === 0) return {};
  const known = knownValuesOf(corpus, LISTING_FACETS[type]);
  return Object.fromEntries(
    chosen.map((field) => [
      field,
      checkFilterValues(field, query[field], known[field], field === "mode" ? TUTOR_MODES : []),
    ]),
  );
}

async function eventFilters(deps: SearchDeps, corpus: Corpus, query: EventSearchQuery): Promise<FacetFilters> {
  const chosen = EVENT_FACETS.filter((field) => query[field as keyof EventSearchQuery] !== undefined);
  const active = chosen.filter((field) => (query[field as "city"] as string[]).length > 0);
  if (active.length === 0) return {};
  const known = knownValuesOf(corpus, EVENT_FACETS);
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

const hasFilters = (filters: FacetFilters) => Object.values(filters).some((values) => values.length > 0);

// ---- pages --------------------------------------------------------------------------------------

/** A page and the cursor of the page after it (null on the last page). */
type PageWithCursor<Item> = Page<Item> & { nextCursor: string | null };

/**
 * What defines a search's candidates and order, not its page: the fingerprint of its cursors.
 * Events also depend on the time window.
 */
function scopeOf(kind: string, plan: SearchPlan, extra: unknown = null) {
  return [kind, plan.words, plan.filters, plan.near ?? null, plan.sort, extra];
}

/** The cursor asked for, checked against this search's order; a foreign or forged one is a 400. */
function cursorKeysOf(
  after: string | undefined,
  fingerprint: string,
  corpus: Corpus,
  sort: SearchSort,
): (number | string)[] | undefined {
  if (after === undefined) return undefined;
  const keys = decodeCursor(fingerprint, after);
  if (!corpus.fitsKeys(sort, keys)) throw badRequest(NOT_A_CURSOR);
  return keys;
}

function withCursor<Item>(page: Page<Item>, ranked: RankedSlot[], fingerprint: string): PageWithCursor<Item> {
  const last = ranked.at(-1);
  const full = ranked.length === page.size && !page.last;
  return { ...page, nextCursor: full && last ? encodeCursor(fingerprint, last.keys) : null };
}

/** A page of a corpus's search, its total and (when asked) its facets. */
function searchCorpus(
  corpus: Corpus,
  plan: SearchPlan | EventPlan,
  scope: unknown[],
  after: string | undefined,
  facets?: string[],
) {
  const fingerprint = fingerprintOf(scope);
  const keys = cursorKeysOf(after, fingerprint, corpus, plan.sort);
  const answer = corpus.search(corpusQueryOf(plan), {
    sort: plan.sort,
    page: plan.page,
    size: plan.size,
    after: keys,
    facets,
  });
  return { ...answer, fingerprint };
}

/** A page of a corpus's search with its cards (kept per row, index/cards.ts), its cursor and its facets. */
async function pageOf<Card extends { id: number }, Item>(
  corpus: Corpus,
  plan: SearchPlan | EventPlan,
  scope: unknown[],
  after: string | undefined,
  facets: string[] | undefined,
  cards: { shelf: CardShelf<Card>; load: (ids: number[]) => Promise<Card[]> },
  toItem: (card: Card, row: RankedSlot, words: MatchedWord[]) => Item,
): Promise<{ page: PageWithCursor<Item>; facets: Record<string, FacetValue[]> }> {
  const answer = searchCorpus(corpus, plan, scope, after, facets);
  const found = await cards.shelf.cardsOf(
    answer.rows.map((row) => row.id),
    cards.load,
    (card) => card.id,
  );
  const content = answer.rows.flatMap((row) => {
    const card = found.get(row.id);
    return card ? [toItem(card, row, plan.words)] : [];
  });
  return {
    page: withCursor(toPage(content, plan, answer.total), answer.rows, answer.fingerprint),
    facets: toFacets(answer.facets ?? {}, facets ?? []),
  };
}

type SearchIndexRead = Awaited<ReturnType<typeof indexForSearch>>;

function listingPage(
  deps: SearchDeps,
  index: SearchIndexRead,
  type: ListingType,
  plan: SearchPlan,
  after?: string,
  facets?: string[],
) {
  const cards = {
    shelf: index.cards.listings,
    load: async (ids: number[]) => (await queries.findListingCards(deps.db, ids)).map(toListingCard),
  };
  return pageOf(index.listings[type], plan, scopeOf(`listing:${type}`, plan), after, facets, cards, toListingItem);
}

async function answerSuggestListings(
  deps: SearchDeps,
  type: ListingType,
  query: AutocompleteQuery,
): Promise<Page<ListingSearchItem>> {
  const index = await indexForSearch(deps, true);
  const words = matchWords(index.vocabulary, query.key);
  if (hasNoWords(query.key, words)) return toPage([], query, 0);
  const { page } = await listingPage(deps, index, type, {
    ...EVERYTHING,
    words,
    phrase: phraseOf(query.key),
    page: query.page,
    size: query.size,
  });
  const { nextCursor: _unused, ...suggestions } = page;
  return suggestions;
}

async function answerSearchListings(
  deps: SearchDeps,
  type: ListingType,
  query: ListingSearchQuery,
): Promise<ListingSearchResults> {
  const index = await indexForSearch(deps, true);
  const corpus = index.listings[type];
  const words = matchWords(index.vocabulary, query.key);
  const filters = listingFilters(corpus, type, query);
  if (hasNoWords(query.key, words))
    return { ...toPage([], query, 0), facets: emptyFacets(LISTING_FACETS[type]), didYouMean: null, nextCursor: null };
  const near = nearOf(query);
  const plan: SearchPlan = {
    words,
    phrase: phraseOf(query.key),
    filters,
    near,
    sort: sortOf(query.sort, near),
    page: query.page,
    size: query.size,
  };
  const facetNames = LISTING_FACETS[type];
  const unfiltered = words.length === 0 && !near && !hasFilters(filters);
  const { page, facets } = await listingPage(deps, index, type, plan, query.after, unfiltered ? undefined : facetNames);
  const didYouMean =
    page.totalElements === 0 && query.key ? await closeSpelling(deps, index.vocabulary, corpus, plan, query.key) : null;
  const facetCounts = unfiltered ? knownValuesOf(corpus, facetNames) : facets;
  return { ...page, facets: { city: [], state: [], ...facetCounts }, didYouMean };
}

/**
 * "Did you mean": each word replaced by the closest known word (trigram similarity, beyond the typo
 * budget), answered only if that spelling finds something with the search's filters.
 */
async function closeSpelling(
  deps: SearchDeps,
  vocabulary: Vocabulary,
  corpus: Corpus,
  plan: SearchPlan | EventPlan,
  key: string,
): Promise<string | null> {
  const words = queryWords(key);
  // A known word is its own closest spelling: nothing to suggest when every word is one.
  if (words.every((word) => vocabulary.has(word))) return null;
  const closest = await queries.findClosestTerms(deps.db, words);
  const suggestion = words.map((word) => closest.get(word) ?? word).join(" ");
  if (suggestion === words.join(" ")) return null;
  const suggested = { ...plan, words: matchWords(vocabulary, suggestion), phrase: suggestion };
  return corpus.search(corpusQueryOf(suggested), { sort: plan.sort, page: 0, size: 1 }).total > 0 ? suggestion : null;
}

// ---- events -------------------------------------------------------------------------------------

/** An event search's scope (scopeOf): the time window too. */
function eventScope(plan: EventPlan) {
  return scopeOf("event", plan, [plan.upcomingOnly, plan.from ?? null, plan.to ?? null]);
}

function eventPage(deps: SearchDeps, index: SearchIndexRead, plan: EventPlan, after?: string, facets?: string[]) {
  const cards = {
    shelf: index.cards.events,
    load: async (ids: number[]) => (await queries.findEventCards(deps.db, ids)).map(toEventCard),
  };
  return pageOf(index.events, plan, eventScope(plan), after, facets, cards, toEventItem);
}

async function answerSuggestEvents(deps: SearchDeps, query: AutocompleteQuery): Promise<Page<EventSearchItem>> {
  const index = await indexForSearch(deps, false);
  const words = matchWords(index.vocabulary, query.key);
  if (hasNoWords(query.key, words)) return toPage([], query, 0);
  const { page } = await eventPage(deps, index, {
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
  const { nextCursor: _unused, ...suggestions } = page;
  return suggestions;
}

async function answerSearchEvents(deps: SearchDeps, query: EventSearchQuery): Promise<EventSearchResults> {
  const index = await indexForSearch(deps, false);
  const words = matchWords(index.vocabulary, query.key);
  const filters = await eventFilters(deps, index.events, query);
  if (hasNoWords(query.key, words)) {
    return {
      ...toPage([], query, 0),
      facets: { city: [], state: [], eventType: [], accessibility: [] },
      didYouMean: null,
      nextCursor: null,
    };
  }
  const near = nearOf(query);
  const plan: EventPlan = {
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
  const { page, facets } = await eventPage(deps, index, plan, query.after, unfiltered ? undefined : EVENT_FACETS);
  const didYouMean =
    page.totalElements === 0 && query.key
      ? await closeSpelling(deps, index.vocabulary, index.events, plan, query.key)
      : null;
  const facetCounts = unfiltered ? knownValuesOf(index.events, EVENT_FACETS) : facets;
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
  searchIndexOf(deps.db).clicked(click.listingId);
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
