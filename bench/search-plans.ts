/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the search service sends for the benchmark's shapes, on the
 * PostgreSQL data set of bench/search.ts (run that first). Prints each query's plan, slowest first.
 * By default the queries of a second call (totals and facets then come from the service's 15 s
 * cache, as in the benchmark's steady state); --cold explains the first call's, counts included.
 *
 *   npx tsx bench/search-plans.ts [--shape NAME] [--cold]
 */
import { parseArgs } from "node:util";
import { autocompleteQuerySchema, eventSearchQuerySchema, listingSearchQuerySchema } from "@lwl/contracts/search";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import * as search from "../apps/api/src/modules/search/service.ts";

const { values } = parseArgs({ options: { shape: { type: "string" }, cold: { type: "boolean", default: false } } });
const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres");
url.pathname = "/lwl_bench_search";

const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", onConnectionError: () => {} });
const dialect = new PgDialect();
let captured: { sql: string; params: unknown[] }[] = [];
const execute = handle.db.execute.bind(handle.db);
// Every raw query the service sends is kept, to be explained below with the same parameters.
Object.assign(handle.db, {
  execute: (query: SQL) => {
    captured.push(dialect.sqlToQuery(query));
    return execute(query);
  },
});
const deps = { db: handle.db, now: () => new Date() };

const shapes: [string, () => Promise<unknown>][] = [
  [
    "college autocomplete beng",
    () => search.suggestListings(deps, "COLLEGE", autocompleteQuerySchema.parse({ key: "beng" })),
  ],
  [
    "tutor autocomplete chemestry",
    () => search.suggestListings(deps, "TUTORIAL", autocompleteQuerySchema.parse({ key: "chemestry" })),
  ],
  ["college autocomplete empty", () => search.suggestListings(deps, "COLLEGE", autocompleteQuerySchema.parse({}))],
  [
    "school results bengaluru cbse",
    () => search.searchListings(deps, "SCHOOL", listingSearchQuerySchema.parse({ key: "bengaluru cbse" })),
  ],
  [
    "college results engineering",
    () => search.searchListings(deps, "COLLEGE", listingSearchQuerySchema.parse({ key: "engineering" })),
  ],
  [
    "tutor results near me",
    () => search.searchListings(deps, "TUTORIAL", listingSearchQuerySchema.parse({ lat: "12.9716", lng: "77.5946" })),
  ],
  [
    "event results open upcoming",
    () => search.searchEvents(deps, eventSearchQuerySchema.parse({ key: "open", upcoming: "true" })),
  ],
];

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
for (const [name, run] of shapes) {
  if (values.shape && !name.includes(values.shape)) continue;
  if (!values.cold) await run();
  captured = [];
  await run();
  const plans: { ms: number; text: string }[] = [];
  for (const query of captured) {
    const result = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
    const lines = result.rows.map((row: Record<string, string>) => row["QUERY PLAN"] ?? "");
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join("\n"))?.[1] ?? 0);
    plans.push({ ms, text: `${query.sql.replace(/\s+/g, " ").slice(0, 160)}...\n${lines.join("\n")}` });
  }
  plans.sort((a, b) => b.ms - a.ms);
  console.log(`\n### ${name}: ${plans.length} queries, ${plans.map((p) => `${p.ms} ms`).join(" + ")}\n`);
  for (const plan of plans) console.log(`${plan.text}\n`);
}
await client.end();
await handle.close();
