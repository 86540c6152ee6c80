import { SITE_TIME_ZONE } from "@lwl/contracts/constants";

/** Display formatting shared by every page. Dates use English month names, as the spec's examples do. */
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateTime = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2025" (spec section 2: short month, day, year). */
export function formatShortDate(iso: string): string {
  const date = toDate(iso);
  return date ? shortDate.format(date) : "";
}

export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  return date ? dateTime.format(date) : "";
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

/** Cuts text at `max` characters (spec: 450 for featured news, 100 for sidebar excerpts) and marks the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** Day of month and short month for calendar-style date badges, in the event's zone. */
export function dateBadge(iso: string, timeZone: string): { day: string; month: string } {
  const date = toDate(iso);
  if (!date) return { day: "", month: "" };
  const parts = new Intl.DateTimeFormat("en-US", {
    day: "numeric",
    month: "short",
    timeZone: knownZone(timeZone),
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: part("day"), month: part("month").toUpperCase() };
}
