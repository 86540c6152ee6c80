/**
 * Search benchmark (issue 9): autocannon against the API server on the 100,000-listing data set
 * (`seed:large`), on PGlite and on PostgreSQL. Every search shape is measured side by side with
 * GET /api/listings/{id} in the same run, in alternating rounds, so the ratio to that reference
 * survives a busy machine. Autocannon repeats one URL, so those shapes measure a search someone made
 * in the last few seconds (its answer kept, as the reference's is: ADR 0013); the "uncached" shapes
 * send a different prefix, word or position with every request, which is what the first visitor to
 * type a search waits for. Results go to bench/results/search.json and the "Search" section of
 * bench/RESULTS.md.
 *
 *   npx tsx bench/search.ts [--listings 100000] [--duration 9] [--rounds 3] [--connections 10]
 *                           [--only pglite|postgres] [--reuse] [--match TEXT]
 *
 * The server runs from source (node --import tsx apps/api/src/server.ts), so no build is needed.
 * PostgreSQL is reached through BENCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres);
 * the benchmark creates the database lwl_bench_search there. --reuse keeps a data set seeded by an
 * earlier run (seeding 100,000 listings takes minutes).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../e2e/support/server.ts";
import { percentile } from "./lib/load.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    duration: { type: "string", default: "9" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    only: { type: "string" },
    reuse: { type: "boolean", default: false },
    match: { type: "string" },
  },
});
const listingCount = Number(values.listings);
const durationSeconds = Number(values.duration);
const rounds = Math.max(1, Number(values.rounds));
const connections = Number(values.connections);
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const repoRoot = path.resolve(import.meta.dirname, "..");
const dataRoot = path.join(repoRoot, "bench/.data");
const DB_NAME = "lwl_bench_search";

type Engine = "pglite" | "postgres";
type Kind = "reference" | "autocomplete" | "results";

interface Shape {
  kind: Kind;
  name: string;
  path: string;
  /**
   * Paths taken in turn, one per request, instead of `path` every time: searches nobody made in the
   * last few seconds, so the answer is computed rather than served from the search shelf of the
   * content cache (ADR 0010). `path` then only names the shape.
   */
  rotation?: string[];
}

const S = "/searchservice/api/v1";
const SHAPES = (listingId: number): Shape[] => [
  { kind: "reference", name: "GET /api/listings/{id}", path: `/api/listings/${listingId}` },
  {
    kind: "autocomplete",
    name: "college autocomplete `beng` (prefix)",
    path: `${S}/listing/college/autocomplete?key=beng`,
  },
  {
    kind: "autocomplete",
    name: "school autocomplete `internat`",
    path: `${S}/listing/school/autocomplete?key=internat`,
  },
  {
    kind: "autocomplete",
    name: "tutor autocomplete `chemestry` (typo)",
    path: `${S}/listing/tutorial/autocomplete?key=chemestry`,
  },
  { kind: "autocomplete", name: "college autocomplete, empty box", path: `${S}/listing/college/autocomplete` },
  { kind: "autocomplete", name: "event autocomplete `open`", path: `${S}/event/autocomplete?key=open` },
  { kind: "results", name: "college results `engineering` + facets", path: `${S}/listing/college?key=engineering` },
  {
    kind: "results",
    name: "school results `bengaluru cbse` + facets",
    path: `${S}/listing/school?key=bengaluru%20cbse`,
  },
  { kind: "results", name: "tutor results `physics`, city=Pune", path: `${S}/listing/tutorial?key=physics&city=Pune` },
  { kind: "results", name: "college results, default list + facets", path: `${S}/listing/college` },
  {
    kind: "results",
    name: "tutor results near me (Bengaluru, 25 km)",
    path: `${S}/listing/tutorial?lat=12.9716&lng=77.5946`,
  },
  { kind: "results", name: "event results `open`, upcoming", path: `${S}/event?key=open&upcoming=true` },
];

/**
 * The words of the data set as people would type them: the names, cities and excerpts of the first
 * pages of every default list, read through the API (so the same on both engines), each word also
 * as its beginnings from three letters (what autocomplete sees while typing).
 */
async function vocabulary(baseUrl: string): Promise<{ prefixes: string[]; words: string[] }> {
  const words = new Set<string>();
  const pages = [
    ...["college", "school", "tutorial"].map((type) => `${S}/listing/${type}?size=20`),
    `${S}/event?size=20`,
  ];
  for (const first of pages) {
    for (let page = 0; page < 10; page += 1) {
      const body = (await (await fetch(`${baseUrl}${first}&page=${page}`)).json()) as {
        content: { name?: string; title?: string; city?: string | null; excerpt: string }[];
      };
      for (const item of body.content) {
        const text = `${item.name ?? item.title ?? ""} ${item.city ?? ""} ${item.excerpt}`.toLowerCase();
        for (const word of text.match(/\p{L}{3,}/gu) ?? []) words.add(word);
      }
    }
  }
  const prefixes = new Set<string>();
  for (const word of words) for (let end = 3; end <= word.length; end += 1) prefixes.add(word.slice(0, end));
  return { prefixes: shuffled([...prefixes]), words: shuffled([...words]) };
}

