/**
 * Search by rating (issue 26 item 5): sort=rating orders listings by their Bayesian score, best first,
 * those without reviews last, so one 5-star review does not outrank twenty averaging 4.6; minRating
 * keeps the listings whose average as cards show it (one decimal) is at least that ("4 stars and up").
 * The same answers from the index on the HTTP thread, in a thread of its own (PostgreSQL) and from
 * PostgreSQL while the index is not ready; the index follows review decisions made through the calls
 * and written behind the app's back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSearchEngine } from "../../../src/modules/search/index/local-engine.ts";
import { searchIndexOf } from "../../../src/modules/search/index/search-index.ts";
import { searchIndexReady } from "../../../src/modules/search/service.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { newAddresses, signInAs } from "../../helpers/auth.ts";
import { insertApprovedReviews, insertListing, insertUser } from "../../helpers/fixtures.ts";
import { notReady } from "../../helpers/search-engines.ts";

const SEARCH = "/searchservice/api/v1";
const QUEUE = "/adminservice/api/v1/admin/pendingapprovals";

const SETUPS = [
  { name: "the index on the HTTP thread", thread: false, degraded: false },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "the index in a thread of its own", thread: true, degraded: false }]
    : []),
  { name: "PostgreSQL while the index is not ready", thread: false, degraded: true },
];

const fives = (count: number) => Array.from({ length: count }, () => 5);
const fours = (count: number) => Array.from({ length: count }, () => 4);

/**
 * The schools and their approved stars. The type's prior is their mean, 198 / 48 = 4.125, at weight 10:
 * Many Good (20 reviews, 4.6) scores 4.44, Single Five (one 5) 4.20, Mixed (3.75, shown 3.8) 4.02,
 * Rounded (3.95, shown 4.0) 4.01, Low (2.3) 3.71; Unrated has none.
 */
const SCHOOLS = {
  "Yarrow Many Good": { city: "Pune", stars: [...fives(12), ...fours(8)] },
  "Yarrow Single Five": { city: "Pune", stars: [5] },
  "Yarrow Mixed": { city: "Pune", stars: [4, 4, 4, 3] },
  "Yarrow Rounded": { city: "Mumbai", stars: [...fours(19), 3] },
  "Yarrow Low": { city: "Pune", stars: [2, 2, 3] },
  "Yarrow Unrated": { city: "Mumbai", stars: [] },
} as const;
type School = keyof typeof SCHOOLS;

