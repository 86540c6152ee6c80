import type { EventDetail } from "@lwl/contracts/events";
import { eventPath } from "../../../lib/paths.ts";

/** Events without an end last an hour in calendars, as in the API's .ics (apps/api/src/modules/events/ics.ts). */
const DEFAULT_DURATION_MS = 60 * 60_000;
/** Calendar links travel in a URL; a long description is cut so the link stays well under URL limits. */
const MAX_DETAILS = 1000;

export interface CalendarLinks {
  ics: string;
  google: string;
  outlook: string;
}

type CalendarEvent = Pick<
  EventDetail,
  "id" | "title" | "description" | "startsAt" | "endsAt" | "timeZone" | "address" | "fullAddress" | "onlineUrl"
>;

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith("#")) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Sanitised HTML to plain text, paragraphs on their own lines. */
export function plainTextOf(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, "\n");
  // No DOMParser: the server draws event pages too (ADR 0016). The description is the server's
  // sanitised HTML (no scripts or styles whose text would show), so removing the tags leaves its text.
  const text = decodeEntities(withBreaks.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, ""));
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** 20261205T043000Z, Google Calendar's UTC form. */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 2026-12-05T04:30:00Z, Outlook's form. */
function isoUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}/, "");
}

/**
 * The three ways to put an event in a calendar: the API's .ics file, and Google Calendar and Outlook
 * compose links. Times go as UTC instants (exact whatever the viewer's zone); Google also gets the
 * event's zone (ctz) to show them in.
 */
export function calendarLinksOf(event: CalendarEvent, origin: string): CalendarLinks {
  const start = new Date(event.startsAt);
  const end = event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + DEFAULT_DURATION_MS);
  const pageUrl = `${origin}${eventPath(event)}`;
  const details = `${cut(plainTextOf(event.description), MAX_DETAILS)}\n\n${pageUrl}`.trim();
  const location = event.fullAddress ? event.address : (event.onlineUrl ?? event.address);
  const google = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
    ctz: event.timeZone,
    details,
    location,
  });
  const outlook = new URLSearchParams({
    subject: event.title,
    startdt: isoUtc(start),
    enddt: isoUtc(end),
    body: details,
    location,
  });
  return {
    ics: `/api/events/${event.id}.ics`,
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  };
}
