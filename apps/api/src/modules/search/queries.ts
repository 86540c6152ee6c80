/**
 * The search service's SQL (docs/decisions/0009-search.md). Candidates come from the partial GIN
 * indexes on search_document (one per listing type, published only, so the type and status are
 * written as literals the planner can match to the index predicate); scores are computed on the
 * candidates only; the page's rows are read by primary key afterwards.
 */
import type { ListingType } from "@lwl/contracts/listings";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  events,
  listings,
  lookups,
  searchClickCounts,
  searchClickReceipts,
  searchPopularityState,
  searchTerms,
} from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";
import { byPopularity, KEY, type OrderKey, relevanceStages, type Stage, type StageColumns } from "./stages.ts";
import { anyWordQuery, type MatchedWord, PREFIX_FROM_LETTERS, typoBudget, wordQuery } from "./words.ts";

/** Both drivers answer a raw query with { rows }. */
async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const LISTING_TYPE_LITERALS: Record<ListingType, SQL> = {
  COLLEGE: sql.raw(`l.type = 'COLLEGE' and l.status = 'PUBLISHED'`),
  SCHOOL: sql.raw(`l.type = 'SCHOOL' and l.status = 'PUBLISHED'`),
  TUTORIAL: sql.raw(`l.type = 'TUTORIAL' and l.status = 'PUBLISHED'`),
};
const VISIBLE_EVENT = sql.raw(`e.status = 'PUBLISHED' and l.status = 'PUBLISHED'`);

// ---- words --------------------------------------------------------------------------------------

/** The known words each search word may be a misspelling of (within its typo budget). */
export async function findTypos(db: Database, words: string[]): Promise<Map<string, string[]>> {
  const tolerant = words.filter((word) => typoBudget(word) > 0);
  const typos = new Map<string, string[]>(words.map((word) => [word, []]));
  if (tolerant.length === 0) return typos;
  const probes = tolerant.map(
    (word) => sql`(select ${word}::text as word, term from ${searchTerms}
      where char_length(term) between ${[...word].length - typoBudget(word)} and ${[...word].length + typoBudget(word)}
        and term <> ${word}
        and levenshtein_less_equal(term, ${word}, ${typoBudget(word)}) <= ${typoBudget(word)}
      order by levenshtein(term, ${word}), term limit 20)`,
  );
  const rows = await selectRows<{ word: string; term: string }>(db, sql.join(probes, sql` union all `));
  for (const row of rows) typos.get(row.word)?.push(row.term);
  return typos;
}

/** The closest known spelling of each word (trigram similarity), for "Did you mean". */
export async function findClosestTerms(db: Database, words: string[]): Promise<Map<string, string>> {
  const probes = words.map(
    (word) => sql`(select ${word}::text as word, term from ${searchTerms}
      where term % ${word} order by similarity(term, ${word}) desc, term limit 1)`,
  );
  const rows = await selectRows<{ word: string; term: string }>(db, sql.join(probes, sql` union all `));
  return new Map(rows.map((row) => [row.word, row.term]));
}

// ---- scoring ------------------------------------------------------------------------------------

/** The search text as words separated by single spaces (lwl_fold, migration 0012), as the search's phrase is written. */
const normalized = (value: SQL) => sql`lwl_fold(${value})`;

/** The search columns of a listing or an event (db/schema.ts): the small per-field ones and the whole document. */
export interface SearchColumns {
  name: SQL;
  place: SQL;
  facts: SQL;
  document: SQL;
  /** The name or title as text, for the exact-name and name-prefix tiers. */
  title: SQL;
}

/** Does one of the columns match the query? Checked in order and stopped at the first match. */
const anyOf = (columns: SQL[], query: string) =>
  sql.join(
    columns.map((column) => sql`${column} @@ ${query}::tsquery`),
    sql` or `,
  );

const countOf = (words: MatchedWord[], test: (word: MatchedWord) => SQL) =>
  sql.join(
    words.map((word) => sql`(${test(word)})::int`),
    sql` + `,
  );

