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
 */
export function relevanceStages(
  columns: StageColumns,
  words: MatchedWord[],
  phrase: string,
  tail: (stage: Stage) => Stage[],
  relevance: SQL,
): Stage[] {
  const inName = sql`${columns.name} @@ ${allWordsQuery(words)}::tsquery`;
  const inPlace = everyWordIn([columns.name, columns.place], words);
  const inFacts = everyWordIn([columns.name, columns.place, columns.facts], words);
  const startsWithPhrase = sql`${columns.foldedTitle} like ${`${phrase}%`}`;
  const tiers = (base: SQL): Stage[] =>
    [
      // The exact name, then names that start with the search (few: all of them ranked).
      {
        where: sql`${base} and ${inName} and ${startsWithPhrase}`,
        columns: sql`${columns.foldedTitle} as folded`,
        keys: [number(sql`(folded <> ${phrase})::int`)],
      },
      { where: sql`${base} and ${inName} and not (${startsWithPhrase})`, columns: undefined, keys: [] },
      { where: sql`${base} and ${inPlace} and not (${inName})`, columns: undefined, keys: [] },
      { where: sql`${base} and ${inFacts} and not (${inPlace})`, columns: undefined, keys: [] },
      { where: sql`${base} and not (${inFacts})`, columns: undefined, keys: [] },
    ].flatMap(tail);
  const exactly = sql`${columns.document} @@ ${exactWordsQuery(words)}::tsquery`;
  const stages = tiers(exactly);
  const single = words.length === 1;
  if (single) {
    // One word: what is left matched it only through a typo (one typo, the tiers in the same order).
    if ((words[0]?.typos.length ?? 0) > 0) stages.push(...tiers(sql`not (${exactly})`));
    return stages;
  }
  stages.push(
    ...tail({
      where: sql`not (${exactly})`,
      columns: relevance,
      keys: [number(sql`-words`), number(sql`typos`), number(sql`tier`)],
    }),
  );
  return stages;
}

export const KEY = { number, text, numberDescending };

/**
 * The listing order after relevance: clicks in the ranking month desc, name, id. A stage with no keys
 * of its own is split in two: its clicked rows first (by clicks desc, name, id), then the others by
 * name and id, each read in order from the (type, popularity desc, name, id) index until the page is
 * full. A stage with keys of its own (exact name first; words, typos, tier) gets the three appended.
 */
export function byPopularity(stage: Stage, rowPopularity: SQL): Stage[] {
  const byName = [text(sql.raw("name")), number(sql.raw("id"))];
  const tail = [numberDescending(sql.raw("popularity")), ...byName];
  if (stage.keys.length > 0) return [{ ...stage, keys: [...stage.keys, ...tail] }];
  return [
    { ...stage, where: sql`${stage.where} and ${rowPopularity} > 0`, keys: tail },
    { ...stage, where: sql`${stage.where} and ${rowPopularity} = 0`, keys: byName },
  ];
}
