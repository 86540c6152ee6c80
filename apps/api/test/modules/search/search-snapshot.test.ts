/**
 * Snapshots of the search index (ADR 0019 step 8): an index that loaded every row writes its typed
 * arrays to the database, and a new index (a new instance, a replaced search thread) reads them and the
 * change feed from the snapshot's horizon instead of every row. A restored index answers exactly as a
 * loaded one; what changed after the snapshot, even behind the app's back, is found; a snapshot from
 * another history or with a chunk missing is not used.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listings, searchChanges, searchSnapshotChunks, searchSnapshots } from "../../../src/db/schema.ts";
import { seedDemoDataIfEmpty } from "../../../src/db/seed/demo.ts";
import { searchAnswersStale } from "../../../src/modules/content-cache/service.ts";
import { LocalSearchEngine, useSearchEngine } from "../../../src/modules/search/index/local-engine.ts";
import { SearchIndex } from "../../../src/modules/search/index/search-index.ts";
import {
  decodeSnapshot,
  encodeSnapshot,
  type SnapshotPart,
} from "../../../src/modules/search/index/snapshot-format.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertListingRow, listingValues } from "../../helpers/fixtures.ts";

async function* fromArray(chunks: Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  // Copies, as a database hands back: the writer's chunks are not the reader's.
  for (const chunk of chunks) yield chunk.slice();
}

describe("the snapshot's bytes", () => {
  const parts: SnapshotPart[] = [
    { name: "floats", array: Float64Array.of(1.5, Number.NaN, -0, 2 ** 40) },
    { name: "names", strings: ["Kaveri College", "", "Ōkubo Institute", "सरस्वती विद्यालय"] },
    { name: "empty", array: new Int32Array(0) },
    { name: "bytes", array: Uint8Array.of(1, 2, 3) },
    { name: "none", strings: [] },
    { name: "one empty", strings: [""] },
    { name: "ints", array: Int32Array.of(-1, 0, 2 ** 31 - 1) },
    { name: "xmins", array: Uint32Array.of(0, 2 ** 32 - 1) },
  ];

  it.each([3, 8, 13, 64, 1 << 20])("reads back every part as written, in chunks of %i bytes", async (chunkBytes) => {
    const { header: headerOf, chunks } = encodeSnapshot(parts, chunkBytes);
    const written = [...chunks()];
    const header = headerOf();
    expect(written.every((chunk) => chunk.length <= chunkBytes)).toBe(true);
    const read = await decodeSnapshot(header, fromArray(written));
    expect([...read.keys()]).toEqual(parts.map((part) => part.name));
    for (const part of parts) {
      const back = read.get(part.name);
      if ("array" in part) {
        expect(back).toBeInstanceOf(part.array.constructor);
        expect(Array.from(back as ArrayLike<number>)).toEqual(Array.from(part.array));
      } else expect(back).toEqual(part.strings);
    }
  });

  it("refuses bytes that end early or run past the last part", async () => {
    const { header: headerOf, chunks } = encodeSnapshot(parts, 16);
    const written = [...chunks()];
    const header = headerOf();
    await expect(decodeSnapshot(header, fromArray(written.slice(0, -1)))).rejects.toThrow(
      "the snapshot ended before its last part",
    );
    await expect(decodeSnapshot(header, fromArray([...written, Uint8Array.of(7)]))).rejects.toThrow(
      "the snapshot has more bytes than its header lists",
    );
  });
});

describe("a snapshot of the search index", () => {
  let t: TestApp;
  let mediaDir: string;
  const BASE = "/searchservice/api/v1";

  beforeAll(async () => {
    t = await createTestApp();
    mediaDir = await mkdtemp(path.join(tmpdir(), "lwl-snapshot-media-"));
    await seedDemoDataIfEmpty(t.database.db, { mediaDir, log: { info: () => {} } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** A fresh index (a new instance's) answering this app's searches, loaded; none of the answers kept before. */
  async function newIndex(): Promise<SearchIndex> {
    const index = new SearchIndex(t.database.db, () => {}, { snapshots: true });
    const engine = new LocalSearchEngine(index);
    useSearchEngine(t.database.db, engine);
    searchAnswersStale(t.database.db);
    await engine.warm();
    return index;
  }

  const snapshots = () =>
    t.database.db
      .select({ id: searchSnapshots.id, complete: searchSnapshots.complete, chunks: searchSnapshots.chunks })
      .from(searchSnapshots)
      .orderBy(searchSnapshots.id);

  /**
   * Waits until exactly one snapshot is stored, complete, and not `replaced` (the index writes it in the
   * background, then removes the one before).
   */
  async function writtenSnapshot(replaced?: number): Promise<{ id: number; chunks: number }> {
    return vi.waitFor(
      async () => {
        const stored = await snapshots();
        expect(stored).toHaveLength(1);
        expect(stored[0]?.complete).toBe(true);
        expect(stored[0]?.id).not.toBe(replaced);
        return stored[0] as { id: number; chunks: number };
      },
      { timeout: 30_000, interval: 20 },
    );
  }

  async function get(url: string) {
    const response = await t.app.inject({ method: "GET", url: `${BASE}${url}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const ids = (answer: { content: { id: number }[] }) => answer.content.map((item) => item.id);
  const names = async (url: string): Promise<string[]> =>
    (await get(url)).content.map((item: { name?: string; title?: string }) => item.name ?? item.title);

  /** Searches that read every part of an index: words, prefixes, typos, facets, filters, orders, near me, events. */
  const SEARCHES = [
    "/listing/college/autocomplete?key=beng&size=5",
    "/listing/college?key=engineering&size=20",
    "/listing/college?key=enginering&size=5",
    "/listing/school?key=public%20school%20delhi&size=10",
    "/listing/school?size=10&sort=name",
    "/listing/school?size=10&board=CBSE",
    // A list facet and a single one of the structured facts (issue 27 item 1); every answer above
    // with a filter or words counts all of its type's facets, the new ones too.
    "/listing/college?size=10&courseLevel=UG&fees=UNDER_1L&fees=1L_TO_3L&fees=3L_TO_5L&fees=OVER_5L",
    "/listing/school?size=10&sort=rating",
    "/listing/college?key=engineering&minRating=4&size=10",
    "/listing/tutorial?key=maths&size=10",
    "/listing/college?lat=12.97&lng=77.59&radiusKm=25&size=10",
    "/event?size=10",
    "/event?key=open%20day&size=10",
  ];

  it("is written after a full load; an index restored from it answers exactly as the loaded one", async () => {
    const loaded = await newIndex();
    expect(loaded.loadedHow).toMatch(/^read from PostgreSQL in \d+ ms$/);
    const written = await writtenSnapshot();
    expect(written.chunks).toBeGreaterThan(0);
    // Taken once the first searches' orders and the typo vocabulary were built: a new index reads them too.
    const [stored] = await t.database.db.select({ header: searchSnapshots.header }).from(searchSnapshots);
    const partNames = ((stored?.header ?? { parts: [] }) as { parts: { name: string }[] }).parts.map(
      (part) => part.name,
    );
    expect(partNames).toEqual(
      expect.arrayContaining([
        "COLLEGE.order.popular",
        "COLLEGE.order.folded",
        "SCHOOL.order.rated",
        "SCHOOL.scores",
        "EVENT.order.soonest",
        "vocabulary.terms",
      ]),
    );
    const answers = [];
    for (const url of SEARCHES) answers.push(await get(url));
    expect(answers.map((answer) => answer.totalElements).every((total) => total > 0)).toBe(true);

    const restored = await newIndex();
    expect(restored.loadedHow).toMatch(/^restored from a snapshot of \d+ MB taken \d+ s before, in \d+ ms$/);
    for (const [at, url] of SEARCHES.entries()) expect(await get(url), url).toEqual(answers[at]);
  });

  it("finds what changed after the snapshot, behind the app's back too", async () => {
    await insertListingRow(t.database.db, { name: "Quillmore Polytechnic", city: "Mysuru" });
    const [renamed, unpublished] = await t.database.db
      .select({ id: listings.id, name: listings.name })
      .from(listings)
      .where(and(eq(listings.status, "PUBLISHED"), eq(listings.type, "SCHOOL")))
      .orderBy(listings.id)
      .limit(2);
    if (!renamed || !unpublished) throw new Error("the demo data has published listings");
    // Found before it leaves (by the index restored in the test before).
    expect(ids(await get(`/listing/school?key=${encodeURIComponent(unpublished.name)}`))).toContain(unpublished.id);
    await t.database.db.update(listings).set({ name: "Zelkova Academy" }).where(eq(listings.id, renamed.id));
    await t.database.db.update(listings).set({ status: "DRAFT" }).where(eq(listings.id, unpublished.id));

    const restored = await newIndex();
    expect(restored.loadedHow).toMatch(/^restored from a snapshot/);
    expect(await names("/listing/college?key=quillmore")).toEqual(["Quillmore Polytechnic"]);
    const zelkova = await get("/listing/school?key=zelkova");
    expect(ids(zelkova)).toEqual([renamed.id]);
    expect(await names(`/listing/school?key=${encodeURIComponent(renamed.name)}`)).not.toContain(renamed.name);
    expect(ids(await get(`/listing/school?key=${encodeURIComponent(unpublished.name)}`))).not.toContain(unpublished.id);
  });

  it("is not used when it comes from another history, lacks a facet or misses a chunk; the full load writes a new one", async () => {
    const [old] = await snapshots();
    // A horizon past the database's own: a snapshot restored with a dump of another database.
    await t.database.db.update(searchSnapshots).set({ horizon: sql`'999999999999'::xid8` });
    const reloaded = await newIndex();
    expect(reloaded.loadedHow).toMatch(/^read from PostgreSQL/);
    // The full load wrote a new snapshot, and the old one is gone.
    const fresh = await writtenSnapshot(old?.id);

    // Written before the code knew a facet (here: its city facet under another name): not read as another's.
    await t.database.db.update(searchSnapshots).set({
      header: sql`replace(${searchSnapshots.header}::text, '"COLLEGE.facet.city.values"', '"COLLEGE.facet.town.values"')::jsonb`,
    });
    const withoutCity = await newIndex();
    expect(withoutCity.loadedHow).toMatch(/^read from PostgreSQL/);
    const newer = await writtenSnapshot(fresh.id);

    await t.database.db.delete(searchSnapshotChunks).where(eq(searchSnapshotChunks.seq, newer.chunks - 1));
    const again = await newIndex();
    expect(again.loadedHow).toMatch(/^read from PostgreSQL/);
    expect(await names("/listing/college?key=quillmore")).toEqual(["Quillmore Polytechnic"]);
    await writtenSnapshot(newer.id);
  });

  it("is written again when the index compacts on its own, so a new instance starts from the compacted rows", async () => {
    const [loadedOne] = await snapshots();
    const index = await newIndex();
    expect(index.loadedHow).toMatch(/^restored from a snapshot/);
    // 1,100 tutorials come and go behind the app's back: removed rows outnumber the kept ones.
    const passing = await t.database.db
      .insert(listings)
      .values(
        Array.from({ length: 1100 }, (_, at) => listingValues({ type: "TUTORIAL", name: `Passing Tutorial ${at}` })),
      )
      .returning({ id: listings.id });
    await index.checkNow();
    expect((await get("/listing/tutorial?key=passing&size=1")).totalElements).toBe(1100);
    await t.database.db.delete(listings).where(
      inArray(
        listings.id,
        passing.map((row) => row.id),
      ),
    );
    await index.checkNow();
    expect(await snapshots()).toEqual([loadedOne]);
    // A bulk change (what emptying a table reports): every version compared, the worn corpus compacted.
    await t.database.db.insert(searchChanges).values({ kind: "everything", rowId: 0 });
    await index.checkNow();
    await writtenSnapshot(loadedOne?.id);
    const next = await newIndex();
    expect(next.loadedHow).toMatch(/^restored from a snapshot/);
    expect((await get("/listing/tutorial?key=passing&size=1")).totalElements).toBe(0);
    expect(await names("/listing/college?key=quillmore")).toEqual(["Quillmore Polytechnic"]);
  });
});
