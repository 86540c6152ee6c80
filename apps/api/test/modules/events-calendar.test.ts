/**
 * iCalendar files of events (issue 13 item 4): GET /api/events/{id}.ics and the listing feed
 * GET /api/events/listing/{listingId}.ics, parsed with ical.js to prove they are valid RFC 5545.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeText, foldLine } from "../../src/modules/events/ics.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { insertEvent, insertListing } from "../helpers/fixtures.ts";

const ORIGIN = "https://calendar.example.org";
const DAY = 86_400_000;
let t: TestApp;
const ids: Record<string, number> = {};
let listingId: number;
let emptyListingId: number;
let pendingListingId: number;

const TRICKY_TITLE = "Open house; fees, scholarships \\ more";
const LONG_DESCRIPTION = `<p>Meet the faculty, tour the labs; ask about fees, hostels and more.</p><p>${"Ünïcödé text ".repeat(12)}</p>`;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  const db = t.database.db;
  listingId = (await insertListing(db, { name: "Sunrise College, Pune" })).id;
  emptyListingId = (await insertListing(db, { name: "Quiet College" })).id;
  pendingListingId = (await insertListing(db, { name: "Pending College", status: "PENDING" })).id;
  const add = async (key: string, host: number, overrides: Parameters<typeof insertEvent>[2] = {}) => {
    ids[key] = (await insertEvent(db, host, { title: key, ...overrides })).id;
  };
  await add(TRICKY_TITLE, listingId, {
    // 10:30 to 16:30 in Pune (UTC+05:30).
    startsAt: new Date("2030-03-14T05:00:00.000Z"),
    endsAt: new Date("2030-03-14T11:00:00.000Z"),
    timeZone: "Asia/Kolkata",
    description: LONG_DESCRIPTION,
    address: {
      line1: "5 FC Road",
      line2: null,
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411004",
      country: "India",
      latitude: null,
      longitude: null,
    },
  });
  // 18:00 in London during summer time (UTC+01:00), no end: an hour long in calendars.
  await add("Online webinar", listingId, {
    startsAt: new Date("2030-07-01T17:00:00.000Z"),
    timeZone: "Europe/London",
    address: null,
    onlineUrl: "https://meet.example/webinar",
  });
  // 18:00 in London in winter (UTC+00:00): the feed's London VTIMEZONE must carry the change to summer time.
  await add("Winter webinar", listingId, {
    startsAt: new Date("2030-01-15T18:00:00.000Z"),
    endsAt: new Date("2030-01-15T19:00:00.000Z"),
    timeZone: "Europe/London",
    address: null,
    onlineUrl: "https://meet.example/winter",
  });
  await add("Long ago", listingId, { startsAt: new Date(Date.now() - 120 * DAY) });
  await add("Last month", listingId, { startsAt: new Date(Date.now() - 30 * DAY) });
  await add("Draft event", listingId, { status: "DRAFT" });
  await add("Event of pending listing", pendingListingId);
});
afterAll(() => t.close());

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

function summaries(calendar: ICAL.Component): string[] {
  return calendar.getAllSubcomponents("vevent").map((vevent) => String(vevent.getFirstPropertyValue("summary")));
}

describe("GET /api/events/{id}.ics", () => {
  it("answers a calendar file with the event's properties, in its own time zone", async () => {
    const id = ids[TRICKY_TITLE];
    const response = await t.app.inject({ method: "GET", url: `/api/events/${id}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="open-house-fees-scholarships-more.ics"',
    );
    const calendar = parse(response.body);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const vtimezone = calendar.getFirstSubcomponent("vtimezone");
    expect(vtimezone?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    expect(vtimezone?.getFirstSubcomponent("standard")?.getFirstPropertyValue("tzoffsetto")?.toString()).toBe("+05:30");
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    expect(vevent.getFirstPropertyValue("uid")).toBe(`event-${id}@calendar.example.org`);
    expect(vevent.getFirstPropertyValue("summary")).toBe(TRICKY_TITLE);
    expect(vevent.getFirstPropertyValue("description")).toBe(
      `Meet the faculty, tour the labs; ask about fees, hostels and more. ${"Ünïcödé text ".repeat(12).trim()}`,
    );
    expect(vevent.getFirstPropertyValue("location")).toBe("5 FC Road, Pune, Maharashtra 411004, India");
    expect(vevent.getFirstPropertyValue("url")).toBe(
      `${ORIGIN}/eventdescription/${id}/open-house-fees-scholarships-more`,
    );
    const start = vevent.getFirstProperty("dtstart");
    expect(start?.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(start?.getFirstValue()?.toString()).toBe("2030-03-14T10:30:00");
    expect(vevent.getFirstPropertyValue("dtend")?.toString()).toBe("2030-03-14T16:30:00");
    // With the VTIMEZONE registered, ical.js places the local times at the right instants.
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-03-14T05:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2030-03-14T11:00:00.000Z");
  });

  it("writes RFC 5545 text: CRLF lines of at most 75 octets, commas and semicolons escaped", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/events/${ids[TRICKY_TITLE]}.ics` });
    const body = response.body;
    expect(body.endsWith("\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(body).toContain("SUMMARY:Open house\\; fees\\, scholarships \\\\ more\r\n");
    expect(body).toMatch(/\r\n DESCRIPTION|DESCRIPTION:Meet the faculty\\, tour the labs\\; ask about fees\\,/);
  });

  it("gives the same UID and the same file on every request", async () => {
    const url = `/api/events/${ids[TRICKY_TITLE]}.ics`;
    const [first, second] = await Promise.all([
      t.app.inject({ method: "GET", url }),
      t.app.inject({ method: "GET", url }),
    ]);
    expect(second.body).toBe(first.body);
    expect(parse(first.body).getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid")).toBe(
      `event-${ids[TRICKY_TITLE]}@calendar.example.org`,
    );
  });

  it("gives an online event its address as LOCATION, an hour long when it has no end, in summer time", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/events/${ids["Online webinar"]}.ics` });
    const calendar = parse(response.body);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/London");
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    expect(vevent.getFirstPropertyValue("location")).toBe("https://meet.example/webinar");
    expect(vevent.getFirstPropertyValue("dtstart")?.toString()).toBe("2030-07-01T18:00:00");
    expect(vevent.getFirstPropertyValue("dtend")?.toString()).toBe("2030-07-01T19:00:00");
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-07-01T17:00:00.000Z");
  });

  it("answers 404 for an unknown event, a draft, and an event of an unpublished listing", async () => {
    for (const id of [999_999, ids["Draft event"], ids["Event of pending listing"]]) {
      const response = await t.app.inject({ method: "GET", url: `/api/events/${id}.ics` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: `Event ${id} not found` });
    }
  });

  it("answers 400 for an id that is not a positive whole number", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/events/abc.ics" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("id must be a positive whole number");
  });

  it("leaves the JSON answer of /api/events/{id} as it was", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/events/${ids["Online webinar"]}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe("Online webinar");
  });
});

describe("GET /api/events/listing/{listingId}.ics", () => {
  it("is a named feed of the listing's published events, upcoming and the last 90 days", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/events/listing/${listingId}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="sunrise-college-pune-events.ics"');
    expect(response.body).toContain("X-WR-CALNAME:Sunrise College\\, Pune events\r\n");
    const calendar = parse(response.body);
    // ical.js leaves X- properties unparsed (their value type is unknown to it), escapes included.
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Sunrise College\\, Pune events");
    expect(summaries(calendar)).toEqual(["Last month", "Winter webinar", TRICKY_TITLE, "Online webinar"]);
    expect(
      calendar
        .getAllSubcomponents("vtimezone")
        .map((zone) => zone.getFirstPropertyValue("tzid"))
        .sort(),
    ).toEqual(["Asia/Kolkata", "Europe/London"]);
    // Every event keeps the UID of its own .ics, so a subscribed feed and a downloaded file agree.
    expect(calendar.getAllSubcomponents("vevent").map((vevent) => vevent.getFirstPropertyValue("uid"))).toEqual(
      [ids["Last month"], ids["Winter webinar"], ids[TRICKY_TITLE], ids["Online webinar"]].map(
        (id) => `event-${id}@calendar.example.org`,
      ),
    );
  });

  it("carries summer time in the zone's VTIMEZONE, so winter and summer events land at the right instants", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/events/listing/${listingId}.ics` });
    const calendar = parse(response.body);
    const london = calendar
      .getAllSubcomponents("vtimezone")
      .find((zone) => zone.getFirstPropertyValue("tzid") === "Europe/London");
    const daylight = london?.getFirstSubcomponent("daylight");
    // British Summer Time begins at 01:00 UTC on the last Sunday of March.
    expect(daylight?.getFirstPropertyValue("dtstart")?.toString()).toBe("2030-03-31T01:00:00");
    expect(daylight?.getFirstPropertyValue("tzoffsetfrom")?.toString()).toBe("+00:00");
    expect(daylight?.getFirstPropertyValue("tzoffsetto")?.toString()).toBe("+01:00");
    const startsOf = (summary: string) => {
      const vevent = calendar
        .getAllSubcomponents("vevent")
        .find((candidate) => candidate.getFirstPropertyValue("summary") === summary);
      if (!vevent) throw new Error(`no ${summary}`);
      const event = new ICAL.Event(vevent);
      return [vevent.getFirstPropertyValue("dtstart")?.toString(), event.startDate.toJSDate().toISOString()];
    };
    expect(startsOf("Winter webinar")).toEqual(["2030-01-15T18:00:00", "2030-01-15T18:00:00.000Z"]);
    expect(startsOf("Online webinar")).toEqual(["2030-07-01T18:00:00", "2030-07-01T17:00:00.000Z"]);
  });

  it("is an empty, valid calendar for a published listing without events", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/events/listing/${emptyListingId}.ics` });
    expect(response.statusCode).toBe(200);
    expect(summaries(parse(response.body))).toEqual([]);
  });

  it("answers 404 for an unknown or unpublished listing, and 400 for a bad id", async () => {
    for (const id of [999_999, pendingListingId]) {
      const response = await t.app.inject({ method: "GET", url: `/api/events/listing/${id}.ics` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: `Listing ${id} not found` });
    }
    const bad = await t.app.inject({ method: "GET", url: "/api/events/listing/0.ics" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("listingId must be a positive whole number");
  });
});

describe("the iCalendar text rules", () => {
  it("escapes backslashes, semicolons, commas and every kind of newline", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("folds at 75 octets without splitting a multi-byte character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    const lines = folded.split("\r\n");
    expect(lines.map((line) => Buffer.byteLength(line, "utf8"))).toEqual([74, 75, 25]);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });
});
