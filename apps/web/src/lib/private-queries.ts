import type { QueryClient } from "@tanstack/react-query";

/**
 * Every cached answer that belongs to the signed-in person starts its query key with this root, so
 * all of it can be dropped when someone signs out or another person signs in on the same browser.
 */
export const PRIVATE_QUERY_ROOT = "private";

/**
 * The signed-in user's listing claims (GET .../claims/listing/claim/user/{userId}): the profile lists
 * them (features/ownership) and a listing's page asks whether one of them is pending on it
 * (features/listings); one key, so a claim sent or withdrawn in one shows in the other.
 */
export const claimsOfUserKey = (userId: string) => [PRIVATE_QUERY_ROOT, "claims", userId] as const;

export function dropPrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
}

/**
 * The signed-in user's enquiries, sent (features/listings) and received (features/enquiries): one
 * root, so an enquiry sent from a listing's page shows on the profile at once.
 */
export const enquiriesKey = [PRIVATE_QUERY_ROOT, "enquiries"] as const;
