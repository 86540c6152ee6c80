import { claimsOfUserKey, PRIVATE_QUERY_ROOT } from "../../../lib/private-queries.ts";

/**
 * Listing requests and claim requests by user id (docs/product.md section 4): a cached list is shown
 * without a call until a change of this browser's (or a forced refresh) asks the server again. Under
 * the private root, so signing out drops them.
 */
export const ownershipRequestsKey = (userId: string) => [PRIVATE_QUERY_ROOT, "ownership-requests", userId] as const;
export const ownershipRequestKey = (id: number) => [PRIVATE_QUERY_ROOT, "ownership-request", id] as const;
export const claimsKey = claimsOfUserKey;
export const claimKey = (id: number) => [PRIVATE_QUERY_ROOT, "claim", id] as const;
