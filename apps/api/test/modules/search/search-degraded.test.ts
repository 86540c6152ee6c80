/**
 * Search while the index is not ready (ADR 0019, issue 25): PostgreSQL answers at once, plainer
 * (names that start with the words, no facet counts, no cursor), never a 500; refusals stay 400s. And
 * the index in a thread of its own (PostgreSQL only): a write is found at once, a thread that dies is
 * stood in for by PostgreSQL until a new one has loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchEngineOf, useSearchEngine } from "../../../src/modules/search/index/local-engine.ts";
import type { ThreadedSearchEngine } from "../../../src/modules/search/index/threaded-engine.ts";
import { searchIndexReady } from "../../../src/modules/search/service.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertEvent, insertListing } from "../../helpers/fixtures.ts";
import { notReady } from "../../helpers/search-engines.ts";

const BASE = "/searchservice/api/v1";

async function get(t: TestApp, url: string) {
  const response = await t.app.inject({ method: "GET", url: `${BASE}${url}` });
  return { status: response.statusCode, body: response.json() };
}

const names = (body: { content: { name?: string; title?: string }[] }) =>
  body.content.map((item) => item.name ?? item.title);

describe("while the index is not ready", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    useSearchEngine(db, notReady(db));
    await insertListing(db, {
      name: "Quartzville Academy",
      type: "SCHOOL",
      city: "Pune",
      latitude: 18.52,
      longitude: 73.85,
    });
    await insertListing(db, {
      name: "Quartz Public School",
      type: "SCHOOL",
      city: "Mumbai",
      latitude: 19.07,
      longitude: 72.87,
    });
    await insertListing(db, {
      name: "Quartzite Learning Centre",
      type: "SCHOOL",
      city: "Pune",
      latitude: 18.6,
      longitude: 73.8,
    });
    await insertListing(db, { name: "The Quartz College", type: "COLLEGE", city: "Pune" });
    await insertListing(db, { name: "Quartz Draft School", type: "SCHOOL", status: "DRAFT" });
    const host = await insertListing(db, { name: "Quartz Events Host", type: "COLLEGE", city: "Pune" });
    await insertEvent(db, host.id, { title: "Quartz Fair", startsAt: new Date(Date.now() + 86_400_000) });
    await insertEvent(db, host.id, { title: "Quartz Expo", startsAt: new Date(Date.now() - 30 * 86_400_000) });
  });
  afterAll(async () => {
    await t.close();
  });

  it("suggests the published names of the type that start with the words, in name order", async () => {
    const { status, body } = await get(t, "/listing/SCHOOL/autocomplete?key=quartz&page=0&size=6");
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Quartz Public School", "Quartzite Learning Centre", "Quartzville Academy"]);
    expect(body.totalElements).toBe(3);
    expect(body.content[0].highlight).toBe("<mark>Quartz</mark> Public School");
  });

  it("answers results with the filters and every facet empty, paged by number, without a cursor", async () => {
    const { status, body } = await get(t, "/listing/SCHOOL?key=quartz&city=pune&page=0&size=1");
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Quartzite Learning Centre"]);
    expect(body.totalElements).toBe(2);
    expect(body.facets).toEqual({ city: [], state: [], board: [], fees: [], boarding: [] });
    expect(body.nextCursor).toBeNull();
    expect(body.didYouMean).toBeNull();
    const next = await get(t, "/listing/SCHOOL?key=quartz&city=pune&page=1&size=1");
    expect(names(next.body)).toEqual(["Quartzville Academy"]);
  });

  it("finds near me within the radius, nearest first, with the distance", async () => {
    const { body } = await get(t, "/listing/SCHOOL?lat=18.52&lng=73.85&radiusKm=25");
    expect(names(body)).toEqual(["Quartzville Academy", "Quartzite Learning Centre"]);
    expect(body.content[0].distanceKm).toBe(0);
    expect(body.content[1].distanceKm).toBeGreaterThan(5);
  });

  it("keeps the events' time window: upcoming only leaves out the one that is over", async () => {
    expect(names((await get(t, "/event?key=quartz")).body)).toEqual(["Quartz Fair", "Quartz Expo"]);
    expect(names((await get(t, "/event?key=quartz&upcoming=true")).body)).toEqual(["Quartz Fair"]);
  });

  it("still refuses what is wrong whatever the index: another type's filter is a 400", async () => {
    const { status, body } = await get(t, "/listing/COLLEGE?board=CBSE");
    expect(status).toBe(400);
    expect(body.message).toBe("board applies to schools only");
  });

  it("finds nothing for a key without words", async () => {
    const { status, body } = await get(t, "/listing/SCHOOL/autocomplete?key=!!!&page=0&size=6");
    expect(status).toBe(200);
    expect(body.totalElements).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the index in a thread of its own", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ searchThread: true });
    await insertListing(t.database.db, { name: "Zephyrine Institute", type: "COLLEGE" });
    await searchIndexReady(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("finds a write at once: the change reaches the thread before the next search", async () => {
    expect(names((await get(t, "/listing/COLLEGE?key=zephyrine")).body)).toEqual(["Zephyrine Institute"]);
    await insertListing(t.database.db, { name: "Zephyrine Polytechnic", type: "COLLEGE", city: "Agra" });
    const { body } = await get(t, "/listing/COLLEGE?key=zephyrine");
    expect(names(body)).toEqual(["Zephyrine Institute", "Zephyrine Polytechnic"]);
    expect(body.facets.city).toEqual([
      { value: "Agra", count: 1 },
      { value: "Pune", count: 1 },
    ]);
  });

  it("answers from PostgreSQL while a thread that died is replaced, then from the new one", async () => {
    const engine = searchEngineOf(t.database.db) as ThreadedSearchEngine;
    const thread = engine.thread;
    expect(thread).not.toBeNull();
    const exited = new Promise((resolve) => thread?.once("exit", resolve));
    await thread?.terminate();
    await exited;
    expect(engine.isReady()).toBe(false);
    // Degraded: names that start with the words, no facet counts (a search not asked before: answers are kept a few seconds).
    const degraded = await get(t, "/listing/COLLEGE?key=zephyrine&size=5");
    expect(degraded.status).toBe(200);
    expect(names(degraded.body)).toEqual(["Zephyrine Institute", "Zephyrine Polytechnic"]);
    expect(degraded.body.facets.city).toEqual([]);
    await searchIndexReady(t.database.db);
    expect(engine.isReady()).toBe(true);
    expect(engine.thread).not.toBe(thread);
    const restored = await get(t, "/listing/COLLEGE?key=zephyrine&size=4");
    expect(restored.body.facets.city).toHaveLength(2);
  });
});
