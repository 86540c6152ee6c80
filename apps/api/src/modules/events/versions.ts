/** An event row and its editable fields (contracts' EventVersion), both ways. */
import type { EventVersion } from "@lwl/contracts/event-writes";
import { slugify } from "@lwl/contracts/slug";
import type { events } from "../../db/schema.ts";

type EventRow = typeof events.$inferSelect;
type EventValues = Partial<typeof events.$inferInsert>;

export function versionOfEvent(row: EventRow): EventVersion {
  return {
    title: row.title,
    description: row.description,
    eventType: row.eventType,
    accessibility: row.accessibility,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    address: row.address,
    onlineUrl: row.onlineUrl,
    registrationUrl: row.registrationUrl,
    fee: row.fee,
    coverImage: row.coverImage,
  };
}

/** The column values of some (or all) fields of a version; a new title brings a new slug. */
export function eventValuesOf(version: Partial<EventVersion>): EventValues {
  const { startsAt, endsAt, title, ...rest } = version;
  const values: EventValues = { ...rest };
  if (title !== undefined) {
    values.title = title;
    values.slug = slugify(title) || "event";
  }
  if (startsAt !== undefined) values.startsAt = new Date(startsAt);
  if (endsAt !== undefined) values.endsAt = endsAt === null ? null : new Date(endsAt);
  return values;
}
