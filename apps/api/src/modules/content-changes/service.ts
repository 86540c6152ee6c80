/**
 * Content changes (issue 24.2): every committed write and moderation decision says what it changed,
 * with `contentChanged`, after its transaction (the listing, event and post write services, the
 * admin queue's decisions, and a role change for the listings of that user:
 * listings/author-service.ts `authoredListingsChanged`). Whoever must follow published content
 * listens with `onContentChange`: the content cache forgets what the change makes stale
 * (docs/decisions/0012-http-and-content-cache.md), the search index reloads the changed rows
 * (docs/decisions/0019-search-index-in-memory.md).
 *
 * Several instances: on PostgreSQL every change is also sent with NOTIFY after the commit, and each
 * instance LISTENs on a connection of its own, so the other instances' listeners hear it within
 * milliseconds. When that connection fails, changes may have been missed: every listener hears `null`
 * ("anything may have changed") and the connection is opened again every second. PGlite is one
 * process: telling this instance's listeners is enough there.
 */
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { CONTENT_CHANGES_CHANNEL, notifyContentChange } from "./queries.ts";

/** What a write changed: one listing (none yet for a new one), one event or one post. */
export type ContentChange = { kind: "listing"; id: number | null } | { kind: "event" | "post" | "review"; id: number };

/** Told of every change on a database (null: anything may have changed). Called synchronously: keep it quick. */
export type ContentChangeListener = (change: ContentChange | null) => void;

/** Where a failure that must not fail anything else is written (the app's logger). */
export interface ContentChangesLog {
  warn(object: object, message: string): void;
}

interface ChangesState {
  /** Sends a change to the other instances (PostgreSQL), or null (PGlite: one process). */
  broadcast: ((change: ContentChange) => Promise<void>) | null;
  log: ContentChangesLog;
  /** Apps using this database (one, except when a test builds a second app on the same handle). */
  users: number;
  stopListening: () => Promise<void>;
}

const running = new WeakMap<Database, ChangesState>();
/**
 * Listeners live apart from the running state: a database where no app started content changes (a
 * script, a unit test) still tells its listeners of its own writes, it only sends nothing to others.
 */
const listeners = new WeakMap<Database, Set<ContentChangeListener>>();

/**
 * Calls `listener` with every change reported on `db`: this instance's writes and, on PostgreSQL, the
 * other instances' through NOTIFY (which brings this instance's own again); null when some may have
 * been missed. Answers the function that stops it.
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

/**
 * A write changed content, and is committed: this instance's listeners are told before this resolves
 * (so the next read on this instance sees the write), and on PostgreSQL the other instances are told.
 * Never fails the write that is already committed: a failed notification is logged, and the other
 * instances catch up by their own bounds (the cache's TTL, the search index's background check).
 */
export async function contentChanged(db: Database, change: ContentChange): Promise<void> {
  tellListeners(db, change);
  const state = running.get(db);
  if (!state?.broadcast) return;
  try {
    await state.broadcast(change);
  } catch (error) {
    state.log.warn({ err: error, change }, "content changes: could not notify the other instances");
  }
}

export interface ContentChangesHandle {
  stop(): Promise<void>;
}

/**
 * Starts sending this instance's changes on `database` to the other instances and hearing theirs
 * (PostgreSQL; nothing to do on PGlite). The app calls it once at startup, before the content cache.
 */
export async function startContentChanges(
  database: DatabaseHandle,
  log: ContentChangesLog,
): Promise<ContentChangesHandle> {
  // Two apps on one handle (a test's second server) share one LISTEN connection; the last one to stop closes it.
  const shared = running.get(database.db);
  const state: ChangesState = shared ?? { broadcast: null, log, users: 0, stopListening: async () => {} };
  state.users += 1;
  if (!shared) {
    running.set(database.db, state);
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
      running.delete(database.db);
      await state.stopListening();
    },
  };
}

const RECONNECT_MS = 1000;

/**
 * LISTENs for the other instances' changes on a connection of its own. When that connection fails,
 * every listener hears null (changes may have been missed) and it reconnects every second; until then
 * the listeners' own bounds (the cache's TTL, the index's background check) cover what is missed.
 */
async function listenForChanges(database: DatabaseHandle, state: ChangesState): Promise<() => Promise<void>> {
  const listen = database.listen;
  if (!listen) return async () => {};
  let stopped = false;
  let stopCurrent: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;

  const onMessage = (payload: string) => tellListeners(database.db, parseChange(payload));
  const onError = (error: Error) => {
    state.log.warn({ err: error }, "content changes: the LISTEN connection failed; reconnecting");
    tellListeners(database.db, null);
    const failed = stopCurrent;
    stopCurrent = null;
    // Nobody awaits this close: observed here, or a failure would be an unhandled rejection (ADR 0020).
    failed?.().catch((closeError: unknown) =>
      state.log.warn({ err: closeError }, "content changes: could not close the failed LISTEN connection"),
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

/** A change announced on the channel; anything unreadable is told as "anything may have changed" (null). */
function parseChange(payload: string): ContentChange | null {
  try {
    const value = JSON.parse(payload) as { kind?: unknown; id?: unknown };
    const id = value.id;
    if (value.kind === "listing" && (id === null || Number.isInteger(id))) return { kind: "listing", id: id as number };
    if ((value.kind === "event" || value.kind === "post" || value.kind === "review") && Number.isInteger(id)) {
      return { kind: value.kind, id: id as number };
    }
  } catch {
    // Not ours: fall through.
  }
  return null;
}
