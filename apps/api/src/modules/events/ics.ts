/**
 * A small iCalendar (RFC 5545) writer: CRLF line endings, content lines folded at 75 octets, TEXT
 * values escaped, and times written in the event's own IANA zone (DTSTART;TZID=...) with a VTIMEZONE
 * built from the platform's zone data (Intl), so a calendar app shows 10:30 in Pune as 10:30 IST.
 */

export interface IcsEvent {
  uid: string;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  /** When the event last changed; also the DTSTAMP, so the same event always gives the same text. */
  stamp: Date;
}

export interface IcsCalendar {
  name?: string;
  events: IcsEvent[];
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** RFC 5545 3.1: lines longer than 75 octets continue on lines starting with one space; never split a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 20260110T103000Z */
function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of an instant in a zone, as the fields of a UTC date. */
function wallClock(instantMs: number, timeZone: string): Date {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instantMs))
      .map((part) => [part.type, part.value]),
  );
  return new Date(
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  );
}

/** The zone's offset from UTC at an instant, in minutes (330 for Asia/Kolkata). */
function offsetMinutes(instantMs: number, timeZone: string): number {
  const seconds = Math.floor(instantMs / 1000) * 1000;
  return Math.round((wallClock(seconds, timeZone).getTime() - seconds) / 60_000);
}

/** 20260110T103000 in the zone (a "local time with TZID" of RFC 5545 3.3.5). */
function localStamp(instantMs: number, timeZone: string): string {
  return utcStamp(wallClock(instantMs, timeZone)).slice(0, -1);
}

/** +0530 */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

const DAY_MS = 86_400_000;

interface Observance {
  /** The instant the offset starts to apply. */
  at: number;
  from: number;
  to: number;
}

/** The offset changes of a zone between two instants, found day by day and narrowed to the minute. */
function observancesOf(timeZone: string, fromMs: number, toMs: number): Observance[] {
  const first = offsetMinutes(fromMs, timeZone);
  const found: Observance[] = [{ at: fromMs, from: first, to: first }];
  let previous = first;
  for (let day = fromMs + DAY_MS; day <= toMs + DAY_MS; day += DAY_MS) {
    const offset = offsetMinutes(day, timeZone);
    if (offset === previous) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

/** VTIMEZONE of a zone covering the given instants (RFC 5545 3.6.5). */
function vtimezone(timeZone: string, instants: number[]): string[] {
  const fromMs = Math.min(...instants) - DAY_MS;
  const toMs = Math.max(...instants);
  const observances = observancesOf(timeZone, fromMs, toMs);
  const lowest = Math.min(...observances.map((o) => o.to));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  for (const [index, observance] of observances.entries()) {
    // DTSTART of an observance is the local time just before the change, in the offset it changes from;
    // the first one holds from 1970 on, as calendar generators conventionally write it.
    const kind = observance.to > lowest ? "DAYLIGHT" : "STANDARD";
    const local =
      index === 0 ? "19700101T000000" : utcStamp(new Date(observance.at + observance.from * 60_000)).slice(0, -1);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${local}`,
      `TZOFFSETFROM:${offsetText(observance.from)}`,
      `TZOFFSETTO:${offsetText(observance.to)}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** Events without an end last an hour in calendars (RFC 5545 would make them end as they start). */
const DEFAULT_DURATION_MS = 60 * 60_000;

function endOf(event: IcsEvent): Date {
  return event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_DURATION_MS);
}

function vevent(event: IcsEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.startsAt.getTime(), event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(endOf(event).getTime(), event.timeZone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`URL:${event.url}`, "END:VEVENT");
  return lines;
}

/** The whole VCALENDAR, ready to send as text/calendar. */
export function renderCalendar(calendar: IcsCalendar): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Learn Without Limits//Events//EN", "CALSCALE:GREGORIAN"];
  if (calendar.name !== undefined) {
    lines.push("METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(calendar.name)}`);
  }
  const zones = new Map<string, number[]>();
  for (const event of calendar.events) {
    const instants = zones.get(event.timeZone) ?? [];
    instants.push(event.startsAt.getTime(), endOf(event).getTime());
    zones.set(event.timeZone, instants);
  }
  for (const [zone, instants] of zones) lines.push(...vtimezone(zone, instants));
  for (const event of calendar.events) lines.push(...vevent(event));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
