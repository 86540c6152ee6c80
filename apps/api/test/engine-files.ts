/**
 * Which API test files run on which engine (docs/decisions/0024). The suite runs on PGlite, or on
 * PostgreSQL when TEST_DATABASE_URL names a server; in that case (`.ci/run`) the files that test what
 * differs between the engines run again on the embedded PGlite, the engine `npm run dev` and a fresh
 * clone use. The rest test the app's rules through SQL that both engines run alike, and the
 * end-to-end suite runs the whole built product on PGlite.
 */

/** Files that only ever open PGlite: on a PostgreSQL run they are left to the PGlite pass. */
export const pgliteOnly = [
  // PGlite's worker thread and its messages, and its life (close and reopen, a crash, the calling thread).
  "test/platform/pglite-worker.test.ts",
  "test/platform/pglite-lifecycle.test.ts",
  // The lock on PGlite's data directory.
  "test/platform/data-dir-lock.test.ts",
];

/** Files run again on PGlite after the suite ran on PostgreSQL. A test that depends on the engine goes here. */
export const engineSpecific = [
  ...pgliteOnly,
  // The worker answering 503 under load, outages, and what reaches the log when a query fails.
  "test/platform/load-shedding.test.ts",
  "test/platform/database-outages.test.ts",
  "test/platform/log-safety.test.ts",
  // The large seed: on PostgreSQL it loads with COPY and builds the big indexes after, on PGlite it inserts.
  // (The demo seed has no engine branch, and the end-to-end server seeds the embedded database every run.)
  "test/seed/large-seed.test.ts",
  // buildApp on the embedded database, as the server opens it.
  "test/app.test.ts",
  // Change notifications: LISTEN/NOTIFY between instances on PostgreSQL, in-process only on PGlite.
  "test/modules/content-changes.test.ts",
  "test/modules/content-cache.test.ts",
  // The search index's full load and change scans read large results through each driver; its storage.
  "test/modules/search/search-index.test.ts",
  "test/modules/search/search-storage.test.ts",
  // Row locks: PGlite has one connection (transactions queue), PostgreSQL a pool (they block).
  "test/modules/moderation/admin-approvals.test.ts",
  // Every column type the app stores (jsonb details, numeric coordinates, timestamps, arrays) both ways.
  "test/modules/listings.test.ts",
  "test/modules/events.test.ts",
];
