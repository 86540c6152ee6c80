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

/** Cuts text at `max` characters (spec: 450 for featured news, 100 for sidebar excerpts) and marks the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
