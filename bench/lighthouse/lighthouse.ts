/**
 * Lighthouse 13 on the five kinds of public page (issue 13 item 5). Run after `npm run build`:
 *
 *   npm run bench:lighthouse -w @lwl/bench -- --label after
 *
 * Lighthouse and chrome-launcher are this folder's own dependencies (package.json and lockfile here, not
 * a workspace): the script installs them first, so `npm ci` of the repository (and the CI) does not
 * carry Lighthouse's 12,000 files, and their "Node 22 or newer" engine warnings appear only when
 * benchmarking (Lighthouse 13 runs on this machine's Node 20; its own requirement says 22.19).
 *
 * Starts the built server with a fresh data directory and the demo data (as the e2e tests do), drives
 * the system Chromium through chrome-launcher, and audits `/`, `/college`, a listing, an event, `/news`
 * and a news article with Lighthouse's mobile (default) and desktop presets. Each page and preset is run
 * LIGHTHOUSE_RUNS times (3 by default) and the run with the median Performance score is kept, as
 * Lighthouse's own guidance suggests for a noisy machine. Storage is reset before each run, so the
 * landing page is a first visit, as a visitor from a search engine sees it.
 *
 * Prints a table and appends it to the "## Lighthouse" section of bench/RESULTS.md under the label.
 * Not a test: it asserts nothing and is not part of `npm test`. Options: --label TEXT, --only PATH
 * (repeatable), --runs N, --no-write, --details (prints what shifted and what kept a score under 100),
 * --save DIR (writes each report's JSON there), --preset mobile|desktop (repeatable; both by default),
 * --reviews N (gives the measured listing N more approved reviews before the server starts: issue 26's
 * "with 200 reviews on it"). WEB_DIST_DIR serves another build of the web app (for a before/after pair
 * from one API build).
 */
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { newsArticlePathOf } from "@lwl/contracts/news-links";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { dataTemplate, launchBuiltServer, type RunningServer, startBuiltServer } from "../../e2e/support/server.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const resultsFile = path.join(repoRoot, "bench/RESULTS.md");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The listing and event the issue measured; the article is the top story of the demo news. */
const LISTING_ID = 1749;
const EVENT_ID = 1;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

interface Row {
  page: string;
  preset: "desktop" | "mobile";
  figures: Figures;
  /** Performance of every run, to show how noisy the machine was. */
  performanceRuns: number[];
}

const { values: options } = parseArgs({
  options: {
    label: { type: "string", default: "run" },
    only: { type: "string", multiple: true },
    runs: { type: "string", default: process.env.LIGHTHOUSE_RUNS ?? "3" },
    "no-write": { type: "boolean", default: false },
    details: { type: "boolean", default: false },
    save: { type: "string" },
    preset: { type: "string", multiple: true },
    reviews: { type: "string", default: "0" },
  },
});
const EXTRA_REVIEWS = Math.max(0, Number(options.reviews));
const RUNS = Math.max(1, Number(options.runs));
const PRESETS = (["desktop", "mobile"] as const).filter(
  (preset) => !options.preset?.length || options.preset.includes(preset),
);

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The pages to audit, with the canonical slug form of each detail address. */
async function pagesOf(baseUrl: string): Promise<string[]> {
  const listing = await json<{ id: number; slug: string }>(`${baseUrl}/api/listings/${LISTING_ID}`);
  const event = await json<{ id: number; slug: string }>(`${baseUrl}/api/events/${EVENT_ID}`);
  const [article] = await json<{ id: number; listingId: number | null }[]>(`${baseUrl}/api/blogs/top/1`);
  if (!article) throw new Error("The demo data has no news article.");
  // Three schools side by side (issue 27): the most facts a compare page draws in one type.
  const schools = await json<{ content: { id: number }[] }>(`${baseUrl}/searchservice/api/v1/listing/school?size=3`);
  return [
    "/",
    "/college",
    `/description/${listing.id}/${listing.slug}`,
    `/eventdescription/${event.id}/${event.slug}`,
    "/news",
    newsArticlePathOf(article),
    "/shortlist",
    `/compare?ids=${schools.content.map((school) => school.id).join(",")}`,
  ];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is tried again. */
const ATTEMPTS = 3;

async function audit(url: string, port: number, preset: Row["preset"]): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, preset);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${url} ${preset}: ${(error as Error).message}; trying again`);
    }
  }
}

async function auditOnce(url: string, port: number, preset: Row["preset"]): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    preset === "desktop" ? (desktopConfig as Config) : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (options.details) printDetails(url, preset, lhr);
  if (options.save) {
    // One file per run (a page's runs would otherwise overwrite one another).
    const name = `${preset}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-")}-${Date.now()}.json`;
    await writeFile(path.join(options.save, name), JSON.stringify(lhr));
  }
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories["best-practices"]?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    fcpMs: numeric("first-contentful-paint"),
  };
}

