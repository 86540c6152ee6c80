import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { SiteContent, SiteContentKey } from "@lwl/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/http.ts";

/** GET /adminservice/api/v1/content/{key}: the terms or privacy text, plain text in `data`. */
export function getSiteContent(key: SiteContentKey, signal?: AbortSignal) {
  return getJson<SiteContent>(`${SERVICE_BASE.admin}/content/${key}`, signal);
}

/**
 * docs/product.md section 4: fetched once, then reused from memory, each text with its own loading flag
 * (each key is its own query, so each has its own status).
 */
export function siteContentQuery(key: SiteContentKey) {
  return queryOptions({
    queryKey: ["site-content", key] as const,
    queryFn: ({ signal }) => getSiteContent(key, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useSiteContent(key: SiteContentKey) {
  return useQuery(siteContentQuery(key));
}
