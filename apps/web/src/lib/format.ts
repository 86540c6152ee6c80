/** Display formatting shared by every page. Dates use English month names, as the spec's examples do. */
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2025" (docs/product.md section 2: short month, day, year). */
export function formatShortDate(iso: string): string {
  const date = toDate(iso);
  return date ? shortDate.format(date) : "";
}

/** A date input's value read as written (no time zone: the box's own wall time). */
const inputDay = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const inputTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
const DATE_INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/**
 * A date box's value in words, as the spec's dates read ("Saturday, December 5, 2026", with ", 10:30 AM"
 * for a date and time): a browser draws the box itself in its own locale's order (05/12/2026 or
 * 12/05/2026), so the words beside it say which day was chosen. Empty for an empty or partial value.
 */
export function dateInputInWords(value: string): string {
  const parts = DATE_INPUT_VALUE.exec(value);
  if (!parts) return "";
  const [, year, month, day, hour, minute] = parts;
  const instant = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0)),
  );
  // Date.UTC rolls a day that does not exist over (2026-02-30 to March 2): such a value says nothing.
  if (instant.getUTCMonth() !== Number(month) - 1 || instant.getUTCDate() !== Number(day)) return "";
  const words = inputDay.format(instant);
  return hour === undefined ? words : `${words}, ${inputTime.format(instant)}`;
}

/** Cuts text at `max` characters (spec: 450 for featured news, 100 for sidebar excerpts) and marks the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
