/**
 * The in-process cache of published-content reads (issue 13.6; ADR 0012): a listing, an event or an
 * article by id, and the landing sections. The content modules read through `cachedContent` and
 * report every committed write with `contentChanged`, after its transaction;
 * the admin queue reports its decisions the same way, and a role change the listings of that user
 * (their `claimable` follows the author's role: listings/author-service.ts `authoredListingsChanged`).
 * Only what every visitor sees is cached: never an answer that depends on the viewer, never an error.
 *
 * Several instances stay in step two ways: entries live a few seconds at most (TTL), and on PostgreSQL
 * every change is also sent with NOTIFY after the commit, so the other instances forget it within
 * milliseconds. PGlite is one process: forgetting in process is enough there.
 *
 * Entries are frozen (deeply) when stored, because the same object is handed to every request.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { ExpiringLru } from "./lru.ts";
import { CONTENT_CHANGES_CHANNEL, notifyContentChange } from "./queries.ts";

/** What a write changed: one listing (none yet for a new one), one event or one post. */
export type ContentChange = { kind: "listing"; id: number | null } | { kind: "event" | "post"; id: number };

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
  /** Sends a change to the other instances (PostgreSQL), or null (PGlite: one process). */
  broadcast: ((change: ContentChange) => Promise<void>) | null;
  log: FastifyBaseLogger;
  /** Apps using this cache (one, except when a test builds a second app on the same handle). */
  users: number;
  stopListening: () => Promise<void>;
}

const caches = new WeakMap<Database, CacheState>();

/** Told of every change on a database (null: anything may have changed), whether or not a cache runs. */
export type ContentChangeListener = (change: ContentChange | null) => void;
const listeners = new WeakMap<Database, Set<ContentChangeListener>>();

/**
 * Calls `listener` with every change reported on `db` (this instance's writes, and on PostgreSQL the
 * other instances' through NOTIFY; null when some may have been missed). The search index follows
 * content this way (docs/decisions/0019-search-index-in-memory.md). Answers the function that stops it.
 */
export function onContentChange(db: Database, listener: ContentChangeListener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

function tellListeners(db: Database, change: ContentChange | null): void {
  for (const listener of listeners.get(db) ?? []) listener(change);
}
/** Every object the cache has stored: the HTTP layer may reuse its serialized form (plugins/http-cache.ts). */
const cachedObjects = new WeakSet<object>();

export interface ContentCacheHandle {
  stop(): Promise<void>;
}

/**
 * Starts caching published-content reads made on `database.db` (the app calls it once at startup).
 * Reads on any other handle (a transaction, a script's database) are not cached.
 */
export async function startContentCache(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: ContentCacheOptions = CONTENT_CACHE_DEFAULTS,
): Promise<ContentCacheHandle> {
  // Two apps on one handle (a test's second server) share its cache; the last one to stop ends it.
  const shared = caches.get(database.db);
  const state: CacheState = shared ?? {
    entries: new ExpiringLru(options.maxEntries, options.ttlMs),
    searchEntries: new ExpiringLru(SEARCH_SHELF_ENTRIES, options.ttlMs),
    generation: 0,
    flights: new Map(),
    broadcast: null,
    log,
    users: 0,
    stopListening: async () => {},
  };
  state.users += 1;
  if (!shared) {
    caches.set(database.db, state);
    if (database.listen) {
      state.broadcast = (change) => notifyContentChange(database.db, JSON.stringify(change));
      state.stopListening = await listenForChanges(database, state);
    }
  }
  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      state.users -= 1;
      if (state.users > 0) return;
      caches.delete(database.db);
      await state.stopListening();
    },
  };
}

const RECONNECT_MS = 1000;

/**
 * LISTENs for the other instances' changes on a connection of its own. When that connection fails,
 * everything cached is forgotten (changes may have been missed) and it reconnects every second; until
 * then the TTL bounds how stale an entry can be.
 */
async function listenForChanges(database: DatabaseHandle, state: CacheState): Promise<() => Promise<void>> {
  const listen = database.listen;
  if (!listen) return async () => {};
  let stopped = false;
  let stopCurrent: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;

  const onMessage = (payload: string) => {
    const change = parseChange(payload);
    forget(state, change);
    tellListeners(database.db, change);
  };
  const onError = (error: Error) => {
    state.log.warn({ err: error }, "content cache: the LISTEN connection failed; reconnecting");
    forgetEverything(state);
    tellListeners(database.db, null);
    const failed = stopCurrent;
    stopCurrent = null;
    failed?.().catch((closeError: unknown) =>
      state.log.warn({ err: closeError }, "content cache: could not close the failed LISTEN connection"),
    );
    scheduleReconnect();
  };
  const connect = async () => {
    stopCurrent = await listen(CONTENT_CHANGES_CHANNEL, onMessage, onError);
    if (stopped) await stopCurrent();
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(onError);
    }, RECONNECT_MS);
    retry.unref();
  };

  // The pool has just connected, so this rarely fails; if it does, the app still starts and retries.
  await connect().catch(onError);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await stopCurrent?.();
  };
}

/** A change announced on the channel; anything unreadable forgets everything (null). */
function parseChange(payload: string): ContentChange | null {
  try {
    const value = JSON.parse(payload) as { kind?: unknown; id?: unknown };
    const id = value.id;
    if (value.kind === "listing" && (id === null || Number.isInteger(id))) return { kind: "listing", id: id as number };
    if ((value.kind === "event" || value.kind === "post") && Number.isInteger(id)) {
      return { kind: value.kind, id: id as number };
    }
  } catch {
    // Not ours: fall through.
  }
  return null;
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
 * A write changed content, and is committed: this instance forgets what it showed, and on PostgreSQL
 * the other instances are told. Never fails the write that is already committed: a failed
 * notification is logged, and the other instances catch up within the TTL.
 */
export async function contentChanged(db: Database, change: ContentChange): Promise<void> {
  tellListeners(db, change);
  const state = caches.get(db);
  if (!state) return;
  forget(state, change);
  try {
    await state.broadcast?.(change);
  } catch (error) {
    state.log.warn({ err: error, change }, "content cache: could not notify the other instances");
  }
}

/**
 * What a change makes stale. A listing's name and status show in its events, its posts, every section
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
  }
}

function forgetEverything(state: CacheState): void {
  forget(state, null);
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) {
    if (typeof inner === "object" && inner !== null) deepFreeze(inner);
  }
}
