import { EVENTS_CACHE_LIMIT, LISTING_CACHE_LIMIT, LISTINGS_CACHE_LIMIT, NEWS_CACHE } from "@lwl/contracts/constants";
import type { QueryCache } from "@tanstack/react-query";

/**
 * the product rules' cache sizes (docs/product.md section 9) applied to TanStack Query, which by itself only expires entries
 * by age. Query keys start with their family name; when a family grows past its limit the oldest
 * entries nobody is showing are dropped, so browsing hundreds of pages does not grow memory forever.
 */
interface CachePolicy {
  /** Trim when the family holds this many entries. */
  trimAt: number;
  /** How many of the oldest entries to drop then. */
  dropCount: (size: number) => number;
}

const keepAtMost = (limit: number): CachePolicy => ({ trimAt: limit + 1, dropCount: (size) => size - limit });

export const CACHE_POLICIES: Record<string, CachePolicy> = {
  listings: keepAtMost(LISTINGS_CACHE_LIMIT),
  listing: keepAtMost(LISTING_CACHE_LIMIT),
  events: keepAtMost(EVENTS_CACHE_LIMIT),
  news: {
    trimAt: NEWS_CACHE.cleanupAt,
    dropCount: (size) => Math.max(size - NEWS_CACHE.limit, Math.ceil(size * NEWS_CACHE.removeOldestFraction)),
  },
};

export function limitCacheSize(cache: QueryCache, policies: Record<string, CachePolicy> = CACHE_POLICIES): () => void {
  return cache.subscribe((event) => {
    if (event.type !== "added") return;
    const family = event.query.queryKey[0];
    if (typeof family !== "string") return;
    const policy = policies[family];
    if (!policy) return;
    const members = cache.findAll({ queryKey: [family] });
    if (members.length < policy.trimAt) return;
    // findAll keeps insertion order, so the front of the list is the oldest.
    const idle = members.filter((query) => query.getObserversCount() === 0 && query !== event.query);
    for (const query of idle.slice(0, policy.dropCount(members.length))) cache.remove(query);
  });
}
