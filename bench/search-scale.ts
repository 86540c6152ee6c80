/**
 * Search at scale (issue 25, item 1): the built server on PostgreSQL with 100,000 and 1,000,000 listings
 * (`seed:large`, about N/10 events), side by side in one run, against every target of the issue:
 *
 * - autocomplete (the overlay's suggestion call) and results with facets, quiet: req/s, p50, p95, p99,
 *   max, answers other than 2xx; 10 connections, a different real prefix or word in every request
 *   (words of random seeded rows, so common and rare words come by their frequency);
 * - both again while 20 clicks/s from many client addresses and 2 writes/s arrive, half through the API
 *   (an administrator's edit of a published listing's name, applied at once as the listing has no
 *   owner; approved when it waits for moderation) and half behind its back (a direct SQL UPDATE of a
 *   published listing's name): p99 under load ÷ quiet p99;
 * - /healthz: the worst answer time, asked every 50 ms during all of the above;
 * - from the server listening to the first search answered, and to the index being warm (the log's
 *   "search index loaded in N ms");
 * - the server's resident memory (VmRSS) once warm;
 * - freshness: a write through the API found by a search on the same instance at once, and on a second
 *   instance (another server process on the same database) within how many ms; likewise a change made
 *   behind the app's back, on both.
 *
 * Prints a table of each target beside the measured values with PASS/FAIL, writes
 * bench/results/search-scale.json and the "Search at scale" section of bench/RESULTS.md.
 *
 *   npm run bench:search-scale -w @lwl/bench -- [--only 100k|1m] [--reuse] [--build DIR] [--label TEXT]
 *                                               [--duration 20] [--connections 10] [--start-together]
 *   npm run bench:search-scale -w @lwl/bench -- --render   (the table again from the saved results)
 *
 * The databases are lwl_scale_100k and lwl_scale_1m on BENCH_DATABASE_URL's server (default
 * postgres://postgres:postgres@127.0.0.1:5432/postgres). Without --reuse each is created afresh and
 * seeded (a million listings take many minutes); with it an existing database with its listings is
 * kept. --build names a folder holding a build (apps/api/dist, apps/web/dist, apps/web/dist-ssr and
 * node_modules beside them); without it the checkout's build is copied first (`npm run build` before),
 * so that another build in the checkout cannot change the server under the benchmark. The run adds the
 * demo administrator account to each database (for the writes through the API) and renames a few
 * listings (their names get a word "zq…" added).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { users } from "../apps/api/src/db/schema.ts";
import { buildDemoUsers, DEMO_ACCOUNTS } from "../apps/api/src/db/seed/demo-accounts.ts";
import { freePort, snapshotBuild } from "../e2e/support/server.ts";
import { percentile } from "./lib/load.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    reuse: { type: "boolean", default: false },
    build: { type: "string" },
    /** What the build is, for the results (e.g. "commit 21a96bf"); the build folder otherwise. */
    label: { type: "string" },
    /** Start the second instance beside the first (one warm-up instead of two; they share the cores). */
    "start-together": { type: "boolean", default: false },
    /** Write the table again from bench/results/search-scale.json without measuring. */
    render: { type: "boolean", default: false },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
  },
});
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const repoRoot = path.resolve(import.meta.dirname, "..");
const S = "/searchservice/api/v1";
const ADMIN = "/adminservice/api/v1";
const CLICKS_PER_SECOND = 20;
const WRITES_PER_SECOND = 2;
const HEALTH_EVERY_MS = 50;
/** How long a server may take to load its index before the run gives up on it. */
const WARM_TIMEOUT_MS = 1_500_000;

interface Size {
  label: "100k" | "1m";
  listings: number;
  database: string;
}

const SIZES: readonly Size[] = [
  { label: "100k", listings: 100_000, database: "lwl_scale_100k" },
  { label: "1m", listings: 1_000_000, database: "lwl_scale_1m" },
];

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function databaseUrl(name: string): string {
  const url = new URL(pgServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

// ---- the data sets -------------------------------------------------------------------------------

async function listingCount(size: Size): Promise<number> {
  const exists = await withClient(pgServerUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [size.database]);
    return (rowCount ?? 0) > 0;
  });
  if (!exists) return 0;
  return withClient(databaseUrl(size.database), async (client) => {
    const found = await client.query("select to_regclass('public.listings') is not null as ok");
    if (!found.rows[0]?.ok) return 0;
    const { rows } = await client.query<{ n: string }>("select count(*) as n from listings");
    return Number(rows[0]?.n ?? 0);
  });
}

