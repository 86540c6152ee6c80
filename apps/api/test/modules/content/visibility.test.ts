/** modules/content/visibility.ts: one rule for "published", the same in code and in SQL. */
import { CONTENT_STATUSES } from "@lwl/contracts/status";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { blogs, events, listings } from "../../../src/db/schema.ts";
import { isVisible, isVisibleStatus } from "../../../src/modules/content/visibility.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertBlog, insertEvent, insertListing } from "../../helpers/fixtures.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("isVisibleStatus", () => {
  it.each(["PUBLISHED", "published", "Published"])("counts %s as published", (status) => {
    expect(isVisibleStatus(status)).toBe(true);
  });

  it.each(["DRAFT", "PENDING", "REJECTED", "ARCHIVED", "draft", "PUBLISHED ", "", null, undefined])(
    "counts %s as not published",
    (status) => {
      expect(isVisibleStatus(status)).toBe(false);
    },
  );
});

describe("isVisible in SQL", () => {
  it("selects exactly the rows whose status the code counts as published, in every content table", async () => {
    const db = database.db;
    const expected = CONTENT_STATUSES.filter(isVisibleStatus);
    const parent = await insertListing(db, { name: "Parent" });
    for (const status of CONTENT_STATUSES) {
      await insertListing(db, { name: `Listing ${status}`, status });
      await insertEvent(db, parent.id, { title: `Event ${status}`, status });
      await insertBlog(db, { title: `Post ${status}`, status });
    }
    const visibleListings = await db
      .select({ status: listings.status })
      .from(listings)
      .where(isVisible(listings.status))
      .orderBy(asc(listings.id));
    const visibleEvents = await db.select({ status: events.status }).from(events).where(isVisible(events.status));
    const visibleBlogs = await db.select({ status: blogs.status }).from(blogs).where(isVisible(blogs.status));
    // The parent listing is published too.
    expect(visibleListings.map((row) => row.status)).toEqual(["PUBLISHED", ...expected]);
    expect(visibleEvents.map((row) => row.status)).toEqual(expected);
    expect(visibleBlogs.map((row) => row.status)).toEqual(expected);
  });

  it("may compare with '=' because the database stores statuses in upper case only", async () => {
    await expect(insertListing(database.db, { status: "published" as "PUBLISHED" })).rejects.toThrow();
    const parent = await insertListing(database.db);
    await expect(insertEvent(database.db, parent.id, { status: "Published" as "PUBLISHED" })).rejects.toThrow();
    await expect(insertBlog(database.db, { status: "published" as "PUBLISHED" })).rejects.toThrow();
  });

  it("stays index-friendly: the planner can answer it from the status index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: listings.id }).from(listings).where(isVisible(listings.status)).toSQL();
      const params = query.params.map((param) => `'${String(param)}'`);
      const text = query.sql.replace(/\$(\d+)/g, (_match, n: string) => params[Number(n) - 1] ?? "");
      return JSON.stringify(await tx.execute(sql.raw(`explain ${text}`)));
    });
    expect(plan).toMatch(/Index (Only )?Scan using listings_\w+_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
