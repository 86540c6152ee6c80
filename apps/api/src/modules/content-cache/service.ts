/**
 * The in-process cache of published-content reads (issue 13.6; ADR 0012): a listing, an event or an
 * article by id, the landing sections, and search answers. The content modules read through
 * `cachedContent`; the cache is one listener of content changes (modules/content-changes), which every
 * committed write and decision reports, and forgets what each change makes stale.
 * Only what every visitor sees is cached: never an answer that depends on the viewer, never an error.
 *
 * Several instances stay in step two ways: entries live a few seconds at most (TTL), and on PostgreSQL
 * content changes bring the other instances' changes within milliseconds (and `null`, forget everything,
 * when some may have been missed).
 *
 * Entries are frozen (deeply) when stored, because the same object is handed to every request.
 */
import type { Database } from "../../db/client.ts";
import { type ContentChange, onContentChange } from "../content-changes/service.ts";
import { ExpiringLru } from "./lru.ts";

export interface ContentCacheOptions {
  /** Entries kept at most; the least recently read goes first. */
  maxEntries: number;
  /** How long an entry may be served; bounds what another instance can miss if a notification is lost. */
  ttlMs: number;
}

/**
 * 2,000 entries of a few KB each stay under about 10 MB; 5 s is short enough that a missed
 * notification (a dropped LISTEN connection) is invisible to people, and long enough that a popular
 * listing costs one query per instance every few seconds instead of one per request.
 */
export const CONTENT_CACHE_DEFAULTS: ContentCacheOptions = { maxEntries: 2000, ttlMs: 5000 };

/**
 * Search answers (and what a search needs before it can run: the known spellings of its words) have a
 * shelf of their own: there are many more of them than of listings, and a burst of distinct searches
 * (every near-me position is one) must not push the listings out. They are kept as long as content.
 * A results page with its facets is 10 to 20 KB of JSON (kept once as objects, once serialized), so
 * 500 answers stay under about 30 MB; within the 5 s they live, 500 covers 100 new searches a second.
 */
const SEARCH_SHELF_ENTRIES = 500;
const SEARCH_PREFIX = "search:";

/** Keys: `listing:<id>`, `event:<id>`, `post:<id>`, and `section:<name>` for the landing sections. */
const key = {
  listing: (id: number) => `listing:${id}`,
  event: (id: number) => `event:${id}`,
  post: (id: number) => `post:${id}`,
};

export const contentKeys = {
  ...key,
  section: (name: string) => `section:${name}`,
  /** A search answer, or a search's own lookups: `what` says which (a route and its normalized query). */
  search: (what: string) => `${SEARCH_PREFIX}${what}`,
};

interface Flight {
  generation: number;
  promise: Promise<object>;
}

interface CacheState {
  entries: ExpiringLru<object>;
  /** The search shelf: keys starting with `search:`. */
  searchEntries: ExpiringLru<object>;
  /** Bumped by every change: a read that started before it must not store what it read. */
  generation: number;
  /** Reads under way, so that concurrent misses of one key run one query. */
  flights: Map<string, Flight>;
  /** Apps using this cache (one, except when a test builds a second app on the same handle). */
  users: number;
  /** Stops hearing content changes. */
  stopFollowing: () => void;
}

const caches = new WeakMap<Database, CacheState>();

/** Every object the cache has stored: the HTTP layer may reuse its serialized form (plugins/http-cache.ts). */
const cachedObjects = new WeakSet<object>();

export interface ContentCacheHandle {
  stop(): void;
}

/**
 * Starts caching published-content reads made on `db` (the app calls it once at startup, after content
 * changes, which bring it the other instances' changes). Reads on any other handle (a transaction, a
 * script's database) are not cached.
 */
export function startContentCache(
  db: Database,
  options: ContentCacheOptions = CONTENT_CACHE_DEFAULTS,
): ContentCacheHandle {
  // Two apps on one handle (a test's second server) share its cache; the last one to stop ends it.
  const shared = caches.get(db);
  const state: CacheState = shared ?? {
    entries: new ExpiringLru(options.maxEntries, options.ttlMs),
    searchEntries: new ExpiringLru(SEARCH_SHELF_ENTRIES, options.ttlMs),
    generation: 0,
    flights: new Map(),
    users: 0,
    stopFollowing: () => {},
  };
  state.users += 1;
  if (!shared) {
    caches.set(db, state);
    state.stopFollowing = onContentChange(db, (change) => forget(state, change));
  }
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      state.users -= 1;
      if (state.users > 0) return;
      caches.delete(db);
      state.stopFollowing();
    },
  };
}

/**
 * The published content under `cacheKey` (see `contentKeys`): from the cache, or loaded by `load` and
 * kept. A load that fails is not kept (a 404 stays a fresh question each time).
 */
export async function cachedContent<T extends object>(
  db: Database,
  cacheKey: string,
  load: () => Promise<T>,
): Promise<T> {
  const state = caches.get(db);
  if (!state) return load();
  const shelf = shelfOf(state, cacheKey);
  const hit = shelf.get(cacheKey);
  if (hit) return hit as T;
  const flight = state.flights.get(cacheKey);
  if (flight && flight.generation === state.generation) return flight.promise as Promise<T>;

  const generation = state.generation;
  const promise = load().then((value) => {
    if (state.generation === generation) {
      deepFreeze(value);
      cachedObjects.add(value);
      shelf.set(cacheKey, value);
    }
    return value;
  });
  state.flights.set(cacheKey, { generation, promise });
  const land = () => {
    if (state.flights.get(cacheKey)?.promise === promise) state.flights.delete(cacheKey);
  };
  promise.then(land, land);
  return promise;
}

const shelfOf = (state: CacheState, cacheKey: string) =>
  cacheKey.startsWith(SEARCH_PREFIX) ? state.searchEntries : state.entries;

/** True for an object the cache handed out: the same object, unchanged, for every request until it expires. */
export function isCachedContent(value: unknown): value is object {
  return typeof value === "object" && value !== null && cachedObjects.has(value);
}

/**
 * What a change makes stale (null, changes may have been missed: everything). A listing's name and status show in its events, its posts, every section
 * and every search; a post shows in the other posts' "related" lists and in the news section; an event
 * shows in searches. Writes are rare next to reads, so being broad costs little.
 */
function forget(state: CacheState, change: ContentChange | null): void {
  state.generation += 1;
  if (change === null) {
    state.entries.clear();
    state.searchEntries.clear();
    return;
  }
  switch (change.kind) {
    case "listing":
      if (change.id !== null) state.entries.delete(key.listing(change.id));
      state.entries.deleteByPrefix(["event:", "post:", "section:"]);
      state.searchEntries.clear();
      return;
    case "event":
      state.entries.delete(key.event(change.id));
      state.searchEntries.clear();
      return;
    case "post":
      state.entries.deleteByPrefix(["post:", "section:news:"]);
      return;
    case "review":
      // Reviews are read from the database each time (their reads are one index range per listing).
      return;
  }
}

/**
 * Search answers kept for `db` are stale: the search index found rows changed behind the app's back
 * (a script, a lost notification), which no write of this instance reported.
 */
export function searchAnswersStale(db: Database): void {
  const state = caches.get(db);
  if (!state) return;
  state.generation += 1;
  state.searchEntries.clear();
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) {
    if (typeof inner === "object" && inner !== null) deepFreeze(inner);
  }
}
