import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "./src/db/client.ts";
import * as search from "./src/modules/search/service.ts";
import { autocompleteQuerySchema, listingSearchQuerySchema, eventSearchQuerySchema } from "@lwl/contracts/search";
const url = process.env.DB as string;
const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", onConnectionError: () => {} });
const dialect = new PgDialect();
const captured: { sql: string; params: unknown[] }[] = [];
const db = handle.db;
const original = db.execute.bind(db);
(db as unknown as { execute: (q: SQL) => unknown }).execute = (q: SQL) => { captured.push(dialect.sqlToQuery(q)); return original(q); };
const deps = { db, now: () => new Date() };
const which = process.env.SHAPE ?? "ac";
if (which === "ac") await search.suggestListings(deps, "COLLEGE", autocompleteQuerySchema.parse({ key: process.env.KEY ?? "beng" }));
if (which === "res") await search.searchListings(deps, (process.env.TYPE ?? "SCHOOL") as "SCHOOL", listingSearchQuerySchema.parse(JSON.parse(process.env.Q ?? '{"key":"bengaluru cbse"}')));
if (which === "ev") await search.searchEvents(deps, eventSearchQuerySchema.parse(JSON.parse(process.env.Q ?? '{"key":"open"}')));
await handle.close();
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const q of captured) {
  const r = await client.query(`explain (analyze, buffers) ${q.sql}`, q.params);
  console.log("-----", q.sql.replace(/\s+/g, " ").slice(0, 300));
  console.log(r.rows.map((row) => row["QUERY PLAN"]).join("\n"));
}
await client.end();
