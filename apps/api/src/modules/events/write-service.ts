/**
 * Writing events and reading them as their owner (docs/product.md section 4.6), through the one
 * moderated-content pipeline (modules/moderated-content) as `eventKind` describes them
 * (event-kind-service.ts).
 */
import type { OwnerEventSummary } from "@lwl/contracts/event-writes";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { Actor } from "../access/policy.ts";
import { listingScopeFor } from "../listings/policy.ts";
import { contentWrites } from "../moderated-content/service.ts";
import { eventKind } from "./event-kind-service.ts";
import * as listingEvents from "./listing-events-queries.ts";
import { toEventSummary } from "./mappers.ts";
import type { EventsDeps } from "./service.ts";

const writes = contentWrites(eventKind);

export interface EventWriteDeps extends EventsDeps {
  /** PUBLIC_URL, for the sanitiser's own-media rule. */
  publicUrl: string;
}

/** POST /api/events: under a listing the actor owns and that accepts new content (published, or 1749). */
export const createEvent = writes.create;

/** PUT /api/events/{id}: the owner of the event's listing or an Administrator. */
export const updateEvent = writes.update;

/** DELETE /api/events/{id}: gone at once (taking content offline needs no moderation); an open approval is withdrawn. */
export const deleteEvent = writes.delete;

/** GET /api/events/{id}/manage: an event in any status with its moderation state, for its listing's owner or an Administrator. */
export const getOwnerEvent = writes.ownerView;

/**
 * GET /api/events/listing/{listingId}/all: every event of the listing in every status, with its
 * moderation state, for the listing's owner or an Administrator; for anyone else the published events
 * of a published listing (404 for a listing they cannot see).
 */
export async function listAllListingEvents(
  deps: EventsDeps,
  viewer: Actor | null,
  listingId: number,
  page: PageQuery,
): Promise<Page<OwnerEventSummary>> {
  const { everyStatus } = await listingScopeFor(deps, viewer, listingId);
  const [rows, total] = await Promise.all([
    listingEvents.findListingEventRows(deps.db, listingId, page, !everyStatus),
    listingEvents.countListingEvents(deps.db, listingId, !everyStatus),
  ]);
  const summaries = rows.map(({ event, listingName }) => toEventSummary({ ...event, listingName }));
  return toPage(await writes.withModerationStates(deps, summaries, everyStatus), page, total);
}