/** Seeds the size's database afresh, unless --reuse finds it seeded already. */
async function prepare(size: Size): Promise<void> {
  if (values.reuse && (await listingCount(size)) >= size.listings) {
    console.log(`  reusing ${size.database}`);
    // The first instance measures a database's first load: no snapshot of an earlier run (ADR 0019 step 8).
    await withClient(databaseUrl(size.database), (client) =>
      client.query(
        "do $$ begin if to_regclass('search_snapshots') is not null then delete from search_snapshots; end if; end $$",
      ),
    );
    return;
  }
  await withClient(pgServerUrl, async (client) => {
    await client.query(`drop database if exists ${size.database} with (force)`);
    await client.query(`create database ${size.database}`);
  });
  const seeded = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "apps/api/src/db/seed/large-cli.ts",
      "--listings",
      String(size.listings),
      "--database-url",
      databaseUrl(size.database),
      "--media-dir",
      path.join(repoRoot, "bench/.data/scale-media"),
    ],
    { cwd: repoRoot, stdio: "inherit" },
  );
  if (seeded.status !== 0) throw new Error(`seeding ${size.database} failed`);
}

/** The demo administrator, for the writes through the API (the large data set has no accounts). */
async function ensureAdministrator(size: Size): Promise<void> {
  const { rows } = await buildDemoUsers();
  await withClient(databaseUrl(size.database), async (client) => {
    await drizzle(client).insert(users).values(rows.admin).onConflictDoNothing();
  });
}

interface Searches {
  autocomplete: string[];
  results: string[];
  /** Published listings that searches find, for clicks and writes. */
  listingIds: number[];
}

/**
 * Searches people could type, one per request: a word of a random row's name (so a word comes as
 * often as rows have it: "school" and "Mumbai" often, "Kothapalli" seldom), as autocomplete sees it
 * while typing (every prefix from three letters) and as results see it (the whole word). The rows are
 * a fixed sample, so runs compare.
 */
async function searchesOf(size: Size): Promise<Searches> {
  const { rows } = await withClient(databaseUrl(size.database), (client) =>
    client.query<{ id: number; type: string; name: string }>(
      `select id, type, name from listings where status = 'PUBLISHED' and id % $1 = 0 order by id`,
      [Math.max(1, Math.floor(size.listings / 40_000))],
    ),
  );
  let seed = 20261127;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const autocomplete = new Set<string>();
  const results = new Set<string>();
  for (const row of rows) {
    const words = row.name.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    const word = words[Math.floor(random() * words.length)];
    if (!word) continue;
    const type = row.type.toLowerCase();
    for (let end = 3; end <= word.length; end += 1) {
      autocomplete.add(`${S}/listing/${type}/autocomplete?key=${encodeURIComponent(word.slice(0, end))}&page=0&size=6`);
    }
    results.add(`${S}/listing/${type}?key=${encodeURIComponent(word)}&page=0&size=20`);
  }
  const shuffle = (items: string[]) => {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [items[i], items[j]] = [items[j] as string, items[i] as string];
    }
    return items;
  };
  return {
    autocomplete: shuffle([...autocomplete]),
    results: shuffle([...results]),
    listingIds: rows.map((r) => r.id),
  };
}

// ---- the server ----------------------------------------------------------------------------------

interface Server {
  baseUrl: string;
  child: ChildProcess;
  /** Log lines (pino JSON) so far. */
  lines: string[];
  dataDir: string;
}

interface LogLine {
  time?: number;
  msg?: string;
}

function parsedLines(server: Server): LogLine[] {
  return server.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

const logTime = (server: Server, test: (msg: string) => boolean) =>
  parsedLines(server).find((line) => line.msg !== undefined && test(line.msg))?.time ?? null;

async function startServer(buildRoot: string, size: Size): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "lwl-scale-"));
  const child = spawn(process.execPath, [path.join(buildRoot, "apps/api/dist/server.js")], {
    cwd: buildRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl(size.database),
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(repoRoot, "bench/.data/scale-media"),
      DEMO_DATA: "0",
      // The clicks come from many addresses in X-Forwarded-For, as behind one load balancer.
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
      // One sign-in lasts the whole run, however long a server takes to warm.
      AUTH_ACCESS_TOKEN_TTL: "86400",
      NODE_ENV: "production",
      SMTP_URL: "",
      // As the README asks of a deployment on Linux: glibc's fixed mmap threshold, so the index's large
      // typed arrays go back to the system when freed (about 200 MB less resident at a million rows).
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { baseUrl: `http://127.0.0.1:${port}`, child, lines: [], dataDir };
  let partial = "";
  const keep = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    server.lines.push(...parts);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return server;
}

function stopServer(server: Server): Promise<void> {
  const done = async () => {
    await rm(server.dataDir, { recursive: true, force: true });
  };
  if (server.child.exitCode !== null) return done();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
    server.child.once("exit", () => {
      clearTimeout(force);
      resolve(done());
    });
    server.child.kill("SIGTERM");
  });
}

