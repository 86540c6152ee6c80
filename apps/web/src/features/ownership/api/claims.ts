import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Listing } from "@lwl/contracts/listings";
import type { ClaimRequest, ClaimRequestInput } from "@lwl/contracts/ownership";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson } from "../../../lib/http.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { claimKey, claimsKey } from "./ownership-cache.ts";

const BASE = `${SERVICE_BASE.users}/claims/listing/claim`;

/** Fallbacks of docs/product.md section 8 when the server gives no message of its own. */
export const CLAIMS_FAILED = "Failed to get claim requests";

export function getClaimsOfUser(userId: string, signal?: AbortSignal) {
  return authorizedJson<ClaimRequest[]>(`${BASE}/user/${encodeURIComponent(userId)}`, { signal });
}

export function useClaimsOfUser(userId: string) {
  return useQuery({
    queryKey: claimsKey(userId),
    queryFn: ({ signal }) => getClaimsOfUser(userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The listing a claim is about, as visitors see it (published listings only). */
export function useClaimableListing(listingId: number | null) {
  return useQuery({
    queryKey: ["listing", listingId ?? 0] as const,
    queryFn: ({ signal }) => getJson<Listing>(`${SERVICE_BASE.listings}/listings/${listingId ?? 0}`, signal),
    enabled: listingId !== null,
  });
}

export function useCreateClaim(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimRequestInput) => authorizedJson<ClaimRequest>(BASE, { method: "POST", body: input }),
    onSuccess: async (claim) => {
      queryClient.setQueryData(claimKey(claim.id), claim);
      await queryClient.invalidateQueries({ queryKey: claimsKey(userId) });
    },
  });
}

export function useWithdrawClaim(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => authorizedJson<{ message: string }>(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: claimsKey(userId) });
    },
  });
}
