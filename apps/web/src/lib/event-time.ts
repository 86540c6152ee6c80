import { SITE_TIME_ZONE } from "@lwl/contracts/constants";

/**
 * Event times, shown in the event's own time zone with its name, the same for every viewer. Apart
 * from format.ts so the landing page, which shows no event times, does not load it.
 */

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** Formatters per time zone: an events page formats many dates in one or two zones. */
interface ZoneFormatters {
  dateTime: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  zone: Intl.DateTimeFormat;
}
const zoned = new Map<string, ZoneFormatters>();

function formattersIn(timeZone: string): ZoneFormatters {
  let found = zoned.get(timeZone);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat("en-US", { ...DATE_TIME_PARTS, timeZone }),
      time: new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }),
      day: new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone }),
      zone: new Intl.DateTimeFormat("en-US", { hour: "numeric", timeZone, timeZoneName: "long" }),
    };
    zoned.set(timeZone, found);
  }
  return found;
}

/** A zone the browser does not know falls back to the site's, rather than breaking the page. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return SITE_TIME_ZONE;
  }
}

/** "India Standard Time": the name of the zone at that moment (summer time included). */
function zoneName(date: Date, formatters: ZoneFormatters): string {
  return formatters.zone.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "";
}

/**
 * An event's time in the event's own zone, the same for every viewer: "Tue, Mar 5, 2025, 9:00 AM –
 * 5:00 PM India Standard Time", or two full date-times when the event spans days.
 */
export function formatDateRange(startIso: string, endIso: string | null, timeZone: string): string {
  const start = toDate(startIso);
  if (!start) return "";
  const formatters = formattersIn(knownZone(timeZone));
  const label = zoneName(start, formatters);
  const end = endIso ? toDate(endIso) : null;
  if (!end) return `${formatters.dateTime.format(start)} ${label}`;
  const sameDay = formatters.day.format(start) === formatters.day.format(end);
  return sameDay
    ? `${formatters.dateTime.format(start)} – ${formatters.time.format(end)} ${label}`
    : `${formatters.dateTime.format(start)} – ${formatters.dateTime.format(end)} ${zoneName(end, formatters)}`;
}

/** The year of an instant in a zone ("2027"). */
function yearIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(date);
}

/**
 * Day of month and short month for calendar-style date badges, in the event's zone, with the year
 * when it is not the year of `now` (issue 28: "10 SEP" of next year read as this September).
 */
export function dateBadge(
  iso: string,
  timeZone: string,
  now: Date = new Date(),
): { day: string; month: string; year: string | null } {
  const date = toDate(iso);
  if (!date) return { day: "", month: "", year: null };
  const zone = knownZone(timeZone);
  const parts = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", timeZone: zone }).formatToParts(
    date,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const year = yearIn(date, zone);
  return { day: part("day"), month: part("month").toUpperCase(), year: year === yearIn(now, zone) ? null : year };
}

/** A short day in the event's zone: "Nov 29" this year, "Jan 3, 2027" in another. */
export function shortEventDate(iso: string, timeZone: string, now: Date = new Date()): string {
  const date = toDate(iso);
  if (!date) return "";
  const zone = knownZone(timeZone);
  const sameYear = yearIn(date, zone) === yearIn(now, zone);
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: sameYear ? undefined : "numeric",
    timeZone: zone,
  }).format(date);
}

/**
 * Whether an event is over: it has ended, or, having no end, it has started. The search service
 * draws the same line for "upcoming" (apps/api/src/modules/search/index/corpus.ts).
 */
export function hasEnded(startIso: string, endIso: string | null, now: Date = new Date()): boolean {
  const last = toDate(endIso ?? startIso);
  return last !== null && last.getTime() < now.getTime();
}