async function get(url: string, timeoutMs = 30_000): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}

interface Startup {
  /** From "Server listening" to the first search answered 200. */
  firstSearchMs: number;
  /** From "Server listening" to "search index loaded". */
  warmMs: number;
  rssMb: number;
}

/** Starts a server and times it: listening, the first search answered, the index loaded; then its memory. */
async function startTimed(
  buildRoot: string,
  size: Size,
  firstSearch: string,
): Promise<{ server: Server; startup: Startup }> {
  const server = await startServer(buildRoot, size);
  try {
    return { server, startup: await timeStart(server, firstSearch) };
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

async function timeStart(server: Server, firstSearch: string): Promise<Startup> {
  const deadline = Date.now() + WARM_TIMEOUT_MS;
  let answeredAt: number | null = null;
  while (answeredAt === null && Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.lines.slice(-20).join("\n")}`);
    try {
      const answer = await get(server.baseUrl + firstSearch, WARM_TIMEOUT_MS);
      if (answer.status === 200) answeredAt = Date.now();
    } catch {
      // not listening yet
    }
    if (answeredAt === null) await sleep(20);
  }
  while (logTime(server, (msg) => msg.startsWith("search index loaded")) === null) {
    if (Date.now() > deadline) throw new Error("the search index did not load in time");
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.lines.slice(-20).join("\n")}`);
    await sleep(100);
  }
  const listening = logTime(server, (msg) => msg.startsWith("Server listening")) ?? Number.NaN;
  const loaded = logTime(server, (msg) => msg.startsWith("search index loaded")) ?? Number.NaN;
  return {
    firstSearchMs: (answeredAt ?? Number.NaN) - listening,
    warmMs: loaded - listening,
    rssMb: await rssMb(server),
  };
}

/** Milliseconds from the index warm to its snapshot written (the log's line), or NaN if none is written in time. */
async function snapshotWritten(server: Server): Promise<number> {
  const deadline = Date.now() + WARM_TIMEOUT_MS;
  const written = () => logTime(server, (msg) => msg.startsWith("search index: a snapshot of"));
  while (written() === null && Date.now() < deadline && server.child.exitCode === null) await sleep(100);
  const loaded = logTime(server, (msg) => msg.startsWith("search index loaded")) ?? Number.NaN;
  return (written() ?? Number.NaN) - loaded;
}

