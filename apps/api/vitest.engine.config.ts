import { defineConfig, mergeConfig } from "vitest/config";
import suite from "./vitest.config.ts";

/**
 * The files that test what differs between the two database engines (docs/decisions/0024): when the
 * suite has run on PostgreSQL (`.ci/run`), these run again on the embedded PGlite, the engine
 * `npm run dev` and a fresh clone use. The rest of the suite tests the app's rules through SQL that
 * both engines run alike; the end-to-end suite runs the whole built product on PGlite.
 */
export const engineSpecific = [
  // PGlite's worker thread, its data-directory lock, startup and outage errors, migrations at once.
  "test/platform/**/*.test.ts",
  // The demo data that `npm run dev` seeds into the embedded database, and the large seed.
  "test/seed/**/*.test.ts",
  // buildApp on the embedded database, as the server opens it.
  "test/app.test.ts",
  // Change notifications: LISTEN/NOTIFY between instances on PostgreSQL, in-process only on PGlite.
  "test/modules/content-changes.test.ts",
  "test/modules/content-cache.test.ts",
  // The search index's full load and its change scans read large results through each driver.
  "test/modules/search/search-index.test.ts",
  "test/modules/search/search-storage.test.ts",
  // Row locks: PGlite has one connection (transactions queue), PostgreSQL a pool (they block).
  "test/modules/moderation/admin-approvals.test.ts",
  // Every column type the app stores (jsonb details, numeric coordinates, timestamps, arrays) both ways.
  "test/modules/listings.test.ts",
  "test/modules/events.test.ts",
];

export default mergeConfig(suite, defineConfig({ test: { include: engineSpecific } }));
