/**
 * npm run seed:large -- --listings 100000 [--data-dir DIR] [--database-url URL] [--media-dir DIR] [--batch-size N]
 *
 * Adds the large benchmark data set to the embedded database (DATA_DIR, default <repo>/data) or to
 * PostgreSQL (--database-url or DATABASE_URL). Relative paths are taken from where npm was run. A new,
 * empty database is migrated first (as the server does when it opens one) and given the base data.
 * On PostgreSQL the rows go in with COPY, the big tables' indexes built once at the end (large-copy.ts);
 * the time of each phase is printed. --batch-size is the rows per INSERT on PGlite.
 * Stop the server first when it uses the same embedded database: PGlite allows one process at a time,
 * and the data directory's lock (ADR 0005) refuses to start while a server holds it.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../client.ts";
import { seedLargeDataSet } from "./large.ts";

const USAGE =
  "Usage: npm run seed:large -- --listings 100000 [--data-dir DIR] [--database-url URL] [--media-dir DIR] [--batch-size N]";
const repoRoot = path.resolve(import.meta.dirname, "../../../../..");
/** npm runs workspace scripts in the workspace folder; INIT_CWD is where the user typed the command. */
const userDir = process.env.INIT_CWD ?? process.cwd();

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, not "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      listings: { type: "string" },
      "batch-size": { type: "string" },
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      "media-dir": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const listings = positiveInteger(values.listings, "listings", 100_000);
  const batchSize = positiveInteger(values["batch-size"], "batch-size", 1000);
  const databaseUrl = values["database-url"] ?? process.env.DATABASE_URL ?? "";
  const dataDirInput = values["data-dir"] ?? process.env.DATA_DIR;
  const dataDir =
    dataDirInput === "memory://"
      ? dataDirInput
      : dataDirInput
        ? path.resolve(userDir, dataDirInput)
        : path.join(repoRoot, "data");
  const mediaDirInput = values["media-dir"] ?? process.env.MEDIA_DIR;
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDirInput ? path.resolve(userDir, mediaDirInput) : undefined,
  });

  const where = config.databaseUrl ? "PostgreSQL" : `PGlite at ${config.pgliteDir}`;
  console.log(`Adding ${listings.toLocaleString("en")} listings to ${where} (images in ${config.mediaDir})`);
  const started = performance.now();
  // Takes the data directory's lock: a running server on the same embedded database stops this here.
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDir,
    onConnectionError: (error) => console.error(`idle PostgreSQL connection failed: ${error.message}`),
  });
  try {
    const result = await seedLargeDataSet(handle.db, {
      listings,
      batchSize,
      mediaDir: config.mediaDir,
      log: (message) => console.log(message),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Added listings ${result.firstId}–${result.lastId}, ${result.events.toLocaleString("en")} events and ` +
        `${result.posts.toLocaleString("en")} posts in ${seconds} s`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exitCode = 1;
});
