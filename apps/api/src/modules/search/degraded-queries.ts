/**
 * Searches answered by PostgreSQL while the index is not ready (degraded.ts): names that start with the
 * search (the indexes `listings_name_start_*_idx` and `events_title_start_idx` find them in name
 * order), or the whole list in its usual order, with the filters, near me and the time window applied.
 */
import type { ListingType } from "@lwl/contracts/listings";
import { REVIEW_PRIOR_WEIGHT } from "@lwl/contracts/rating-score";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { listingFacetSql, textArray } from "./degraded-facets.ts";
import type { NearMe } from "./index/corpus.ts";
import { selectRows } from "./queries.ts";

export interface DegradedRow {
  id: number;
  distance: number | null;
}

export interface DegradedPage {
  rows: DegradedRow[];
  total: number;
}

/** `text` as a LIKE prefix: its own % and _ match only themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Great-circle distance in km, as the index measures it (corpus.ts distanceKm). */
const distanceSql = (near: NearMe, lat: SQL, lng: SQL) =>
  sql`(6371.0 * 2 * asin(sqrt(power(sin(radians(${lat} - ${near.lat}) / 2), 2)
    + cos(radians(${near.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${near.lng}) / 2), 2))))`;

/** Within the radius: a box the index on (latitude, longitude) narrows to, then the distance itself. */
function nearTest(near: NearMe, lat: SQL, lng: SQL): SQL {
  const latSpan = near.radiusKm / 111.045;
  return sql`${lat} between ${near.lat - latSpan} and ${near.lat + latSpan}
    and ${distanceSql(near, lat, lng)} <= ${near.radiusKm}`;
}

/** A column whose value is one of `values` (case as stored; a filter a visitor typed in another case still finds it). */
const oneOf = (column: SQL, values: string[]) =>
  sql`lower(${column}) = any(${textArray(values.map((value) => value.toLowerCase()))})`;

/** A facet's values (text[], degraded-facets.ts) that hold one of `values`, in any case as oneOf. */
const listHolds = (list: SQL, values: string[]) =>
  sql`exists (select from unnest(${list}) as facet(value)
    where lower(facet.value) = any(${textArray(values.map((value) => value.toLowerCase()))}))`;

/**
 * The Bayesian score of rating-score.ts in SQL, with the type's published listings' sums as the prior
 * (one aggregate, evaluated once per query): the order the index keeps, without its rounding of time.
 */
function bayesianSql(type: ListingType): SQL {
  const prior = sql.raw(`(select sum(pr.rating_sum)::float8 / nullif(sum(pr.review_count), 0)
    from listing_ratings pr join listings pl on pl.id = pr.listing_id
    where pl.type = '${type}' and pl.status = 'PUBLISHED')`);
  return sql`((${REVIEW_PRIOR_WEIGHT} * coalesce(${prior}, r.rating_sum::float8 / r.review_count) + r.rating_sum)
    / (${REVIEW_PRIOR_WEIGHT} + r.review_count))`;
}

export interface DegradedListingQuery {
  type: ListingType;
  phrase: string;
  filters: Record<string, string[]>;
  near: NearMe | undefined;
  /** "4 stars and up": the shown average (one decimal) at least this. */
  minRating: number | undefined;
  sort: "relevance" | "name" | "distance" | "rating";
  page: number;
  size: number;
}

