/**
 * A listing's facet values are defined twice: in TypeScript for the index (listing-facet-values.ts)
 * and in SQL for PostgreSQL while the index is not ready (degraded-facets.ts). Both read every row
 * alike, the contract's shape and the odd ones a row written before a migration may hold (a text where
 * a list belongs, a fee that is not a number, a boarding value of no known kind).
 */
import type { ListingType } from "@lwl/contracts/listings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { listingFacetSql } from "../../../src/modules/search/degraded-facets.ts";
import { LISTING_FACETS } from "../../../src/modules/search/facets.ts";
import { listingFacetValues } from "../../../src/modules/search/listing-facet-values.ts";
import { selectRows } from "../../../src/modules/search/queries.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertListingRow } from "../../helpers/fixtures.ts";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Details as stored, of any shape (the column's type names the contract's). */
const ROWS: [ListingType, unknown][] = [
  [
    "COLLEGE",
    {
      kind: "COLLEGE",
      affiliation: "Pune University",
      courses: [
        { name: "B.Tech", level: "UG" },
        { name: "BE", level: "UG" },
        { name: "Certificate", level: null },
        "MBA",
        { name: "PhD", level: "DOCTORATE" },
      ],
      entranceExams: ["JEE Main", "JEE Main", 7, null],
      hostel: true,
      tuition: { min: 300_000, max: 400_000, currency: "INR" },
    },
  ],
  ["COLLEGE", { kind: "COLLEGE", courses: { level: "PG" }, entranceExams: "CAT", hostel: false, tuition: { min: 0 } }],
  ["COLLEGE", { kind: "COLLEGE", affiliation: 12, hostel: "yes", tuition: { min: "150000" }, entranceExams: null }],
  ["COLLEGE", { kind: "COLLEGE", tuition: [1, 2], courses: [] }],
  ["COLLEGE", null],
  ["SCHOOL", { kind: "SCHOOL", boards: ["CBSE", "ICSE"], annualFee: { min: 200_000, max: 200_000 }, boarding: "DAY" }],
  ["SCHOOL", { kind: "SCHOOL", boards: "IB", annualFee: { min: 199_999.5 }, boarding: "DAY_AND_BOARDING" }],
  ["SCHOOL", { kind: "SCHOOL", board: "CBSE", boarding: "day", annualFee: null }],
  ["SCHOOL", { kind: "SCHOOL", boards: [], boarding: true }],
  [
    "TUTORIAL",
    {
      kind: "TUTORIAL",
      subjects: ["Maths", "Physics"],
      modes: ["ONLINE"],
      levels: ["SECONDARY", "ADULTS"],
      demoClass: false,
    },
  ],
  ["TUTORIAL", { kind: "TUTORIAL", subjects: "Music", modes: "IN_PERSON", levels: null, demoClass: null }],
  ["TUTORIAL", { kind: "TUTORIAL", demoClass: 1 }],
];

const asList = (cell: string | null | readonly string[]) =>
  cell === null ? [] : typeof cell === "string" ? [cell] : cell;
const distinctSorted = (values: readonly string[]) => [...new Set(values)].sort();

describe("a listing's facet values", () => {
  it("are the same read by the index and by PostgreSQL, for every facet of every row", async () => {
    const db = database.db;
    const compared: { type: ListingType; facet: string; index: string[]; postgres: string[] }[] = [];
    for (const [type, details] of ROWS) {
      const row = await insertListingRow(db, { type, details: details as never });
      const facets = LISTING_FACETS[type].filter((facet) => facet !== "city" && facet !== "state");
      const index = listingFacetValues(type, details);
      for (const facet of facets) {
        const expression = listingFacetSql(type, facet);
        if (!expression) throw new Error(`no SQL for ${type} ${facet}`);
        const [read] = await selectRows<{ values: string[] }>(
          db,
          sql`select ${expression} as values from listings l where l.id = ${row.id}`,
        );
        compared.push({
          type,
          facet,
          index: distinctSorted(asList(index[facet] ?? null)),
          postgres: distinctSorted(read?.values ?? ["(no row)"]),
        });
      }
      // Every facet of the type, and only those, from the TypeScript side.
      expect(Object.keys(index).sort()).toEqual([...facets].sort());
    }
    expect(compared.map(({ type, facet, postgres }) => ({ type, facet, values: postgres }))).toEqual(
      compared.map(({ type, facet, index }) => ({ type, facet, values: index })),
    );
  });

  it("are, for the first rows, what the facets answer", () => {
    expect(ROWS.slice(0, 4).map(([type, details]) => listingFacetValues(type, details))).toEqual([
      {
        affiliation: "Pune University",
        courseLevel: ["UG", "DOCTORATE"],
        exam: ["JEE Main"],
        hostel: "YES",
        fees: "3L_TO_5L",
      },
      { affiliation: null, courseLevel: ["PG"], exam: ["CAT"], hostel: "NO", fees: "UNDER_1L" },
      { affiliation: null, courseLevel: [], exam: [], hostel: null, fees: null },
      { affiliation: null, courseLevel: [], exam: [], hostel: null, fees: null },
    ]);
    expect(ROWS.slice(5, 9).map(([type, details]) => listingFacetValues(type, details))).toEqual([
      { board: ["CBSE", "ICSE"], fees: "OVER_2L", boarding: ["DAY"] },
      { board: ["IB"], fees: "1L_TO_2L", boarding: ["DAY", "BOARDING"] },
      { board: [], fees: null, boarding: [] },
      { board: [], fees: null, boarding: [] },
    ]);
  });
});
