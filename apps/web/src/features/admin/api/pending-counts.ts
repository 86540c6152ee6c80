import { useQuery } from "@tanstack/react-query";
import { PRIVATE_QUERY_ROOT } from "../../../lib/private-queries.ts";
import { getPendingCounts } from "./admin-api.ts";

/** The query key of the pending counts (the header's badge, the tabs' counts). */
export const PENDING_COUNTS_KEY = [PRIVATE_QUERY_ROOT, "admin", "pending-counts"] as const;

/** How often the header asks again while an administrator has the site open. */
const REFRESH_MS = 60_000;

/** GET /admin/pendingapprovals/refresh: open items per type and the total (the spec's notifyCount). */
export function usePendingCounts(enabled = true) {
  return useQuery({
    queryKey: PENDING_COUNTS_KEY,
    queryFn: ({ signal }) => getPendingCounts(signal),
    enabled,
    refetchInterval: REFRESH_MS,
    staleTime: 10_000,
  });
}
