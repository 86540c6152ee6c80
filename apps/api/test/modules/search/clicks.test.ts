/**
 * Top Searches This Month (issue 9): clicks on search results, one per client, listing and day, kept
 * per listing and calendar month; the landing sections and the popularity tie-break use them.
 */
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { searchClickCounts, searchClickReceipts } from "../../../src/db/schema.ts";
import * as search from "../../../src/modules/search/service.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertListing } from "../../helpers/fixtures.ts";

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["Alpha Quill College", "Beta Quill College", "Gamma Quill College", "Delta Quill College"]) {
    ids[name] = (await insertListing(t.database.db, { name, type: "COLLEGE" })).id;
  }
  ids.hidden = (await insertListing(t.database.db, { name: "Hidden Quill College", status: "PENDING" })).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(searchClickCounts);
  await t.database.db.delete(searchClickReceipts);
});

const CLICKS = "/searchservice/api/v1/clicks";

function click(body: unknown, ip = "203.0.113.10", contentType = "application/json") {
  return t.app.inject({
    method: "POST",
    url: CLICKS,
    headers: { "content-type": contentType, "x-forwarded-for": ip },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const counts = () =>
  t.database.db
    .select({ month: searchClickCounts.month, listingId: searchClickCounts.listingId, count: searchClickCounts.count })
    .from(searchClickCounts)
    .orderBy(asc(searchClickCounts.month), asc(searchClickCounts.listingId));

/** The month the server is in now, in the site's time zone (2026-11-01). */
const thisMonth = () =>
  `${new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()).slice(0, 7)}-01`;

describe("POST /searchservice/api/v1/clicks", () => {
  it("counts a click once per client, listing and day, and answers 204", async () => {
    const listingId = ids["Alpha Quill College"] as number;
    const first = await click({ listingId, query: "quill" });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe("");
    expect((await click({ listingId, query: "alpha" })).statusCode).toBe(204);
    expect((await click({ listingId, query: "quill" }, "198.51.100.7")).statusCode).toBe(204);
    expect(await counts()).toEqual([{ month: thisMonth(), listingId, count: 2 }]);
  });

  it("keeps no client address, only a hash of it", async () => {
    await click({ listingId: ids["Alpha Quill College"], query: "quill" });
    const [receipt] = await t.database.db.select().from(searchClickReceipts);
    expect(receipt?.clientKey).toMatch(/^[0-9a-f]{32}$/);
    expect(receipt?.clientKey).not.toContain("203.0.113.10");
  });

  it("answers 404 for a listing that does not exist or is not published, and counts nothing", async () => {
    for (const listingId of [999_999, ids.hidden]) {
      const response = await click({ listingId, query: "quill" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: "Not Found",
        message: `Listing ${listingId} not found`,
      });
    }
    expect(await counts()).toEqual([]);
  });

  it.each([
    [{ listingId: "abc", query: "x" }, "listingId must be a whole number"],
    [{ listingId: 0, query: "x" }, "listingId must be a whole number"],
    [{ listingId: 1.5, query: "x" }, "listingId must be a whole number"],
    [{ listingId: 1, query: "x".repeat(101) }, "query must be at most 100 characters"],
    [{ listingId: 1 }, "query must be text"],
  ])("refuses %j with a 400", async (body, message) => {
    const response = await click(body, "192.0.2.50");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("takes JSON only (a form posted from another site counts nothing)", async () => {
    const response = await click("listingId=1&query=x", "192.0.2.51", "application/x-www-form-urlencoded");
    expect(response.statusCode).toBe(415);
    expect(await counts()).toEqual([]);
  });

  it("is rate limited per client address: the 61st click within the hour is a 429", async () => {
    const listingId = ids["Beta Quill College"] as number;
    for (let i = 0; i < search.CLICK_LIMIT.max; i += 1) {
      expect((await click({ listingId, query: "quill" }, "192.0.2.99")).statusCode).toBe(204);
    }
    const refused = await click({ listingId, query: "quill" }, "192.0.2.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(/^Too many clicks from your address\. Please try again in \d+ minutes?\.$/);
    // Another address is not affected.
    expect((await click({ listingId, query: "quill" }, "192.0.2.100")).statusCode).toBe(204);
  });
});

describe("months and days (site time zone)", () => {
  const at = (iso: string) => ({ db: t.database.db, now: () => new Date(iso) });

  it("counts again the next day, and in the month the click happened in India", async () => {
    const listingId = ids["Gamma Quill College"] as number;
    // 23:00 in India on 30 November, then 00:30 in India on 1 December (still 30 November in UTC).
    await search.recordClick(at("2026-11-30T17:30:00Z"), { listingId, query: "quill" }, "192.0.2.1");
    await search.recordClick(at("2026-11-30T17:45:00Z"), { listingId, query: "quill" }, "192.0.2.1");
    await search.recordClick(at("2026-11-30T19:00:00Z"), { listingId, query: "quill" }, "192.0.2.1");
    expect(await counts()).toEqual([
      { month: "2026-11-01", listingId, count: 1 },
      { month: "2026-12-01", listingId, count: 1 },
    ]);
  });

  it("ranks by the current month once it has a handful of clicks, by the last month until then", async () => {
    const alpha = ids["Alpha Quill College"] as number;
    const delta = ids["Delta Quill College"] as number;
    const december = at("2026-12-03T06:00:00Z");
    // November: Alpha was the most clicked.
    for (let client = 0; client < 6; client += 1) {
      await search.recordClick(at("2026-11-20T06:00:00Z"), { listingId: alpha, query: "q" }, `192.0.2.${client}`);
    }
    expect(await search.popularMonth(december)).toBe("2026-11-01");
    expect(await search.mostClickedListingIds(december, 2)).toEqual([alpha]);

    // December: four clicks for Delta are not yet a handful; the fifth is.
    for (let client = 0; client < 4; client += 1) {
      await search.recordClick(december, { listingId: delta, query: "q" }, `192.0.2.${client}`);
    }
    expect(await search.popularMonth(december)).toBe("2026-11-01");
    await search.recordClick(december, { listingId: delta, query: "q" }, "192.0.2.4");
    expect(await search.popularMonth(december)).toBe("2026-12-01");
    expect(await search.mostClickedListingIds(december, 2)).toEqual([delta]);
  });

  it("forgets who clicked once the day is over (receipts older than yesterday go)", async () => {
    const listingId = ids["Gamma Quill College"] as number;
    await search.recordClick(at("2026-11-01T06:00:00Z"), { listingId, query: "q" }, "192.0.2.1");
    await search.recordClick(at("2026-11-05T06:00:00Z"), { listingId, query: "q" }, "192.0.2.2");
    const receipts = await t.database.db.select({ day: searchClickReceipts.day }).from(searchClickReceipts);
    expect(receipts).toEqual([{ day: "2026-11-05" }]);
  });
});

describe("what the clicks rank", () => {
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  async function clickTimes(name: string, times: number) {
    for (let client = 0; client < times; client += 1) {
      expect((await click({ listingId: ids[name], query: "quill" }, `192.0.2.${200 + client}`)).statusCode).toBe(204);
    }
  }

  it("Top Searches This Month and a type's landing section follow this month's clicks", async () => {
    await clickTimes("Gamma Quill College", 3);
    await clickTimes("Beta Quill College", 2);
    const top = await t.app.inject({ method: "GET", url: "/api/listings/top-searches?size=2" });
    expect(names(top.json())).toEqual(["Gamma Quill College", "Beta Quill College"]);
    const popular = await t.app.inject({ method: "GET", url: "/api/listings/type/college/popular?size=2" });
    expect(names(popular.json())).toEqual(["Gamma Quill College", "Beta Quill College"]);
  });

  it("the search default list and the tie-break: more clicks first, then name", async () => {
    // Five clicks: a handful, so this month ranks.
    await clickTimes("Delta Quill College", 4);
    await clickTimes("Gamma Quill College", 1);
    const results = await t.app.inject({ method: "GET", url: "/searchservice/api/v1/listing/college?key=quill" });
    expect(names(results.json().content)).toEqual([
      "Delta Quill College",
      "Gamma Quill College",
      "Alpha Quill College",
      "Beta Quill College",
    ]);
    const defaults = await t.app.inject({ method: "GET", url: "/searchservice/api/v1/listing/college" });
    expect(names(defaults.json().content)).toEqual([
      "Delta Quill College",
      "Gamma Quill College",
      "Alpha Quill College",
      "Beta Quill College",
    ]);
  });
});
