// Runs the API suite again on PostgreSQL when TEST_DATABASE_URL names a server (`.ci/run` starts one).
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the API suite ran on the embedded PGlite only.");
  process.exit(0);
}
console.log("Running the API suite on PostgreSQL (TEST_DATABASE_URL)");
const result = spawnSync("npm", ["run", "test", "-w", "@lwl/api"], { stdio: "inherit" });
process.exit(result.status ?? 1);
