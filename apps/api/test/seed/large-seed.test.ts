import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { listingDetailsSchema } from "@lwl/contracts/listings";
import { asc, count, gt, max, min } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.ts";
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
import { monthOf, siteDay } from "../../src/modules/search/calendar.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { insertListing } from "../helpers/fixtures.ts";

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
      transactionSize: 250,
      mediaDir,
      log: (m) => messages.push(m),
    });
    expect(result).toMatchObject({ listings: 500, events: 50, posts: 26, firstId: 1, lastId: 500 });
    expect(messages.some((m) => m.includes("500 / 500 listings"))).toBe(true);

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
});
