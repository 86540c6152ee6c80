import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { insertEvent, insertListing } from "../helpers/fixtures.ts";

let t: TestApp;
const day = 86_400_000;
const ids: Record<string, number> = {};
let listingId: number;
let otherListingId: number;
let hiddenListingId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  listingId = (await insertListing(db, { name: "Event Host College" })).id;
  otherListingId = (await insertListing(db, { name: "Other College" })).id;
  hiddenListingId = (await insertListing(db, { name: "Pending College", status: "PENDING" })).id;
  const at = (days: number) => new Date(Date.now() + days * day);
  const add = async (name: string, host: number, overrides: Parameters<typeof insertEvent>[2] = {}) => {
    ids[name] = (await insertEvent(db, host, { title: name, ...overrides })).id;
  };
  await add("Soon", listingId, { startsAt: at(2) });
  await add("Later", listingId, { startsAt: at(30), endsAt: at(31) });
  await add("Running now", otherListingId, { startsAt: at(-1), endsAt: at(1) });
  await add("Last week", listingId, { startsAt: at(-7) });
  await add("Last month", otherListingId, { startsAt: at(-30), endsAt: at(-29) });
  await add("Online webinar", otherListingId, {
    startsAt: at(5),
    timeZone: "Europe/London",
    address: null,
    onlineUrl: "https://meet.example/webinar",
  });
  await add("Pending event", listingId, { startsAt: at(3), status: "PENDING" });
  await add("Event of pending listing", hiddenListingId, { startsAt: at(4) });
  await add("In Pune", listingId, {
    startsAt: at(10),
    address: {
      line1: "5 FC Road",
      line2: null,
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411004",
      country: "India",
      latitude: 18.52,
      longitude: 73.84,
    },
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const titles = (body: { content: { title: string }[] }) => body.content.map((event) => event.title);

describe("GET /api/events", () => {
  it("lists visible events, upcoming soonest first, then past most recent first", async () => {
    const body = (await get("/api/events?size=20")).json();
    expect(titles(body)).toEqual([
      "Running now",
      "Soon",
      "Online webinar",
      "In Pune",
      "Later",
      "Last week",
      "Last month",
    ]);
    expect(body.totalElements).toBe(7);
  });

  it("filters upcoming and past", async () => {
    expect(titles((await get("/api/events?when=upcoming")).json())).toEqual([
      "Running now",
      "Soon",
      "Online webinar",
      "In Pune",
      "Later",
    ]);
    expect(titles((await get("/api/events?when=past")).json())).toEqual(["Last week", "Last month"]);
  });

  it("parts upcoming from past at the app's clock: three days on, what has begun or ended is past", async () => {
    t.clock.advance(3 * day);
    try {
      expect(titles((await get("/api/events?when=upcoming")).json())).toEqual(["Online webinar", "In Pune", "Later"]);
      // (The page total is kept for seconds and answered while recounted: the rows are the rule.)
      expect(titles((await get("/api/events?when=past")).json())).toEqual([
        "Soon",
        "Running now",
        "Last week",
        "Last month",
      ]);
    } finally {
      t.clock.advance(-3 * day);
    }
  });

  it("pages with the shared envelope", async () => {
    const body = (await get("/api/events?page=1&size=3")).json();
    expect(body).toMatchObject({ number: 1, size: 3, totalElements: 7, totalPages: 3, first: false, last: false });
    expect(titles(body)).toEqual(["In Pune", "Later", "Last week"]);
  });

  it("describes the place on one line, or Online", async () => {
    const body = (await get("/api/events?size=20")).json();
    const byTitle = Object.fromEntries(body.content.map((e: { title: string }) => [e.title, e]));
    expect(byTitle["In Pune"]).toMatchObject({ address: "5 FC Road, Pune, Maharashtra 411004, India", city: "Pune" });
    expect(byTitle["Online webinar"]).toMatchObject({ address: "Online", city: null });
    expect(byTitle.Soon.listingName).toBe("Event Host College");
  });

  it("gives each event's time zone, the site's (Asia/Kolkata) unless the event has its own", async () => {
    const body = (await get("/api/events?size=20")).json();
    const zones = Object.fromEntries(
      body.content.map((e: { title: string; timeZone: string }) => [e.title, e.timeZone]),
    );
    expect(zones).toEqual({
      Soon: "Asia/Kolkata",
      "In Pune": "Asia/Kolkata",
      "Online webinar": "Europe/London",
      "Running now": "Asia/Kolkata",
      Later: "Asia/Kolkata",
      "Last week": "Asia/Kolkata",
      "Last month": "Asia/Kolkata",
    });
    expect((await get(`/api/events/${ids["Online webinar"]}`)).json().timeZone).toBe("Europe/London");
  });

  it.each([
    ["when=tomorrow", "when must be one of upcoming, past, all"],
    ["size=1000", "size must be at most 100"],
    ["page=-2", "page must be at least 0"],
  ])("refuses %s", async (query, message) => {
    const response = await get(`/api/events?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("GET /api/events/{id}", () => {
  it("answers a published event with its listing", async () => {
    const response = await get(`/api/events/${ids["In Pune"]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids["In Pune"],
      title: "In Pune",
      slug: "in-pune",
      eventType: "WORKSHOP",
      accessibility: "OPEN",
      fullAddress: { city: "Pune", postalCode: "411004" },
      listing: { id: listingId, name: "Event Host College", slug: "event-host-college", type: "COLLEGE" },
    });
  });

  it("hides unpublished events and events of unpublished listings", async () => {
    for (const name of ["Pending event", "Event of pending listing"]) {
      const response = await get(`/api/events/${ids[name]}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Event ${ids[name]} not found`);
    }
    expect((await get("/api/events/424242")).statusCode).toBe(404);
  });

  it("refuses a bad id", async () => {
    const response = await get("/api/events/first");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("id must be a positive whole number");
  });
});

describe("GET /api/events/listing/{listingId}", () => {
  it("lists the published events of one listing", async () => {
    const body = (await get(`/api/events/listing/${listingId}`)).json();
    expect(titles(body)).toEqual(["Soon", "In Pune", "Later", "Last week"]);
    expect(titles((await get(`/api/events/listing/${listingId}?when=upcoming`)).json())).toEqual([
      "Soon",
      "In Pune",
      "Later",
    ]);
  });

  it("answers 404 for an unknown or unpublished listing", async () => {
    expect((await get("/api/events/listing/999999")).statusCode).toBe(404);
    const hidden = await get(`/api/events/listing/${hiddenListingId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(`Listing ${hiddenListingId} not found`);
  });

  it("refuses a bad listing id", async () => {
    const response = await get("/api/events/listing/x1");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("listingId must be a positive whole number");
  });
});
