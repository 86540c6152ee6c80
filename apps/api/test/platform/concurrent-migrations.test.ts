/**
 * Scaling out: instances that start together on an empty PostgreSQL database must not trip over each
 * other's migrations. Needs a PostgreSQL server (TEST_DATABASE_URL); PGlite has one process per
 * folder (data-dir-lock.test.ts).
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase } from "../../src/db/client.ts";
import { databaseUrlNamed, ignoreConnectionErrors, withServerClient } from "../helpers/database-template.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("migrations of instances starting together", () => {
  const name = `lwl_test_race_${randomBytes(5).toString("hex")}`;
  const handles: DatabaseHandle[] = [];

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await withServerClient(serverUrl as string, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  });

  it("are applied once, and every instance opens", async () => {
    await withServerClient(serverUrl as string, (client) => client.query(`create database ${name}`));
    const open = () =>
      openDatabase({
        databaseUrl: databaseUrlNamed(serverUrl as string, name),
        dataDir: "memory://",
        // One connection each: the lock must not need a second one.
        maxConnections: 1,
        onConnectionError: ignoreConnectionErrors,
      });
    const results = await Promise.allSettled([open(), open(), open(), open()]);
    for (const result of results) if (result.status === "fulfilled") handles.push(result.value);
    expect(results.map((result) => (result.status === "rejected" ? String(result.reason) : "opened"))).toEqual([
      "opened",
      "opened",
      "opened",
      "opened",
    ]);

    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"));
    const applied = await (handles[0] as DatabaseHandle).db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: unknown[] }).rows).toEqual([{ count: journal.entries.length }]);
  });
});
