/**
 * Keyset paging of the search results (issue 9, docs/decisions/0019-search-index-in-memory.md): each
 * page answers `nextCursor`, and `?after=` with it gives the same next page as `?page=` does, through
 * every relevance tier, sort and the events; a cursor of another search or a forged one is a 400.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoDataIfEmpty } from "../../../src/db/seed/demo.ts";
import type { EngineRequest } from "../../../src/modules/search/engine.ts";
import { searchEngineOf } from "../../../src/modules/search/index/local-engine.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";

let t: TestApp;
let mediaDir: string;

beforeAll(async () => {
  t = await createTestApp();
  mediaDir = await mkdtemp(path.join(tmpdir(), "lwl-search-cursor-"));
  await seedDemoDataIfEmpty(t.database.db, { mediaDir, log: { info: () => {} } });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const BASE = "/searchservice/api/v1";

async function get(url: string) {
  const response = await t.app.inject({ method: "GET", url: `${BASE}${url}` });
  return { status: response.statusCode, body: response.json() };
}

interface PageBody {
  content: { id: number }[];
  number: number;
  totalElements: number;
  last: boolean;
  nextCursor: string | null;
}

/** Every page by ?page, and every page by following nextCursor: the ids of each. */
async function pagesBothWays(url: string, size: number) {
  const join = url.includes("?") ? "&" : "?";
  const byNumber: number[][] = [];
  const byCursor: number[][] = [];
  let after: string | null = null;
  for (let page = 0; page < 200; page++) {
    const numbered = (await get(`${url}${join}size=${size}&page=${page}`)).body as PageBody;
    byNumber.push(numbered.content.map((item) => item.id));
    const cursorUrl: string = `${url}${join}size=${size}&page=${page}${after ? `&after=${after}` : ""}`;
    const followed = (await get(cursorUrl)).body as PageBody;
    byCursor.push(followed.content.map((item) => item.id));
    expect(followed.number).toBe(page);
    expect(followed.totalElements).toBe(numbered.totalElements);
    if (numbered.last) {
      expect(followed.nextCursor).toBeNull();
      break;
    }
    expect(followed.nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
    after = followed.nextCursor;
  }
  return { byNumber, byCursor };
}

describe("the engine's cursor", () => {
  const request: EngineRequest = {
    corpus: "COLLEGE",
    key: "beng",
    filters: [],
    near: undefined,
    sort: "relevance",
    page: 0,
    size: 2,
    after: undefined,
    facets: undefined,
    corpusFacets: undefined,
    window: undefined,
  };

  it("is written for a page of results, and not for a suggestion, which has no next page", async () => {
    const engine = searchEngineOf(t.database.db);
    const page = await engine.search(request);
    const suggestion = await engine.search({ ...request, wantsCursor: false });
    expect(page).toMatchObject({ cursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/) });
    expect(suggestion).toMatchObject({ cursor: null });
    expect("rows" in suggestion && suggestion.rows.map((row) => row.id)).toEqual(
      "rows" in page && page.rows.map((row) => row.id),
    );
  });
});

describe("keyset paging with ?after", () => {
  it.each([
    ["a word matched in names, places and descriptions (every tier)", "/listing/college?key=beng"],
    ["two words, all-words matches first then the rest", "/listing/college?key=management%20bengaluru"],
    ["a typo (the typo tiers)", "/listing/tutorial?key=chemestry"],
    ["the default list: the month's clicked listings, then by name", "/listing/school"],
    ["sorted by name with a filter", "/listing/school?sort=name&city=Bengaluru"],
    ["near me, by distance", "/listing/tutorial?lat=12.9716&lng=77.5946&radiusKm=50"],
    ["events, upcoming first", "/event"],
    ["events with a key", "/event?key=open"],
  ])("follows nextCursor through %s to the same pages as ?page", async (_name, url) => {
    const { byNumber, byCursor } = await pagesBothWays(url, 3);
    expect(byCursor).toEqual(byNumber);
    const all = byNumber.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(3);
  });

  it("answers nextCursor null on the last page and on suggestions there is none", async () => {
    const { body } = await get("/listing/school?key=ecole%20mondiale");
    expect(body.totalElements).toBe(1);
    expect(body.nextCursor).toBeNull();
    expect((await get("/listing/college/autocomplete?key=beng")).body).not.toHaveProperty("nextCursor");
  });

  it("refuses a cursor of another search, of another type or a forged one with a 400", async () => {
    const { body } = await get("/listing/college?key=beng&size=2");
    const cursor = body.nextCursor as string;
    const refusal = { statusCode: 400, error: "Bad Request", message: "after is not a cursor of this search" };
    for (const url of [
      `/listing/college?key=bengaluru&size=2&page=1&after=${cursor}`,
      `/listing/school?key=beng&size=2&page=1&after=${cursor}`,
      `/listing/college?key=beng&sort=name&size=2&page=1&after=${cursor}`,
      `/event?key=beng&size=2&page=1&after=${cursor}`,
      `/listing/college?key=beng&size=2&page=1&after=${Buffer.from('{"f":"x","s":0,"k":[1]}').toString("base64url")}`,
      "/listing/college?key=beng&size=2&page=1&after=bm90LWpzb24",
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject(refusal);
    }
    const wrongShape = await get("/listing/college?key=beng&after=not%20base64!");
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.message).toContain("after is not a cursor of this search");
  });

  it("still follows a cursor written before ADR 0019 (stage 0), and refuses one of another stage", async () => {
    const url = "/listing/college?key=beng&size=2&page=1";
    const { body } = await get("/listing/college?key=beng&size=2");
    const written = JSON.parse(Buffer.from(body.nextCursor as string, "base64url").toString("utf8"));
    expect(Object.keys(written).sort()).toEqual(["f", "k"]);
    const staged = (stage: number) =>
      Buffer.from(JSON.stringify({ f: written.f, s: stage, k: written.k })).toString("base64url");

    const current = await get(`${url}&after=${body.nextCursor}`);
    const old = await get(`${url}&after=${staged(0)}`);
    expect(current.status).toBe(200);
    expect(old.status).toBe(200);
    expect(old.body.content.map((item: { id: number }) => item.id)).toEqual(
      current.body.content.map((item: { id: number }) => item.id),
    );
    expect((current.body.content as unknown[]).length).toBe(2);

    const otherStage = await get(`${url}&after=${staged(1)}`);
    expect(otherStage.status).toBe(400);
    expect(otherStage.body.message).toBe("after is not a cursor of this search");
  });
});
