/**
 * The search service's SQL (docs/decisions/0009-search.md): the known words (typos, "Did you mean"),
 * the cards of a page's rows by primary key, and the clicks. Matching, ranking and facets run on the
 * search index in memory (index/, docs/decisions/0019-search-index-in-memory.md).
 */
import type { ListingType } from "@lwl/contracts/listings";
import { and, eq, type SQL, sql } from "drizzle-orm";
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
import { listingRatingColumns } from "../content/ratings.ts";
import { isVisible } from "../content/visibility.ts";

/** Both drivers answer a raw query with { rows } (also the index's and the degraded answers' queries). */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

// ---- words --------------------------------------------------------------------------------------

/** The closest known spelling of each word (trigram similarity), for "Did you mean". */
export async function findClosestTerms(db: Database, words: string[]): Promise<Map<string, string>> {
  const probes = words.map(
    (word) => sql`(select ${word}::text as word, term from ${searchTerms}
      where term % ${word} order by similarity(term, ${word}) desc, term limit 1)`,
  );
  const rows = await selectRows<{ word: string; term: string }>(db, sql.join(probes, sql` union all `));
  return new Map(rows.map((row) => [row.word, row.term]));
}

// ---- cards ------------------------------------------------------------------------------------

/**
 * The cards' two queries, prepared once per database handle: every search runs one with other ids,
 * and building the SQL each time was a tenth of the HTTP thread's work under a search load (issue 25);
 * `= any($1)` keeps one statement text for any number of ids, so PostgreSQL plans it once per connection.
 */
function prepareListingCards(db: Database) {
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
      ...listingRatingColumns,
    })
    .from(listings)
    .where(sql`${listings.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("search_listing_cards");
}

function prepareEventCards(db: Database) {
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
    .where(sql`${events.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("search_event_cards");
}

const preparedCards = new WeakMap<
  Database,
  { listings: ReturnType<typeof prepareListingCards>; events: ReturnType<typeof prepareEventCards> }
>();

function cardQueriesOf(db: Database) {
  let prepared = preparedCards.get(db);
  if (!prepared) {
    prepared = { listings: prepareListingCards(db), events: prepareEventCards(db) };
    preparedCards.set(db, prepared);
  }
  return prepared;
}

export function findListingCards(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return cardQueriesOf(db).listings.execute({ ids });
}
export type ListingCardRow = Awaited<ReturnType<typeof findListingCards>>[number];

export function findEventCards(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return cardQueriesOf(db).events.execute({ ids });
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
