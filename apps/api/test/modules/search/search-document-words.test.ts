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
      details: {
        kind: "TUTORIAL",
        subjects: ["Music", "Mathematics"],
        levels: ["SECONDARY"],
        modes: ["ONLINE"],
        fee: { amount: 600, currency: "INR", per: "HOUR" },
        feeNote: null,
        batchSize: 4,
        demoClass: true,
        experienceYears: 12,
      },
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

  it("of a college's facts are its affiliation, its courses' names and its entrance exams, not the JSON's keys or codes", async () => {
    const college = await insertListing(database.db, {
      name: "Quillon College",
      type: "COLLEGE",
      details: {
        kind: "COLLEGE",
        establishedYear: 1987,
        affiliation: "Kerala University",
        courses: [{ name: "Aeronautics", level: "UG", durationYears: 4, seats: 60 }],
        tuition: { min: 120_000, max: 180_000, currency: "INR" },
        feeNote: "Hostel extra",
        entranceExams: ["KEAM", "JEE Main"],
        admission: { opens: "2027-03-01", closes: null },
        accreditation: "NAAC A",
        ranking: { body: "NIRF", rank: 40, year: 2026 },
        hostel: true,
        placements: { year: 2026, medianPackage: 600_000, placedPercent: 82.5 },
      },
    });
    const school = await insertListing(database.db, {
      name: "Quillon School",
      type: "SCHOOL",
      details: {
        kind: "SCHOOL",
        boards: ["CBSE", "Kerala State Board"],
        grades: { from: "LKG", to: "12" },
        gradesNote: null,
        medium: "Malayalam",
        annualFee: null,
        feeNote: null,
        studentsPerTeacher: 25,
        boarding: "DAY",
        transport: true,
        admission: null,
        facilities: ["LIBRARY"],
      },
    });
    const factsOf = async (id: number) => {
      const { rows } = (await database.db.execute(
        sql`select to_json(tsvector_to_array(search_facts)) as facts from listings where id = ${id}`,
      )) as unknown as { rows: { facts: string[] }[] };
      return sorted(rows[0]?.facts ?? []);
    };
    expect(await factsOf(college.id)).toEqual(["aeronautics", "jee", "keam", "kerala", "main", "university"]);
    // A school's boards, every one (the medium is no fact the search matches).
    expect(await factsOf(school.id)).toEqual(["board", "cbse", "kerala", "state"]);
  });
});
