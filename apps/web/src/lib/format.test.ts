import { describe, expect, it } from "vitest";
import { dateBadge, formatDateRange, hasEnded, shortEventDate } from "./event-time.ts";
import { dateInputInWords, formatShortDate, truncate } from "./format.ts";

describe("format", () => {
  it("writes dates as short month, day, year", () => {
    expect(formatShortDate("2026-03-05T12:00:00.000Z")).toBe("Mar 5, 2026");
    expect(formatShortDate("not a date")).toBe("");
  });

  it("gives an event's times in the event's own zone with its name, whatever the browser's zone", () => {
    // An open house from 10:30 to 12:30 in Pune: 05:00 to 07:00 UTC.
    expect(formatDateRange("2026-03-05T05:00:00.000Z", "2026-03-05T07:00:00.000Z", "Asia/Kolkata")).toBe(
      "Thu, Mar 5, 2026, 10:30 AM – 12:30 PM India Standard Time",
    );
    expect(formatDateRange("2026-03-05T05:00:00.000Z", null, "Asia/Kolkata")).toBe(
      "Thu, Mar 5, 2026, 10:30 AM India Standard Time",
    );
    // 23:00 to 01:00 in India spans two days there, though it is one day in UTC.
    expect(formatDateRange("2026-03-05T17:30:00.000Z", "2026-03-05T19:30:00.000Z", "Asia/Kolkata")).toBe(
      "Thu, Mar 5, 2026, 11:00 PM – Fri, Mar 6, 2026, 1:00 AM India Standard Time",
    );
    expect(formatDateRange("2026-07-05T14:00:00.000Z", "2026-07-05T16:00:00.000Z", "Europe/London")).toBe(
      "Sun, Jul 5, 2026, 3:00 PM – 5:00 PM British Summer Time",
    );
    // A zone the browser does not know falls back to the site's.
    expect(formatDateRange("2026-03-05T05:00:00.000Z", null, "Mars/Olympus")).toBe(
      "Thu, Mar 5, 2026, 10:30 AM India Standard Time",
    );
  });

  it("puts the event's day in its zone on the date badge", () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    expect(dateBadge("2026-03-05T19:00:00.000Z", "Asia/Kolkata", now)).toEqual({ day: "6", month: "MAR", year: null });
    expect(dateBadge("2026-03-05T19:00:00.000Z", "America/New_York", now)).toEqual({
      day: "5",
      month: "MAR",
      year: null,
    });
  });

  it("adds the year to an event's day only when it is not this year, counted in the event's zone", () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    expect(dateBadge("2027-09-10T04:30:00.000Z", "Asia/Kolkata", now)).toEqual({
      day: "10",
      month: "SEP",
      year: "2027",
    });
    expect(dateBadge("2025-12-31T20:00:00.000Z", "Asia/Kolkata", now).year).toBeNull();
    expect(shortEventDate("2026-11-29T06:00:00.000Z", "Asia/Kolkata", now)).toBe("Nov 29");
    expect(shortEventDate("2027-01-03T04:30:00.000Z", "Asia/Kolkata", now)).toBe("Jan 3, 2027");
    expect(shortEventDate("2025-05-17T03:30:00.000Z", "Asia/Kolkata", now)).toBe("May 17, 2025");
  });

  it("counts an event as ended once its end has passed, or its start when it has no end", () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    expect(hasEnded("2026-11-27T10:00:00.000Z", "2026-11-27T12:00:00.000Z", now)).toBe(false);
    expect(hasEnded("2026-11-27T10:00:00.000Z", "2026-11-27T11:59:59.999Z", now)).toBe(true);
    expect(hasEnded("2026-11-27T12:00:00.000Z", null, now)).toBe(false);
    expect(hasEnded("2026-11-27T11:59:59.999Z", null, now)).toBe(true);
    expect(hasEnded("not a date", null, now)).toBe(false);
  });

  it("cuts text at the limit and marks the cut", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("exactly 10", 10)).toBe("exactly 10");
    expect(truncate("a bit longer than ten", 10)).toBe("a bit long…");
    expect(truncate("trailing space here", 9)).toBe("trailing…");
  });
});

describe("a date box's value in words", () => {
  it("names the day of a date, and the time of a date and time, as written (no time zone)", () => {
    expect(dateInputInWords("2026-12-05")).toBe("Saturday, December 5, 2026");
    expect(dateInputInWords("2027-01-31T18:30")).toBe("Sunday, January 31, 2027, 6:30 PM");
    expect(dateInputInWords("2027-03-01T00:05")).toBe("Monday, March 1, 2027, 12:05 AM");
  });

  it("says nothing for an empty or unfinished value", () => {
    expect(dateInputInWords("")).toBe("");
    expect(dateInputInWords("2026-1")).toBe("");
    // An address can carry any digits (?from=2026-02-30); the box shows nothing for them, and so do the words.
    expect(dateInputInWords("2026-02-30")).toBe("");
    expect(dateInputInWords("2026-13-01")).toBe("");
  });
});