describe.each(SETUPS)("search by rating, from $name", ({ thread, degraded }) => {
  let t: TestApp;
  const ids = new Map<School, number>();
  const address = newAddresses(thread ? "10.62" : degraded ? "10.63" : "10.61");

  async function get(url: string) {
    const response = await t.app.inject({ method: "GET", url: `${SEARCH}${url}` });
    return { status: response.statusCode, body: response.json() };
  }

  /** The names found, in order. */
  async function names(url: string): Promise<string[]> {
    const { status, body } = await get(url);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.content.map((item: { name: string }) => item.name);
  }

  beforeAll(async () => {
    t = await createTestApp({ searchThread: thread });
    const db = t.database.db;
    if (degraded) useSearchEngine(db, notReady(db));
    const authors = await Promise.all(Array.from({ length: 20 }, () => insertUser(db)));
    for (const [name, { city, stars }] of Object.entries(SCHOOLS)) {
      const listing = await insertListing(db, { name, type: "SCHOOL", city });
      ids.set(name as School, listing.id);
      await insertApprovedReviews(db, listing.id, [...stars], authors);
    }
    // A college's reviews are no school's prior, and no school search finds it.
    const college = await insertListing(db, { name: "Yarrow College", type: "COLLEGE", city: "Pune" });
    await insertApprovedReviews(db, college.id, [1, 1, 1], authors);
    if (!degraded) await searchIndexReady(db);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("orders by the Bayesian score: twenty reviews at 4.6 before one 5-star review, listings without reviews last", async () => {
    expect(await names("/listing/school?key=yarrow&sort=rating")).toEqual([
      "Yarrow Many Good",
      "Yarrow Single Five",
      "Yarrow Mixed",
      "Yarrow Rounded",
      "Yarrow Low",
      "Yarrow Unrated",
    ]);
    // The whole list of the type, without words, in the same order.
    expect(await names("/listing/school?sort=rating")).toEqual(await names("/listing/school?key=yarrow&sort=rating"));
  });

  it("keeps 4 stars and up as the cards round them (3.95 shows as 4.0), in any order, with the total", async () => {
    expect(await names("/listing/school?key=yarrow&minRating=4&sort=rating")).toEqual([
      "Yarrow Many Good",
      "Yarrow Single Five",
      "Yarrow Rounded",
    ]);
    const { body } = await get("/listing/school?minRating=4&sort=name");
    expect(body.content.map((item: { name: string }) => item.name)).toEqual([
      "Yarrow Many Good",
      "Yarrow Rounded",
      "Yarrow Single Five",
    ]);
    expect(body.totalElements).toBe(3);
    expect(body.content.map((item: { rating: unknown }) => item.rating)).toEqual([
      { average: 4.6, count: 20 },
      { average: 4, count: 20 },
      { average: 5, count: 1 },
    ]);
    expect(await names("/listing/school?key=yarrow&minRating=3&sort=rating")).toEqual([
      "Yarrow Many Good",
      "Yarrow Single Five",
      "Yarrow Mixed",
      "Yarrow Rounded",
    ]);
    expect(await names("/listing/school?key=yarrow&minRating=4.7")).toEqual(["Yarrow Single Five"]);
  });

  it.runIf(!degraded)("counts the facets under the rating filter", async () => {
    const { body } = await get("/listing/school?minRating=4");
    expect(body.facets.city).toEqual([
      { value: "Pune", count: 2 },
      { value: "Mumbai", count: 1 },
    ]);
  });

  it.runIf(!degraded)("pages by rating with the cursor, each listing once", async () => {
    const first = await get("/listing/school?sort=rating&size=2");
    const second = await get(`/listing/school?sort=rating&size=2&page=1&after=${first.body.nextCursor}`);
    const third = await get(`/listing/school?sort=rating&size=2&page=2&after=${second.body.nextCursor}`);
    expect([first, second, third].map((page) => page.body.content.map((item: { name: string }) => item.name))).toEqual([
      ["Yarrow Many Good", "Yarrow Single Five"],
      ["Yarrow Mixed", "Yarrow Rounded"],
      ["Yarrow Low", "Yarrow Unrated"],
    ]);
    // A cursor of the order by rating does not page another order, nor the same order under another filter.
    const other = await get(`/listing/school?sort=name&size=2&page=1&after=${first.body.nextCursor}`);
    const filtered = await get(`/listing/school?sort=rating&minRating=3&size=2&page=1&after=${first.body.nextCursor}`);
    expect([other.status, filtered.status]).toEqual([400, 400]);
    expect(filtered.body.message).toBe("after is not a cursor of this search");
  });

  it("follows a review through moderation: pending changes nothing, approved moves the listing, deleted moves it back", async () => {
    const unrated = ids.get("Yarrow Unrated") as number;
    const admin = await signInAs(t, "Administrator");
    const reader = await signInAs(t, "Reader", { emailVerified: true });
    const written = await t.app.inject({
      method: "POST",
      url: `/api/listings/${unrated}/reviews`,
      headers: { ...reader.headers, ...address() },
      payload: {
        rating: 5,
        topicRatings: {},
        reviewerKind: "PARENT",
        displayName: "Meera",
        title: "Kind teachers",
        body: "Our daughter settled in within a week. The teachers write to us every Friday about her progress.",
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    const reviewId = written.json().id as number;
    expect((await names("/listing/school?key=yarrow&sort=rating")).at(-1)).toBe("Yarrow Unrated");
    expect(await names("/listing/school?key=yarrow&minRating=5")).toEqual(["Yarrow Single Five"]);

    const queue = (
      await t.app.inject({ method: "GET", url: `${QUEUE}/REVIEW?size=100`, headers: admin.headers })
    ).json();
    const item = queue.content.find((entry: { contentId: number }) => entry.contentId === reviewId);
    const approve = await t.app.inject({ method: "PUT", url: `${QUEUE}/${item.id}/approve`, headers: admin.headers });
    expect(approve.statusCode, approve.body).toBe(200);
    // One 5-star review, as Single Five has: the same score, then the name.
    expect(await names("/listing/school?key=yarrow&sort=rating")).toEqual([
      "Yarrow Many Good",
      "Yarrow Single Five",
      "Yarrow Unrated",
      "Yarrow Mixed",
      "Yarrow Rounded",
      "Yarrow Low",
    ]);
    const { body } = await get("/listing/school?key=yarrow&minRating=5&sort=name");
    expect(body.content.map((found: { name: string; rating: unknown }) => [found.name, found.rating])).toEqual([
      ["Yarrow Single Five", { average: 5, count: 1 }],
      ["Yarrow Unrated", { average: 5, count: 1 }],
    ]);

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/reviews/${reviewId}`, headers: reader.headers });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await names("/listing/school?key=yarrow&sort=rating")).at(-1)).toBe("Yarrow Unrated");
    expect(await names("/listing/school?key=yarrow&minRating=5")).toEqual(["Yarrow Single Five"]);
  });

  it.runIf(!thread && !degraded)(
    "finds reviews written behind the app's back once the change feed is read",
    async () => {
      const db = t.database.db;
      const late = await insertListing(db, { name: "Yarrow Late Bloomer", type: "SCHOOL", city: "Pune" });
      // Without reviews: last, beside the other listing without any, by name.
      expect((await names("/listing/school?key=yarrow&sort=rating")).slice(-2)).toEqual([
        "Yarrow Late Bloomer",
        "Yarrow Unrated",
      ]);
      // The feed's note of the listing's own insert read first: only the reviews' can move it after.
      await searchIndexOf(db).checkNow();
      const authors = await Promise.all(Array.from({ length: 10 }, () => insertUser(db)));
      await insertApprovedReviews(db, late.id, fives(10), authors, { tell: false });
      await searchIndexOf(db).checkNow();
      expect((await names("/listing/school?key=yarrow&sort=rating"))[0]).toBe("Yarrow Late Bloomer");
    },
  );

  it.runIf(!degraded).each([
    ["/listing/school?minRating=0", "minRating must be a number from 1 to 5"],
    ["/listing/school?minRating=5.5", "minRating must be a number from 1 to 5"],
    ["/listing/school?minRating=four", "minRating must be a number from 1 to 5"],
    ["/event?sort=rating", "sort must be one of relevance, name, distance"],
  ])("%s is a 400", async (url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});
