/**
 * What the search index loads (docs/decisions/0019-search-index-in-memory.md): the searchable rows
 * with the lexemes of their search document (tsvector.ts), and the versions (xmin) that tell which rows changed.
 * Only published listings, and events that are published with a published listing, are ever loaded.
 */
import type { ListingType } from "@lwl/contracts/listings";
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { listingFacetValues } from "../listing-facet-values.ts";
import { selectRows } from "../queries.ts";
import type { IndexedRow } from "./corpus.ts";

/**
 * A row's version: its xmin (an event's with its listing's, whose status and place it shows, as text).
 * A listing's is a number: a 32-bit transaction id, which the index keeps in a typed table (int-map.ts).
 */
export interface RowVersion<Version = string> {
  id: number;
  version: Version;
}

export interface LoadedListing extends IndexedRow {
  type: ListingType;
  version: number;
}

export interface LoadedEvent extends IndexedRow {
  version: string;
}

interface WordColumns {
  /** search_document as text: every field's lexemes, told apart by their weights (tsvector.ts). */
  document: string | null;
}

/** Indexed straight from the text (Corpus.upsert): no string per lexeme. */
const wordsOf = (row: WordColumns): IndexedRow["words"] => ({ text: row.document });

const WORD_COLUMNS = (alias: string) => sql.raw(`${alias}.search_document::text as document`);

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const idTest = (column: string, ids: number[] | undefined) =>
  ids === undefined ? sql`true` : sql`${sql.raw(column)} = any(${`{${ids.join(",")}}`}::int[])`;

// ---- listings -----------------------------------------------------------------------------------

/**
 * A listing's version: its xmin and its ratings row's (migration 0022) added, modulo 2^32, as a number
 * (float8 reads as a JavaScript number on both drivers; every uint32 is exact). Each only ever moves on
 * to a newer transaction, so a change of either changes the sum. Read with `RATINGS` joined.
 */
const LISTING_VERSION = sql.raw("((l.xmin::text::bigint + coalesce(r.xmin::text::bigint, 0)) % 4294967296)::float8");
/** A listing's approved reviews' sums (migration 0021), beside it as `r`. */
const RATINGS = sql.raw("left join listing_ratings r on r.listing_id = l.id");

interface ListingRow extends WordColumns {
  id: number;
  type: ListingType;
  version: number;
  name: string;
  folded: string;
  popularity: number;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
  /** The facets' values are read from it (listing-facet-values.ts). */
  details: unknown;
  rating_sum: number | null;
  review_count: number | null;
}

/** A slice of a whole table in id order: the rows after `afterId`, `limit` of them. */
export interface Slice {
  afterId: number;
  limit: number;
}

const sliceOf = (alias: string, slice: Slice | undefined) =>
  slice === undefined
    ? sql``
    : sql`and ${sql.raw(alias)}.id > ${slice.afterId} order by ${sql.raw(alias)}.id limit ${slice.limit}`;

/** Published listings (those of `ids`, or a slice of all), with their words. */
export async function loadListings(
  db: Database,
  { ids, slice }: { ids?: number[]; slice?: Slice } = {},
): Promise<LoadedListing[]> {
  const rows = await selectRows<ListingRow>(
    db,
    sql`select l.id, l.type, ${LISTING_VERSION} as version, l.name, l.search_title as folded,
        l.search_popularity as popularity, l.latitude, l.longitude, l.city, l.state, l.details,
        r.rating_sum, r.review_count, ${WORD_COLUMNS("l")}
      from listings l ${RATINGS} where l.status = 'PUBLISHED' and ${idTest("l.id", ids)} ${sliceOf("l", slice)}`,
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    version: row.version,
    name: row.name,
    folded: row.folded ?? "",
    popularity: Number(row.popularity ?? 0),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    startsAt: 0,
    endsAt: null,
    listingId: row.id,
    rating: { sum: Number(row.rating_sum ?? 0), count: Number(row.review_count ?? 0) },
    facets: { city: row.city, state: row.state, ...listingFacetValues(row.type, row.details) },
    words: wordsOf(row),
  }));
}

export function listingVersions(db: Database): Promise<(RowVersion<number> & { type: ListingType })[]> {
  return selectRows(
    db,
    sql`select l.id, l.type, ${LISTING_VERSION} as version from listings l ${RATINGS} where l.status = 'PUBLISHED'`,
  );
}

/** The ranking month's clicks of every published listing that has some (listings.search_popularity). */
export async function loadPopularity(db: Database): Promise<Map<number, number>> {
  const rows = await selectRows<{ id: number; popularity: number }>(
    db,
    sql`select id, search_popularity as popularity from listings
      where status = 'PUBLISHED' and search_popularity <> 0`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.popularity)]));
}

// ---- events -------------------------------------------------------------------------------------