async function rssMb(server: Server): Promise<number> {
  const status = await readFile(`/proc/${server.child.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

// ---- load and probes -----------------------------------------------------------------------------

/** Asks /healthz every 50 ms for as long as it runs; the worst answer time per named phase. */
function startHealthProbe(baseUrl: string) {
  let phase = "start";
  const worst = new Map<string, number>();
  let failures = 0;
  const pending = new Set<Promise<void>>();
  const probe = async (during: string) => {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    const ms = performance.now() - started;
    worst.set(during, Math.max(worst.get(during) ?? 0, ms));
  };
  const timer = setInterval(() => {
    const running = probe(phase);
    pending.add(running);
    void running.finally(() => pending.delete(running));
  }, HEALTH_EVERY_MS);
  return {
    setPhase(name: string) {
      phase = name;
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { worst: Object.fromEntries([...worst].map(([k, v]) => [k, round(v)])), failures };
    },
  };
}

interface Measured {
  requests: number;
  /**
   * Requests answered with a search (2xx, or 404: nothing found); the times are theirs. A 503 (load
   * shed) comes back at once and would make the times look good: it is counted, not timed.
   */
  answered?: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers by status code other than 200. */
  statuses: Record<string, number>;
  errors: number;
}

/** Where each rotation is: carried on from one measurement to the next, so no search comes back soon. */
const rotationAt = new Map<string[], number>();

async function measure(baseUrl: string, rotation: string[], seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        // A slow answer is measured, not dropped as an error after autocannon's default 10 s.
        timeout: 60,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              const at = rotationAt.get(rotation) ?? 0;
              rotationAt.set(rotation, at + 1);
              return { ...request, path: rotation[at % rotation.length] };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status < 500) latencies.push(responseTime);
      if (status !== 200) statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    answered: latencies.length,
    requestsPerSecond: round(latencies.length / seconds, 0),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    statuses,
    errors: result.errors,
  };
}

/** A word nobody's listing has: what a write adds to a name, and what the search then looks for. */
let marks = 0;
const freshWord = () => {
  marks += 1;
  return `zq${Date.now().toString(36)}${marks.toString(36)}`;
};

interface AdminSession {
  baseUrl: string;
  token: string;
}

/** Retries what answered 503 (the server shedding load) for up to a minute: for setup, not for the load. */
async function patiently(send: () => Promise<Response>): Promise<Response> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await send();
    if (response.status !== 503 || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await sleep(500);
  }
}

async function signIn(baseUrl: string): Promise<AdminSession> {
  const response = await patiently(() =>
    fetch(`${baseUrl}/auth/oauth/token`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "learnwithoutlimits-web",
        username: DEMO_ACCOUNTS.admin.email,
        password: DEMO_ACCOUNTS.admin.password,
        scope: "openid",
      }).toString(),
    }),
  );
  if (!response.ok) throw new Error(`signing the administrator in answered ${response.status}`);
  return { baseUrl, token: ((await response.json()) as { access_token: string }).access_token };
}

async function asAdmin(
  session: AdminSession,
  method: "GET" | "PUT",
  apiPath: string,
  body: unknown,
  retry: boolean,
): Promise<unknown> {
  const send = () =>
    fetch(`${session.baseUrl}${apiPath}`, {
      method,
      headers: {
        accept: "application/json",
        authorization: `Bearer ${session.token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const response = retry ? await patiently(send) : await send();
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

interface ListingRow {
  id: number;
  type: string;
  name: string;
  description: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  contact_phone: string | null;
  contact_email: string | null;
  contact_website: string | null;
  logo: string | null;
  cover_picture: string | null;
  details: unknown;
}

/**
 * A write through the API: the administrator edits a published listing's name. An edit that waits for
 * moderation as proposed changes (a listing with an owner) is then approved, which applies it.
 */
async function writeThroughApi(
  session: AdminSession,
  db: pg.Pool,
  listingId: number,
  word: string,
  retry: boolean,
): Promise<void> {
  const { rows } = await db.query<ListingRow>("select * from listings where id = $1", [listingId]);
  const row = rows[0];
  if (!row) throw new Error(`listing ${listingId} is missing`);
  const name = `${row.name.replace(/ zq\w+$/, "")} ${word}`.slice(0, 200);
  const edited = (await asAdmin(
    session,
    "PUT",
    `/api/listings/${listingId}`,
    {
      type: row.type,
      name,
      description: row.description,
      address: {
        line1: row.address_line1,
        line2: row.address_line2,
        city: row.city,
        state: row.state,
        postalCode: row.postal_code,
        country: row.country,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      contact: { phone: row.contact_phone, email: row.contact_email, website: row.contact_website },
      logo: row.logo,
      coverPicture: row.cover_picture,
      details: row.details,
    },
    retry,
  )) as { pendingChanges: unknown };
  // An administrator's edit of a listing nobody owns is applied at once; otherwise it waits for approval.
  if (edited.pendingChanges === null) return;
  const pending = (await asAdmin(
    session,
    "GET",
    `${ADMIN}/admin/pendingapprovals/LISTING?page=0&size=100`,
    undefined,
    retry,
  )) as {
    content: { id: number; contentId: number }[];
  };
  const approval = pending.content.find((item) => item.contentId === listingId);
  if (!approval) throw new Error(`no pending approval for listing ${listingId}`);
  await asAdmin(session, "PUT", `${ADMIN}/admin/pendingapprovals/${approval.id}/approve`, {}, retry);
}

/** A write behind the app's back: a published listing's name changed by SQL. */
async function writeBehindTheBack(db: pg.Pool, listingId: number, word: string): Promise<void> {
  await db.query(`update listings set name = regexp_replace(name, ' zq\\w+$', '') || ' ' || $2 where id = $1`, [
    listingId,
    word,
  ]);
}

interface Background {
  stop(): Promise<{
    clicks: Record<string, number>;
    apiWrites: number;
    sqlWrites: number;
    failedWrites: number;
    firstFailure: string | null;
  }>;
}

/** 20 clicks/s from many addresses and 2 writes/s (one through the API, one behind its back). */
function startBackground(server: Server, session: AdminSession, db: pg.Pool, ids: readonly number[]): Background {
  const clicks: Record<string, number> = {};
  let apiWrites = 0;
  let sqlWrites = 0;
  let failedWrites = 0;
  let firstFailure: string | null = null;
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  let n = 0;
  const pick = () => ids[(n * 7919) % ids.length] ?? 1;
  const clickTimer = setInterval(() => {
    n += 1;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    track(
      fetch(`${server.baseUrl}${S}/clicks`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ listingId: pick(), query: "bench" }),
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          clicks[response.status] = (clicks[response.status] ?? 0) + 1;
        },
        () => {
          clicks.error = (clicks.error ?? 0) + 1;
        },
      ),
    );
  }, 1000 / CLICKS_PER_SECOND);
  let w = 0;
  const writeTimer = setInterval(() => {
    w += 1;
    const id = ids[(w * 104_729 + 13) % ids.length] ?? 1;
    const throughApi = w % 2 === 0;
    const write = throughApi
      ? writeThroughApi(session, db, id, freshWord(), false).then(() => {
          apiWrites += 1;
        })
      : writeBehindTheBack(db, id, freshWord()).then(() => {
          sqlWrites += 1;
        });
    track(
      write.catch((error: Error) => {
        failedWrites += 1;
        firstFailure ??= error.message;
      }),
    );
  }, 1000 / WRITES_PER_SECOND);
  return {
    async stop() {
      clearInterval(clickTimer);
      clearInterval(writeTimer);
      await Promise.all(pending);
      return { clicks, apiWrites, sqlWrites, failedWrites, firstFailure };
    },
  };
}

/** Milliseconds until `server` finds `word` (autocomplete of its type), or NaN after `limitMs`. */
async function timeUntilFound(server: Server, type: string, word: string, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await get(`${server.baseUrl}${S}/listing/${type}/autocomplete?key=${word}&page=0&size=6`).catch(
      () => null,
    );
    if (answer?.status === 200 && answer.body.includes(word)) return round(performance.now() - started, 0);
    if (performance.now() - started > limitMs) return Number.NaN;
    await sleep(50);
  }
}

