import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { OwnershipRequest, OwnershipRequestInput } from "@lwl/contracts/ownership";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { ownershipRequestKey, ownershipRequestsKey } from "./ownership-cache.ts";

const BASE = `${SERVICE_BASE.users}/ownership/listing/request`;

/** Fallbacks of docs/product.md section 8 when the server gives no message of its own. */
export const REQUESTS_FAILED = "Failed to get listing requests";
export const REQUEST_FAILED = "Failed to get listing request details";

/** GET /ownership/listing/request/user/{userId}: newest first. */
export function getOwnershipRequestsOfUser(userId: string, signal?: AbortSignal) {
  return authorizedJson<OwnershipRequest[]>(`${BASE}/user/${encodeURIComponent(userId)}`, { signal });
}

export function getOwnershipRequest(id: number, signal?: AbortSignal) {
  return authorizedJson<OwnershipRequest>(`${BASE}/${id}`, { signal });
}

export function useOwnershipRequestsOfUser(userId: string) {
  return useQuery({
    queryKey: ownershipRequestsKey(userId),
    queryFn: ({ signal }) => getOwnershipRequestsOfUser(userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOwnershipRequest(id: number | null) {
  return useQuery({
    queryKey: ownershipRequestKey(id ?? 0),
    queryFn: ({ signal }) => getOwnershipRequest(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** After any change: the user's list and the one request are read again. */
function useRefreshAfterChange(userId: string) {
  const queryClient = useQueryClient();
  return async (request?: OwnershipRequest) => {
    if (request) queryClient.setQueryData(ownershipRequestKey(request.id), request);
    await queryClient.invalidateQueries({ queryKey: ownershipRequestsKey(userId) });
  };
}

export function useCreateOwnershipRequest(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (input: OwnershipRequestInput) =>
      authorizedJson<OwnershipRequest>(BASE, { method: "POST", body: input }),
    onSuccess: (request) => refresh(request),
  });
}

export function useEditOwnershipRequest(userId: string, id: number) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (input: OwnershipRequestInput) =>
      authorizedJson<OwnershipRequest>(`${BASE}/${id}`, { method: "PUT", body: input }),
    onSuccess: (request) => refresh(request),
  });
}

export function useCancelOwnershipRequest(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (id: number) => authorizedJson<OwnershipRequest>(`${BASE}/${id}/cancel`, { method: "POST" }),
    onSuccess: (request) => refresh(request),
  });
}

export function useDeleteOwnershipRequest(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (id: number) => authorizedJson<{ message: string }>(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: () => refresh(),
  });
}
