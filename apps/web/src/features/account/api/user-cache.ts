import type { QueryClient } from "@tanstack/react-query";
import { PRIVATE_QUERY_ROOT } from "../../../lib/private-queries.ts";

/** Users by id (docs/product.md section 4): cached answers are reused without a call; there is no force option. */
export const usersKey = [PRIVATE_QUERY_ROOT, "users"] as const;
export const userKey = (userId: string) => [...usersKey, userId] as const;

/** Drops one user's cached data, or every user's. */
export function clearUserCache(queryClient: QueryClient, userId?: string): void {
  queryClient.removeQueries({ queryKey: userId ? userKey(userId) : usersKey });
}
