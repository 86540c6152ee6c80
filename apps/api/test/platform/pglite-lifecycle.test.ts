/**
 * PGlite's thread across its life: kept writes across close and reopen on disk, a start that cannot read
 * its migrations, a thread that dies, and PGlite on the calling thread. (Apart from
 * pglite-worker.test.ts so that the two files' PGlite start-ups run on both test workers.)
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { openPgliteWorker } from "../../src/db/pglite-bridge.ts";
import { siteContent } from "../../src/db/schema.ts";
import { copyTemplateTo } from "../helpers/database.ts";
import { failTest, PGLITE_TIMEOUT, rows } from "../helpers/pglite.ts";

describe("PGlite in its own thread, on disk", PGLITE_TIMEOUT, () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "lwl-pglite-worker-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps acknowledged writes, in-flight writes and a transaction open at close across close and reopen", async () => {
    const dataDir = path.join(dir, "pglite");
    // What is kept across close and reopen is the subject here, not a first start (pglite-worker.test.ts).
    await copyTemplateTo(dataDir);
    const first = await openDatabase({ databaseUrl: null, dataDir, onConnectionError: failTest });
    await first.db.insert(siteContent).values({ key: "acknowledged", body: "kept" });
    // Asked for but not awaited when close() starts: close lets them finish before closing PGlite.
    const inFlight = first.db.insert(siteContent).values({ key: "in-flight", body: "kept too" }).execute();
    const transaction = first.db.transaction(async (tx) => {
      await tx.insert(siteContent).values({ key: "transaction-1", body: "x" });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.insert(siteContent).values({ key: "transaction-2", body: "x" });
    });
    await first.close();
    await inFlight;
    await transaction;
    await expect(first.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { code: "08003" } });
    await expect(first.db.transaction(async () => {})).rejects.toMatchObject({ code: "08003" });

    const second = await openDatabase({ databaseUrl: null, dataDir, onConnectionError: failTest });
    try {
      const rows = await second.db.select({ key: siteContent.key }).from(siteContent).orderBy(asc(siteContent.key));
      expect(rows).toEqual([
        { key: "acknowledged" },
        { key: "in-flight" },
        { key: "transaction-1" },
        { key: "transaction-2" },
      ]);
    } finally {
      await second.close();
    }
  });

  it("fails to open with the cause when the migrations cannot be read", async () => {
    await expect(
      openPgliteWorker({ dataDir: "memory://", migrationsFolder: path.join(dir, "no-migrations") }),
    ).rejects.toThrow(/_journal\.json/);
  });
});

/**
 * A data directory these tests may open without PGlite's initdb: a copy of the run's template in a
 * folder of its own, or `memory://` (an initdb) when the run has none.
 */
async function startedDataDir(): Promise<string> {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "lwl-pglite-started-")), "pglite");
  scratch.push(path.dirname(dataDir));
  return (await copyTemplateTo(dataDir)) ? dataDir : "memory://";
}

const scratch: string[] = [];
afterAll(async () => {
  await Promise.all(scratch.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A migrations folder whose journal lists none: for tests that need no schema (a migration run is seconds on PGlite). */
async function folderWithoutMigrations(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "lwl-no-migrations-"));
  await mkdir(path.join(folder, "meta"));
  await writeFile(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ version: "7", dialect: "postgresql", entries: [] }),
  );
  return folder;
}

describe("PGlite thread crash", PGLITE_TIMEOUT, () => {
  let noMigrations: string;

  beforeAll(async () => {
    noMigrations = await folderWithoutMigrations();
  });

  afterAll(async () => {
    await rm(noMigrations, { recursive: true, force: true });
  });

  it("fails waiting and later queries, and the readiness ping, instead of hanging", async () => {
    const stopped = vi.fn();
    const handle = await openPgliteWorker({ dataDir: await startedDataDir(), migrationsFolder: noMigrations }, stopped);
    const waiting = handle.db.execute(sql`select count(*) from generate_series(1, 5000000)`);
    await handle.worker.terminate();
    await expect(waiting).rejects.toMatchObject({ cause: { code: "08006" } });
    await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { code: "08006", message: expect.stringContaining("The embedded database stopped") },
    });
    await expect(handle.ping()).rejects.toThrow();
    // Reported once, for the server's log.
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(stopped.mock.calls[0]?.[0]).toMatchObject({ code: "08006" });
    await handle.close();
  });
});

describe("PGlite on the calling thread", PGLITE_TIMEOUT, () => {
  it("is still available for scripts and tests that ask for it", async () => {
    const noMigrations = await folderWithoutMigrations();
    const handle = await openDatabase({
      databaseUrl: null,
      dataDir: await startedDataDir(),
      pgliteThread: "main",
      migrationsDir: noMigrations,
      onConnectionError: failTest,
    });
    try {
      expect("worker" in handle).toBe(false);
      expect(await rows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await rm(noMigrations, { recursive: true, force: true });
    }
  });
});
