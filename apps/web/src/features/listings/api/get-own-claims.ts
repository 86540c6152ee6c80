import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ClaimRequest } from "@lwl/contracts/ownership";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { claimsOfUserKey } from "../../../lib/private-queries.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";

/** GET /api/users/claims/listing/claim/user/{userId}: the signed-in user's own claims, newest first. */
export function getOwnClaims(userId: string, signal?: AbortSignal) {
  return authorizedJson<ClaimRequest[]>(
    `${SERVICE_BASE.users}/claims/listing/claim/user/${encodeURIComponent(userId)}`,
    { signal },
  );
}

/** Shared with the profile's list (features/ownership), kept as it keeps it: until this browser changes one. */
export function ownClaimsQuery(userId: string) {
  return queryOptions({
    queryKey: claimsOfUserKey(userId),
    queryFn: ({ signal }) => getOwnClaims(userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The signed-in user's pending claim of a listing nobody owns, if any; asked only for a signed-in user
 * on a claimable listing (visitors and the server render ask nothing).
 */
export function usePendingClaimOf(listing: { id: number; claimable: boolean }, userId: string | null) {
  const { data } = useQuery({ ...ownClaimsQuery(userId ?? ""), enabled: userId !== null && listing.claimable });
  return data?.find((claim) => claim.listingId === listing.id && claim.status === "PENDING") ?? null;
}
