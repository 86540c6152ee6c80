// After the API suite ran on PostgreSQL (TEST_DATABASE_URL, which `.ci/run` sets), runs what differs
// between the engines again on the embedded PGlite (apps/api/test/engine-files.ts, ADR 0024).
// Without TEST_DATABASE_URL the whole suite already ran on PGlite, and the PostgreSQL-only tests skipped.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: the API suite ran on the embedded PGlite; its PostgreSQL-only tests were skipped.",
  );
  process.exit(0);
}
console.log("The API suite ran on PostgreSQL; now the engine-specific files on PGlite (apps/api/test/engine-files.ts)");
const result = spawnSync("npm", ["run", "test:engine-specific", "-w", "@lwl/api"], { stdio: "inherit" });
process.exit(result.status ?? 1);