/**
 * The relevance columns of a candidate: how many words it matched, how many only through a typo, and
 * in which fields (tier 0 exact name, 1 name starting with the search, 2 every matched word in the
 * name, 3 ... in name, city or locality, 4 ... or subjects, board, affiliation, 5 description). The
 * small per-field columns are asked first; the whole document (with the description, stored out of
 * line) only when they do not have the word.
 */
function relevanceColumns(columns: SearchColumns, words: MatchedWord[], phrase: string): SQL {
  const everywhere = [columns.name, columns.place, columns.facts, columns.document];
  const matched = countOf(words, (word) => anyOf(everywhere, wordQuery(word)));
  const inName = countOf(words, (word) => anyOf([columns.name], wordQuery(word)));
  const inPlace = countOf(words, (word) => anyOf([columns.name, columns.place], wordQuery(word)));
  const inFacts = countOf(words, (word) => anyOf([columns.name, columns.place, columns.facts], wordQuery(word)));
  const exact = countOf(words, (word) => anyOf(everywhere, wordQuery(word, true)));
  return sql`(${matched}) as words,
    case
      when (${inName}) = (${matched}) then
        case when ${normalized(columns.title)} = ${phrase} then 0
             when ${normalized(columns.title)} like ${`${phrase}%`} then 1
             else 2 end
      when (${inPlace}) = (${matched}) then 3
      when (${inFacts}) = (${matched}) then 4
      else 5
    end as tier,
    (${matched}) - (${exact}) as typos`;
}

const LISTING_COLUMNS: SearchColumns = {
  name: sql.raw("l.search_name"),
  place: sql.raw("l.search_place"),
  facts: sql.raw("l.search_facts"),
  document: sql.raw("l.search_document"),
  title: sql.raw("l.name"),
};
const EVENT_COLUMNS: SearchColumns = {
  name: sql.raw("e.search_name"),
  place: sql.raw("e.search_place"),
  facts: sql.raw("e.search_facts"),
  document: sql.raw("e.search_document"),
  title: sql.raw("e.title"),
};

const noRelevance = sql.raw(`0 as words, 0 as tier, 0 as typos`);

// ---- near me ------------------------------------------------------------------------------------

export interface NearMe {
  lat: number;
  lng: number;
  radiusKm: number;
}

const KM_PER_DEGREE = 111.045;

/** Great-circle distance in km (haversine) from the point to (lat, lng) columns. */
function distanceKm(near: NearMe, lat: SQL, lng: SQL): SQL {
  return sql`(6371.0 * 2 * asin(sqrt(
    power(sin(radians(${lat} - ${near.lat}::float8) / 2), 2) +
    cos(radians(${near.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${near.lng}::float8) / 2), 2))))`;
}

/** The bounding box first (indexable), then the exact distance. */
function withinRadius(near: NearMe, lat: SQL, lng: SQL): SQL {
  const latSpan = near.radiusKm / KM_PER_DEGREE;
  const lngSpan = near.radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((near.lat * Math.PI) / 180), 0.01));
  return sql`${lat} between ${near.lat - latSpan} and ${near.lat + latSpan}
    and ${lng} between ${near.lng - lngSpan} and ${near.lng + lngSpan}
    and ${distanceKm(near, lat, lng)} <= ${near.radiusKm}`;
}

// ---- filters ------------------------------------------------------------------------------------

/** A facet's column and how a chosen value is tested; multi-valued facets (subjects, modes) are jsonb arrays. */
export interface FacetField {
  name: string;
  /** The value column (scalar facets) or the jsonb array (multi-valued). */
  column: SQL;
  multi: boolean;
}

export const LISTING_FACET_FIELDS: Record<string, FacetField> = {
  city: { name: "city", column: sql.raw("l.city"), multi: false },
  state: { name: "state", column: sql.raw("l.state"), multi: false },
  board: { name: "board", column: sql.raw("(l.details->>'board')"), multi: false },
  affiliation: { name: "affiliation", column: sql.raw("(l.details->>'affiliation')"), multi: false },
  subject: { name: "subject", column: sql.raw("(l.details->'subjects')"), multi: true },
  mode: { name: "mode", column: sql.raw("(l.details->'modes')"), multi: true },
};

