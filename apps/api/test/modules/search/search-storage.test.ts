/**
 * What the database keeps for search (migration 0017, issue 24.4): the generated columns the search
 * index reads, and none of what the SQL search of ADRs 0009 and 0010 left (its first search vectors,
 * the full-text indexes every write kept up and no query read, the cost it gave tsvector matching), nor
 * search_count, which only the seeds wrote (migration 0018, issue 24.5).
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertEvent, insertListingRow } from "../../helpers/fixtures.ts";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rows<Row>(query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe("search's storage", () => {
  it("keeps the columns the search index reads, and no other search column", async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name in ('listings', 'events') and column_name like 'search%'
        order by table_name, column_name`,
    );
    const read = ["search_document", "search_facts", "search_name", "search_place", "search_title"];
    expect(columns.filter((c) => c.table_name === "events").map((c) => c.column_name)).toEqual(read);
    // search_popularity: the ranking month's clicks in the row, for the index's tie-break.
    expect(columns.filter((c) => c.table_name === "listings").map((c) => c.column_name)).toEqual(
      [...read, "search_popularity"].sort(),
    );
  });

  it("fills them from the row, folded as the index reads them", async () => {
    const listing = await insertListingRow(database.db, { name: "Véda Academy", city: "Pune" });
    await insertEvent(database.db, listing.id, { title: "Open Day at Véda" });
    const [listingWords] = await rows<{ name: string[]; place: string[]; title: string }>(
      sql`select tsvector_to_array(search_name) as name, tsvector_to_array(search_place) as place,
        search_title as title from listings where id = ${listing.id}`,
    );
    expect(listingWords).toEqual({
      name: ["academy", "veda"],
      place: expect.arrayContaining(["pune"]),
      title: "veda academy",
    });
    const [eventWords] = await rows<{ name: string[] }>(
      sql`select tsvector_to_array(search_name) as name from events where listing_id = ${listing.id}`,
    );
    expect(eventWords?.name.sort()).toEqual(["at", "day", "open", "veda"]);
  });

  it("has no index over a search vector", async () => {
    const indexesOver = (column: SQL) =>
      rows<{ name: string }>(
        sql`select distinct i.relname as name from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = any(x.indkey::int2[])
          where t.relname in ('listings', 'events') and ${column} order by name`,
      );
    expect(await indexesOver(sql`a.atttypid = 'tsvector'::regtype`)).toEqual([]);
    // The same question finds the indexes there are: over the names, the trigram index and the type's order.
    expect(await indexesOver(sql`a.attname = 'name' and t.relname = 'listings'`)).toEqual(
      expect.arrayContaining([{ name: "listings_name_trgm_idx" }, { name: "listings_type_status_name_idx" }]),
    );
  });

  it("leaves tsvector matching at PostgreSQL's own cost", async () => {
    const [row] = await rows<{ cost: number }>(
      sql`select procost as cost from pg_proc where oid = 'pg_catalog.ts_match_vq(tsvector, tsquery)'::regprocedure`,
    );
    expect(Number(row?.cost)).toBe(1);
  });
});
