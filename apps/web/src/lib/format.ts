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
const timeOnly = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2025" (docs/product.md section 2: short month, day, year). */
export function formatShortDate(iso: string): string {
  const date = toDate(iso);
  return date ? shortDate.format(date) : "";
}

export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  return date ? dateTime.format(date) : "";
}

/** "Tue, Mar 5, 2025, 9:00 AM – 5:00 PM", or two full date-times when the event spans days. */
export function formatDateRange(startIso: string, endIso: string | null): string {
  const start = toDate(startIso);
  if (!start) return "";
  const end = endIso ? toDate(endIso) : null;
  if (!end) return dateTime.format(start);
  const sameDay = start.toDateString() === end.toDateString();
  return sameDay
    ? `${dateTime.format(start)} – ${timeOnly.format(end)}`
    : `${dateTime.format(start)} – ${dateTime.format(end)}`;
}

/** Cuts text at `max` characters (spec: 450 for featured news, 100 for sidebar excerpts) and marks the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** Day of month and short month for calendar-style date badges. */
export function dateBadge(iso: string): { day: string; month: string } {
  const date = toDate(iso);
  if (!date) return { day: "", month: "" };
  return {
    day: String(date.getDate()),
    month: date.toLocaleString("en-US", { month: "short" }).toUpperCase(),
  };
}