export const EVENT_FACET_FIELDS: Record<string, FacetField> = {
  city: { name: "city", column: sql.raw("(e.address->>'city')"), multi: false },
  state: { name: "state", column: sql.raw("(e.address->>'state')"), multi: false },
  eventType: { name: "eventType", column: sql.raw("e.event_type"), multi: false },
  accessibility: { name: "accessibility", column: sql.raw("e.accessibility"), multi: false },
};

function valueList(values: string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

function facetTest(field: FacetField, values: string[]): SQL {
  if (field.multi) return sql`${field.column} ?| array[${valueList(values)}]::text[]`;
  return sql`${field.column} in (${valueList(values)})`;
}

/** Chosen values per facet; a facet with none is not filtered. */
export type FacetFilters = Record<string, string[]>;

function filterConditions(fields: Record<string, FacetField>, filters: FacetFilters): SQL[] {
  return Object.entries(filters)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => facetTest(fields[name] as FacetField, values));
}

function allOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

// ---- listings -----------------------------------------------------------------------------------

export interface SearchPlan {
  words: MatchedWord[];
  /** The search as single-spaced folded words, for the exact-name and name-prefix tiers. */
  phrase: string;
  filters: FacetFilters;
  near: NearMe | undefined;
  sort: "relevance" | "name" | "distance";
  page: number;
  size: number;
  /** Where the page starts: right after this row (keyset), instead of at page × size. */
  after?: StageCursor | undefined;
}

/** A row of a page: its stage and sort keys make the cursor of the next page. */
export interface RankedRow {
  id: number;
  distance: number | null;
  stage: number;
  keys: (number | string)[];
}

/** The last row of a page, as the next page's starting point. */
export interface StageCursor {
  stage: number;
  keys: (number | string)[];
}

const LISTING_LAT = sql.raw("l.latitude");
const LISTING_LNG = sql.raw("l.longitude");

function listingCandidates(type: ListingType, plan: Omit<SearchPlan, "page" | "size">): SQL {
  return allOf([
    LISTING_TYPE_LITERALS[type],
    ...(plan.words.length > 0 ? [sql`l.search_document @@ ${anyWordQuery(plan.words)}::tsquery`] : []),
    ...(plan.near ? [withinRadius(plan.near, LISTING_LAT, LISTING_LNG)] : []),
    ...filterConditions(LISTING_FACET_FIELDS, plan.filters),
  ]);
}

const LISTING_STAGE_COLUMNS: StageColumns = {
  name: sql.raw("l.search_name"),
  place: sql.raw("l.search_place"),
  facts: sql.raw("l.search_facts"),
  document: sql.raw("l.search_document"),
  foldedTitle: sql.raw("l.search_title"),
};
const EVENT_STAGE_COLUMNS: StageColumns = {
  name: sql.raw("e.search_name"),
  place: sql.raw("e.search_place"),
  facts: sql.raw("e.search_facts"),
  document: sql.raw("e.search_document"),
  foldedTitle: sql.raw("e.search_title"),
};

/** After relevance: popularity (the ranking month's clicks, kept in the row) desc, then name, then id. */
const LISTING_TAIL = [
  KEY.numberDescending(sql.raw("popularity")),
  KEY.text(sql.raw("name")),
  KEY.number(sql.raw("id")),
];
const BY_NAME = [KEY.text(sql.raw("name")), KEY.number(sql.raw("id"))];
const POPULARITY = sql.raw("l.search_popularity");

