/**
 * A listing's `searchCount` is one thing in every answer (issue 24.5): its search clicks in the month
 * that ranks "Top Searches This Month" (modules/search `popularMonth`: this month, or last month while
 * this one has under a handful). The public detail reads them with the row; the owner's views (create,
 * update, manage) add them to the row the moderated-content pipeline read. Both must agree.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { listingBody } from "../../helpers/content-bodies.ts";
import { insertClicks, insertListing } from "../../helpers/fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = (id: number) => t.app.inject({ method: "GET", url: `/api/listings/${id}` });
const manage = (id: number, user: SignedInUser) =>
  t.app.inject({ method: "GET", url: `/api/listings/${id}/manage`, headers: user.headers });

/** A visitor at `ip` opens the listing from search results (one click per client, listing and day). */
async function clickFrom(ip: string, listingId: number) {
  const response = await t.app.inject({
    method: "POST",
    url: "/searchservice/api/v1/clicks",
    headers: { "x-forwarded-for": ip },
    payload: { listingId, query: "counted" },
  });
  expect(response.statusCode).toBe(204);
}

/** What the owner's view adds to the public detail of a listing with nothing waiting for review. */
const NOTHING_PENDING = { rejectReason: null, pendingSince: null, pendingChanges: null };

describe("searchCount, in the public detail and the owner's views alike", () => {
  let owner: SignedInUser;
  let listingId: number;

  beforeAll(async () => {
    owner = await signInAs(t, "ListingOwner");
    listingId = (await insertListing(t.database.db, { name: "Counted Clicks College", authorId: owner.user.id })).id;
    // A handful of clicks: this month ranks, so both answers count this month's.
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4", "198.51.100.5"]) {
      await clickFrom(ip, listingId);
    }
  });

  it("GET /api/listings/{id}/manage answers what the public detail answers, with the moderation state", async () => {
    const shown = await detail(listingId);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().searchCount).toBe(5);
    const managed = await manage(listingId, owner);
    expect(managed.statusCode).toBe(200);
    expect(managed.json()).toEqual({ ...shown.json(), ...NOTHING_PENDING });
  });

  it("an edit's answer counts the same clicks (PUT /api/listings/{id}, proposed changes)", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/listings/${listingId}`,
      headers: owner.headers,
      payload: listingBody({ name: "Counted Clicks College", description: "<p>Counted, and edited.</p>" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: listingId,
      status: "PUBLISHED",
      searchCount: 5,
      pendingChanges: expect.objectContaining({ description: "<p>Counted, and edited.</p>" }),
    });
  });

  it("a new listing's answer (POST /api/listings) has no clicks yet", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/listings",
      headers: owner.headers,
      payload: listingBody({ name: "Freshly Counted College" }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: "Freshly Counted College", status: "PENDING", searchCount: 0 });
  });
});

describe("searchCount follows the ranking month of the app's clock", () => {
  // Far from the real month, so only the app's clock can name these months (the clock only moves forward).
  const MARCH = "2031-03-01";
  const FEBRUARY = "2031-02-01";
  let admin: SignedInUser;

  beforeAll(async () => {
    t.clock.set("2031-03-14T09:00:00Z");
    // Signed in at the clock's instant, so the token is not from six years before.
    admin = await signInAs(t, "Administrator");
  });

  it("counts last month's clicks while this month has under a handful, as Top Searches ranks them", async () => {
    const { id } = await insertListing(t.database.db, { name: "Last Month College" });
    await insertClicks(t.database.db, id, 7, FEBRUARY);
    await insertClicks(t.database.db, id, 2, MARCH);
    expect((await detail(id)).json().searchCount).toBe(7);
    expect((await manage(id, admin)).json().searchCount).toBe(7);
    const top = await t.app.inject({ method: "GET", url: "/api/listings/top-searches?size=1" });
    expect(top.json().map((listing: { id: number }) => listing.id)).toEqual([id]);
  });

  it("counts this month's once it has a handful", async () => {
    const { id } = await insertListing(t.database.db, { name: "This Month College" });
    await insertClicks(t.database.db, id, 9, FEBRUARY);
    // With the 2 above, March has 5 clicks: a handful.
    await insertClicks(t.database.db, id, 3, MARCH);
    expect((await detail(id)).json().searchCount).toBe(3);
    expect((await manage(id, admin)).json().searchCount).toBe(3);
    const lastMonth = await insertListing(t.database.db, { name: "Last Month College, Again" });
    await insertClicks(t.database.db, lastMonth.id, 40, FEBRUARY);
    expect((await detail(lastMonth.id)).json().searchCount).toBe(0);
    expect((await manage(lastMonth.id, admin)).json().searchCount).toBe(0);
  });
});