export async function degradedListings(db: Database, query: DegradedListingQuery): Promise<DegradedPage> {
  // The type as a literal: the name-prefix indexes are partial, one per type.
  const tests: SQL[] = [sql.raw(`l.type = '${query.type}'`), sql`l.status = 'PUBLISHED'`];
  if (query.phrase) tests.push(sql`l.search_title like ${likePrefix(query.phrase)}`);
  const columns: Record<string, SQL> = { city: sql`l.city`, state: sql`l.state` };
  for (const [field, values] of Object.entries(query.filters)) {
    if (values.length === 0) continue;
    const column = columns[field];
    const list = listingFacetSql(query.type, field);
    if (column) tests.push(oneOf(column, values));
    else if (list) tests.push(listHolds(list, values));
  }
  const near = query.near;
  if (near) tests.push(nearTest(near, sql`l.latitude`, sql`l.longitude`));
  if (query.minRating !== undefined) {
    // The average as cards show it (contracts rating-score.ts averageOfSums): to one decimal.
    tests.push(sql`r.review_count > 0
      and round(r.rating_sum::numeric / r.review_count, 1) >= ${query.minRating}::numeric`);
  }
  const where = sql.join(tests, sql` and `);
  const distance = near ? distanceSql(near, sql`l.latitude`, sql`l.longitude`) : sql`null::float8`;
  // Name prefixes in name order (the index's), else the usual order of the whole list.
  const order =
    query.sort === "distance" && near
      ? sql`${distance}, l.search_popularity desc, l.name, l.id`
      : query.sort === "name"
        ? sql`l.name, l.id`
        : query.sort === "rating"
          ? sql`r.review_count is null, ${bayesianSql(query.type)} desc, r.review_count desc, l.name, l.id`
          : query.phrase
            ? sql`l.search_title, l.id`
            : sql`l.search_popularity desc, l.name, l.id`;
  const from = sql`listings l left join listing_ratings r on r.listing_id = l.id`;
  return pageOf(db, { id: sql`l.id`, from, where, distance, order }, query);
}

export interface DegradedEventQuery {
  phrase: string;
  filters: Record<string, string[]>;
  near: NearMe | undefined;
  sort: "relevance" | "name" | "distance";
  page: number;
  size: number;
  now: number;
  /** Only events whose end (or start when none) is at or after this instant. */
  endsFrom: number | undefined;
  /** Only events that start before this instant. */
  startsBefore: number | undefined;
}

export async function degradedEvents(db: Database, query: DegradedEventQuery): Promise<DegradedPage> {
  const lat = sql`coalesce((e.address->>'latitude')::float8, l.latitude)`;
  const lng = sql`coalesce((e.address->>'longitude')::float8, l.longitude)`;
  const last = sql`coalesce(e.ends_at, e.starts_at)`;
  const tests: SQL[] = [sql`e.status = 'PUBLISHED'`, sql`l.status = 'PUBLISHED'`];
  if (query.phrase) tests.push(sql`e.search_title like ${likePrefix(query.phrase)}`);
  if (query.endsFrom !== undefined) tests.push(sql`${last} >= ${new Date(query.endsFrom).toISOString()}::timestamptz`);
  if (query.startsBefore !== undefined) {
    tests.push(sql`e.starts_at < ${new Date(query.startsBefore).toISOString()}::timestamptz`);
  }
  const columns: Record<string, SQL> = {
    city: sql`e.address->>'city'`,
    state: sql`e.address->>'state'`,
    eventType: sql`e.event_type`,
    accessibility: sql`e.accessibility`,
  };
  for (const [field, values] of Object.entries(query.filters)) {
    const column = columns[field];
    if (column && values.length > 0) tests.push(oneOf(column, values));
  }
  const near = query.near;
  if (near) tests.push(nearTest(near, lat, lng));
  const where = sql.join(tests, sql` and `);
  const distance = near ? distanceSql(near, lat, lng) : sql`null::float8`;
  const now = sql`${new Date(query.now).toISOString()}::timestamptz`;
  // Upcoming by start, then the past ones, latest first (the index's order after relevance).
  const byTime = sql`(${last} < ${now}), case when ${last} < ${now} then -extract(epoch from e.starts_at)
    else extract(epoch from e.starts_at) end, e.title, e.id`;
  const order =
    query.sort === "distance" && near
      ? sql`${distance}, ${byTime}`
      : query.sort === "name"
        ? sql`e.title, e.id`
        : byTime;
  const from = sql`events e join listings l on l.id = e.listing_id`;
  return pageOf(db, { id: sql`e.id`, from, where, distance, order }, query);
}

/** One page of a degraded search, and the count of every row it pages through. */
async function pageOf(
  db: Database,
  { id, from, where, distance, order }: { id: SQL; from: SQL; where: SQL; distance: SQL; order: SQL },
  { page, size }: { page: number; size: number },
): Promise<DegradedPage> {
  const rows = await selectRows<{ id: number; distance: number | null }>(
    db,
    sql`select ${id} as id, ${distance} as distance from ${from} where ${where}
      order by ${order} limit ${size} offset ${page * size}`,
  );
  const [counted] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${from} where ${where}`,
  );
  return {
    rows: rows.map((row) => ({ id: Number(row.id), distance: row.distance === null ? null : Number(row.distance) })),
    total: Number(counted?.total ?? 0),
  };
}
