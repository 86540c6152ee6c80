/**
 * What the admin queue (modules/admin/approvals-service.ts) needs of events: the versions it shows
 * and the three outcomes of a decision. Called inside the decision's transaction.
 */
import { type EventVersion, eventVersionSchema } from "@lwl/contracts/event-writes";
import type { ReviewSubject } from "../moderation/service.ts";
import type { EventsDeps } from "./service.ts";
import { eventValuesOf, versionOfEvent } from "./versions.ts";
import * as writes from "./write-queries.ts";

export async function eventReviewSubjects(
  deps: EventsDeps,
  ids: number[],
): Promise<Map<number, ReviewSubject<EventVersion>>> {
  const rows = await writes.findEventsWithListingByIds(deps.db, ids);
  return new Map(
    rows.map(({ event, listing }) => [
      event.id,
      {
        version: versionOfEvent(event),
        status: event.status,
        title: event.title,
        listingId: listing.id,
        listingName: listing.name,
      },
    ]),
  );
}

export async function publishEvent(deps: EventsDeps, id: number): Promise<void> {
  await writes.updateEventRow(deps.db, id, { status: "PUBLISHED", publishedAt: writes.firstPublished });
}

/** Approving an update: exactly the proposed fields are written to the live row (checked again on the way). */
export async function applyEventChanges(deps: EventsDeps, id: number, changes: Record<string, unknown>): Promise<void> {
  const fields = eventVersionSchema.partial().parse(changes);
  await writes.updateEventRow(deps.db, id, eventValuesOf(fields));
}

export async function rejectEvent(deps: EventsDeps, id: number): Promise<void> {
  await writes.updateEventRow(deps.db, id, { status: "REJECTED" });
}
