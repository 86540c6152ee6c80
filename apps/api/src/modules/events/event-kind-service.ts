/**
 * The event as moderated content (docs/decisions/0021): the description the one pipeline
 * (modules/moderated-content) writes, shows to its owner and decides from. An event belongs to whoever
 * owns its listing (listings/policy.ts) and is read with that listing (an inner join: an event always
 * has one); its type and accessibility are codes of the lookups.
 */
import { type EventCreate, type EventUpdate, type EventVersion, eventVersionSchema } from "@lwl/contracts/event-writes";
import type { EventDetail } from "@lwl/contracts/events";
import { slugify } from "@lwl/contracts/slug";
import { eq } from "drizzle-orm";
import { events, listings } from "../../db/schema.ts";
import { badRequest } from "../../shared/http-error.ts";
import { isVisible } from "../content/visibility.ts";
import { assertCanAddContent, ownsEvent } from "../listings/policy.ts";
import { listLookups } from "../listings/service.ts";
import type { ContentKind, KindDeps, PublishedEntry } from "../moderated-content/service.ts";
import { toEventDetail } from "./mappers.ts";
import { eventValuesOf, versionOfEvent } from "./versions.ts";

const NOT_YOUR_EVENT = "This event does not belong to you.";

/** What an event is read with: its listing, as the detail and the ownership rule need it. */
const listingColumns = {
  id: listings.id,
  name: listings.name,
  slug: listings.slug,
  type: listings.type,
  status: listings.status,
  authorId: listings.authorId,
};

/** An event's types: read with its listing; created under one, which the update body does not name. */
interface EventKind {
  table: typeof events;
  with: { listing: EventDetail["listing"] & { status: string; authorId: string | null } };
  version: EventVersion;
  update: EventUpdate;
  create: EventCreate;
  view: EventDetail;
}

/** The event type and accessibility are codes of the lookups (GET /api/eventType, /api/eventAccessibility). */
async function assertKnownCodes(deps: KindDeps, body: EventUpdate): Promise<void> {
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

export const eventKind: ContentKind<EventKind> = {
  type: "EVENT",
  change: "event",
  noun: "Event",
  table: events,
  timestamps: { updatedAt: "updatedAt", publishedAt: "publishedAt" },
  with: {
    fields: { listing: listingColumns },
    join: { table: listings, on: eq(listings.id, events.listingId), outer: false },
  },

  versionOf: versionOfEvent,
  valuesOf: eventValuesOf,
  changesSchema: eventVersionSchema.partial(),
  versionOfWrite(body, clean) {
    // The listing is chosen at creation and never moves: it is not part of the version.
    const { listingId: _listingId, ...fields } = { listingId: undefined, ...body };
    return { ...fields, description: clean(fields.description) };
  },
  insertValuesOf: (body, version) => ({
    ...eventValuesOf(version),
    listingId: body.listingId,
    title: version.title,
    slug: slugify(version.title) || "event",
    eventType: version.eventType,
    accessibility: version.accessibility,
    startsAt: new Date(version.startsAt),
  }),

  owns: ownsEvent,
  notYours: NOT_YOUR_EVENT,
  /** Under a listing the actor owns and that accepts new content (published, or 1749); known codes. */
  async beforeCreate(deps, actor, body) {
    await assertCanAddContent(deps, actor, body.listingId);
    await assertKnownCodes(deps, body);
  },
  beforeUpdate: assertKnownCodes,

  viewOf: (found) => toEventDetail(found.row, found.listing),
  queueFactsOf: (found) => ({ title: found.row.title, listingId: found.listing.id, listingName: found.listing.name }),
  sitemap: {
    files: { events: undefined },
    addressFields: { slug: events.slug },
    // An event is listed by its last write alone (an edit after its publication moves it).
    lastModified: events.updatedAt,
    // Visitors see an event only when its listing is published too.
    alsoVisible: isVisible(listings.status),
    pathOf: (entry: PublishedEntry & { slug: string }) =>
      `/eventdescription/${entry.id}/${encodeURIComponent(entry.slug)}`,
  },
};
