/**
 * API latency benchmark: autocannon against the built server (`npm run build` first) for
 * GET /api/listings/{id} and GET /api/listings/type/college?page=0&size=20, on PGlite and on
 * PostgreSQL, on the demo data and on a large data set. Results go to bench/results/api.json and
 * the "API" section of bench/RESULTS.md.
 *
 *   npm run bench -- [--listings 100000] [--duration 10] [--connections 10] [--only pglite|postgres] [--skip-large]
 *
 * PostgreSQL is reached through BENCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres);
 * the benchmark creates its own databases there.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startBuiltServer } from "../e2e/support/server.ts";
import { type LoadResult, load } from "./lib/load.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    only: { type: "string" },
    "skip-large": { type: "boolean", default: false },
  },
});
const largeCount = Number(values.listings);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const repoRoot = path.resolve(import.meta.dirname, "..");
const dataRoot = path.join(repoRoot, "bench/.data");
const seedLargeEntry = path.join(repoRoot, "apps/api/dist/seed-large.js");

interface Scenario {
  engine: "pglite" | "postgres";
  dataset: "demo" | "large";
}
interface Row extends Scenario, LoadResult {
  endpoint: string;
  listings: number;
}

const ENDPOINTS = (listingId: number) => [
  { name: "GET /api/listings/{id}", path: `/api/listings/${listingId}` },
  { name: "GET /api/listings/type/college?page=0&size=20", path: "/api/listings/type/college?page=0&size=20" },
];

function databaseUrl(name: string): string {
  const url = new URL(pgServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function recreatePgDatabase(name: string) {
  const client = new pg.Client({ connectionString: pgServerUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

function seedLarge(target: { dataDir?: string; databaseUrl?: string }) {
  const args = [seedLargeEntry, "--listings", String(largeCount)];
  if (target.dataDir) args.push("--data-dir", target.dataDir);
  if (target.databaseUrl) args.push("--database-url", target.databaseUrl);
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error("seed:large failed");
}

/** Prepares the database of a scenario and answers the environment that points the server at it. */
async function prepare({ engine, dataset }: Scenario): Promise<Record<string, string>> {
  const name = `lwl_bench_${dataset}`;
  if (engine === "pglite") {
    const dataDir = path.join(dataRoot, name);
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    if (dataset === "large") seedLarge({ dataDir });
    return { DATA_DIR: dataDir, DEMO_DATA: dataset === "demo" ? "1" : "0" };
  }
  await recreatePgDatabase(name);
  if (dataset === "large") seedLarge({ databaseUrl: databaseUrl(name) });
  return {
    DATABASE_URL: databaseUrl(name),
    DEMO_DATA: dataset === "demo" ? "1" : "0",
    DATA_DIR: path.join(dataRoot, `${name}-files`),
  };
}

async function runScenario(scenario: Scenario): Promise<Row[]> {
  console.log(`\n== ${scenario.engine} / ${scenario.dataset} ==`);
  const env = await prepare(scenario);
  // The scenario's environment (DATA_DIR or DATABASE_URL, DEMO_DATA) replaces the fresh demo directory.
  const server = await startBuiltServer({ env });
  try {
    const first = (await (await fetch(`${server.baseUrl}/api/listings?size=1`)).json()) as {
      totalElements: number;
    };
    // 1749 is the spec's special listing, published in the demo data and inside the large set's id range.
    const listingId = (await fetch(`${server.baseUrl}/api/listings/1749`)).ok ? 1749 : 1;
    const rows: Row[] = [];
    for (const endpoint of ENDPOINTS(listingId)) {
      await load(server.baseUrl + endpoint.path, { connections, durationSeconds: 2 }); // warm-up
      const result = await load(server.baseUrl + endpoint.path, { connections, durationSeconds });
      console.log(`${endpoint.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms`);
      if (result.errors || result.non2xx)
        throw new Error(`${endpoint.name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
      rows.push({ ...scenario, ...result, endpoint: endpoint.name, listings: first.totalElements });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function markdown(rows: Row[], when: string): string {
  const lines = [
    `Run ${when} on ${cpus().length} cores (${cpus()[0]?.model ?? "cpu"}), ${Math.round(totalmem() / 2 ** 30)} GiB,` +
      ` Node ${process.version}; autocannon, ${connections} connections, ${durationSeconds} s per endpoint after a 2 s warm-up,` +
      " client and server on the same machine.",
    "",
    "| engine | data set | published listings | endpoint | req/s | p50 ms | p95 ms | p99 ms |",
    "|---|---|---:|---|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.dataset} | ${r.listings.toLocaleString("en-US")} | \`${r.endpoint}\` | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} |`,
    ),
  ];
  return lines.join("\n");
}

async function writeResults(rows: Row[]) {
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  await mkdir(path.join(repoRoot, "bench/results"), { recursive: true });
  await writeFile(path.join(repoRoot, "bench/results/api.json"), `${JSON.stringify({ when, rows }, null, 2)}\n`);
  const file = path.join(repoRoot, "bench/RESULTS.md");
  const start = "<!-- api:start -->";
  const end = "<!-- api:end -->";
  const section = `${start}\n${markdown(rows, `${when} UTC`)}\n${end}`;
  let text = existsSync(file) ? await readFile(file, "utf8") : "# Benchmark results\n";
  if (text.includes(start)) {
    text = text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n## API\n\n${section}\n`;
  }
  await writeFile(file, text);
}

const scenarios: Scenario[] = [];
for (const engine of ["pglite", "postgres"] as const) {
  if (values.only && values.only !== engine) continue;
  scenarios.push({ engine, dataset: "demo" });
  if (!values["skip-large"]) scenarios.push({ engine, dataset: "large" });
}
const rows: Row[] = [];
for (const scenario of scenarios) rows.push(...(await runScenario(scenario)));
await writeResults(rows);
console.log(`\n${markdown(rows, "now")}`);
