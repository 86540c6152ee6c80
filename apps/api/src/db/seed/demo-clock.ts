/** The fixed "now" of the demo data: created and published times are relative to it, so every run is identical. */
export const DEMO_NOW = new Date("2026-11-01T09:00:00Z");

const DAY_MS = 86_400_000;

/** `base` moved by a (possibly fractional, possibly negative) number of days. */
export function addDays(base: Date, days: number): Date {
  return new Date(base.getTime() + Math.round(days * DAY_MS));
}

export function addHours(base: Date, hours: number): Date {
  return new Date(base.getTime() + Math.round(hours * 3_600_000));
}

/** A time of day in India (UTC+05:30) on the calendar day of `day`, as a Date. */
export function atIndiaTime(day: Date, hour: number, minute: number): Date {
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth();
  const d = day.getUTCDate();
  return new Date(Date.UTC(y, m, d, hour, minute) - 330 * 60_000);
}
