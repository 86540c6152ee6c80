/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL behind search, on the PostgreSQL data set of bench/search.ts
 * (run that first). Since ADR 0019 a search matches, ranks and counts in memory; what it still sends
 * is the cards of a page's rows not yet kept (by id), "did you mean" (when nothing is found and a
 * word is unknown) and, for event filters, the lookups. The index itself sends the rest, never while a
 * search waits unless a change was reported: its load (in slices), the change sign every 5 s, the
 * rows' versions when the sign moved, and a changed row by id. Each statement's plan is printed,
 * slowest first.
 *
 *   npx tsx bench/search-plans.ts
 */
import type { ListingType } from "@lwl/contracts/listings";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import * as indexQueries from "../apps/api/src/modules/search/index/queries.ts";
import * as queries from "../apps/api/src/modules/search/queries.ts";

const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres");
url.pathname = "/lwl_bench_search";

const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", onConnectionError: () => {} });
const dialect = new PgDialect();
let captured: { sql: string; params: unknown[] }[] = [];
const execute = handle.db.execute.bind(handle.db);
// Every raw query is kept, to be explained below with the same parameters (and not run for real).
Object.assign(handle.db, {
  execute: (query: SQL) => {
    captured.push(dialect.sqlToQuery(query));
    return execute(sql`select 1 where false`);
  },
});
const db = handle.db;

async function statementsOf(run: () => unknown): Promise<{ sql: string; params: unknown[] }[]> {
  captured = [];
  await run();
  return captured;
}

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const ids = async (type: ListingType, count: number) =>
  (
    await client.query(`select id from listings where type = $1 and status = 'PUBLISHED' order by random() limit $2`, [
      type,
      count,
    ])
  ).rows.map((row: { id: number }) => row.id);
const eventIds = (await client.query(`select id from events order by random() limit 20`)).rows.map(
  (row: { id: number }) => row.id,
);
const oneListing = (await ids("SCHOOL", 1))[0] as number;

/** The SQL of a drizzle query builder (the cards are built with it, not raw). */
const builtSql = (query: unknown) => (query as { toSQL(): { sql: string; params: unknown[] } }).toSQL();

const statements: [string, { sql: string; params: unknown[] }[]][] = [
  [
    "search: cards of a results page (20 listings by id)",
    [builtSql(queries.findListingCards(db, await ids("SCHOOL", 20)))],
  ],
  ["search: cards of an events page (20 events by id)", [builtSql(queries.findEventCards(db, eventIds))]],
  ["search: did you mean (a word nobody wrote)", await statementsOf(() => queries.findClosestTerms(db, ["bengalurx"]))],
  [
    "index, every 2 s while searched: the change feed since a horizon",
    await statementsOf(() => indexQueries.readFeed(db, "0", 20_000)),
  ],
  [
    "index, when it has not read the feed for 30 min: the listings' versions",
    await statementsOf(() => indexQueries.listingVersions(db)),
  ],
  [
    "index, when it has not read the feed for 30 min: the events' versions",
    await statementsOf(() => indexQueries.eventVersions(db)),
  ],
  [
    "index, a reported change: one listing by id",
    await statementsOf(() => indexQueries.loadListings(db, { ids: [oneListing] })),
  ],
  [
    "index, a reported change: the events of one listing",
    await statementsOf(() => indexQueries.loadEvents(db, { ofListings: [oneListing] })),
  ],
  [
    "index, loading: one slice of 2,000 listings",
    await statementsOf(() => indexQueries.loadListings(db, { slice: { afterId: 50_000, limit: 2000 } })),
  ],
];

const plans: { name: string; ms: number; text: string }[] = [];
for (const [name, queriesOfName] of statements) {
  for (const query of queriesOfName) {
    const result = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params as unknown[]);
    const lines = result.rows.map((row: Record<string, string>) => row["QUERY PLAN"] ?? "");
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join("\n"))?.[1] ?? 0);
    plans.push({ name, ms, text: `${query.sql.replace(/\s+/g, " ").slice(0, 160)}...\n${lines.join("\n")}` });
  }
}
plans.sort((a, b) => b.ms - a.ms);
for (const plan of plans) console.log(`\n### ${plan.name}: ${plan.ms} ms\n\n${plan.text}`);
await client.end();
await handle.close();
