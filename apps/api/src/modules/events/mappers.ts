import { formatAddress } from "@lwl/contracts/address";
import type { EventDetail, EventSummary } from "@lwl/contracts/events";
import type { events } from "../../db/schema.ts";
import { excerptOf } from "../content/html.ts";
import type { EventSummaryRow } from "./queries.ts";

type EventAddress = NonNullable<(typeof events.$inferSelect)["address"]>;

function placeOf(address: EventAddress | null, onlineUrl: string | null): string {
  if (address) return formatAddress(address);
  return onlineUrl ? "Online" : "";
}

export function toEventSummary(row: EventSummaryRow): EventSummary {
  return {
    id: row.id,
    listingId: row.listingId,
    title: row.title,
    slug: row.slug,
    eventType: row.eventType,
    accessibility: row.accessibility,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    address: placeOf(row.address, row.onlineUrl),
    city: row.address?.city ?? null,
    coverImage: row.coverImage,
    excerpt: excerptOf(row.description),
    status: row.status,
    listingName: row.listingName,
  };
}

export function toEventDetail(
  event: typeof events.$inferSelect,
  listing: EventDetail["listing"] & { status: string },
): EventDetail {
  return {
    ...toEventSummary({ ...event, listingName: listing.name }),
    description: event.description,
    fullAddress: event.address,
    onlineUrl: event.onlineUrl,
    photo: event.photo,
    logo: event.logo,
    registrationUrl: event.registrationUrl,
    fee: event.fee,
    listing: { id: listing.id, name: listing.name, slug: listing.slug, type: listing.type },
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
