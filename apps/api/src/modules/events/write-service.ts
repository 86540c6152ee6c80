/**
 * Writing events and reading them as their owner (docs/product.md section 4.6). An event belongs to
 * whoever owns its listing (listings/policy.ts); what a write does is the moderation rule of
 * modules/moderation/service.ts.
 */
import type {
  EventCreate,
  EventUpdate,
  EventVersion,
  OwnerEvent,
  OwnerEventSummary,
} from "@lwl/contracts/event-writes";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import { slugify } from "@lwl/contracts/slug";
import type { Database } from "../../db/client.ts";
import { badRequest, notFound } from "../../shared/http-error.ts";
import { type Actor, refusedOwnership } from "../access/policy.ts";
import { sanitizeArticleHtml } from "../content/html.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { contentChanged } from "../content-changes/service.ts";
import { assertCanAddContent, ownsEvent, ownsListing } from "../listings/policy.ts";
import { listLookups } from "../listings/service.ts";
import {
  changedFields,
  type ModerationState,
  moderationStates,
  NO_MODERATION_STATE,
  planCreate,
  planWrite,
  proposeChanges,
  settleWrittenContent,
  statusAfter,
  submitForReview,
  withdrawOpenApproval,
} from "../moderation/service.ts";
import { toEventDetail, toEventSummary } from "./mappers.ts";
import type { EventsDeps } from "./service.ts";
import { eventValuesOf, versionOfEvent } from "./versions.ts";
import * as writes from "./write-queries.ts";

export interface EventWriteDeps extends EventsDeps {
  /** PUBLIC_URL, for the sanitiser's own-media rule. */
  publicUrl: string;
}

export const NOT_YOUR_EVENT = "This event does not belong to you.";

type Parent = NonNullable<Awaited<ReturnType<typeof writes.findListingParent>>>;

/** The event type and accessibility are codes of the lookups (GET /api/eventType, /api/eventAccessibility). */
async function assertKnownCodes(deps: EventsDeps, body: EventUpdate): Promise<void> {
  const [types, accessibility] = await Promise.all([
    listLookups(deps, "EVENT_TYPE"),
    listLookups(deps, "EVENT_ACCESSIBILITY"),
  ]);
  if (!types.some((lookup) => lookup.code === body.eventType)) {
    throw badRequest(`eventType must be one of ${types.map((lookup) => lookup.code).join(", ")}`);
  }
  if (!accessibility.some((lookup) => lookup.code === body.accessibility)) {
    throw badRequest(`accessibility must be one of ${accessibility.map((lookup) => lookup.code).join(", ")}`);
  }
}

/** A write body as it will be stored: the description sanitised, the listing left out. */
function versionOf(deps: EventWriteDeps, body: EventUpdate): EventVersion {
  const { listingId: _listingId, ...fields } = body as EventUpdate & { listingId?: number };
  return { ...fields, description: sanitizeArticleHtml(fields.description, { publicUrl: deps.publicUrl }) };
}

async function ownerView(db: Database, row: writes.EventRow, listing: Parent): Promise<OwnerEvent> {
  const states = await moderationStates<Partial<EventVersion>>({ db }, "EVENT", [row.id]);
  return { ...toEventDetail(row, listing), ...(states.get(row.id) ?? NO_MODERATION_STATE) };
}

/** POST /api/events: under a listing the actor owns and that accepts new content (published, or 1749). */
export async function createEvent(deps: EventWriteDeps, actor: Actor, body: EventCreate): Promise<OwnerEvent> {
  await assertCanAddContent(deps, actor, body.listingId);
  await assertKnownCodes(deps, body);
  const version = versionOf(deps, body);
  const plan = planCreate(actor);
  const created = await deps.db.transaction(async (tx) => {
    const listing = await writes.findListingParent(tx, body.listingId);
    if (!listing) throw notFound("Listing", body.listingId);
    const row = await writes.insertEventRow(tx, {
      ...eventValuesOf(version),
      listingId: body.listingId,
      title: version.title,
      slug: slugify(version.title) || "event",
      eventType: version.eventType,
      accessibility: version.accessibility,
      startsAt: new Date(version.startsAt),
      status: statusAfter(plan),
      publishedAt: plan === "publish" ? new Date() : null,
    });
    if (plan === "submit") await submitForReview({ db: tx }, "EVENT", row.id, actor.userId);
    return ownerView(tx, row, listing);
  });
  await contentChanged(deps.db, { kind: "event", id: created.id });
  return created;
}

