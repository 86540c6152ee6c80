/**
 * Values that are dear to compute and may lag by seconds (the totals of public paged lists, through
 * shared/page-totals.ts; search counts its own in the index since ADR 0019), kept 15 s per database
 * and key. Two differences from a plain map with expiry matter under
 * load: callers that miss at the same moment share one computation instead of each starting their
 * own, and an expired value is still answered while one caller refreshes it, so a count that takes a
 * second never stalls the requests that arrive during it. Rows are never kept here.
 *
 * Each user makes its own `KeptValues`, so that one cannot push another's entries out. A recount
 * nobody awaits reports its failure through `inBackground` (ADR 0020).
 */
import { inBackground } from "./background-work.ts";
import type { Clock } from "./clock.ts";

const TTL_MS = 15_000;
const MAX_KEYS = 1000;

interface Entry {
  value?: unknown;
  expiresAt: number;
  pending?: Promise<unknown>;
}

export class KeptValues {
  private readonly entriesByDatabase = new WeakMap<object, Map<string, Entry>>();

  /** `now` is the app's clock (deps.now), which ages the values. */
  get<Value>(db: object, key: string, load: () => Promise<Value>, now: Clock): Promise<Value> {
    let entries = this.entriesByDatabase.get(db);
    if (!entries) {
      entries = new Map();
      this.entriesByDatabase.set(db, entries);
    }
    return keptIn(db, entries, key, load, now);
  }
}

function keptIn<Value>(
  db: object,
  entries: Map<string, Entry>,
  key: string,
  load: () => Promise<Value>,
  clock: Clock,
): Promise<Value> {
  const now = clock().getTime();
  const entry = entries.get(key);
  if (entry && "value" in entry && entry.expiresAt > now) return Promise.resolve(entry.value as Value);
  if (entry?.pending) {
    // Someone is refreshing: an expired value is answered meanwhile, a missing one is waited for.
    return "value" in entry ? Promise.resolve(entry.value as Value) : (entry.pending as Promise<Value>);
  }
  if (!entry && entries.size >= MAX_KEYS) entries.clear();
  const target = entry ?? { expiresAt: 0 };
  const pending = load().then(
    (value) => {
      target.value = value;
      target.expiresAt = clock().getTime() + TTL_MS;
      target.pending = undefined;
      return value;
    },
    (error: unknown) => {
      target.pending = undefined;
      if (!("value" in target)) entries.delete(key);
      throw error;
    },
  );
  target.pending = pending;
  entries.set(key, target);
  if (!("value" in target)) return pending;
  // The expired value is answered and nobody awaits the recount: its failure (the database briefly
  // unreachable) is logged, and the next caller tries again.
  inBackground(db, `recounting "${key}"`, pending);
  return Promise.resolve(target.value as Value);
}