/** The stages of a listing search (stages.ts): one ordered slice of the whole order after another. */
function listingStages(plan: SearchPlan, exactExists = true): Stage[] {
  const relevance = plan.words.length > 0 ? relevanceColumns(LISTING_COLUMNS, plan.words, plan.phrase) : noRelevance;
  if (plan.sort === "name") return [{ where: sql`true`, columns: undefined, keys: BY_NAME }];
  if (plan.sort === "distance") {
    return [
      {
        where: sql`true`,
        columns: relevance,
        keys: [
          KEY.number(sql.raw("distance")),
          KEY.number(sql.raw("-words")),
          KEY.number(sql.raw("typos")),
          KEY.number(sql.raw("tier")),
          ...LISTING_TAIL,
        ],
      },
    ];
  }
  if (plan.words.length > 0) {
    const tail = (stage: Stage) => byPopularity(stage, POPULARITY, false);
    return relevanceStages(LISTING_STAGE_COLUMNS, plan.words, plan.phrase, tail, relevance, exactExists);
  }
  // No words: the month's clicked listings by clicks, then the others by name (the index, in order).
  return byPopularity({ where: sql`true`, columns: undefined, keys: [] }, POPULARITY, true);
}

/**
 * Only rows after the cursor's, in the keys' order: (k1, k2, ...) > (v1, v2, ...) when every key is
 * ascending (a range of an index), otherwise spelled out key by key.
 */
