/**
 * Responsiveness under load: the built server (`npm run build` first) on embedded PGlite with the demo
 * data takes 100 connections on database-heavy routes (a page of colleges and a listing's details,
 * alternately) while a separate client probes `/healthz` and the static home page every 300 ms with a
 * short timeout, as a load balancer would. Reports request errors and status codes, p50/p99 latency,
 * req/s, and how many probes were answered in time with their p99. Results go to bench/results/load.json
 * (one entry per label) and the "Load" section of bench/RESULTS.md.
 *
 *   npm run bench:load -- --label after [--connections 100] [--duration 20] [--probe-timeout 1000]
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBuiltServer } from "../e2e/support/server.ts";
import { percentile } from "./lib/load.ts";

const { values } = parseArgs({
  options: {
    label: { type: "string", default: "current" },
    connections: { type: "string", default: "100" },
    duration: { type: "string", default: "20" },
    "probe-interval": { type: "string", default: "300" },
    "probe-timeout": { type: "string", default: "1000" },
  },
});
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const probeIntervalMs = Number(values["probe-interval"]);
const probeTimeoutMs = Number(values["probe-timeout"]);
const repoRoot = path.resolve(import.meta.dirname, "..");
const round = (value: number) => Math.round(value * 10) / 10;

interface ProbeResult {
  sent: number;
  answered: number;
  p50: number;
  p99: number;
}

interface LoadRow {
  label: string;
  when: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  timeouts: number;
  /** Responses by status code, e.g. { "200": 5000, "503": 20 }. */
  statusCodes: Record<string, number>;
  p50: number;
  p99: number;
  health: ProbeResult;
  staticPage: ProbeResult;
}

/** Probes one URL every interval until stopped; a probe counts as answered when it gets a 2xx within the timeout. */
function startProber(url: string) {
  const latencies: number[] = [];
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const probe = async () => {
    sent += 1;
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(probeTimeoutMs) });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
    } catch {
      // Timed out or refused: not answered.
    }
  };
  const timer = setInterval(() => {
    const running = probe();
    pending.add(running);
    void running.finally(() => pending.delete(running));
  }, probeIntervalMs);
  return async (): Promise<ProbeResult> => {
    clearInterval(timer);
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    return {
      sent,
      answered: latencies.length,
      p50: round(percentile(latencies, 0.5)),
      p99: round(percentile(latencies, 0.99)),
    };
  };
}

async function run(baseUrl: string): Promise<Omit<LoadRow, "label" | "when">> {
  const latencies: number[] = [];
  const stopHealth = startProber(`${baseUrl}/healthz`);
  const stopStatic = startProber(`${baseUrl}/`);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSeconds,
        timeout: 10,
        // Each connection alternates between the two requests.
        requests: [
          { method: "GET", path: "/api/listings/type/college?page=0&size=20" },
          { method: "GET", path: "/api/listings/1749" },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const [health, staticPage] = await Promise.all([stopHealth(), stopStatic()]);
  latencies.sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  return {
    connections,
    durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / durationSeconds),
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    health,
    staticPage,
  };
}

function markdown(rows: LoadRow[]): string {
  const codes = (row: LoadRow) =>
    Object.entries(row.statusCodes)
      .map(([code, count]) => `${code}: ${count}`)
      .join(", ");
  const probe = (result: ProbeResult) =>
    result.answered ? `${result.answered}/${result.sent} (p99 ${result.p99} ms)` : `0/${result.sent}`;
  return [
    `${cpus().length} cores (${cpus()[0]?.model ?? "cpu"}), Node ${process.version}; PGlite with the demo data;` +
      " autocannon on `/api/listings/type/college?page=0&size=20` and `/api/listings/1749` alternately;" +
      ` probes every ${probeIntervalMs} ms with a ${probeTimeoutMs} ms timeout; client and server on the same machine.`,
    "",
    "| run | when (UTC) | connections | s | req/s | errors (timeouts) | responses | p50 ms | p99 ms | `/healthz` answered | `/` answered |",
    "|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.when} | ${r.connections} | ${r.durationSeconds} | ${r.requestsPerSecond} | ${r.errors} (${r.timeouts}) | ${codes(r)} | ${r.p50} | ${r.p99} | ${probe(r.health)} | ${probe(r.staticPage)} |`,
    ),
  ].join("\n");
}

async function writeResults(row: LoadRow): Promise<LoadRow[]> {
  const jsonFile = path.join(repoRoot, "bench/results/load.json");
  const previous: LoadRow[] = existsSync(jsonFile) ? JSON.parse(await readFile(jsonFile, "utf8")).rows : [];
  const rows = [...previous.filter((r) => r.label !== row.label), row];
  await mkdir(path.dirname(jsonFile), { recursive: true });
  await writeFile(jsonFile, `${JSON.stringify({ rows }, null, 2)}\n`);

  const file = path.join(repoRoot, "bench/RESULTS.md");
  const start = "<!-- load:start -->";
  const end = "<!-- load:end -->";
  const section = `${start}\n${markdown(rows)}\n${end}`;
  let text = existsSync(file) ? await readFile(file, "utf8") : "# Benchmark results\n";
  if (text.includes(start)) {
    text = text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n## Load: health under 100 connections on PGlite\n\n${section}\n`;
  }
  await writeFile(file, text);
  return rows;
}

const server = await startBuiltServer();
let row: LoadRow;
try {
  // Warm-up with a few connections so the first queries' planning is not counted.
  await autocannon({ url: `${server.baseUrl}/api/listings/type/college?page=0&size=20`, connections: 4, duration: 2 });
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  row = { label: values.label, when, ...(await run(server.baseUrl)) };
} finally {
  await server.stop();
}
const rows = await writeResults(row);
console.log(markdown(rows));