/** PUT /api/events/{id}: the owner of the event's listing or an Administrator. */
export async function updateEvent(
  deps: EventWriteDeps,
  actor: Actor,
  id: number,
  body: EventUpdate,
): Promise<OwnerEvent> {
  const version = versionOf(deps, body);
  const written = await deps.db.transaction(async (tx) => {
    const found = await writes.findEventForWrite(tx, id, true);
    if (!found) throw notFound("Event", id);
    if (!ownsEvent(actor, found)) throw refusedOwnership(actor, NOT_YOUR_EVENT);
    await assertKnownCodes({ db: tx }, body);
    const plan = planWrite(actor, found.event.status);
    if (plan === "propose") {
      const changes = changedFields(versionOfEvent(found.event), version);
      await proposeChanges({ db: tx }, "EVENT", id, actor.userId, changes);
      return ownerView(tx, found.event, found.listing);
    }
    const updated = await writes.updateEventRow(tx, id, {
      ...eventValuesOf(version),
      status: statusAfter(plan),
      ...(plan === "publish" ? { publishedAt: writes.firstPublished } : {}),
    });
    await settleWrittenContent({ db: tx }, plan, "EVENT", id, actor.userId);
    return ownerView(tx, updated, found.listing);
  });
  await contentChanged(deps.db, { kind: "event", id });
  return written;
}

/** DELETE /api/events/{id}: gone at once (taking content offline needs no review); an open approval is withdrawn. */
export async function deleteEvent(deps: EventsDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await writes.findEventForWrite(tx, id, true);
    if (!found) throw notFound("Event", id);
    if (!ownsEvent(actor, found)) throw refusedOwnership(actor, NOT_YOUR_EVENT);
    await writes.deleteEventRow(tx, id);
    await withdrawOpenApproval({ db: tx }, "EVENT", id, actor.userId);
  });
  await contentChanged(deps.db, { kind: "event", id });
}

/** GET /api/events/{id}/manage: an event in any status with its moderation state, for its listing's owner or an Administrator. */
export async function getOwnerEvent(deps: EventsDeps, actor: Actor, id: number): Promise<OwnerEvent> {
  const found = await writes.findEventForWrite(deps.db, id);
  if (!found) throw notFound("Event", id);
  if (!ownsEvent(actor, found)) throw refusedOwnership(actor, NOT_YOUR_EVENT);
  return ownerView(deps.db, found.event, found.listing);
}

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
  const listing = await writes.findListingParent(deps.db, listingId);
  const everyStatus = listing !== undefined && viewer !== null && ownsListing(viewer, listing);
  if (!listing || !(everyStatus || isVisibleStatus(listing.status))) throw notFound("Listing", listingId);
  const [rows, total] = await Promise.all([
    writes.findListingEventRows(deps.db, listingId, page, !everyStatus),
    writes.countListingEvents(deps.db, listingId, !everyStatus),
  ]);
  const states = everyStatus
    ? await moderationStates<Partial<EventVersion>>(
        deps,
        "EVENT",
        rows.map((row) => row.event.id),
      )
    : new Map<number, ModerationState<Partial<EventVersion>>>();
  const content = rows.map(({ event, listingName }) => ({
    ...toEventSummary({ ...event, listingName }),
    ...(states.get(event.id) ?? NO_MODERATION_STATE),
  }));
  return toPage(content, page, total);
}