function afterKeys(keys: OrderKey[], values: (number | string)[]): SQL {
  const value = (index: number) => sql`${values[index]}::${sql.raw((keys[index] as OrderKey).type)}`;
  if (keys.every((key) => !key.descending)) {
    return sql`(${sql.join(
      keys.map((key) => key.expression),
      sql`, `,
    )}) > (${sql.join(
      keys.map((_key, index) => value(index)),
      sql`, `,
    )})`;
  }
  const alternatives = keys.map((key, index) => {
    const equalBefore = keys.slice(0, index).map((before, at) => sql`${before.expression} = ${value(at)}`);
    const beyond = sql`${key.expression} ${sql.raw(key.descending ? "<" : ">")} ${value(index)}`;
    return sql`(${sql.join([...equalBefore, beyond], sql` and `)})`;
  });
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

const orderBy = (keys: OrderKey[]) =>
  sql.join(
    keys.map((key) => (key.descending ? sql`${key.expression} desc nulls last` : key.expression)),
    sql`, `,
  );

/** Does a cursor fit these stages (right stage number, right number and kinds of keys)? */
export function fitsStages(stages: Stage[], cursor: StageCursor): boolean {
  const stage = stages[cursor.stage];
  if (!stage || stage.keys.length !== cursor.keys.length) return false;
  return stage.keys.every((key, index) =>
    key.type === "text" ? typeof cursor.keys[index] === "string" : Number.isFinite(cursor.keys[index]),
  );
}

/** A row of a stage as the database answers it (keys as JSON, or already parsed by the driver). */
interface StageRow {
  id: number;
  distance: number | null;
  keys: string;
}

/**
 * Reads the page stage by stage: each stage ordered by its keys and limited to what is still missing,
 * so later stages are not read once the page is full. Without a cursor the page starts at page × size
 * (the rows before it are read and dropped: fine for the first pages, the cursor is for deep ones).
 */
async function readStages(
  stages: Stage[],
  plan: Pick<SearchPlan, "page" | "size" | "after">,
  read: (stage: Stage, after: SQL, limit: number) => Promise<StageRow[]>,
): Promise<RankedRow[]> {
  const skip = plan.after ? 0 : plan.page * plan.size;
  const needed = skip + plan.size;
  const rows: RankedRow[] = [];
  for (let index = plan.after?.stage ?? 0; index < stages.length && rows.length < needed; index++) {
    const stage = stages[index] as Stage;
    if (stage.skip) continue;
    const after = plan.after && index === plan.after.stage ? afterKeys(stage.keys, plan.after.keys) : sql`true`;
    const found = await read(stage, after, needed - rows.length);
    for (const row of found) {
      const keys = typeof row.keys === "string" ? JSON.parse(row.keys) : row.keys;
      rows.push({ id: row.id, distance: row.distance === null ? null : Number(row.distance), stage: index, keys });
    }
  }
  return rows.slice(skip);
}

const keyArray = (keys: OrderKey[]) =>
  sql`json_build_array(${sql.join(
    keys.map((key) => key.expression),
    sql`, `,
  )})`;

/**
 * Rows of the type a word stage in the listing order walks before it stops trusting the walk
 * (rankListings): enough for a common word to fill a page, few enough that a rare one costs little.
 */
export const WALKED_ROWS = 200;

/** One page of matching listings, best first (stages.ts). */
export async function rankListings(db: Database, type: ListingType, plan: SearchPlan): Promise<RankedRow[]> {
  const candidates = listingCandidates(type, plan);
  const unworded = listingCandidates(type, { ...plan, words: [] });
  const distance = plan.near ? distanceKm(plan.near, LISTING_LAT, LISTING_LNG) : sql`null::float8`;
  const exactExists = await anyExactMatch(db, plan.words);
  const matches = (stage: Stage) => sql`${stage.impliesWords ? unworded : candidates} and ${stage.where}`;
  /** The stage's rows of `from` (aliased l) that satisfy `where`, after `after`, in the stage's order. */
  const page = (stage: Stage, from: SQL, where: SQL, after: SQL, limit: number) =>
    selectRows<StageRow>(
      db,
      sql`select id, distance, ${keyArray(stage.keys)} as keys from (
        select l.id, l.name, l.search_popularity as popularity, ${distance} as distance
          ${stage.columns ? sql`, ${stage.columns}` : sql``}
        from ${from}
        where ${where}
      ) ranked
      where ${after}
      order by ${orderBy(stage.keys)}
      limit ${limit}`,
    );
  return readStages(listingStages(plan, exactExists), plan, async (stage, after, limit) => {
    // (A stage with relevance columns of its own reads them from the whole row: not these two steps.)
    if (!(stage.popularityOrder && plan.words.length > 0 && stage.columns === undefined)) {
      return page(stage, sql`${listings} l`, matches(stage), after, limit);
    }
    // A stage of word matches in the listing order. Walking the order's index and testing each row is
    // quick when the words are common and ruinous when they are rare (every row of the type read, and
    // for the description or a typo its whole document unpacked), and the planner cannot tell which
    // from its estimates. So: the first rows of the walk, then, if they did not fill the page, the rows
    // the words' GIN indexes find (materialized, so that no walk is planned), sorted.
    const walk = sql`(select * from (select l.*, l.search_popularity as popularity from ${listings} l
      where ${LISTING_TYPE_LITERALS[type]}) walked
      where ${after}
      order by popularity desc nulls last, name, id
      limit ${WALKED_ROWS}) l`;
    const walked = await page(stage, walk, matches(stage), sql`true`, limit);
    if (walked.length >= limit) return walked;
    // The matches are tested once, inside the CTE; the page only orders them.
    const found = sql`(with matched as materialized (
        select l.id, l.name, l.search_popularity, l.latitude, l.longitude from ${listings} l
        where ${matches(stage)}
      ) select * from matched) l`;
    return page(stage, found, sql`true`, after, limit);
  });
}

/**
 * Could any row have every word exactly (no typo)? Asked only when a word has typos (otherwise the
 * answer changes nothing): false when some word is no known word (search_terms) nor the start of
 * one, the case of a misspelling; true otherwise (the exact stages then find out, and stay correct).
 */
async function anyExactMatch(db: Database, words: MatchedWord[]): Promise<boolean> {
  if (!words.some((word) => word.typos.length > 0)) return true;
  const known = words.map((word) =>
    [...word.word].length >= PREFIX_FROM_LETTERS
      ? sql`exists (select 1 from ${searchTerms} where term like ${`${word.word}%`})`
      : sql`exists (select 1 from ${searchTerms} where term = ${word.word})`,
  );
  const [row] = await selectRows<{ found: boolean }>(db, sql`select ${sql.join(known, sql` and `)} as found`);
  return row?.found ?? true;
}

/** The stages of a listing search, to check a cursor against. */
export const stagesOfListingSearch = listingStages;

/** How many listings match (the candidates, whatever their rank). */
export async function countListings(
  db: Database,
  type: ListingType,
  plan: Omit<SearchPlan, "page" | "size">,
): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${listings} l where ${listingCandidates(type, plan)}`,
  );
  return row?.total ?? 0;
}

export async function countPublishedListings(db: Database, type: ListingType): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${listings} l where ${LISTING_TYPE_LITERALS[type]}`,
  );
  return row?.total ?? 0;
}