interface EventRow extends WordColumns {
  id: number;
  version: string;
  listing_id: number;
  name: string;
  folded: string;
  latitude: number | null;
  longitude: number | null;
  starts_at: number;
  ends_at: number | null;
  city: string | null;
  state: string | null;
  event_type: string | null;
  accessibility: string | null;
}

const VISIBLE_EVENTS = sql.raw(
  `events e join listings l on l.id = e.listing_id where e.status = 'PUBLISHED' and l.status = 'PUBLISHED'`,
);
const EVENT_VERSION = sql.raw(`e.xmin::text || ':' || l.xmin::text`);

/** Visible events (those of `ids`, of the listings `ofListings`, or a slice of all), with their words. */
export async function loadEvents(
  db: Database,
  which: { ids?: number[]; ofListings?: number[]; slice?: Slice } = {},
): Promise<LoadedEvent[]> {
  const rows = await selectRows<EventRow>(
    db,
    sql`select e.id, ${EVENT_VERSION} as version, e.listing_id, e.title as name, e.search_title as folded,
        coalesce((e.address->>'latitude')::float8, l.latitude) as latitude,
        coalesce((e.address->>'longitude')::float8, l.longitude) as longitude,
        (extract(epoch from e.starts_at) * 1000)::float8 as starts_at,
        (extract(epoch from e.ends_at) * 1000)::float8 as ends_at,
        e.address->>'city' as city, e.address->>'state' as state, e.event_type, e.accessibility,
        ${WORD_COLUMNS("e")}
      from ${VISIBLE_EVENTS} and ${idTest("e.id", which.ids)} and ${idTest("e.listing_id", which.ofListings)}
      ${sliceOf("e", which.slice)}`,
  );
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    folded: row.folded ?? "",
    popularity: 0,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    startsAt: Number(row.starts_at),
    endsAt: numberOrNull(row.ends_at),
    listingId: row.listing_id,
    facets: { city: row.city, state: row.state, eventType: row.event_type, accessibility: row.accessibility },
    words: wordsOf(row),
  }));
}

export function eventVersions(db: Database): Promise<RowVersion[]> {
  return selectRows(db, sql`select e.id, ${EVENT_VERSION} as version from ${VISIBLE_EVENTS}`);
}

/** A change the feed reports (migration 0019): a row to reload, a listing's clicks, or everything. */
export interface FeedChange {
  /** The writer's transaction id (xid8, as text). */
  xid: string;
  kind: "listing" | "event" | "popularity" | "everything";
  rowId: number;
}

export interface FeedRead {
  /**
   * Every transaction below it had finished when the feed was read, so all it wrote was there to
   * read: the next read starts here. Transactions from it on may still have been running (in any
   * database of the server: the ids are the server's), so their changes are read again next time,
   * and the reader skips those it has applied already.
   */
  horizon: string;
  changes: FeedChange[];
}

/** Where the feed stands now: a load that starts here misses nothing that commits after. */
export async function feedHorizon(db: Database): Promise<string> {
  const [row] = await selectRows<{ horizon: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
  );
  return row?.horizon ?? "0";
}

/**
 * The changes committed by transactions from `from` on, `limit` at most (more: the caller reloads
 * everything instead), with the horizon of the same snapshot. One statement, so that both come from
 * one snapshot.
 */
export async function readFeed(db: Database, from: string, limit: number): Promise<FeedRead> {
  const rows = await selectRows<{
    horizon: string;
    xid: string | null;
    kind: FeedChange["kind"] | null;
    row_id: number | null;
  }>(
    db,
    sql`with h as (select pg_snapshot_xmin(pg_current_snapshot()) as horizon)
      select h.horizon::text as horizon, c.xid::text as xid, c.kind, c.row_id from h left join lateral (
        select xid, kind, row_id from search_changes where xid >= ${from}::xid8 limit ${limit}
      ) c on true`,
  );
  const horizon = rows[0]?.horizon ?? from;
  const changes = rows.flatMap((row) =>
    row.xid === null || row.kind === null || row.row_id === null
      ? []
      : [{ xid: row.xid, kind: row.kind, rowId: Number(row.row_id) }],
  );
  return { horizon, changes };
}

/** Forgets the feed's rows older than `before`: an instance that has not read for longer reloads everything. */
export async function trimFeed(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from search_changes where changed_at < ${before.toISOString()}::timestamptz`);
}

/** The ranking month's clicks of the published listings among `ids` (the others: none). */
export async function loadPopularityOf(db: Database, ids: number[]): Promise<Map<number, number>> {
  const rows = await selectRows<{ id: number; popularity: number }>(
    db,
    sql`select id, search_popularity as popularity from listings where status = 'PUBLISHED' and ${idTest("id", ids)}`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.popularity)]));
}
