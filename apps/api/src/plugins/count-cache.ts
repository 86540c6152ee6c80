/**
 * Totals of public paged lists, kept for a few seconds per database. Counting every matching row is
 * the dearest part of a page (about 10 ms on PostgreSQL and 40 ms on PGlite for 30,000 listings), and a
 * total that lags a new listing by seconds misleads nobody. Rows themselves are never cached.
 */
const TTL_MS = 15_000;
const MAX_KEYS = 1000;

interface Entry {
  value: number;
  expiresAt: number;
}

const cachesByDatabase = new WeakMap<object, Map<string, Entry>>();

export async function cachedCount(db: object, key: string, count: () => Promise<number>): Promise<number> {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDatabase.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value;
  const value = await count();
  if (cache.size >= MAX_KEYS) cache.clear();
  cache.set(key, { value, expiresAt: now + TTL_MS });
  return value;
}