export function findListingCards(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: listings.id,
      slug: listings.slug,
      type: listings.type,
      name: listings.name,
      addressLine1: listings.addressLine1,
      addressLine2: listings.addressLine2,
      city: listings.city,
      state: listings.state,
      postalCode: listings.postalCode,
      country: listings.country,
      logo: listings.logo,
      coverPicture: listings.coverPicture,
      description: listings.description,
    })
    .from(listings)
    .where(inArray(listings.id, ids));
}
export type ListingCardRow = Awaited<ReturnType<typeof findListingCards>>[number];

export interface FacetCountRow {
  facet: string;
  value: string;
  count: number;
}

/**
 * Counts per value of each facet, each under every active filter but its own: the candidates are read
 * once (a materialized CTE with each facet's value and whether each filter holds), then grouped per facet.
 */
function facetCounts(
  db: Database,
  fields: Record<string, FacetField>,
  facets: string[],
  from: SQL,
  candidates: SQL,
  filters: FacetFilters,
): Promise<FacetCountRow[]> {
  const facetValue = (name: string) => sql.raw(`"value_${name}"`);
  const holds = (name: string) => sql.raw(`"holds_${name}"`);
  const active = Object.entries(filters).filter(([, values]) => values.length > 0);
  const columns = [
    ...facets.map((name) => sql`${(fields[name] as FacetField).column} as ${facetValue(name)}`),
    ...active.map(([name, values]) => sql`(${facetTest(fields[name] as FacetField, values)}) as ${holds(name)}`),
  ];
  const parts = facets.map((name) => {
    const others = allOf(active.filter(([other]) => other !== name).map(([other]) => holds(other)));
    return (fields[name] as FacetField).multi
      ? sql`(select ${name}::text as facet, v.value, count(*)::int as count
          from candidates cross join lateral jsonb_array_elements_text(coalesce(${facetValue(name)}, '[]'::jsonb)) v(value)
          where ${others} group by v.value)`
      : sql`(select ${name}::text as facet, ${facetValue(name)} as value, count(*)::int as count
          from candidates where ${others} and ${facetValue(name)} is not null and ${facetValue(name)} <> ''
          group by ${facetValue(name)})`;
  });
  return selectRows<FacetCountRow>(
    db,
    sql`with candidates as materialized (select ${sql.join(columns, sql`, `)} from ${from} where ${candidates})
    select facet, value, count from (${sql.join(parts, sql` union all `)}) f order by facet, count desc, value`,
  );
}

export function countListingFacets(
  db: Database,
  type: ListingType,
  plan: SearchPlan,
  facets: string[],
): Promise<FacetCountRow[]> {
  return facetCounts(
    db,
    LISTING_FACET_FIELDS,
    facets,
    sql`${listings} l`,
    listingCandidates(type, { ...plan, filters: {} }),
    plan.filters,
  );
}

// ---- events -------------------------------------------------------------------------------------

const EVENT_LAT = sql.raw("coalesce((e.address->>'latitude')::float8, l.latitude)");
const EVENT_LNG = sql.raw("coalesce((e.address->>'longitude')::float8, l.longitude)");

export interface EventPlan extends SearchPlan {
  now: Date;
  upcomingOnly: boolean;
  /** Start of the `from` day and end of the `to` day, as instants. */
  from: Date | undefined;
  to: Date | undefined;
}

