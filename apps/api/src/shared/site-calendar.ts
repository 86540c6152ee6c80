/** Days and months in the site's time zone: a click or a view at 00:30 in India counts for India's day. */
import { SITE_TIME_ZONE } from "@lwl/contracts/constants";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The last minute asked for and its day: every search asks (the popular month), and formatting is not free. */
const lastAsked = { minute: Number.NaN, day: "" };

/** 2026-11-23 (a day begins on a whole minute in the site's time zone, so one minute is one day). */
export function siteDay(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastAsked.minute) {
    lastAsked.day = dayFormat.format(instant);
    lastAsked.minute = minute;
  }
  return lastAsked.day;
}

/** 2026-11-01: the month a day belongs to, as its first day. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function previousMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const previous = new Date(Date.UTC(year, index - 1, 1));
  return previous.toISOString().slice(0, 10);
}

const offsetFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset", year: "numeric" });

/** The instant a site-zone day starts (2026-11-23 → 2026-11-22T18:30:00Z in India). */
export function startOfSiteDay(day: string): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const zoneName = offsetFormat(SITE_TIME_ZONE)
    .formatToParts(noonUtc)
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = zoneName === "GMT" || !zoneName ? "+00:00" : zoneName.replace("GMT", "");
  return new Date(`${day}T00:00:00${offset}`);
}

export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
