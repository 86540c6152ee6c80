import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { EventCreate, EventUpdate, OwnerEvent, OwnerEventSummary } from "@lwl/contracts/event-writes";
import { ownerContentApi, useOwnerList } from "./owner-content.ts";
import { ownerKeys } from "./owner-keys.ts";

const base = `${SERVICE_BASE.listings}/events`;

/** GET /api/events/{id}/manage, and POST /api/events (the body names its listing) or PUT /api/events/{id}. */
export const ownerEventsApi = ownerContentApi<OwnerEvent, EventCreate | EventUpdate>({
  base,
  key: ownerKeys.event,
  publicKey: (id) => ["event", id],
});

/** GET /api/events/listing/{listingId}/all: a listing's events in every status, for its author or an administrator. */
export function useListingEventsForOwner(listingId: number) {
  return useOwnerList<OwnerEventSummary>(ownerKeys.eventsOf(listingId), `${base}/listing/${listingId}/all`);
}
