/**
 * Ranking in stages (docs/decisions/0010-search-speed.md). The relevance order (words matched desc,
 * typos, tier, then popularity desc, name, id for listings or date, title, id for events) is cut into
 * stages that follow one another in that order: every row of a stage outranks every row of the next.
 * A page is read stage by stage, each ordered by its own keys and limited to what the page still
 * needs, so the first page of a common word reads the few name matches first instead of scoring every
 * candidate. The stages are exact slices of the one relevance order, so results are the same as when
 * everything was ranked at once; each stage has its own sort keys (ascending SQL expressions), which
 * also make the keyset cursor (`after`): the stage and the keys of the last row.
 */
import { type SQL, sql } from "drizzle-orm";
import { allWordsQuery, exactWordsQuery, type MatchedWord, wordQuery } from "./words.ts";

/** A sort key: an expression over the stage's columns, its SQL type (to read a cursor back) and direction. */
export interface OrderKey {
  expression: SQL;
  type: "float8" | "text" | "int4";
  descending?: boolean;
}

export interface Stage {
  /** What a row must satisfy beyond the search's candidates. */
  where: SQL;
  /** `where` implies the candidates' word test (skip that test on the whole document). */
  impliesWords?: boolean;
  /** Known to have no rows: not read. */
  skip?: boolean;
  /** Ordered by the listing order alone (popularity desc, name, id): the order of an index, which can be walked. */
  popularityOrder?: boolean;
  /** Extra columns the keys need (relevance columns), or none. */
  columns: SQL | undefined;
  keys: OrderKey[];
}

/** The search columns of a listing or an event (db/schema.ts). */
export interface StageColumns {
  name: SQL;
  place: SQL;
  facts: SQL;
  document: SQL;
  /** The name or title, folded by lwl_fold (migration 0012), for the exact-name and name-prefix tiers. */
  foldedTitle: SQL;
}

const number = (expression: SQL): OrderKey => ({ expression, type: "float8" });
const text = (expression: SQL): OrderKey => ({ expression, type: "text" });
const numberDescending = (expression: SQL): OrderKey => ({ expression, type: "float8", descending: true });

/** Does every word match in one of the columns (its typos included)? */
function everyWordIn(columns: SQL[], words: MatchedWord[]): SQL {
  return sql.join(
    words.map(
      (word) =>
        sql`(${sql.join(
          columns.map((column) => sql`${column} @@ ${wordQuery(word)}::tsquery`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
}

/**
 * The stages of a relevance-ranked search with words. First the rows that have every word without a
 * typo, tier by tier (0-1 the name is or starts with the search, 2 every word in the name, 3 ... in
 * name or place, 4 ... or facts, 5 the description); then, for a single word, the rows that have it
 * only through a typo, tier by tier again; last everything else, ranked by the whole relevance order.
 * `tail` adds the order after relevance to a stage (byPopularity; an event's date, title, id), which
 * may split it in several stages.
 *
 * The stage list is the same for every page of a search (a cursor names a stage by its place); what
 * varies is how each is read. The whole document (stored out of line, dear to read per row) is only
 * tested where the small per-field columns do not already imply it: without typos a word found in a
 * field is found exactly; and when no row has every word exactly (`exactExists` false, typical of a
 * misspelling) the exact stages are skipped and "not exactly" holds for every row.
 */
export function relevanceStages(
  columns: StageColumns,
  words: MatchedWord[],
  phrase: string,
  tail: (stage: Stage) => Stage[],
  relevance: SQL,
  exactExists: boolean,
): Stage[] {
  const inName = sql`${columns.name} @@ ${allWordsQuery(words)}::tsquery`;
  const inPlace = everyWordIn([columns.name, columns.place], words);
  const inFacts = everyWordIn([columns.name, columns.place, columns.facts], words);
  const startsWithPhrase = sql`${columns.foldedTitle} like ${`${phrase}%`}`;
  const exactly = sql`${columns.document} @@ ${exactWordsQuery(words)}::tsquery`;
  const single = words.length === 1;
  const typos = words.some((word) => word.typos.length > 0);
  const and = (conditions: (SQL | undefined)[]) =>
    sql.join(
      conditions.filter((condition): condition is SQL => condition !== undefined),
      sql` and `,
    );
  /** base: what the tier's rows must also satisfy (undefined: implied); skip: known to be empty. */
  const tiers = (base: SQL | undefined, lastBase: SQL | undefined, skip: boolean): Stage[] =>
    (
      [
        // The exact name, then names that start with the search (few: all of them ranked).
        {
          where: and([base, inName, startsWithPhrase]),
          columns: sql`${columns.foldedTitle} as folded`,
          keys: [number(sql`(folded <> ${phrase})::int`)],
          impliesWords: true,
        },
        {
          where: and([base, inName, sql`not (${startsWithPhrase})`]),
          columns: undefined,
          keys: [],
          impliesWords: true,
        },
        { where: and([base, inPlace, sql`not (${inName})`]), columns: undefined, keys: [], impliesWords: true },
        { where: and([base, inFacts, sql`not (${inPlace})`]), columns: undefined, keys: [], impliesWords: true },
        { where: and([lastBase, sql`not (${inFacts})`]), columns: undefined, keys: [] },
      ] satisfies Stage[]
    )
      .map((stage) => ({ ...stage, skip }))
      .flatMap(tail);
  // Exact tiers: without typos the field tests imply "exactly" (the description tier needs it for several words).
  const exactBase = typos ? exactly : undefined;
  const stages = tiers(exactBase, typos || !single ? exactly : undefined, typos && !exactExists);
  const notExactly = exactExists ? sql`not (${exactly})` : undefined;
  if (single) {
    // One word: what is left matched it only through a typo (one typo, the tiers in the same order).
    stages.push(...tiers(notExactly, notExactly, !typos));
    return stages;
  }
  stages.push(
    ...tail({
      where: notExactly ?? sql`true`,
      columns: relevance,
      keys: [number(sql`-words`), number(sql`typos`), number(sql`tier`)],
    }),
  );
  return stages;
}

export const KEY = { number, text, numberDescending };

/**
 * The listing order after relevance: clicks in the ranking month desc, name, id (the keys appended to
 * the stage's own). `split` (the lists without words, which page deep) cuts a stage with no keys of
 * its own in two: its clicked rows first, then the others by name and id, so that a cursor past the
 * clicked rows is a range of the (type, popularity desc, name, id) index rather than a filter.
 */
export function byPopularity(stage: Stage, rowPopularity: SQL, split: boolean): Stage[] {
  const byName = [text(sql.raw("name")), number(sql.raw("id"))];
  const tail = [numberDescending(sql.raw("popularity")), ...byName];
  if (!split || stage.keys.length > 0) {
    return [{ ...stage, keys: [...stage.keys, ...tail], popularityOrder: stage.keys.length === 0 }];
  }
  return [
    { ...stage, where: sql`${stage.where} and ${rowPopularity} > 0`, keys: tail },
    { ...stage, where: sql`${stage.where} and ${rowPopularity} = 0`, keys: byName },
  ];
}
