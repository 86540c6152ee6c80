import type { QueryClient } from "@tanstack/react-query";

/**
 * Every cached answer that belongs to the signed-in person starts its query key with this root, so
 * all of it can be dropped when someone signs out or another person signs in on the same browser.
 */
export const PRIVATE_QUERY_ROOT = "private";

export function dropPrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
}
