/**
 * Shortlists (issue 27 item 2): who may keep one, what can be saved, notes, the maximum, the merge of a
 * visitor's list on sign-in, and the owner's "times shortlisted" counted without personal data, on a real
 * database through the real calls.
 */
import { SHORTLIST_FULL, SHORTLIST_MAX_ITEMS } from "@lwl/contracts/shortlist-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listingMonthlyCounts, listings, shortlistItems } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { newAddresses, type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { insertListing, listingValues } from "../../helpers/fixtures.ts";

let t: TestApp;
let sunrise: { id: number; slug: string };
let hidden: { id: number };
const address = newAddresses("10.27");
// 23:30 UTC on 30 November is 1 December in India: the count goes to India's month.
const NOW = "2026-11-30T23:30:00Z";
const MONTH = "2026-12-01";

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sunrise = await insertListing(t.database.db, {
    name: "Sunrise School",
    type: "SCHOOL",
    city: "Pune",
    state: "Maharashtra",
    logo: null,
  });
  hidden = await insertListing(t.database.db, { name: "Hidden College", status: "PENDING" });
});
afterAll(() => t.close());

let user: SignedInUser;
beforeEach(async () => {
  user = await signInAs(t, "Reader");
});

const call = (method: "GET" | "PUT" | "DELETE" | "POST", url: string, who: SignedInUser | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...address() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const sunriseItem = (note: string) => ({
  listing: {
    id: sunrise.id,
    slug: sunrise.slug,
    name: "Sunrise School",
    type: "SCHOOL",
    city: "Pune",
    state: "Maharashtra",
    logo: null,
  },
  note,
  savedAt: new Date(NOW).toISOString(),
});

async function shortlistedCount(listingId: number): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ n: listingMonthlyCounts.shortlisted })
    .from(listingMonthlyCounts)
    .where(and(eq(listingMonthlyCounts.listingId, listingId), eq(listingMonthlyCounts.month, MONTH)));
  return row?.n;
}