interface Freshness {
  /** Through the API: found on the instance that took the write at once (first search after it)? */
  apiSameInstanceAtOnce: boolean;
  apiSameInstanceMs: number;
  apiOtherInstanceMs: number;
  sqlSameInstanceMs: number;
  sqlOtherInstanceMs: number;
}

async function freshness(a: Server, b: Server, session: AdminSession, db: pg.Pool, ids: readonly number[]) {
  const runs: Freshness[] = [];
  for (let i = 0; i < 3; i += 1) {
    const id = ids[(i * 31 + 5) % ids.length] ?? 1;
    const { rows } = await db.query<{ type: string }>("select type from listings where id = $1", [id]);
    const type = (rows[0]?.type ?? "college").toLowerCase();
    const apiWord = freshWord();
    await writeThroughApi(session, db, id, apiWord, true);
    // A search that fails or times out did not find it at once.
    const first = await get(`${a.baseUrl}${S}/listing/${type}/autocomplete?key=${apiWord}&page=0&size=6`).catch(
      () => null,
    );
    const otherApi = timeUntilFound(b, type, apiWord, 30_000);
    const sameApi = timeUntilFound(a, type, apiWord, 30_000);
    const [apiSameInstanceMs, apiOtherInstanceMs] = await Promise.all([sameApi, otherApi]);
    const sqlWord = freshWord();
    await writeBehindTheBack(db, id, sqlWord);
    const [sqlSameInstanceMs, sqlOtherInstanceMs] = await Promise.all([
      timeUntilFound(a, type, sqlWord, 30_000),
      timeUntilFound(b, type, sqlWord, 30_000),
    ]);
    runs.push({
      apiSameInstanceAtOnce: first?.status === 200 && first.body.includes(apiWord),
      apiSameInstanceMs,
      apiOtherInstanceMs,
      sqlSameInstanceMs,
      sqlOtherInstanceMs,
    });
  }
  const worst = (pick: (run: Freshness) => number) => Math.max(...runs.map(pick));
  return {
    apiSameInstanceAtOnce: runs.every((run) => run.apiSameInstanceAtOnce),
    apiSameInstanceMs: worst((run) => run.apiSameInstanceMs),
    apiOtherInstanceMs: worst((run) => run.apiOtherInstanceMs),
    sqlSameInstanceMs: worst((run) => run.sqlSameInstanceMs),
    sqlOtherInstanceMs: worst((run) => run.sqlOtherInstanceMs),
  };
}

// ---- one size ------------------------------------------------------------------------------------

interface SizeResult {
  size: Size["label"];
  /** When this size was measured (a run of one size keeps the other's last figures beside it). */
  when: string;
  listings: number;
  events: number;
  startup: Startup;
  secondInstance: Startup;
  /** From the first instance warm to its snapshot written. */
  snapshotMs: number;
  /** Whether the second instance started beside the first (--start-together) or after the load runs. */
  startedTogether: boolean;
  quiet: { autocomplete: Measured; results: Measured };
  loaded: { autocomplete: Measured; results: Measured };
  background: Awaited<ReturnType<Background["stop"]>>;
  health: { worst: Record<string, number>; failures: number };
  freshness: Awaited<ReturnType<typeof freshness>>;
}

