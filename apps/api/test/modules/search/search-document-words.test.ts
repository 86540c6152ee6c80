/**
 * The index reads a row's words from its search_document alone (index/tsvector.ts): the name's
 * lexemes are those weighted A, the place's B, the facts' C, the document all of them. Checked against
 * PostgreSQL's own four vectors on rows with quotes, accents and repeated words.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { wordsOfDocument } from "../../../src/modules/search/index/tsvector.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertListing } from "../../helpers/fixtures.ts";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const sorted = (words: readonly string[]) => [...words].sort();

describe("the words of a search document", () => {
  it("reads quoted lexemes, doubled quotes, escaped backslashes and weighted positions", () => {
    expect(wordsOfDocument(String.raw`'it''s':1A 'a\\b':2B,7C 'plain' 'x':3,4D`)).toEqual({
      name: ["it's"],
      place: ["a\\b"],
      facts: ["a\\b"],
      document: ["it's", "a\\b", "plain", "x"],
    });
    expect(wordsOfDocument(null)).toEqual({ name: [], place: [], facts: [], document: [] });
    expect(wordsOfDocument("")).toEqual({ name: [], place: [], facts: [], document: [] });
  });

  it("are the lexemes of PostgreSQL's name, place, facts and document vectors", async () => {
    await insertListing(database.db, {
      name: "St. Xavier's Rāmakrishna School of Music & Music",
      city: "Bengaluru",
      addressLine1: "12 O'Brien Road",
      type: "TUTORIAL",
      details: { kind: "TUTORIAL", subjects: ["Music", "Mathematics"], modes: ["ONLINE"], hourlyRate: null },
      description: "<p>Music, mathematics and the arts at St. Xavier's: since 1950.</p>",
    });
    const { rows } = (await database.db.execute(sql`select search_document::text as document,
        to_json(tsvector_to_array(search_name)) as name, to_json(tsvector_to_array(search_place)) as place,
        to_json(tsvector_to_array(search_facts)) as facts, to_json(tsvector_to_array(search_document)) as everything
      from listings`)) as unknown as {
      rows: { document: string; name: string[]; place: string[]; facts: string[]; everything: string[] }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const words = wordsOfDocument(row.document);
      expect(sorted(words.name)).toEqual(sorted(row.name));
      expect(sorted(words.place)).toEqual(sorted(row.place));
      expect(sorted(words.facts)).toEqual(sorted(row.facts));
      expect(sorted(words.document)).toEqual(sorted(row.everything));
    }
  });
});