function eventCandidates(plan: EventPlan): SQL {
  const now = plan.now.toISOString();
  return allOf([
    VISIBLE_EVENT,
    ...(plan.words.length > 0 ? [sql`e.search_document @@ ${anyWordQuery(plan.words)}::tsquery`] : []),
    ...(plan.near ? [withinRadius(plan.near, EVENT_LAT, EVENT_LNG)] : []),
    ...(plan.upcomingOnly ? [sql`coalesce(e.ends_at, e.starts_at) >= ${now}::timestamptz`] : []),
    ...(plan.from ? [sql`coalesce(e.ends_at, e.starts_at) >= ${plan.from.toISOString()}::timestamptz`] : []),
    ...(plan.to ? [sql`e.starts_at < ${plan.to.toISOString()}::timestamptz`] : []),
    ...filterConditions(EVENT_FACET_FIELDS, plan.filters),
  ]);
}

// Upcoming (or under way) first, soonest first; then past ones, most recent first.
const EVENT_WHEN = [
  KEY.number(sql.raw("over::int")),
  KEY.number(sql.raw("case when over then 0 else extract(epoch from starts_at)::float8 end")),
  KEY.number(sql.raw("-extract(epoch from starts_at)::float8")),
];
const EVENT_TAIL = [...EVENT_WHEN, KEY.text(sql.raw("name")), KEY.number(sql.raw("id"))];

function eventStages(plan: EventPlan, exactExists = true): Stage[] {
  const relevance = plan.words.length > 0 ? relevanceColumns(EVENT_COLUMNS, plan.words, plan.phrase) : noRelevance;
  if (plan.sort === "name") return [{ where: sql`true`, columns: undefined, keys: BY_NAME }];
  if (plan.sort === "distance") {
    return [
      {
        where: sql`true`,
        columns: relevance,
        keys: [
          KEY.number(sql.raw("distance")),
          KEY.number(sql.raw("-words")),
          KEY.number(sql.raw("typos")),
          KEY.number(sql.raw("tier")),
          ...EVENT_WHEN,
          KEY.number(sql.raw("id")),
        ],
      },
    ];
  }
  if (plan.words.length > 0) {
    const tail = (stage: Stage) => [{ ...stage, keys: [...stage.keys, ...EVENT_TAIL] }];
    return relevanceStages(EVENT_STAGE_COLUMNS, plan.words, plan.phrase, tail, relevance, exactExists);
  }
  return [{ where: sql`true`, columns: undefined, keys: EVENT_TAIL }];
}

/** The stages of an event search, to check a cursor against. */
export const stagesOfEventSearch = eventStages;

export async function rankEvents(db: Database, plan: EventPlan): Promise<RankedRow[]> {
  const distance = plan.near ? distanceKm(plan.near, EVENT_LAT, EVENT_LNG) : sql`null::float8`;
  const candidates = eventCandidates(plan);
  const unworded = eventCandidates({ ...plan, words: [] });
  const from = sql`${events} e join ${listings} l on l.id = e.listing_id`;
  const exactExists = await anyExactMatch(db, plan.words);
  return readStages(eventStages(plan, exactExists), plan, (stage, after, limit) =>
    selectRows(
      db,
      sql`select id, distance, ${keyArray(stage.keys)} as keys from (
        select e.id, e.title as name, e.starts_at,
          coalesce(e.ends_at, e.starts_at) < ${plan.now.toISOString()}::timestamptz as over, ${distance} as distance
          ${stage.columns ? sql`, ${stage.columns}` : sql``}
        from ${from}
        where ${stage.impliesWords ? unworded : candidates} and ${stage.where}
      ) ranked
      where ${after}
      order by ${orderBy(stage.keys)}
      limit ${limit}`,
    ),
  );
}