async function runSize(size: Size, buildRoot: string): Promise<SizeResult> {
  console.log(`\n== ${size.label}: ${size.listings.toLocaleString("en")} listings (${size.database}) ==`);
  await prepare(size);
  await ensureAdministrator(size);
  const searches = await searchesOf(size);
  const counts = await withClient(databaseUrl(size.database), async (client) => {
    const { rows } = await client.query<{ listings: string; events: string }>(
      "select (select count(*) from listings) as listings, (select count(*) from events) as events",
    );
    return { listings: Number(rows[0]?.listings), events: Number(rows[0]?.events) };
  });
  console.log(
    `  ${searches.autocomplete.length.toLocaleString("en")} autocomplete and ${searches.results.length.toLocaleString("en")} results searches`,
  );
  const db = new pg.Pool({ connectionString: databaseUrl(size.database), max: 4 });
  const together = values["start-together"];
  const starts = [startTimed(buildRoot, size, searches.autocomplete[0] ?? "")];
  if (together) starts.push(startTimed(buildRoot, size, searches.autocomplete[1] ?? ""));
  const started = await Promise.allSettled(starts);
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value.server] : []));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(servers.map(stopServer));
    await db.end();
    throw failed.reason;
  }
  const [first, beside] = started.map((result) => (result.status === "fulfilled" ? result.value : null));
  if (!first) throw new Error("the server did not start");
  const { server: a, startup } = first;
  try {
    console.log(
      `  first search ${startup.firstSearchMs} ms, warm ${startup.warmMs} ms after listening; ${startup.rssMb} MB`,
    );
    // The first load writes a snapshot for the instances after it (ADR 0019 step 8): once, in the
    // background. Measured after it, as a deployment runs: the bench's quiet runs are not its write.
    const snapshotMs = await snapshotWritten(a);
    console.log(`  snapshot written ${snapshotMs} ms after the index was warm`);
    const session = await signIn(a.baseUrl);
    const health = startHealthProbe(a.baseUrl);
    health.setPhase("warm-up");
    await measure(a.baseUrl, searches.autocomplete, 2);
    await measure(a.baseUrl, searches.results, 2);
    health.setPhase("quiet");
    const quiet = {
      autocomplete: await measure(a.baseUrl, searches.autocomplete, durationSeconds),
      results: await measure(a.baseUrl, searches.results, durationSeconds),
    };
    console.log(`  quiet: autocomplete p99 ${quiet.autocomplete.p99} ms, results p99 ${quiet.results.p99} ms`);
    health.setPhase("clicks and writes");
    const background = startBackground(a, session, db, searches.listingIds);
    const loaded = {
      autocomplete: await measure(a.baseUrl, searches.autocomplete, durationSeconds),
      results: await measure(a.baseUrl, searches.results, durationSeconds),
    };
    const backgroundResult = await background.stop();
    console.log(`  under load: autocomplete p99 ${loaded.autocomplete.p99} ms, results p99 ${loaded.results.p99} ms`);
    health.setPhase("second instance starting");
    const second = beside ?? (await startTimed(buildRoot, size, searches.autocomplete[1] ?? ""));
    if (!beside) servers.push(second.server);
    health.setPhase("freshness");
    const fresh = await freshness(a, second.server, session, db, searches.listingIds);
    console.log(`  freshness: ${JSON.stringify(fresh)}`);
    return {
      size: size.label,
      when: new Date().toISOString().slice(0, 16).replace("T", " "),
      ...counts,
      startup,
      snapshotMs,
      secondInstance: second.startup,
      startedTogether: together,
      quiet,
      loaded,
      background: backgroundResult,
      health: await health.stop(),
      freshness: fresh,
    };
  } finally {
    await Promise.all(servers.map(stopServer));
    await db.end();
  }
}

// ---- the verdict ---------------------------------------------------------------------------------

interface Check {
  target: string;
  value: (result: SizeResult) => string;
  pass: (result: SizeResult) => boolean;
}

const worstHealth = (r: SizeResult) => Math.max(...Object.values(r.health.worst));
/** A figure within its limit; a missing one (nothing answered: NaN, null in the JSON) is not. */
const within = (value: number | null, limit: number) => typeof value === "number" && value <= limit;
const non2xx = (m: Measured) => Object.values(m.statuses).reduce((sum, n) => sum + n, 0) + m.errors;
const shed = (m: Measured) => m.statuses["503"] ?? 0;
const figures = (m: Measured) =>
  `${(m.answered ?? m.requests - shed(m) - m.errors).toLocaleString("en")} of ${m.requests.toLocaleString("en")} answered, ${m.requestsPerSecond} req/s, p50 ${m.p50}, p95 ${m.p95}, p99 ${m.p99}, max ${m.max} ms; non-2xx ${non2xx(m)}` +
  (non2xx(m)
    ? ` (${Object.entries(m.statuses)
        .map(([code, n]) => `${code}: ${n}`)
        .join(", ")}${m.errors ? `, errors: ${m.errors}` : ""})`
    : "");
