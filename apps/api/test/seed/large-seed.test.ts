import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SCHOOL_GRADES } from "@lwl/contracts/listing-facts";
import { listingDetailsInputSchema } from "@lwl/contracts/listing-writes";
import { listingDetailsSchema } from "@lwl/contracts/listings";
import { asc, count, gt, lte, max, min, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../src/db/client.ts";
import {
  blogs,
  events,
  listings,
  lookups,
  searchClickCounts,
  searchPopularityState,
  searchTerms,
} from "../../src/db/schema.ts";
import { seedLargeDataSet } from "../../src/db/seed/large.ts";
import { monthOf, siteDay } from "../../src/shared/site-calendar.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { insertListing } from "../helpers/fixtures.ts";

/** Every index of the tables the seed fills, as PostgreSQL would create it again. */
async function indexesOfBigTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select indexdef from pg_indexes where schemaname = 'public'
          and tablename in ('listings', 'events', 'search_click_counts', 'blogs') order by indexname`,
  )) as unknown as { rows: { indexdef: string }[] };
  return result.rows.map((row) => row.indexdef);
}

/** How many names each word is in (lower case, split at spaces, punctuation kept as a search would not). */
function wordCounts(names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) {
    for (const word of new Set(name.toLowerCase().match(/\p{L}+/gu) ?? []))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

describe("large data set", () => {
  let database: DatabaseHandle;
  let mediaDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(path.join(tmpdir(), "lwl-large-media-"));
  });

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("works on an empty database: base data first, then listings, events and posts", async () => {
    const messages: string[] = [];
    const result = await seedLargeDataSet(database.db, {
      listings: 500,
      batchSize: 120,
      chunkSize: 250,
      mediaDir,
      log: (m) => messages.push(m),
    });
    expect(result).toMatchObject({ listings: 500, events: 50, posts: 26, firstId: 1, lastId: 500 });
    // PostgreSQL takes the rows with COPY, PGlite in INSERTs; each phase's time is told.
    expect(result.loader).toBe(database.kind === "postgres" ? "copy" : "insert");
    expect(Object.keys(result.phases)).toEqual(["generate", "load", "index", "popularity", "analyze"]);
    expect(messages.some((m) => /phases: generate .* total/.test(m))).toBe(true);
    expect(messages.some((m) => m.includes("500 / 500 listings"))).toBe(true);
    // The search index's change feed: a COPY load is one "everything" change, not a row per listing
    // and event, and the feed's triggers are on again afterwards; INSERTs leave a row each.
    const feed = (
      (await database.db.execute(
        sql`select kind, count(*)::int as rows from search_changes group by kind order by kind`,
      )) as unknown as { rows: { kind: string; rows: number }[] }
    ).rows;
    const triggers = (
      (await database.db.execute(
        sql`select tgname, tgenabled from pg_trigger where tgname like '%search_row_changed' order by tgname`,
      )) as unknown as { rows: { tgname: string; tgenabled: string }[] }
    ).rows;
    expect(triggers).toEqual([
      { tgname: "events_search_row_changed", tgenabled: "O" },
      // The large seed writes no reviews: their feed trigger is never turned off.
      { tgname: "listing_ratings_search_row_changed", tgenabled: "O" },
      { tgname: "listings_search_row_changed", tgenabled: "O" },
    ]);
    if (result.loader === "copy")
      expect(feed.filter((row) => row.kind !== "popularity")).toEqual([{ kind: "everything", rows: 1 }]);
    else expect(feed.find((row) => row.kind === "listing")?.rows).toBeGreaterThanOrEqual(500);

    const [lookupCount] = await database.db.select({ n: count() }).from(lookups);
    expect(lookupCount?.n).toBeGreaterThan(0);
    const [stats] = await database.db
      .select({ n: count(), first: min(listings.id), last: max(listings.id) })
      .from(listings);
    expect(stats).toEqual({ n: 500, first: 1, last: 500 });
    const rows = await database.db.select().from(listings);
    expect(rows.every((r) => r.status === "PUBLISHED" && r.publishedAt !== null && r.authorId === null)).toBe(true);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(["COLLEGE", "SCHOOL", "TUTORIAL"]));
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(20);
    for (const row of rows) expect(listingDetailsSchema.parse(row.details).kind).toBe(row.type);

    const [eventCount] = await database.db.select({ n: count() }).from(events);
    const [postCount] = await database.db.select({ n: count() }).from(blogs);
    expect(eventCount?.n).toBe(50);
    expect(postCount?.n).toBe(26);
  });

  it("spreads what search needs: coordinates near each city, events in many cities, subjects, clicks", async () => {
    const rows = await database.db.select().from(listings);
    expect(rows.every((r) => r.latitude !== null && r.longitude !== null)).toBe(true);
    expect(new Set(rows.map((r) => `${r.latitude?.toFixed(2)},${r.longitude?.toFixed(2)}`)).size).toBeGreaterThan(400);
    const subjects = new Set(rows.flatMap((r) => (r.details?.kind === "TUTORIAL" ? r.details.subjects : [])));
    expect(subjects.size).toBeGreaterThanOrEqual(15);
    const eventCities = new Set((await database.db.select().from(events)).map((e) => e.address?.city ?? "online"));
    expect(eventCities.size).toBeGreaterThanOrEqual(10);
    // About one listing in twelve was clicked this month and last month; the search words are known.
    const clicks = await database.db.select().from(searchClickCounts);
    expect(clicks.length).toBeGreaterThan(500 / 12);
    expect(clicks.length).toBeLessThan(500 / 4);
    expect((await database.db.select({ n: count() }).from(searchTerms))[0]?.n).toBeGreaterThan(500);
    // The ranking month's clicks are already in the listing rows (no first search has to refill them).
    const thisMonth = clicks.filter((c) => c.month === monthOf(siteDay(new Date())));
    const popularity = new Map(rows.map((r) => [r.id, r.searchPopularity]));
    expect(thisMonth.length).toBeGreaterThan(0);
    for (const click of thisMonth) expect(popularity.get(click.listingId)).toBe(click.count);
    expect((await database.db.select().from(searchPopularityState)).map((s) => s.month)).toEqual([
      monthOf(siteDay(new Date())),
    ]);
  });

  it("gives every listing the demo's structured facts, as the editor would accept them", async () => {
    const rows = await database.db.select({ id: listings.id, details: listings.details }).from(listings);
    const kinds = { COLLEGE: 0, SCHOOL: 0, TUTORIAL: 0 };
    for (const { id, details } of rows) {
      const where = `listing ${id}`;
      expect(listingDetailsInputSchema.parse(details), where).toEqual(details);
      if (!details) throw new Error(`${where} has no details`);
      kinds[details.kind] += 1;
      if (details.kind === "COLLEGE") {
        expect(details.courses.length, where).toBeGreaterThanOrEqual(2);
        expect(
          details.courses.every((course) => course.level !== null),
          where,
        ).toBe(true);
        expect((details.tuition?.min ?? 1) <= (details.tuition?.max ?? 0), where).toBe(true);
        expect(details.admission?.opens, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      } else if (details.kind === "SCHOOL") {
        expect(details.boards.length, where).toBeGreaterThanOrEqual(1);
        const [from, to] = [details.grades?.from ?? "12", details.grades?.to ?? "1"];
        expect(SCHOOL_GRADES.indexOf(from) <= SCHOOL_GRADES.indexOf(to), where).toBe(true);
      } else {
        expect(details.fee?.amount, where).toBeGreaterThan(0);
        expect(details.levels.length, where).toBeGreaterThanOrEqual(1);
      }
    }
    expect(Object.values(kinds).every((n) => n > 50)).toBe(true);
  });

  it("reuses a handful of shared images that exist", async () => {
    const urls = new Set<string | null>();
    for (const r of await database.db.select({ a: listings.logo, b: listings.coverPicture }).from(listings)) {
      urls.add(r.a);
      urls.add(r.b);
    }
    for (const r of await database.db.select({ a: events.coverImage, b: events.photo }).from(events)) {
      urls.add(r.a);
      urls.add(r.b);
    }
    for (const r of await database.db.select({ a: blogs.imgUrl }).from(blogs)) urls.add(r.a);
    // Shared pictures only (18 covers per type, 24 logos, 12 event and 18 news pictures), never one per row.
    expect(urls.size).toBeLessThan(150);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/demo\//);
      expect(existsSync(path.join(mediaDir, (url ?? "").slice("/media/".length))), url ?? "").toBe(true);
    }
  });

  it("continues after the highest existing id", async () => {
    await insertListing(database.db, { id: 9000, name: "Existing Listing" });
    const result = await seedLargeDataSet(database.db, { listings: 40 });
    expect(result).toMatchObject({ firstId: 9001, lastId: 9040, events: 4, posts: 2 });
    const added = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(gt(listings.id, 9000))
      .orderBy(asc(listings.id));
    expect(added.map((r) => r.id)).toEqual(Array.from({ length: 40 }, (_, i) => 9001 + i));
    // The identity sequence follows, so the next ordinary insert does not collide.
    const next = await insertListing(database.db, { name: "After The Large Set" });
    expect(next.id).toBe(9041);
  });

  it("names listings with a long tail: distinct words grow with the size, beside a few very common ones", async () => {
    const rows = await database.db
      .select({ id: listings.id, type: listings.type, name: listings.name, description: listings.description })
      .from(listings)
      .where(lte(listings.id, 500))
      .orderBy(asc(listings.id));
    const half = wordCounts(rows.slice(0, 250).map((r) => r.name));
    const all = wordCounts(rows.map((r) => r.name));
    // Twice the listings, far more words: the rare ones keep coming (a Zipf-like tail), as in real names.
    expect(all.size).toBeGreaterThan(1.5 * half.size);
    expect(all.size).toBeGreaterThan(rows.length);
    const once = [...all.values()].filter((n) => n === 1).length;
    expect(once / all.size).toBeGreaterThan(0.6);
    // ... and the head is very common: "school" is in most school names, a big city in many names.
    const schools = rows.filter((r) => r.type === "SCHOOL");
    expect(schools.filter((r) => /\bschool\b/i.test(r.name)).length).toBeGreaterThan(schools.length / 2);
    expect(Math.max(...all.values())).toBeGreaterThan(rows.length / 5);
    // Descriptions add their own rare words (founders, the places students come from).
    const described = wordCounts(rows.map((r) => r.description.replace(/<[^>]*>/g, " ")));
    expect(described.size).toBeGreaterThan(all.size);
  });

  describe("on a second database", () => {
    let other: DatabaseHandle;

    beforeAll(async () => {
      other = await createTestDatabase();
    });

    afterAll(async () => {
      await other?.close();
    });

    it("makes the same rows from the same start, and leaves every index of the migrations in place", async () => {
      const before = await indexesOfBigTables(other.db);
      expect(before.length).toBeGreaterThan(15);
      await seedLargeDataSet(other.db, { listings: 500, chunkSize: 250 });
      expect(await indexesOfBigTables(other.db)).toEqual(before);

      const fields = { id: listings.id, name: listings.name, description: listings.description, city: listings.city };
      const ours = await database.db
        .select(fields)
        .from(listings)
        .where(lte(listings.id, 500))
        .orderBy(asc(listings.id));
      const theirs = await other.db.select(fields).from(listings).orderBy(asc(listings.id));
      expect(theirs).toEqual(ours);
      const titles = (db: Database) =>
        db.select({ title: events.title }).from(events).where(lte(events.listingId, 250)).orderBy(asc(events.id));
      expect(await titles(other.db)).toEqual(await titles(database.db));
    });

    it("a seed that fails half-way leaves every index in place, and on PostgreSQL none of its rows", async () => {
      const before = await indexesOfBigTables(other.db);
      const [{ n: listingsBefore } = { n: 0 }] = await other.db.select({ n: count() }).from(listings);
      const failing = seedLargeDataSet(other.db, {
        listings: 200,
        chunkSize: 100,
        log: (message) => {
          if (message.includes("100 / 200 listings")) throw new Error("stopped half-way");
        },
      });
      await expect(failing).rejects.toThrow("stopped half-way");
      expect(await indexesOfBigTables(other.db)).toEqual(before);
      const [{ n: listingsAfter } = { n: 0 }] = await other.db.select({ n: count() }).from(listings);
      // One transaction on PostgreSQL (COPY, indexes dropped and built again); a transaction per chunk on PGlite.
      expect(listingsAfter - listingsBefore).toBe(other.kind === "postgres" ? 0 : 100);
    });
  });
});
