/**
 * What a listing's owner sees they get (issue 27 item 6): views of the detail page counted once per
 * visitor and day without keeping the address, times shortlisted and enquiries added by their modules,
 * per month in the site's time zone; the counts shown to the listing's owner and administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingMonthlyCounts, listingViewReceipts } from "../../src/db/schema.ts";
import { OWNER_ROLE_NEEDED } from "../../src/modules/access/policy.ts";
import { addToMonthlyCount } from "../../src/modules/listing-stats/service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { bearer, type SignedInUser, signIn, signInAs } from "../helpers/auth.ts";
import { insertListing } from "../helpers/fixtures.ts";

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  // Mid-month in India: the next day is the same month. Set before anyone signs in, as tokens are dated by it.
  t.clock.set("2026-11-15T06:00:00Z");
  owner = await signInAs(t, "ListingOwner");
});
afterAll(() => t.close());

const view = (listingId: number, address: string) =>
  t.app.inject({ method: "POST", url: `/api/listings/${listingId}/views`, headers: { "x-forwarded-for": address } });

async function statsOf(listingId: number, as: SignedInUser = owner) {
  const response = await t.app.inject({ method: "GET", url: `/api/listings/${listingId}/stats`, headers: as.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("views of a listing's page", () => {
  it("count once per visitor and day, again the next day, with no address kept", async () => {
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    for (const address of ["10.27.6.1", "10.27.6.1", "10.27.6.2"]) {
      expect((await view(listing.id, address)).statusCode).toBe(204);
    }
    expect((await statsOf(listing.id)).months[0]).toEqual({ month: "2026-11", views: 2, shortlisted: 0, enquiries: 0 });

    t.clock.advance(24 * 60 * 60 * 1000);
    await view(listing.id, "10.27.6.1");
    // A day on, the access token has expired: the owner signs in again.
    owner = { ...owner, headers: bearer((await signIn(t.app, owner.user.email)).access_token) };
    expect((await statsOf(listing.id)).months[0]).toMatchObject({ month: "2026-11", views: 3 });
    const receipts = await t.database.db.select().from(listingViewReceipts);
    expect(receipts.every((receipt) => !receipt.clientKey.includes("10.27"))).toBe(true);
  });

  it("are refused for a listing visitors cannot see (404)", async () => {
    const draft = await insertListing(t.database.db, { authorId: owner.user.id, status: "DRAFT" });
    const refused = await view(draft.id, "10.27.6.3");
    expect([refused.statusCode, refused.json().message]).toEqual([404, `Listing ${draft.id} not found`]);
    expect((await view(987_654, "10.27.6.3")).statusCode).toBe(404);
    expect((await statsOf(draft.id)).months[0]).toMatchObject({ views: 0 });
  });
});

describe("the owner's counts", () => {
  it("show the last six months, newest first, with zeros where nothing was counted", async () => {
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    await t.database.db.insert(listingMonthlyCounts).values([
      { listingId: listing.id, month: "2026-09-01", views: 40, shortlisted: 3, enquiries: 1 },
      // Seven months back: no longer shown.
      { listingId: listing.id, month: "2026-04-01", views: 99, shortlisted: 9, enquiries: 9 },
    ]);
    const deps = { db: t.database.db, now: t.clock.now };
    await addToMonthlyCount(deps, listing.id, "shortlisted");
    await addToMonthlyCount(deps, listing.id, "shortlisted");
    await addToMonthlyCount(deps, listing.id, "enquiries");
    expect(await statsOf(listing.id)).toEqual({
      listingId: listing.id,
      months: [
        { month: "2026-11", views: 0, shortlisted: 2, enquiries: 1 },
        { month: "2026-10", views: 0, shortlisted: 0, enquiries: 0 },
        { month: "2026-09", views: 40, shortlisted: 3, enquiries: 1 },
        { month: "2026-08", views: 0, shortlisted: 0, enquiries: 0 },
        { month: "2026-07", views: 0, shortlisted: 0, enquiries: 0 },
        { month: "2026-06", views: 0, shortlisted: 0, enquiries: 0 },
      ],
    });
  });

  it("are the owner's and administrators' only", async () => {
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const url = `/api/listings/${listing.id}/stats`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const refusals = [];
    for (const role of ["Reader", "ListingOwner"] as const) {
      const stranger = await signInAs(t, role);
      const refused = await t.app.inject({ method: "GET", url, headers: stranger.headers });
      refusals.push([refused.statusCode, refused.json().message]);
    }
    expect(refusals).toEqual([
      [403, OWNER_ROLE_NEEDED],
      [403, "This listing does not belong to you."],
    ]);
    const admin = await signInAs(t, "Administrator");
    expect((await statsOf(listing.id, admin)).months).toHaveLength(6);
    const unknown = await t.app.inject({ method: "GET", url: "/api/listings/987654/stats", headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
  });
});