const ms = (value: number | null) =>
  typeof value === "number" && Number.isFinite(value) ? `${Math.round(value).toLocaleString("en")} ms` : "not found";

const CHECKS: readonly Check[] = [
  {
    target: "autocomplete quiet: p95 ≤ 15 ms, p99 ≤ 40 ms",
    value: (r) => figures(r.quiet.autocomplete),
    pass: (r) =>
      shed(r.quiet.autocomplete) === 0 && within(r.quiet.autocomplete.p95, 15) && within(r.quiet.autocomplete.p99, 40),
  },
  {
    target: "results with facets quiet: p95 ≤ 40 ms",
    value: (r) => figures(r.quiet.results),
    pass: (r) => shed(r.quiet.results) === 0 && within(r.quiet.results.p95, 40),
  },
  {
    target: "no 503 at this load (quiet and under clicks and writes)",
    value: (r) =>
      `${[r.quiet.autocomplete, r.quiet.results, r.loaded.autocomplete, r.loaded.results].reduce((s, m) => s + shed(m), 0)} answered 503`,
    pass: (r) =>
      [r.quiet.autocomplete, r.quiet.results, r.loaded.autocomplete, r.loaded.results].every((m) => shed(m) === 0),
  },
  {
    target: "autocomplete under 20 clicks/s + 2 writes/s: the same targets, and p99 ≤ 2 × quiet p99",
    value: (r) =>
      `${figures(r.loaded.autocomplete)}; ${round(r.loaded.autocomplete.p99 / r.quiet.autocomplete.p99, 2)} ×`,
    pass: (r) =>
      shed(r.loaded.autocomplete) === 0 &&
      within(r.loaded.autocomplete.p95, 15) &&
      within(r.loaded.autocomplete.p99, Math.min(40, 2 * r.quiet.autocomplete.p99)),
  },
  {
    target: "results under 20 clicks/s + 2 writes/s: the same target, and p99 ≤ 2 × quiet p99",
    value: (r) => `${figures(r.loaded.results)}; ${round(r.loaded.results.p99 / r.quiet.results.p99, 2)} ×`,
    pass: (r) =>
      shed(r.loaded.results) === 0 &&
      within(r.loaded.results.p95, 40) &&
      within(r.loaded.results.p99, 2 * r.quiet.results.p99),
  },
  {
    target: "/healthz never slower than 100 ms (every 50 ms throughout)",
    value: (r) =>
      `worst ${ms(worstHealth(r))} (${Object.entries(r.health.worst)
        .map(([phase, v]) => `${phase} ${v}`)
        .join(", ")}); ${r.health.failures} failed`,
    pass: (r) => worstHealth(r) <= 100 && r.health.failures === 0,
  },
  {
    target: "first search within 1 s of listening",
    value: (r) =>
      `${ms(r.startup.firstSearchMs)} (second instance ${ms(r.secondInstance.firstSearchMs)}${r.startedTogether ? ", both started together" : ""})`,
    pass: (r) => within(r.startup.firstSearchMs, 1000) && within(r.secondInstance.firstSearchMs, 1000),
  },
  {
    target: "fully warm within 30 s of listening (a new server, from the snapshot the first one wrote)",
    value: (r) =>
      `${ms(r.secondInstance.warmMs)}${r.startedTogether ? " (both started together, no snapshot yet)" : ""}; ` +
      `the database's first load, with no snapshot yet, ${ms(r.startup.warmMs)}` +
      (Number.isFinite(r.snapshotMs) ? `, its snapshot written ${ms(r.snapshotMs)} later` : " (before snapshots)"),
    pass: (r) => within(r.secondInstance.warmMs, 30_000),
  },
  {
    target: "resident memory ≤ 1.2 GB per server once warm",
    value: (r) =>
      `${r.startup.rssMb.toLocaleString("en")} MB (second instance ${r.secondInstance.rssMb.toLocaleString("en")} MB)`,
    pass: (r) => r.startup.rssMb <= 1200 && r.secondInstance.rssMb <= 1200,
  },
  {
    target: "a write through the API found at once on the instance that took it",
    value: (r) =>
      `${r.freshness.apiSameInstanceAtOnce ? "at once" : "not at once"} (worst ${ms(r.freshness.apiSameInstanceMs)})`,
    pass: (r) => r.freshness.apiSameInstanceAtOnce,
  },
  {
    target: "the same write found on another instance within 5 s",
    value: (r) => ms(r.freshness.apiOtherInstanceMs),
    pass: (r) => within(r.freshness.apiOtherInstanceMs, 5000),
  },
  {
    target: "a change behind the app's back found within 5 s (same / other instance)",
    value: (r) => `${ms(r.freshness.sqlSameInstanceMs)} / ${ms(r.freshness.sqlOtherInstanceMs)}`,
    pass: (r) => within(r.freshness.sqlSameInstanceMs, 5000) && within(r.freshness.sqlOtherInstanceMs, 5000),
  },
];

