import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { EventCreate, EventUpdate, OwnerEvent, OwnerEventSummary } from "@lwl/contracts/event-writes";
import type { Page } from "@lwl/contracts/paging";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { ownerKeys } from "./owner-keys.ts";
import { OWNER_LIST_SIZE } from "./owner-listings.ts";

const base = `${SERVICE_BASE.listings}/events`;

/** GET /api/events/{id}/manage with the owner's token: the event in any status, with its moderation state. */
export function ownerEventQuery(id: number) {
  return queryOptions({
    queryKey: ownerKeys.event(id),
    queryFn: ({ signal }) => authorizedJson<OwnerEvent>(`${base}/${id}/manage`, { signal }),
  });
}

export function useOwnerEvent(id: number | null) {
  return useQuery({ ...ownerEventQuery(id ?? 0), enabled: id !== null, retry: false });
}

/** GET /api/events/listing/{listingId}/all: a listing's events in every status, for its author or an administrator. */
export function useListingEventsForOwner(listingId: number) {
  return useQuery({
    queryKey: ownerKeys.eventsOf(listingId),
    queryFn: ({ signal }) =>
      authorizedJson<Page<OwnerEventSummary>>(`${base}/listing/${listingId}/all?page=0&size=${OWNER_LIST_SIZE}`, {
        signal,
      }),
  });
}

/** POST /api/events for a new event (the body names its listing), PUT /api/events/{id} for an edit. */
export function useSaveEvent(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: EventCreate | EventUpdate) =>
      id === null
        ? authorizedJson<OwnerEvent>(base, { method: "POST", body: event })
        : authorizedJson<OwnerEvent>(`${base}/${id}`, { method: "PUT", body: event }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownerKeys.event(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["event", saved.id] });
    },
  });
}
