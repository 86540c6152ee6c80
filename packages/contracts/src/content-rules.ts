/**
 * Limits and checks of the content an owner writes (listings, events, posts), free of zod so a form
 * can use them without loading it. The zod fields that apply them are in content-fields.ts.
 */

/** Plain one-line labels: names, titles, cities. */
export const TITLE_MAX_LENGTH = 200;
/** Rich-text bodies (HTML from the editor, sanitised by the server before it is stored). */
export const RICH_TEXT_MAX_LENGTH = 100_000;
/** A post's short description (shown in lists and news cards). */
export const SHORT_DESCRIPTION_MAX_LENGTH = 300;
/** Image and web addresses. */
export const ADDRESS_URL_MAX_LENGTH = 2048;
/** Short free-text details: fee, fee range, affiliation, board, grades, medium, hourly rate. */
export const DETAIL_MAX_LENGTH = 200;
/** Entries of lists (courses, subjects, tags) and how many a list holds. */
export const LIST_ENTRY_MAX_LENGTH = 100;
export const LIST_MAX_ENTRIES = 50;
export const TAG_MAX_LENGTH = 40;
export const POST_MAX_TAGS = 10;
/** A rejection reason (issue 11). */
export const REJECT_REASON_MAX_LENGTH = 1000;

/**
 * An image the site may show: a path to this site's uploads (`/media/...`, no `..`, no white space)
 * or an https address. Plain http is refused: the pages are served over https in production and a
 * mixed-content image would not load.
 */
export function isImageAddress(value: string): boolean {
  if (/^\/media\/\S+$/.test(value)) return !value.includes("..") && !value.includes("\\");
  return isWebAddress(value, ["https:"]);
}

/** An absolute web address with a host (registration pages, online events, websites). */
export function isWebAddress(value: string, protocols: readonly string[] = ["http:", "https:"]): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A calendar day's shape: 2026-11-23. */
export const CALENDAR_DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** 2026-02-30 has the shape (and Date reads it as March 2nd): a real day is one that reads back the same. */
export function isRealCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return CALENDAR_DAY_SHAPE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A contact telephone number: digits with spaces, dashes, dots, brackets and an optional leading +. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){5,20}\D*$)\+?[0-9 ()./-]{5,30}$/;

/** True when the IANA time zone name is known to this runtime ("Asia/Kolkata", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value === "" || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone is ahead of UTC at an instant (330 for Asia/Kolkata). */
function offsetMinutesAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time ("2026-12-01T10:30", no offset) names in a time zone. A time that a
 * daylight-saving change repeats takes its first reading; one that it skips reads as the offset before
 * the change would (01:30 in a 01:00 to 02:00 gap becomes 02:30).
 */
export function wallClockToInstant(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(local);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // The zone's offsets a day before and after: the wall-clock time is one of these two readings.
  const DAY = 86_400_000;
  const readings = [offsetMinutesAt(asUtc - DAY, timeZone), offsetMinutesAt(asUtc + DAY, timeZone)].map((offset) => ({
    offset,
    instant: asUtc - offset * 60_000,
  }));
  const valid = readings.filter((reading) => offsetMinutesAt(reading.instant, timeZone) === reading.offset);
  const chosen = valid.length > 0 ? Math.min(...valid.map((reading) => reading.instant)) : readings[0]?.instant;
  return new Date(chosen ?? Number.NaN);
}

/** True when the text carries its own offset (`Z`, `+05:30`): it names an instant by itself. */
export function hasUtcOffset(value: string): boolean {
  return /(?:Z|[+-]\d{2}:\d{2})$/i.test(value);
}
