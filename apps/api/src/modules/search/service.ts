/**
 * The search service (docs/product.md sections 2.9, 4.1 and 7; docs/decisions/0009-search.md):
 * suggestions and results for listings of one type and for events, with facets, filters and near me,
 * and the clicks that make "Top Searches This Month".
 */
import { createHash } from "node:crypto";
import { BOARDING_FACET_VALUES, COURSE_LEVELS, FEE_BANDS, TUTOR_LEVELS, YES_NO } from "@lwl/contracts/listing-facts";
import { LISTING_TYPES, type ListingType } from "@lwl/contracts/listings";
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
import { backgroundLogOf } from "../../shared/background-work.ts";
import { badRequest, HttpError, notFound, tooManyRequests } from "../../shared/http-error.ts";
import { monthOf, nextDay, previousDay, previousMonth, siteDay, startOfSiteDay } from "../../shared/site-calendar.ts";
import { cachedContent, contentKeys } from "../content-cache/service.ts";
import type { RateLimit } from "../rate-limits/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { batchedCardReads } from "./card-batches.ts";
import { degradedAnswer } from "./degraded.ts";
import {
  type ChosenFilter,
  type CorpusName,
  type EngineAnswer,
  type EngineRequest,
  type EventWindow,
  isRefusal,
} from "./engine.ts";
import { ALL_LISTING_FILTERS, EVENT_FACETS, LISTING_FACETS } from "./facets.ts";
import type { CardShelf } from "./index/cards.ts";
import type { NearMe, RankedSlot } from "./index/corpus.ts";
import { searchEngineOf, useSearchEngine } from "./index/local-engine.ts";
import { ThreadedSearchEngine, type ThreadLog } from "./index/threaded-engine.ts";
import { type EventCard, type ListingCard, toEventCard, toEventItem, toListingCard, toListingItem } from "./mappers.ts";
import * as queries from "./queries.ts";
import { type MatchedWord, queryWords } from "./words.ts";

export interface SearchDeps {
  db: Database;
  /** The clock: which month's clicks count, which events are upcoming. */
  now: () => Date;
}

/** Connections of the search thread's own: loads and the change feed, one query at a time mostly. */
const SEARCH_THREAD_CONNECTIONS = 3;

/**
 * Puts the search index of `db` (PostgreSQL at `databaseUrl`) in a thread of its own (engine.ts); the
 * app closes it with itself.
 */
export function startSearchThread(db: Database, databaseUrl: string, log: ThreadLog): { close(): Promise<void> } {
  const engine = new ThreadedSearchEngine(
    db,
    { databaseUrl, maxConnections: SEARCH_THREAD_CONNECTIONS, snapshots: true },
    log,
  );
  useSearchEngine(db, engine);
  return engine;
}

/**
 * Loads the search index in the background (the server calls it once it listens), so that searches
 * need not wait for it; until it has, PostgreSQL answers them (degraded.ts). A failure is logged; the
 * next search tries again.
 */
export function warmSearchIndex(
  db: Database,
  log: { info(message: string): void; warn(object: object, message: string): void },
) {
  searchEngineOf(db)
    .warm()
    .then(
      (ms) => log.info(`search index loaded in ${ms} ms`),
      (error: unknown) => log.warn({ err: error }, "search index: loading failed; the next search tries again"),
    );
}

/** Resolves once the search index of `db` has loaded (tests, scripts): searches then answer from it. */
export async function searchIndexReady(db: Database): Promise<void> {
  await searchEngineOf(db).warm();
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
    searchEngineOf(deps.db).popularityChanged();
  }
  popularityMonths.set(deps.db, month);
}

/**
 * Clicks were counted behind the search's back (a script, a test fixture): the popular month and the
 * index's popularity are read again before the next search.
 */