function table(results: readonly SizeResult[]): string {
  const verdict = (check: Check, r: SizeResult) => `${check.value(r)} — **${check.pass(r) ? "PASS" : "FAIL"}**`;
  return [
    `| target (issue 25) | ${results.map((r) => `${r.listings.toLocaleString("en")} listings, ${r.events.toLocaleString("en")} events (${r.when} UTC)`).join(" | ")} |`,
    `|---|${results.map(() => "---").join("|")}|`,
    ...CHECKS.map((check) => `| ${check.target} | ${results.map((r) => verdict(check, r)).join(" | ")} |`),
    `| (background during the loaded runs) | ${results
      .map(
        (r) =>
          `clicks ${JSON.stringify(r.background.clicks)}, ${r.background.apiWrites} API writes, ${r.background.sqlWrites} SQL writes, ${r.background.failedWrites} failed` +
          (r.background.firstFailure ? ` (${r.background.firstFailure.slice(0, 120)})` : ""),
      )
      .join(" | ")} |`,
  ].join("\n");
}

function describeRun(when: string, load: string, build: string): string {
  return (
    `Run ${when} on ${cpus().length} cores (${cpus()[0]?.model ?? "cpu"}), ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}, PostgreSQL on the same machine; the built server (${build}); ` +
    `autocannon, ${connections} connections, ${durationSeconds} s per measurement after 2 s of warm-up, a different search per request; ` +
    `load average ${load}.`
  );
}

const RESULTS_FILE = path.join(repoRoot, "bench/results/search-scale.json");

interface SavedRun {
  when: string;
  load: string;
  build?: string;
  results?: SizeResult[];
}

async function savedRun(): Promise<SavedRun | null> {
  if (!existsSync(RESULTS_FILE)) return null;
  return JSON.parse(await readFile(RESULTS_FILE, "utf8")) as SavedRun;
}

async function writeResults(run: Required<SavedRun>) {
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify({ ...run, connections, durationSeconds }, null, 2)}\n`);
  const file = path.join(repoRoot, "bench/RESULTS.md");
  const start = "<!-- search-scale:start -->";
  const end = "<!-- search-scale:end -->";
  const section = `${start}\n${describeRun(`${run.when} UTC`, run.load, run.build)}\n\n${table(run.results)}\n${end}`;
  let text = existsSync(file) ? await readFile(file, "utf8") : "# Benchmark results\n";
  if (text.includes(start)) {
    text = text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n## Search at scale (issue 25)\n\n${section}\n`;
  }
  await writeFile(file, text);
}

/** Measures the sizes asked for; a run of one size (--only) keeps the other's last figures beside it. */
async function run(): Promise<Required<SavedRun>> {
  const sizes = SIZES.filter((size) => !values.only || values.only === size.label);
  if (sizes.length === 0) throw new Error(`--only takes 100k or 1m, not "${values.only}"`);
  const loadBefore = loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  let buildRoot = values.build ? path.resolve(values.build) : "";
  let removeSnapshot: (() => Promise<void>) | null = null;
  if (!buildRoot) {
    removeSnapshot = await snapshotBuild();
    buildRoot = process.env.LWL_E2E_BUILD_DIR ?? repoRoot;
  }
  const measured: SizeResult[] = [];
  try {
    for (const size of sizes) measured.push(await runSize(size, buildRoot));
  } finally {
    await removeSnapshot?.();
  }
  const earlier = values.only ? ((await savedRun())?.results ?? []) : [];
  const kept = earlier.filter((r) => r.size !== values.only && typeof r.when === "string");
  return {
    when: new Date().toISOString().slice(0, 16).replace("T", " "),
    load: `${loadBefore} at the start, ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} at the end (1, 5, 15 min)`,
    build: values.label ?? (values.build ? buildRoot : "the checkout's build"),
    results: [...measured, ...kept].sort((a, b) => a.listings - b.listings),
  };
}

/** --render: the table again from the saved results (after a change to the targets' verdicts). */
async function rendered(): Promise<Required<SavedRun>> {
  const saved = await savedRun();
  if (!saved?.results) throw new Error(`${path.relative(repoRoot, RESULTS_FILE)} has no results to render`);
  return { ...saved, build: saved.build ?? values.label ?? "the checkout's build", results: saved.results };
}

const outcome = values.render ? await rendered() : await run();
await writeResults(outcome);
console.log(`\n${describeRun(outcome.when, outcome.load, outcome.build)}\n\n${table(outcome.results)}`);
