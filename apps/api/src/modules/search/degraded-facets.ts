/**
 * The facets of a listing row `l` as PostgreSQL reads them while the index is not ready
 * (degraded-queries.ts): each a text[] of the row's values, the same values listing-facet-values.ts
 * gives the index. The closed sets (fee bands, boarding, yes/no) are written from the contracts'
 * constants, so their bounds and codes live in one place.
 */
import {
  BOARDING_OPTIONS,
  boardingFacetValues,
  FEE_BANDS,
  type FeeBandType,
  yesNoOf,
} from "@lwl/contracts/listing-facts";
import type { ListingType } from "@lwl/contracts/listings";
import { type SQL, sql } from "drizzle-orm";

/** A text[] parameter. */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => JSON.stringify(value)).join(",")}}`}::text[]`;

/** A key of the details, one of this file's own names, as a literal (`->` is overloaded: a parameter would be ambiguous). */
const field = (key: string) => sql.raw(`l.details->'${key}'`);
const fieldText = (key: string) => sql.raw(`l.details->>'${key}'`);

/**
 * The texts a JSON path finds in the details: `$.boards[*]` in lax mode also reads one text stored
 * where a list belongs, as listing-facet-values.ts `itemsOf` does; anything but text is left out.
 */
const texts = (path: string) =>
  sql`array(select jsonb_path_query(l.details, ${`${path} ? (@.type() == "string")`}::jsonpath) #>> '{}')`;

/** One value, or none: a one-item or empty list. */
const atMostOne = (value: SQL) => sql`array_remove(array[${value}]::text[], null)`;

/** YES or NO for a JSON boolean, none for anything else. */
const yesNo = (key: string) =>
  atMostOne(sql`case jsonb_typeof(${field(key)}) when 'boolean'
    then case when (${fieldText(key)})::boolean then ${yesNoOf(true)}::text else ${yesNoOf(false)}::text end end`);

/** The band of a yearly fee range's lower end (contracts FEE_BANDS, feeBandOf): one CASE from the bands. */
function feeBand(type: FeeBandType, key: string): SQL {
  const lowest = sql`(${field(key)}->>'min')::numeric`;
  const bands = FEE_BANDS[type];
  const bounded = bands.flatMap((band) =>
    band.upTo === null ? [] : [sql`when ${lowest} < ${band.upTo} then ${band.code}::text`],
  );
  const last = bands[bands.length - 1]?.code ?? null;
  return atMostOne(sql`case when jsonb_typeof(${field(key)}->'min') = 'number'
    then case ${sql.join(bounded, sql` `)} else ${last}::text end end`);
}

/** Boarding: a day-and-boarding school under both values (contracts boardingFacetValues). */
const boarding = () =>
  sql`case ${fieldText("boarding")} ${sql.join(
    BOARDING_OPTIONS.map((option) => sql`when ${option}::text then ${textArray(boardingFacetValues(option))}`),
    sql` `,
  )} else array[]::text[] end`;

const FACET_SQL: Record<ListingType, Record<string, () => SQL>> = {
  COLLEGE: {
    affiliation: () => texts("$.affiliation"),
    courseLevel: () => texts("$.courses[*].level"),
    exam: () => texts("$.entranceExams[*]"),
    hostel: () => yesNo("hostel"),
    fees: () => feeBand("COLLEGE", "tuition"),
  },
  SCHOOL: {
    board: () => texts("$.boards[*]"),
    fees: () => feeBand("SCHOOL", "annualFee"),
    boarding,
  },
  TUTORIAL: {
    subject: () => texts("$.subjects[*]"),
    mode: () => texts("$.modes[*]"),
    level: () => texts("$.levels[*]"),
    demoClass: () => yesNo("demoClass"),
  },
};

/** The values (text[]) of a details facet of a listing of `type` in the row `l`; undefined for a column or another type's. */
export function listingFacetSql(type: ListingType, facet: string): SQL | undefined {
  return FACET_SQL[type][facet]?.();
}
