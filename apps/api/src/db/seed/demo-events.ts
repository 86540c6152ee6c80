/**
 * Events of the demo data: 72 events of published listings, from six months before the demo "now"
 * to eight months after it (42 start after 2027-01-15, so they stay upcoming for a while).
 */
import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import type { ListingType } from "@lwl/contracts/listings";
import { slugify } from "@lwl/contracts/slug";
import type { events } from "../schema.ts";
import { addDays, addHours, atIndiaTime, DEMO_NOW } from "./demo-clock.ts";
import { EVENT_COVER_VARIANTS, eventCoverPath, mediaUrl } from "./demo-media.ts";
import { EVENT_KINDS, EVENT_TYPE_CODES, type EventTypeCode } from "./event-content.ts";
import type { Random } from "./random.ts";

export type EventRow = typeof events.$inferInsert & { slug: string; title: string };

/** What an event needs from its listing. */
export interface EventHost {
  id: number;
  name: string;
  type: ListingType;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude?: number | null;
  longitude?: number | null;
  contactWebsite?: string | null;
  logo?: string | null;
  authorId?: string | null;
}

/** Events later than this stay "upcoming" relative to the real clock for a while. */
export const UPCOMING_AFTER = new Date("2027-01-15T00:00:00Z");

const shortName = (name: string) => name.split(/ – | \(|, /)[0] ?? name;

/** One event of `host`; titles already in `usedTitles` get the city or the host added. */
export function makeEvent(
  rng: Random,
  host: EventHost,
  eventType: EventTypeCode,
  day: Date,
  usedTitles: Set<string>,
): EventRow {
  const kind = EVENT_KINDS[eventType];
  const base = rng
    .pick(kind.titles)
    .replace("{host}", shortName(host.name))
    .replace("{city}", host.city)
    .replace("{year}", String(day.getUTCFullYear()));
  let title = base;
  for (const candidate of [base, `${base} – ${host.city}`, `${base} – ${shortName(host.name)}`]) {
    title = candidate;
    if (!usedTitles.has(candidate.toLowerCase())) break;
  }
  for (let n = 2; usedTitles.has(title.toLowerCase()); n++) title = `${base} (${n})`;
  usedTitles.add(title.toLowerCase());
  const slug = slugify(title);

  const hours = rng.pick(kind.hours);
  const startsAt = atIndiaTime(day, hours > 8 ? 10 : rng.pick([9, 10, 11, 14, 16]), rng.pick([0, 30]));
  const endsAt = addHours(startsAt, hours);
  const online = kind.online === "always" || (kind.online === "sometimes" && rng.chance(0.3));
  const atVenue = (eventType === "ADMISSION_FAIR" || eventType === "CONFERENCE") && rng.chance(0.5);
  const address =
    kind.online === "always"
      ? null
      : {
          line1: atVenue
            ? `${host.city} ${rng.pick(["Convention Centre", "Exhibition Grounds", "Town Hall"])}`
            : host.addressLine1,
          line2: atVenue ? null : (host.addressLine2 ?? null),
          city: host.city,
          state: host.state,
          postalCode: host.postalCode,
          country: host.country,
          latitude: host.latitude ?? null,
          longitude: host.longitude ?? null,
        };
  const site = host.contactWebsite ? host.contactWebsite.replace(/\/$/, "") : "https://register.example";
  const cover = mediaUrl(eventCoverPath(rng.int(0, EVENT_COVER_VARIANTS - 1)));
  const fee = rng.pick(kind.fees);
  const description =
    `<p><strong>${title}</strong>, hosted by ${host.name}. ${kind.intro}</p>` +
    `<ul>${kind.agenda.map((item) => `<li>${item}</li>`).join("")}</ul>` +
    `<p>${online && address ? "Join in person or online. " : ""}Seats are limited, so please register in advance. ` +
    `Fee: <strong>${fee}</strong>.</p>`;
  return {
    listingId: host.id,
    title,
    slug,
    description,
    eventType,
    accessibility: rng.pick(kind.accessibility),
    startsAt,
    endsAt,
    address,
    onlineUrl: online ? `https://meet.example/${slug}` : null,
    coverImage: cover,
    photo: mediaUrl(eventCoverPath(rng.int(0, EVENT_COVER_VARIANTS - 1))),
    logo: host.logo ?? null,
    registrationUrl: `${site}/events/${slug}`,
    fee,
    status: "PUBLISHED",
  };
}

export interface DemoEvents {
  rows: EventRow[];
  /** Slugs of the pending events, each with the owner who submitted it. */
  pending: { slug: string; submittedBy: string }[];
}

/**
 * 72 events: 2 upcoming ones for listing 1749, then 20 before the demo "now", 10 between it and
 * 2027-01-15 and 40 after. Four upcoming events of owners' listings are pending.
 */
export function buildDemoEvents(rng: Random, published: readonly EventHost[], ownerIds: readonly string[]): DemoEvents {
  const usedTitles = new Set<string>();
  const special = published.find((l) => l.id === SPECIAL_LISTING_ID);
  const rows: EventRow[] = [];
  if (special) {
    rows.push(makeEvent(rng, special, "OPEN_DAY", new Date("2027-02-06T00:00:00Z"), usedTitles));
    rows.push(makeEvent(rng, special, "WORKSHOP", new Date("2027-03-13T00:00:00Z"), usedTitles));
  }
  const buckets: [number, () => Date][] = [
    [20, () => addDays(DEMO_NOW, -rng.int(1, 182))],
    [10, () => addDays(DEMO_NOW, rng.int(1, 73))],
    [40, () => addDays(UPCOMING_AFTER, rng.int(2, 240))],
  ];
  let n = 0;
  for (const [count, dayOf] of buckets) {
    for (let i = 0; i < count; i++, n++) {
      const eventType = EVENT_TYPE_CODES[n % EVENT_TYPE_CODES.length] as EventTypeCode;
      const hosts = published.filter(
        (l) => EVENT_KINDS[eventType].hosts.includes(l.type) && l.id !== SPECIAL_LISTING_ID,
      );
      rows.push(makeEvent(rng, rng.pick(hosts), eventType, dayOf(), usedTitles));
    }
  }
  for (const row of rows) {
    const createdAt = addDays(row.startsAt < DEMO_NOW ? row.startsAt : DEMO_NOW, -rng.int(14, 60));
    row.createdAt = createdAt;
    row.updatedAt = addDays(createdAt, rng.int(0, 5));
    row.publishedAt = addDays(createdAt, 1);
  }

  // Pending: upcoming events of listings the owners own, submitted by them.
  const pending: DemoEvents["pending"] = [];
  const owned = published.filter((l) => l.authorId && ownerIds.includes(l.authorId) && l.id !== SPECIAL_LISTING_ID);
  for (let i = 0; i < 4; i++) {
    const host = owned[(i * 5) % Math.max(owned.length, 1)];
    if (!host?.authorId) continue;
    const types = EVENT_TYPE_CODES.filter((code) => EVENT_KINDS[code].hosts.includes(host.type));
    const eventType = types[(i * 3) % types.length] ?? "SEMINAR";
    const row = makeEvent(rng, host, eventType, addDays(UPCOMING_AFTER, 30 + i * 9), usedTitles);
    const createdAt = addDays(DEMO_NOW, -i - 1);
    rows.push({ ...row, status: "PENDING", createdAt, updatedAt: createdAt, publishedAt: null });
    pending.push({ slug: row.slug, submittedBy: host.authorId });
  }
  rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { rows, pending };
}