export function clicksChanged(db: Database): void {
  popularMonthKnown.delete(db);
  searchEngineOf(db).popularityChanged();
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

// ---- requests -----------------------------------------------------------------------------------

function sortOf(sort: SearchSort | undefined, near: NearMe | undefined): SearchSort {
  return sort ?? (near ? "distance" : "relevance");
}

function nearOf(query: { lat?: number; lng?: number; radiusKm?: number }): NearMe | undefined {
  if (query.lat === undefined || query.lng === undefined) return undefined;
  return { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm ?? NEAR_ME_DEFAULT_RADIUS_KM };
}

const TYPE_NAMES: Record<ListingType, string> = { COLLEGE: "colleges", SCHOOL: "schools", TUTORIAL: "tutors" };

/** "colleges and schools": the types whose facet `field` is. */
const typesOf = (field: string) =>
  LISTING_TYPES.filter((type) => LISTING_FACETS[type].includes(field))
    .map((type) => TYPE_NAMES[type])
    .join(" and ");

/**
 * The values of a closed set a filter takes even when no published listing has them (no results, not a
 * 400): a fee band of the type's own bands only.
 */
function closedSetOf(type: ListingType, field: string): readonly string[] {
  if (field === "fees") return type === "COLLEGE" || type === "SCHOOL" ? FEE_BANDS[type].map((band) => band.code) : [];
  return CLOSED_SETS[field] ?? [];
}
const CLOSED_SETS: Record<string, readonly string[]> = {
  mode: TUTOR_MODES,
  courseLevel: COURSE_LEVELS,
  hostel: YES_NO,
  boarding: BOARDING_FACET_VALUES,
  level: TUTOR_LEVELS,
  demoClass: YES_NO,
};

/** A listing search's chosen filters; one of another type's facets is a 400 naming the types it is for. */
function listingFilters(type: ListingType, query: ListingSearchQuery): ChosenFilter[] {
  const chosen = ALL_LISTING_FILTERS.filter((field) => query[field].length > 0);
  const misplaced = chosen.find((field) => !LISTING_FACETS[type].includes(field));
  if (misplaced) throw badRequest(`${misplaced} applies to ${typesOf(misplaced)} only`);
  return chosen.map((field) => ({ field, chosen: query[field], extra: closedSetOf(type, field) }));
}

/** An event search's chosen filters; event types and accessibility also accept every known code. */
async function eventFilters(deps: SearchDeps, query: EventSearchQuery): Promise<ChosenFilter[]> {
  const active = EVENT_FACETS.filter((field) => (query[field as "city"] ?? []).length > 0);
  if (active.length === 0) return [];
  const lookups: Record<string, string[]> = {
    eventType: await queries.findLookupCodes(deps.db, "EVENT_TYPE"),
    accessibility: await queries.findLookupCodes(deps.db, "EVENT_ACCESSIBILITY"),
  };
  return active.map((field) => ({ field, chosen: query[field as "city"], extra: lookups[field] ?? [] }));
}

const suggestion = (corpus: CorpusName, query: AutocompleteQuery, window?: EventWindow): EngineRequest => ({
  corpus,
  key: query.key,
  filters: [],
  near: undefined,
  sort: "relevance",
  page: query.page,
  size: query.size,
  after: undefined,
  facets: undefined,
  corpusFacets: undefined,
  window,
  // Suggestions have no next page.
  wantsCursor: false,
});

// ---- answers from the engine ---------------------------------------------------------------------

/** Degraded answers are logged at most this often (they come by the hundred while an index loads). */
const DEGRADED_LOG_EVERY_MS = 10_000;
const degradedLoggedAt = new WeakMap<Database, number>();

function noteDegraded(db: Database): void {
  const now = Date.now();
  if (now - (degradedLoggedAt.get(db) ?? 0) < DEGRADED_LOG_EVERY_MS) return;
  degradedLoggedAt.set(db, now);
  backgroundLogOf(db).warn({}, "search answered by PostgreSQL (degraded) while the search index is not ready");
}

/**
 * A search's answer: from the engine when it is ready, else from PostgreSQL (degraded.ts). A refusal is
 * a 400; an engine whose thread failed while answering is stood in for by PostgreSQL too.
 */
async function answerOf(deps: SearchDeps, request: EngineRequest): Promise<EngineAnswer> {
  const engine = searchEngineOf(deps.db);
  if (engine.isReady()) {
    try {
      const answer = await engine.search(request);
      if (isRefusal(answer)) throw badRequest(answer.refused);
      return answer;
    } catch (error) {
      if (error instanceof HttpError || engine.isReady()) throw error;
    }
  }
  noteDegraded(deps.db);
  return degradedAnswer(deps.db, request);
}

/** A page and the cursor of the page after it (null on the last page). */
type PageWithCursor<Item> = Page<Item> & { nextCursor: string | null };

/** A search's page with its cards (kept per row, index/cards.ts) and its cursor, and the engine's answer. */
async function pageOf<Card extends { id: number }, Item>(
  deps: SearchDeps,
  request: EngineRequest,
  cards: { shelf: CardShelf<Card>; load: (ids: number[]) => Promise<Card[]> },
  toItem: (card: Card, row: RankedSlot, words: MatchedWord[]) => Item,
): Promise<{ answer: EngineAnswer; page: PageWithCursor<Item> }> {
  const answer = await answerOf(deps, request);
  const found = await cards.shelf.cardsOf(
    answer.rows.map((row) => row.id),
    cards.load,
    (card) => card.id,
  );
  const content = answer.rows.flatMap((row) => {
    const card = found.get(row.id);
    return card ? [toItem(card, row, answer.words)] : [];
  });
  const page = toPage(content, request, answer.total);
  const full = answer.rows.length === page.size && !page.last;
  return { answer, page: { ...page, nextCursor: full ? answer.cursor : null } };
}

/** The card reads of a database, batched per turn of the event loop (card-batches.ts). */
function cardReadsOf(db: Database) {
  let reads = cardReads.get(db);
  if (!reads) {
    reads = {
      listings: batchedCardReads(async (ids) => (await queries.findListingCards(db, ids)).map(toListingCard), idOfCard),
      events: batchedCardReads(async (ids) => (await queries.findEventCards(db, ids)).map(toEventCard), idOfCard),
    };
    cardReads.set(db, reads);
  }
  return reads;
}

const idOfCard = (card: { id: number }) => card.id;
const cardReads = new WeakMap<
  Database,
  { listings: (ids: number[]) => Promise<ListingCard[]>; events: (ids: number[]) => Promise<EventCard[]> }
>();

function listingPage(deps: SearchDeps, request: EngineRequest) {
  const cards = { shelf: searchEngineOf(deps.db).cards.listings, load: cardReadsOf(deps.db).listings };
  return pageOf(deps, request, cards, toListingItem);
}

function eventPage(deps: SearchDeps, request: EngineRequest) {
  const cards = { shelf: searchEngineOf(deps.db).cards.events, load: cardReadsOf(deps.db).events };
  return pageOf(deps, request, cards, toEventItem);
}

/** How many results have every word, when some have only some of them (the results say so). */
function matchingEveryWord(answer: EngineAnswer): { matchingEveryWord?: number } {
  const every = answer.everyWord;
  return every !== null && every < answer.total ? { matchingEveryWord: every } : {};
}

/**
 * "Did you mean": each word replaced by the closest known word (trigram similarity, beyond the typo
 * budget), answered only if that spelling finds something with the search's filters. A known word is
 * its own closest spelling: nothing to suggest when every word is one.
 */
async function closeSpelling(deps: SearchDeps, request: EngineRequest, answer: EngineAnswer): Promise<string | null> {
  if (answer.total > 0 || !request.key || !answer.unknownWords) return null;
  const words = queryWords(request.key);
  const closest = await queries.findClosestTerms(deps.db, words);
  const suggested = words.map((word) => closest.get(word) ?? word).join(" ");
  if (suggested === words.join(" ")) return null;
  const tried = await answerOf(deps, {
    ...request,
    key: suggested,
    page: 0,
    size: 1,
    after: undefined,
    facets: undefined,
    corpusFacets: undefined,
    wantsCursor: false,
  });
  return tried.total > 0 ? suggested : null;
}

// ---- listings -----------------------------------------------------------------------------------

async function answerSuggestListings(
  deps: SearchDeps,
  type: ListingType,
  query: AutocompleteQuery,
): Promise<Page<ListingSearchItem>> {
  // Listings rank by the ranking month's clicks: the column holds that month first.
  await ensurePopularity(deps);
  const { answer, page } = await listingPage(deps, suggestion(type, query));
  if (answer.noWords) return toPage([], query, 0);
  const { nextCursor: _unused, ...suggestions } = page;
  return suggestions;
}

async function answerSearchListings(
  deps: SearchDeps,
  type: ListingType,
  query: ListingSearchQuery,
): Promise<ListingSearchResults> {
  const filters = listingFilters(type, query);
  await ensurePopularity(deps);
  const near = nearOf(query);
  const facetNames = LISTING_FACETS[type];
  // The default list counts its facets over the whole corpus (kept per version of it).
  const unfiltered = query.key === undefined && !near && filters.length === 0 && query.minRating === undefined;
  const request: EngineRequest = {
    corpus: type,
    key: query.key,
    filters,
    near,
    minRating: query.minRating,
    sort: sortOf(query.sort, near),
    page: query.page,
    size: query.size,
    after: query.after,
    facets: unfiltered ? undefined : facetNames,
    corpusFacets: unfiltered ? facetNames : undefined,
    window: undefined,
  };
  const { answer, page } = await listingPage(deps, request);
  const facets = { city: [], state: [], ...emptyFacets(facetNames), ...answer.facets };
  if (answer.noWords) return { ...toPage([], query, 0), facets, didYouMean: null, nextCursor: null };
  return { ...page, facets, didYouMean: await closeSpelling(deps, request, answer), ...matchingEveryWord(answer) };
}

// ---- events -------------------------------------------------------------------------------------

async function answerSuggestEvents(deps: SearchDeps, query: AutocompleteQuery): Promise<Page<EventSearchItem>> {
  const window = { now: deps.now().getTime(), upcomingOnly: false, from: undefined, to: undefined };
  const { answer, page } = await eventPage(deps, suggestion("EVENT", query, window));
  if (answer.noWords) return toPage([], query, 0);
  const { nextCursor: _unused, ...suggestions } = page;
  return suggestions;
}

async function answerSearchEvents(deps: SearchDeps, query: EventSearchQuery): Promise<EventSearchResults> {
  const filters = await eventFilters(deps, query);
  const near = nearOf(query);
  const unfiltered =
    query.key === undefined && !near && filters.length === 0 && !query.upcoming && !query.from && !query.to;
  const request: EngineRequest = {
    corpus: "EVENT",
    key: query.key,
    filters,
    near,
    sort: sortOf(query.sort, near),
    page: query.page,
    size: query.size,
    after: query.after,
    facets: unfiltered ? undefined : EVENT_FACETS,
    corpusFacets: unfiltered ? EVENT_FACETS : undefined,
    window: {
      now: deps.now().getTime(),
      upcomingOnly: query.upcoming,
      from: query.from ? startOfSiteDay(query.from).getTime() : undefined,
      to: query.to ? startOfSiteDay(nextDay(query.to)).getTime() : undefined,
    },
  };
  const { answer, page } = await eventPage(deps, request);
  const facets = { city: [], state: [], eventType: [], accessibility: [], ...answer.facets };
  if (answer.noWords) return { ...toPage([], query, 0), facets, didYouMean: null, nextCursor: null };
  return { ...page, facets, didYouMean: await closeSpelling(deps, request, answer), ...matchingEveryWord(answer) };
}

/** Every asked facet, empty: what a search that found nothing, or a degraded one, answers. */
const emptyFacets = (facets: string[]): Record<string, FacetValue[]> =>
  Object.fromEntries(facets.map((facet) => [facet, []]));

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
  searchEngineOf(deps.db).clicked(click.listingId);
}
