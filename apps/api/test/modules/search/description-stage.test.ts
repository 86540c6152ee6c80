/**
 * Words found only in descriptions (docs/decisions/0019-search-index-in-memory.md): listings that have
 * a word only in their description come after every name, place and fact match, in the listing order
 * (popularity, name, id). A rare word far down that order is found; a common one pages the same by
 * number and by cursor, to the end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../../src/db/schema.ts";
import { contentChanged } from "../../../src/modules/content-changes/service.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { listingValues } from "../../helpers/fixtures.ts";

let t: TestApp;
/** More than a few pages of one word. */
const FILLERS = 250;

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: FILLERS }, (_, index) =>
    listingValues({
      name: `Filler College ${String(index).padStart(3, "0")}`,
      // Every filler has the common word; the last one by name also has the rare one.
      description: `<p>A ubiquitous campus${index === FILLERS - 1 ? " with a zanzibarite museum" : ""}.</p>`,
    }),
  );
  await t.database.db.insert(listings).values(rows);
  await contentChanged(t.database.db, { kind: "listing", id: null });
}, 120_000);
afterAll(() => t.close());

const BASE = "/searchservice/api/v1";
const get = async (url: string) => (await t.app.inject({ method: "GET", url: `${BASE}${url}` })).json();
const names = (body: { content: { name: string }[] }) => body.content.map((item) => item.name);

describe("a word found only in descriptions", () => {
  it("is found far down the listing order", async () => {
    const body = await get("/listing/college?key=zanzibarite");
    expect(names(body)).toEqual([`Filler College ${FILLERS - 1}`]);
    expect(body.totalElements).toBe(1);
    expect(names(await get("/listing/college/autocomplete?key=zanzib"))).toEqual([`Filler College ${FILLERS - 1}`]);
  });

  it("pages a common word in the listing order, by number and by cursor alike, to the end", async () => {
    const byNumber: string[] = [];
    for (let page = 0; ; page++) {
      const body = await get(`/listing/college?key=ubiquitous&size=20&page=${page}`);
      byNumber.push(...names(body));
      expect(body.totalElements).toBe(FILLERS);
      if (body.last) break;
    }
    const byCursor: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const body: { content: { name: string }[]; nextCursor: string | null } = await get(
        `/listing/college?key=ubiquitous&size=20&page=${page}${after ? `&after=${after}` : ""}`,
      );
      byCursor.push(...names(body));
      after = body.nextCursor;
      if (!after) break;
    }
    const expected = Array.from({ length: FILLERS }, (_, index) => `Filler College ${String(index).padStart(3, "0")}`);
    expect(byNumber).toEqual(expected);
    expect(byCursor).toEqual(expected);
  });
});
