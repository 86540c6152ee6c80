import { CACHE_ENTRY_TTL_MS } from "@lwl/contracts/constants";
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { HttpError } from "./http.ts";
import { limitCacheSize } from "./query-cache-limits.ts";

/** A 4xx answer will not change on retry; a dropped connection or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** docs/product.md section 8: failed listing, event and news fetches are logged; the page shows an empty or retry state. */
function logFailure(error: Error, query: { queryKey: readonly unknown[] }): void {
  console.warn(`Could not load ${JSON.stringify(query.queryKey)}: ${error.message}`);
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: logFailure }),
    defaultOptions: {
      queries: {
        // docs/product.md section 9: cached entries are reused without a call for 30 minutes.
        staleTime: CACHE_ENTRY_TTL_MS,
        gcTime: CACHE_ENTRY_TTL_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
  limitCacheSize(client.getQueryCache());
  return client;
}
