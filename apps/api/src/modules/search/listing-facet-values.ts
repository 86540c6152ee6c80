/**
 * The facet values of a listing's details (issue 27 item 1), in this one place: the index stores what
 * this answers for each row it loads, and the degraded path's SQL (degraded-facets.ts) reads the same
 * values from the same JSON. The details are read as they are stored, not parsed by the contract's
 * schema: a value of another shape than the contract's gives no value, never an error, so a row
 * written before a migration still loads.
 */
import {
  BOARDING_OPTIONS,
  boardingFacetValues,
  type FeeBandType,
  feeBandOf,
  yesNoOf,
} from "@lwl/contracts/listing-facts";
import type { ListingType } from "@lwl/contracts/listings";
import type { FacetCell } from "./index/corpus.ts";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const fieldOf = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** A list's items; one value that is not a list is a list of it (as a lax JSON path reads `$.x[*]`). */
const itemsOf = (value: unknown): readonly unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The texts among the items, each once: a row counts once under a value it names twice. */
const textsOf = (items: readonly unknown[]): string[] => [
  ...new Set(items.filter((item): item is string => typeof item === "string")),
];

const yesNo = (value: unknown): string | null => yesNoOf(typeof value === "boolean" ? value : null);

/** The fee band of a yearly fee range's lower end (`{min, max}`), or none without a number there. */
function feeBand(type: FeeBandType, range: unknown): string | null {
  const lowest = fieldOf(range, "min");
  return typeof lowest === "number" ? feeBandOf(type, lowest) : null;
}

function boarding(value: unknown): string[] {
  return boardingFacetValues(BOARDING_OPTIONS.find((known) => known === value) ?? null);
}

/** The facets of the details of a listing of `type` (city and state are columns of the row). */
export function listingFacetValues(type: ListingType, details: unknown): Record<string, FacetCell> {
  const field = (key: string) => fieldOf(details, key);
  switch (type) {
    case "COLLEGE":
      return {
        affiliation: textOf(field("affiliation")),
        courseLevel: textsOf(itemsOf(field("courses")).map((course) => fieldOf(course, "level"))),
        exam: textsOf(itemsOf(field("entranceExams"))),
        hostel: yesNo(field("hostel")),
        fees: feeBand("COLLEGE", field("tuition")),
      };
    case "SCHOOL":
      return {
        board: textsOf(itemsOf(field("boards"))),
        fees: feeBand("SCHOOL", field("annualFee")),
        boarding: boarding(field("boarding")),
      };
    case "TUTORIAL":
      return {
        subject: textsOf(itemsOf(field("subjects"))),
        mode: textsOf(itemsOf(field("modes"))),
        level: textsOf(itemsOf(field("levels"))),
        demoClass: yesNo(field("demoClass")),
      };
  }
}