/** The same order on every run (a fixed-seed shuffle), so runs compare. */
function shuffled<T>(items: T[]): T[] {
  let seed = 20261123;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The same calls with a different search each request (rotation): what the first visitor to type a
 * search waits for. Sizes vary too, so the list of distinct paths outlasts a whole run.
 */
const UNCACHED_SHAPES = ({ prefixes, words }: { prefixes: string[]; words: string[] }): Shape[] => {
  const each = (paths: (size: number) => string[], sizes: number[]) => sizes.flatMap(paths);
  const key = (word: string) => encodeURIComponent(word);
  const autocomplete = (type: string) =>
    each(
      (size) => prefixes.map((prefix) => `${S}/listing/${type}/autocomplete?key=${key(prefix)}&size=${size}`),
      [8, 7, 6, 5],
    );
  return [
    {
      kind: "autocomplete",
      name: "college autocomplete, a different prefix each request (uncached)",
      path: `${S}/listing/college/autocomplete?key=sci`,
      rotation: autocomplete("college"),
    },
    {
      kind: "autocomplete",
      name: "event autocomplete, a different prefix each request (uncached)",
      path: `${S}/event/autocomplete?key=wor`,
      rotation: each(
        (size) => prefixes.map((prefix) => `${S}/event/autocomplete?key=${key(prefix)}&size=${size}`),
        [8, 7, 6, 5],
      ),
    },
    {
      kind: "results",
      name: "school results + facets, a different word each request (uncached)",
      path: `${S}/listing/school?key=science`,
      rotation: each(
        (size) => words.map((word) => `${S}/listing/school?key=${key(word)}&size=${size}`),
        [20, 19, 18, 17, 16, 15],
      ),
    },
    {
      kind: "results",
      name: "tutor results near me, a different position each request (uncached)",
      path: `${S}/listing/tutorial?lat=12.9716&lng=77.5946&radiusKm=25`,
      rotation: Array.from({ length: 20000 }, (_, index) => {
        // Around Bengaluru, within about 10 km, on a fixed spiral: every request a new position.
        const angle = index * 2.399963;
        const radius = 0.09 * Math.sqrt(index / 20000);
        return `${S}/listing/tutorial?lat=${(12.9716 + radius * Math.cos(angle)).toFixed(5)}&lng=${(77.5946 + radius * Math.sin(angle)).toFixed(5)}`;
      }),
    },
  ];
};

/** p95 targets on PostgreSQL, and as a multiple of the by-id reference's p95 in the same run. */
const TARGET_MS: Record<Exclude<Kind, "reference">, number> = { autocomplete: 10, results: 25 };
const TARGET_RATIO: Record<Exclude<Kind, "reference">, number> = { autocomplete: 2, results: 4 };

function databaseUrl(): string {
  const url = new URL(pgServerUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

function runTsx(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

async function pgDatabaseExists(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgServerUrl });
  await client.connect();
  const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [DB_NAME]);
  await client.end();
  return (rowCount ?? 0) > 0;
}

/** Seeds the large data set (unless --reuse finds one) and answers the server's environment. */
async function prepare(engine: Engine): Promise<Record<string, string>> {
  const seed = "apps/api/src/db/seed/large-cli.ts";
  if (engine === "pglite") {
    const dataDir = path.join(dataRoot, DB_NAME);
    if (!(values.reuse && existsSync(path.join(dataDir, "PG_VERSION")))) {
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
      runTsx(seed, ["--listings", String(listingCount), "--data-dir", dataDir]);
    }
    return { DATA_DIR: dataDir, DEMO_DATA: "0" };
  }
  if (!(values.reuse && (await pgDatabaseExists()))) {
    const client = new pg.Client({ connectionString: pgServerUrl });
    await client.connect();
    await client.query(`drop database if exists ${DB_NAME} with (force)`);
    await client.query(`create database ${DB_NAME}`);
    await client.end();
    runTsx(seed, ["--listings", String(listingCount), "--database-url", databaseUrl()]);
  }
  return { DATABASE_URL: databaseUrl(), DEMO_DATA: "0", DATA_DIR: path.join(dataRoot, `${DB_NAME}-files`) };
}

interface Server {
  baseUrl: string;
  child: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) return { baseUrl, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server was not ready within 180 s");
}

function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

interface Sample {
  latencies: number[];
  requests: number;
  seconds: number;
  failures: number;
}

/** Where each rotation is in its list: carried over from round to round, so no path comes back soon. */
const rotationAt = new Map<string[], number>();

async function measure(url: string, seconds: number, rotation?: string[]): Promise<Sample> {
  const latencies: number[] = [];
  const requests = rotation
    ? [
        {
          setupRequest: (request: autocannon.Request) => {
            const at = rotationAt.get(rotation) ?? 0;
            rotationAt.set(rotation, at + 1);
            return { ...request, path: rotation[at % rotation.length] };
          },
        },
      ]
    : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return { latencies, requests: result.requests.total, seconds, failures: result.errors + result.non2xx };
}

interface Row {
  engine: Engine;
  kind: Kind;
  shape: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  ratio: number;
  failures: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function runEngine(engine: Engine): Promise<Row[]> {
  console.log(`\n== ${engine} ==`);
  const env = await prepare(engine);
  const server = await startServer(env);
  try {
    const listingId = (await fetch(`${server.baseUrl}/api/listings/1749`)).ok ? 1749 : 1;
    const shapes = [...SHAPES(listingId), ...UNCACHED_SHAPES(await vocabulary(server.baseUrl))].filter(
      (shape) => shape.kind === "reference" || !values.match || shape.name.includes(values.match),
    );
    for (const shape of shapes) {
      const response = await fetch(server.baseUrl + shape.path);
      if (!response.ok) throw new Error(`${shape.path}: ${response.status} ${await response.text()}`);
      await measure(server.baseUrl + shape.path, 1, shape.rotation); // warm-up
    }
    const samples = new Map<string, Sample[]>(shapes.map((shape) => [shape.path, []]));
    // Alternating rounds: every shape, then every shape again, so a burst of load elsewhere hits all alike.
    for (let r = 0; r < rounds; r += 1) {
      for (const shape of shapes) {
        samples
          .get(shape.path)
          ?.push(await measure(server.baseUrl + shape.path, durationSeconds / rounds, shape.rotation));
      }
      console.log(`  round ${r + 1}/${rounds} done (load average ${loadavg()[0]?.toFixed(1)})`);
    }
    const summary = shapes.map((shape) => {
      const parts = samples.get(shape.path) ?? [];
      const latencies = parts.flatMap((part) => part.latencies).sort((a, b) => a - b);
      const requests = parts.reduce((sum, part) => sum + part.requests, 0);
      const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
      return {
        shape,
        requestsPerSecond: round(requests / seconds),
        p50: round(percentile(latencies, 0.5)),
        p95: round(percentile(latencies, 0.95)),
        p99: round(percentile(latencies, 0.99)),
        failures: parts.reduce((sum, part) => sum + part.failures, 0),
      };
    });
    const reference = summary[0]?.p95 ?? Number.NaN;
    return summary.map((s) => ({
      engine,
      kind: s.shape.kind,
      shape: s.shape.name,
      path: s.shape.path,
      requestsPerSecond: s.requestsPerSecond,
      p50: s.p50,
      p95: s.p95,
      p99: s.p99,
      ratio: round(s.p95 / reference),
      failures: s.failures,
    }));
  } finally {
    await stopServer(server);
  }
}

function verdict(row: Row): string {
  if (row.kind === "reference") return "reference";
  const ratioOk = row.ratio <= TARGET_RATIO[row.kind];
  const msOk = row.engine !== "postgres" || row.p95 <= TARGET_MS[row.kind];
  const parts = [`ratio ${ratioOk ? "met" : "missed"} (≤ ${TARGET_RATIO[row.kind]}×)`];
  if (row.engine === "postgres") parts.push(`p95 ${msOk ? "met" : "missed"} (≤ ${TARGET_MS[row.kind]} ms)`);
  return parts.join(", ");
}

function markdown(rows: Row[], when: string, load: string): string {
  return [
    `Run ${when} on ${cpus().length} cores (${cpus()[0]?.model ?? "cpu"}), ${Math.round(totalmem() / 2 ** 30)} GiB,` +
      ` Node ${process.version}; ${listingCount.toLocaleString("en-US")} listings (seed:large); autocannon, ${connections}` +
      ` connections, ${durationSeconds} s per shape in ${rounds} alternating rounds after a 1 s warm-up; client and` +
      ` server on the same machine; load average ${load}.`,
    "",
    "| engine | shape | req/s | p50 ms | p95 ms | p99 ms | p95 ÷ by-id p95 | target |",
    "|---|---|---:|---:|---:|---:|---:|---|",
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.shape} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.ratio} | ${verdict(r)} |`,
    ),
  ].join("\n");
}

async function writeResults(rows: Row[], load: string) {
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  await mkdir(path.join(repoRoot, "bench/results"), { recursive: true });
  await writeFile(
    path.join(repoRoot, "bench/results/search.json"),
    `${JSON.stringify({ when, load, rows }, null, 2)}\n`,
  );
  const file = path.join(repoRoot, "bench/RESULTS.md");
  const start = "<!-- search:start -->";
  const end = "<!-- search:end -->";
  const section = `${start}\n${markdown(rows, `${when} UTC`, load)}\n${end}`;
  let text = existsSync(file) ? await readFile(file, "utf8") : "# Benchmark results\n";
  if (text.includes(start)) {
    text = text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n## Search\n\n${section}\n`;
  }
  await writeFile(file, text);
}

const engines = (["pglite", "postgres"] as const).filter((engine) => !values.only || values.only === engine);
const loadBefore = loadavg()[0]?.toFixed(1) ?? "?";
const rows: Row[] = [];
for (const engine of engines) rows.push(...(await runEngine(engine)));
const load = `${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after`;
// A partial run (--match) is printed, not written over the full table.
if (!values.match) await writeResults(rows, load);
console.log(`\n${markdown(rows, "now", load)}`);