describe("a signed-in user's shortlist", () => {
  it("is empty at first", async () => {
    const response = await call("GET", "/api/shortlist", user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it("keeps a saved published listing with its note, and answers the whole shortlist", async () => {
    const saved = await call("PUT", `/api/shortlist/${sunrise.id}`, user, { note: "  Ask about the school bus  " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ items: [sunriseItem("Ask about the school bus")] });
    expect((await call("GET", "/api/shortlist", user)).json()).toEqual({
      items: [sunriseItem("Ask about the school bus")],
    });
  });

  it("changes the note of a saved listing, and keeps it when saved again without one", async () => {
    await call("PUT", `/api/shortlist/${sunrise.id}`, user, {});
    await call("PUT", `/api/shortlist/${sunrise.id}`, user, { note: "Visit on Saturday" });
    const again = await call("PUT", `/api/shortlist/${sunrise.id}`, user, {});
    expect(again.json()).toEqual({ items: [sunriseItem("Visit on Saturday")] });
  });

  it("removes a listing, and removing it twice is no error", async () => {
    await call("PUT", `/api/shortlist/${sunrise.id}`, user, {});
    expect((await call("DELETE", `/api/shortlist/${sunrise.id}`, user)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/shortlist/${sunrise.id}`, user)).statusCode).toBe(204);
    expect((await call("GET", "/api/shortlist", user)).json()).toEqual({ items: [] });
  });

  it("is each user's own", async () => {
    await call("PUT", `/api/shortlist/${sunrise.id}`, user, {});
    const other = await signInAs(t, "Reader");
    expect((await call("GET", "/api/shortlist", other)).json()).toEqual({ items: [] });
  });

  it("hides a saved listing while it is not published, and shows it again with its note", async () => {
    await call("PUT", `/api/shortlist/${sunrise.id}`, user, { note: "First choice" });
    await t.database.db.update(listings).set({ status: "PENDING" }).where(eq(listings.id, sunrise.id));
    expect((await call("GET", "/api/shortlist", user)).json()).toEqual({ items: [] });
    await t.database.db.update(listings).set({ status: "PUBLISHED" }).where(eq(listings.id, sunrise.id));
    expect((await call("GET", "/api/shortlist", user)).json()).toEqual({ items: [sunriseItem("First choice")] });
  });
});

describe("the refusals", () => {
  it.each([
    ["GET", "/api/shortlist"],
    ["PUT", "/api/shortlist/1"],
    ["DELETE", "/api/shortlist/1"],
    ["POST", "/api/shortlist/merge"],
  ] as const)("%s %s needs a signed-in user (401)", async (method, url) => {
    const response = await call(method, url, null, method === "PUT" || method === "POST" ? { items: [] } : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Sign in to continue: this needs a valid access token.");
  });

  it("saves only published listings (404)", async () => {
    for (const id of [hidden.id, 999_999]) {
      const response = await call("PUT", `/api/shortlist/${id}`, user, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: `Listing ${id} not found` });
    }
  });

  it("takes a note of at most 500 characters in a JSON object, and a listing id that is a whole number (400)", async () => {
    const long = await call("PUT", `/api/shortlist/${sunrise.id}`, user, { note: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("note must be at most 500 characters");
    const noBody = await call("PUT", `/api/shortlist/${sunrise.id}`, user);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(
      'body: The body must be a JSON object: {} to save, or {"note": "…"} to save with a note',
    );
    const badId = await call("PUT", "/api/shortlist/abc", user, {});
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe("listingId must be a positive whole number");
  });

  it(`keeps at most ${SHORTLIST_MAX_ITEMS} listings (409 with what to do)`, async () => {
    const many = await t.database.db
      .insert(listings)
      .values(Array.from({ length: SHORTLIST_MAX_ITEMS }, () => listingValues()))
      .returning({ id: listings.id });
    await t.database.db.insert(shortlistItems).values(many.map((row) => ({ userId: user.user.id, listingId: row.id })));
    const response = await call("PUT", `/api/shortlist/${sunrise.id}`, user, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: "Conflict", message: SHORTLIST_FULL });
    // A listing already kept may still take a note.
    const note = await call("PUT", `/api/shortlist/${many[0]?.id}`, user, { note: "Still here" });
    expect(note.statusCode).toBe(200);
  });
});

describe("merging the browser's shortlist on sign-in", () => {
  it("keeps the union: the account's notes win, an empty one takes the browser's, the unpublishable are skipped", async () => {
    const oak = await insertListing(t.database.db, { name: "Oak School", type: "SCHOOL" });
    const pine = await insertListing(t.database.db, { name: "Pine School", type: "SCHOOL" });
    await call("PUT", `/api/shortlist/${sunrise.id}`, user, { note: "Account note" });
    await call("PUT", `/api/shortlist/${oak.id}`, user, {});
    const response = await call("POST", "/api/shortlist/merge", user, {
      items: [
        { listingId: sunrise.id, note: "Browser note" },
        { listingId: oak.id, note: "Browser note for Oak" },
        { listingId: pine.id },
        { listingId: hidden.id, note: "never" },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.skipped).toBe(1);
    expect(
      body.items.map((item: { listing: { name: string }; note: string }) => [item.listing.name, item.note]).sort(),
    ).toEqual([
      ["Oak School", "Browser note for Oak"],
      ["Pine School", ""],
      ["Sunrise School", "Account note"],
    ]);
  });

  it("refuses a list that is not one (400)", async () => {
    const response = await call("POST", "/api/shortlist/merge", user, { items: [{ listingId: "7" }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("items.0.listingId: listingId must be a whole number");
    const tooMany = await call("POST", "/api/shortlist/merge", user, {
      items: Array.from({ length: SHORTLIST_MAX_ITEMS + 1 }, (_, index) => ({ listingId: index + 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`items must have at most ${SHORTLIST_MAX_ITEMS} entries`);
  });
});

describe("times shortlisted, for the listing's owner", () => {
  it("counts a signed-in user's first save in the site's month, not a note change nor a save after removing", async () => {
    const listing = await insertListing(t.database.db, { name: "Counted College" });
    await call("PUT", `/api/shortlist/${listing.id}`, user, {});
    expect(await shortlistedCount(listing.id)).toBe(1);
    await call("PUT", `/api/shortlist/${listing.id}`, user, { note: "note" });
    expect(await shortlistedCount(listing.id)).toBe(1);
    await call("PUT", `/api/shortlist/${listing.id}`, await signInAs(t, "Reader"), {});
    expect(await shortlistedCount(listing.id)).toBe(2);
  });

  it("counts a visitor's save once per address, listing and day, and refuses what is not JSON or not published", async () => {
    const listing = await insertListing(t.database.db, { name: "Visited College" });
    const save = (from: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/shortlist/saves",
        headers: { "x-forwarded-for": from },
        payload: { listingId: listing.id },
      });
    expect((await save("10.27.200.1")).statusCode).toBe(204);
    expect((await save("10.27.200.1")).statusCode).toBe(204);
    expect(await shortlistedCount(listing.id)).toBe(1);
    expect((await save("10.27.200.2")).statusCode).toBe(204);
    expect(await shortlistedCount(listing.id)).toBe(2);
    t.clock.advance(24 * 60 * 60_000 + 1);
    expect((await save("10.27.200.1")).statusCode).toBe(204);
    // A day later (2 December in India, the same month) the address counts again.
    t.clock.set(NOW);
    expect(await shortlistedCount(listing.id)).toBe(3);

    const form = await t.app.inject({
      method: "POST",
      url: "/api/shortlist/saves",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `listingId=${listing.id}`,
    });
    expect(form.statusCode).toBe(415);
    const unpublished = await t.app.inject({
      method: "POST",
      url: "/api/shortlist/saves",
      payload: { listingId: hidden.id },
    });
    expect(unpublished.statusCode).toBe(404);
  });

  it("refuses more than 60 visitor saves an hour from one address (429 with when to come back)", async () => {
    const listing = await insertListing(t.database.db, { name: "Busy College" });
    const save = () =>
      t.app.inject({
        method: "POST",
        url: "/api/shortlist/saves",
        headers: { "x-forwarded-for": "10.27.201.1" },
        payload: { listingId: listing.id },
      });
    for (let n = 0; n < 60; n += 1) expect((await save()).statusCode).toBe(204);
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("3600");
    expect(refused.json().message).toBe("Too many saves from your address. Please try again in 60 minutes.");
  });
});