export async function countEvents(db: Database, plan: EventPlan): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${events} e join ${listings} l on l.id = e.listing_id
      where ${eventCandidates(plan)}`,
  );
  return row?.total ?? 0;
}

export function countEventFacets(db: Database, plan: EventPlan, facets: string[]): Promise<FacetCountRow[]> {
  return facetCounts(
    db,
    EVENT_FACET_FIELDS,
    facets,
    sql`${events} e join ${listings} l on l.id = e.listing_id`,
    eventCandidates({ ...plan, filters: {} }),
    plan.filters,
  );
}

export function findEventCards(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: events.id,
      slug: events.slug,
      listingId: events.listingId,
      title: events.title,
      eventType: events.eventType,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timeZone: events.timeZone,
      address: events.address,
      onlineUrl: events.onlineUrl,
      coverImage: events.coverImage,
      description: events.description,
    })
    .from(events)
    .where(inArray(events.id, ids));
}
export type EventCardRow = Awaited<ReturnType<typeof findEventCards>>[number];

// ---- clicks -------------------------------------------------------------------------------------

/** Records that a client counted for a listing on a day; false when it already had. */
export async function insertClickReceipt(db: Database, day: string, clientKey: string, listingId: number) {
  const rows = await db
    .insert(searchClickReceipts)
    .values({ day, clientKey, listingId })
    .onConflictDoNothing()
    .returning({ day: searchClickReceipts.day });
  return rows.length > 0;
}

/** Receipts of days before `day` are no longer needed. */
export async function deleteClickReceiptsBefore(db: Database, day: string): Promise<void> {
  await db.execute(sql`delete from ${searchClickReceipts} where day < ${day}`);
}

export async function incrementClickCount(db: Database, month: string, listingId: number): Promise<void> {
  await db
    .insert(searchClickCounts)
    .values({ month, listingId, count: 1 })
    .onConflictDoUpdate({
      target: [searchClickCounts.month, searchClickCounts.listingId],
      set: { count: sql`${searchClickCounts.count} + 1` },
    });
}

/** The month's counts, added up as far as `atLeast` (enough to know whether it is reached). */
export async function sumClickCounts(db: Database, month: string, atLeast: number): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select coalesce(sum(count), 0)::int as total
      from (select count from ${searchClickCounts} where month = ${month} limit ${atLeast}) first_rows`,
  );
  return row?.total ?? 0;
}

/** The month listings.search_popularity holds (search_popularity_state), or null before the first search. */
export async function findPopularityMonth(db: Database): Promise<string | null> {
  const [row] = await db.select({ month: searchPopularityState.month }).from(searchPopularityState);
  return row?.month ?? null;
}

/**
 * Makes listings.search_popularity hold the month's clicks: the state moves to the month (the trigger
 * of migration 0012 follows that month's counts from then on) and the column is refilled.
 */
export async function refillPopularity(db: Database, month: string): Promise<void> {
  await db
    .insert(searchPopularityState)
    .values({ id: 1, month })
    .onConflictDoUpdate({ target: searchPopularityState.id, set: { month } });
  await db.execute(sql`update ${listings} set search_popularity = 0 where search_popularity <> 0`);
  await db.execute(sql`update ${listings} l set search_popularity = c.count from ${searchClickCounts} c
    where c.month = ${month} and c.listing_id = l.id`);
  // The planner's picture of the column changed at once (PGlite has no autovacuum to notice).
  await db.execute(sql`analyze ${listings}`);
}

/** Published listings by the month's clicks (then id), optionally of one type. */
export async function findMostClicked(
  db: Database,
  month: string,
  size: number,
  type?: ListingType,
): Promise<{ id: number; count: number }[]> {
  const typeTest = type ? sql`and l.type = ${type}` : sql``;
  return selectRows(
    db,
    sql`select l.id, c.count from ${searchClickCounts} c join ${listings} l on l.id = c.listing_id
      where c.month = ${month} and l.status = 'PUBLISHED' ${typeTest}
      order by c.count desc, l.id limit ${size}`,
  );
}

export async function isPublishedListing(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), isVisible(listings.status)))
    .limit(1);
  return rows.length > 0;
}

export async function findLookupCodes(db: Database, kind: "EVENT_TYPE" | "EVENT_ACCESSIBILITY"): Promise<string[]> {
  const rows = await db.select({ code: lookups.code }).from(lookups).where(eq(lookups.kind, kind));
  return rows.map((row) => row.code);
}

export async function findClickCount(db: Database, month: string, listingId: number): Promise<number> {
  const [row] = await db
    .select({ count: searchClickCounts.count })
    .from(searchClickCounts)
    .where(and(eq(searchClickCounts.month, month), eq(searchClickCounts.listingId, listingId)));
  return row?.count ?? 0;
}