/** --details: what moved and what the largest paint was, to find the cause of a poor figure. */
function printDetails(url: string, preset: string, lhr: Result): void {
  const { audits } = lhr;
  const where = `  ${preset} ${new URL(url).pathname}`;
  // Every audit of the four categories that did not pass: the reason a score is under 100.
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && category.id !== "performance") {
        console.log(`${where} ${category.id}: ${ref.id} (${audit.title}) score ${audit.score}`);
        const found = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
        for (const item of found.slice(0, 3)) console.log(`${where}   ${JSON.stringify(item).slice(0, 400)}`);
      }
    }
  }
  const items = (id: string) =>
    ((audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
      node?: { snippet?: string; selector?: string };
      score?: number;
      items?: { node?: { snippet?: string } }[];
    }[];
  for (const shift of items("layout-shifts")) {
    console.log(
      `  ${preset} ${new URL(url).pathname} shift ${shift.score?.toFixed(4)}: ${shift.node?.selector ?? ""} ${shift.node?.snippet ?? ""}`,
    );
  }
  // Lighthouse 13 names the largest paint's element in its LCP breakdown insight.
  for (const item of items("lcp-breakdown-insight") as {
    type?: string;
    snippet?: string;
    items?: { subpart?: string; duration?: number }[];
  }[]) {
    if (item.type === "node" && item.snippet) console.log(`${where} LCP element: ${item.snippet}`);
    // The parts of the largest paint as the (unthrottled) trace saw them: where the wait is.
    if (item.type === "table" && item.items) {
      const parts = item.items.map((part) => `${part.subpart} ${Math.round(part.duration ?? 0)} ms`);
      console.log(`${where} LCP parts (observed): ${parts.join(", ")}`);
    }
  }
  // The performance audits that cost points or name a saving (render-blocking files, unused code...).
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    const savings = Object.entries(audit.metricSavings ?? {}).filter(([, ms]) => (ms ?? 0) > 0);
    if (ref.weight > 0 || savings.length > 0) {
      const saved = savings.map(([metric, ms]) => `${metric} -${Math.round(ms ?? 0)}`).join(" ");
      console.log(`${where} performance: ${ref.id} score ${audit.score} ${audit.displayValue ?? ""} ${saved}`);
    }
  }
}

function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("no runs");
  // CLS does not depend on the machine's speed the way the timings do: report the worst seen.
  return { ...middle, cls: Math.max(...runs.map((run) => run.cls)) };
}

function tableOf(rows: Row[]): string {
  const lines = [
    "| page | preset | Perf | Perf of each run | LCP ms | CLS | TBT ms | FCP ms | A11y | BP | SEO |",
    "|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { page, preset, figures: f, performanceRuns } of rows) {
    lines.push(
      `| \`${page}\` | ${preset} | ${f.performance} | ${performanceRuns.join(" / ")} | ${f.lcpMs.toFixed(0)} | ${f.cls.toFixed(3)} | ${f.tbtMs.toFixed(0)} | ${f.fcpMs.toFixed(0)} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} |`,
    );
  }
  return lines.join("\n");
}

