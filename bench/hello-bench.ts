/**
 * How far a read of published content is from the fastest Fastify can answer (issue 13.6): a bare
 * Fastify "hello world" and the built server's `GET /api/listings/{id}` (`npm run build` first), side by
 * side in one run, in alternating rounds so that both meet the same load from whatever else runs on the
 * machine. The target is at least 50 % of hello world's requests per second. A third target is the same
 * listing revalidated with `If-None-Match` (a browser or CDN holding a copy: 304, no body).
 *
 *   npm run bench:hello -w @lwl/bench -- --label after [--engine pglite|postgres] [--rounds 3] [--duration 5] [--connections 10]
 *
 * Results go to bench/results/hello.json (one entry per label, so a "before" build and an "after" build
 * can be compared) and the "Hello world" section of bench/RESULTS.md. PostgreSQL is reached through
 * BENCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres) in a database of its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startBuiltServer } from "../e2e/support/server.ts";

const { values } = parseArgs({
  options: {
    label: { type: "string", default: "current" },
    engine: { type: "string", default: "pglite" },
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
  },
});
const rounds = Number(values.rounds);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const engine = values.engine === "postgres" ? "postgres" : "pglite";
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const repoRoot = path.resolve(import.meta.dirname, "..");

/** The smallest Fastify server: one JSON route, no plugins, no logger. Its own process, like the API's. */
const HELLO_SERVER = `
import Fastify from "fastify";
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
`;

async function startHelloServer(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--input-type=module", "-e", HELLO_SERVER], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the hello world server exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill("SIGTERM") };
}

async function postgresEnvironment(): Promise<Record<string, string>> {
  const name = "lwl_bench_hello";
  const client = new pg.Client({ connectionString: pgServerUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(pgServerUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  expectedStatus: number;
}

async function requestsPerSecond(target: Target, seconds: number): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
  const unexpected = result.requests.total - (result.statusCodeStats?.[`${target.expectedStatus}`]?.count ?? 0);
  if (result.errors || unexpected > 0) {
    throw new Error(
      `${target.name}: ${result.errors} errors, ${unexpected} answers other than ${target.expectedStatus}`,
    );
  }
  return { rps: Math.round((result.requests.total / seconds) * 10) / 10, p99: result.latency.p99 };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Row {
  target: string;
  rounds: number[];
  median: number;
  p99: number;
  shareOfHello: number;
}

interface Run {
  label: string;
  when: string;
  engine: string;
  loadAverage: number;
  rows: Row[];
}

async function run(): Promise<Run> {
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  const hello = await startHelloServer();
  const server = await startBuiltServer({ env: engine === "postgres" ? await postgresEnvironment() : {} });
  try {
    // 1749 is the spec's special listing, published in the demo data.
    const listingUrl = `${server.baseUrl}/api/listings/1749`;
    const first = await fetch(listingUrl);
    if (!first.ok) throw new Error(`GET /api/listings/1749 answered ${first.status}`);
    const etag = first.headers.get("etag");
    const targets: Target[] = [
      { name: "bare Fastify hello world", url: hello.url, expectedStatus: 200 },
      { name: "GET /api/listings/{id}", url: listingUrl, expectedStatus: 200 },
    ];
    if (etag) {
      targets.push({
        name: "GET /api/listings/{id} with If-None-Match (304)",
        url: listingUrl,
        headers: { "if-none-match": etag },
        expectedStatus: 304,
      });
    }
    for (const target of targets) await requestsPerSecond(target, 2); // warm-up
    const measured = new Map(targets.map((target) => [target.name, [] as { rps: number; p99: number }[]]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        const result = await requestsPerSecond(target, durationSeconds);
        measured.get(target.name)?.push(result);
        console.log(`round ${round}: ${target.name}: ${result.rps} req/s, p99 ${result.p99} ms`);
      }
    }
    const helloMedian = median(measured.get(targets[0]?.name ?? "")?.map((r) => r.rps) ?? []);
    const rows = targets.map((target) => {
      const results = measured.get(target.name) ?? [];
      const rps = results.map((r) => r.rps);
      return {
        target: target.name,
        rounds: rps,
        median: median(rps),
        p99: median(results.map((r) => r.p99)),
        shareOfHello: Math.round((median(rps) / helloMedian) * 1000) / 10,
      };
    });
    const when = new Date().toISOString().slice(0, 16).replace("T", " ");
    return { label: values.label ?? "current", when, engine, loadAverage, rows };
  } finally {
    hello.stop();
    await server.stop();
  }
}

function markdown(runs: Run[]): string {
  return [
    `${cpus().length} cores (${cpus()[0]?.model ?? "cpu"}), Node ${process.version}; demo data; autocannon, ${connections}` +
      ` connections, ${rounds} alternating rounds of ${durationSeconds} s per target after a 2 s warm-up; client and` +
      " servers on the same machine. req/s is the median of the rounds; share is of hello world's median in the same run.",
    "",
    "| run | when (UTC) | engine | load avg | target | req/s (median) | rounds | p99 ms | share of hello world |",
    "|---|---|---|---:|---|---:|---|---:|---:|",
    ...runs.flatMap((r) =>
      r.rows.map(
        (row) =>
          `| ${r.label} | ${r.when} | ${r.engine} | ${r.loadAverage} | ${row.target} | ${row.median} | ${row.rounds.join(", ")} | ${row.p99} | ${row.shareOfHello} % |`,
      ),
    ),
  ].join("\n");
}

async function writeResults(latest: Run) {
  const file = path.join(repoRoot, "bench/results/hello.json");
  await mkdir(path.dirname(file), { recursive: true });
  const runs: Run[] = existsSync(file) ? JSON.parse(await readFile(file, "utf8")) : [];
  const kept = [...runs.filter((r) => !(r.label === latest.label && r.engine === latest.engine)), latest];
  // Short number arrays on one line, as Biome formats the file.
  const json = JSON.stringify(kept, null, 2).replace(
    /\[\s+([-\d.,\s]+?)\s+\]/g,
    (_all, inner: string) => `[${inner.split(/,\s*/).join(", ")}]`,
  );
  await writeFile(file, `${json}\n`);
  const results = path.join(repoRoot, "bench/RESULTS.md");
  const start = "<!-- hello:start -->";
  const end = "<!-- hello:end -->";
  const section = `${start}\n${markdown(kept)}\n${end}`;
  let text = existsSync(results) ? await readFile(results, "utf8") : "# Benchmark results\n";
  if (text.includes(start)) {
    text = text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n## Hello world: \`GET /api/listings/{id}\` beside a bare Fastify\n\n${section}\n`;
  }
  await writeFile(results, text);
  return kept;
}

const latest = await run();
console.log(`\n${markdown(await writeResults(latest))}`);