/** Adds the run under "## Lighthouse" (created at the end of the file the first time), after earlier runs. */
async function appendResults(block: string): Promise<void> {
  const existing = existsSync(resultsFile) ? await readFile(resultsFile, "utf8") : "# Benchmark results\n";
  const lines = existing.split("\n");
  const start = lines.findIndex((line) => line.trim() === "## Lighthouse");
  if (start === -1) {
    await writeFile(resultsFile, `${existing.trimEnd()}\n\n## Lighthouse\n\n${block.trimEnd()}\n`);
    return;
  }
  const next = lines.findIndex((line, index) => index > start && /^## /.test(line));
  const end = next === -1 ? lines.length : next;
  const section = lines.slice(0, end).join("\n").trimEnd();
  const rest = next === -1 ? "" : `\n\n${lines.slice(next).join("\n").trimEnd()}`;
  await writeFile(resultsFile, `${section}\n\n${block.trimEnd()}${rest}\n`);
}

/**
 * The demo data with `count` more approved reviews of the measured listing, by as many new readers, in
 * a data directory of its own (PGlite opened here before the server takes the folder): varied stars,
 * reviewer kinds and lengths, as the demo reviews are. listing_ratings follows by its trigger.
 */
async function serverWithReviews(count: number): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "lwl-lighthouse-"));
  await cp(await dataTemplate("demo"), dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  try {
    await db.query(
      `with readers as (
         insert into users (email, username, full_name, email_verified)
         select 'bench-reader-' || n || '@example.com', 'bench_reader_' || n, 'Bench Reader ' || n, true
         from generate_series(1, $1::int) n
         returning id, username
       )
       insert into reviews (listing_id, author_id, status, rating, topic_ratings, reviewer_kind, display_name,
         title, body, body_hash, published_at, helpful_count)
       select $2::int, r.id, 'PUBLISHED', (array[5, 4, 5, 3, 4, 5, 2, 4])[1 + n % 8], '{}'::jsonb,
         (array['STUDENT', 'ALUMNUS', 'PARENT', 'OTHER'])[1 + n % 4], 'Reader ' || n, 'Review number ' || n,
         repeat('The teachers are patient and the library is open late. ', 1 + n % 6), 'bench-' || n,
         now() - (n || ' hours')::interval, n % 7
       from (select id, (row_number() over (order by username))::int as n from readers) r`,
      [count, LISTING_ID],
    );
  } finally {
    await db.close();
  }
  const server = await launchBuiltServer(dataDir);
  const summary = await json<{ count: number }>(`${server.baseUrl}/api/listings/${LISTING_ID}/reviews/summary`);
  console.log(`listing ${LISTING_ID} has ${summary.count} approved reviews`);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  // Lighthouse's simulated throttling scales the CPU time it observes: a busy machine lowers Perf and
  // raises TBT and LCP. The load around the run is written beside the figures.
  const loadBefore = loadavg()[0] ?? 0;
  const server = EXTRA_REVIEWS > 0 ? await serverWithReviews(EXTRA_REVIEWS) : await startBuiltServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const rows: Row[] = [];
  let version = "";
  try {
    version = (await json<{ Browser: string }>(`http://127.0.0.1:${chrome.port}/json/version`)).Browser;
    const pages = (await pagesOf(server.baseUrl)).filter(
      (page) =>
        !options.only?.length ||
        options.only.some((only) => {
          const pathname = page.split("?")[0];
          return pathname === only || page.startsWith(`${only}/`);
        }),
    );
    for (const page of pages) {
      for (const preset of PRESETS) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run++) {
          try {
            runs.push(await audit(`${server.baseUrl}${page}`, chrome.port, preset));
          } catch (error) {
            // A run that failed every attempt is left out; the row keeps the runs that worked.
            console.warn(`${page} ${preset}: run ${run + 1} left out: ${(error as Error).message}`);
          }
        }
        if (runs.length === 0) {
          console.warn(`${page} ${preset}: no run succeeded, row left out`);
          continue;
        }
        const figures = medianRun(runs);
        rows.push({ page, preset, figures, performanceRuns: runs.map((run) => run.performance) });
        console.log(
          `${page} ${preset}: Perf ${figures.performance} (runs ${runs.map((r) => r.performance).join("/")}), LCP ${figures.lcpMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbtMs.toFixed(0)} ms, A11y ${figures.accessibility}, BP ${figures.bestPractices}, SEO ${figures.seo}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const block = [
    `### ${options.label} (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)`,
    "",
    `Lighthouse 13, ${version}, built server with the demo data${EXTRA_REVIEWS > 0 ? ` and ${EXTRA_REVIEWS} more reviews of listing ${LISTING_ID}` : ""}, ${RUNS} run(s) per row keeping the median`,
    "Performance (CLS: the worst run). Mobile is Lighthouse's default preset (simulated slow 4G, 4× CPU);",
    "desktop its desktop preset.",
    `Load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after the run on ${cpus().length} cores:`,
    "Lighthouse scales the CPU time it observes, so a busy machine lowers Perf and raises TBT and LCP.",
    "",
    tableOf(rows),
    "",
  ].join("\n");
  console.log(`\n${block}`);
  if (!options["no-write"]) await appendResults(block);
}

await main();
