/**
 * Landing-page budget for the web app (design brief section 8). Run after `npm run build`:
 *
 *   npx tsx bench/web-budget.ts
 *
 * 1. Initial JavaScript of the landing route, gzip: the entry script and modulepreloads named in
 *    apps/web/dist/index.html, plus the landing route's lazy chunk and everything it imports (from
 *    Vite's manifest), i.e. every script the browser must run before the landing page can show.
 *    Budget: 120 KB (issue 13; 111.5 KB with React Router's declarative router, ADR 0017: React, React
 *    Router and TanStack Query are about 88 KB of it). `--js-only` checks this part alone, without a server.
 * 2. Lab metrics in Chromium on the built server with the demo data (as the e2e tests start it):
 *    LCP, CLS and TBT from PerformanceObserver, median of several cold loads, on a desktop profile
 *    and on a phone profile with Lighthouse-like throttling (4x CPU, 150 ms RTT, 1.6 Mbps).
 *
 * Results are printed and written to the "## Web" section of bench/RESULTS.md. Exits 1 when a budget
 * is missed.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchChromium } from "../e2e/support/browser.ts";
import { startBuiltServer } from "../e2e/support/server.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
const distDir = path.join(repoRoot, "apps/web/dist");
const resultsFile = path.join(repoRoot, "bench/RESULTS.md");
const LANDING_MODULE = "src/features/landing/landing-page.tsx";

const JS_BUDGET_KB = 120;
/** "Good" thresholds of Core Web Vitals; TBT's is Lighthouse's. */
const LCP_GOOD_MS = 2500;
const CLS_GOOD = 0.1;
const TBT_GOOD_MS = 200;
const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 5);

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

interface ScriptSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

const kb = (bytes: number) => bytes / 1024;

async function landingScripts(): Promise<ScriptSize[]> {
  const html = await readFile(path.join(distDir, "index.html"), "utf8");
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) if (match[1]) files.add(match[1]);
  // index.html holds one group of route tags per page kind (data-page="…"); the server sends `/` the
  // entry's own tags and the landing group only (apps/api/src/modules/pages/head-html.ts).
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const kinds = /\bdata-page="([^"]*)"/.exec(tag)?.[1];
    if (href && (kinds === undefined || kinds.split(/\s+/).includes("landing"))) files.add(href);
  }

  const manifest = JSON.parse(await readFile(path.join(distDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    const url = `/${chunk.file}`;
    if (files.has(url) && key !== LANDING_MODULE) return;
    files.add(url);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(LANDING_MODULE);

  const sizes: ScriptSize[] = [];
  for (const url of files) {
    const content = await readFile(path.join(distDir, url));
    sizes.push({ file: url, rawBytes: content.length, gzipBytes: gzipSync(content).length });
  }
  return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

interface Profile {
  name: string;
  width: number;
  height: number;
  cpuSlowdown: number;
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
  firstVisit: boolean;
}

const PROFILES: Profile[] = [
  {
    name: "desktop 1366×768, no throttling",
    width: 1366,
    height: 768,
    cpuSlowdown: 1,
    network: null,
    firstVisit: false,
  },
  {
    name: "phone 375×667, 4× CPU, 150 ms RTT, 1.6 Mbps",
    width: 375,
    height: 667,
    cpuSlowdown: 4,
    // Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down, 750 Kbps up.
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    firstVisit: false,
  },
  {
    name: "desktop, first visit (with the 2.5 s splash)",
    width: 1366,
    height: 768,
    cpuSlowdown: 1,
    network: null,
    firstVisit: true,
  },
];

interface LabRun {
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

/** Collects paint, layout-shift and long-task entries from the very start of the page's life. */
function observePerformance() {
  const store = {
    lcp: 0,
    shifts: [] as { value: number; time: number }[],
    longTasks: [] as { start: number; duration: number }[],
  };
  (window as unknown as { __perf: typeof store }).__perf = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) store.shifts.push({ value: entry.value, time: entry.startTime });
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

/** CLS as Chrome reports it: the largest session window (gaps under 1 s, at most 5 s long). */
function clsFromShifts(shifts: { value: number; time: number }[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function measure(browser: Browser, baseUrl: string, profile: Profile): Promise<LabRun> {
  const context = await browser.newContext({ viewport: { width: profile.width, height: profile.height } });
  if (!profile.firstVisit) await context.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
  await context.addInitScript(observePerformance);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
  if (profile.network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
  }
  await page.goto(`${baseUrl}/`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  // Let late paints and shifts (fonts, images, data) land before reading the numbers.
  await page.waitForTimeout(profile.firstVisit ? 3500 : 1500);
  const raw = await page.evaluate(() => {
    const store = (
      window as unknown as {
        __perf: {
          lcp: number;
          shifts: { value: number; time: number }[];
          longTasks: { start: number; duration: number }[];
        };
      }
    ).__perf;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    return { ...store, fcp };
  });
  await context.close();
  const tbt = raw.longTasks
    .filter((task) => task.start + task.duration > raw.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { lcp: raw.lcp, cls: clsFromShifts(raw.shifts), tbt, fcp: raw.fcp };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function writeResults(section: string): Promise<void> {
  const existing = existsSync(resultsFile) ? await readFile(resultsFile, "utf8") : "# Benchmark results\n";
  const lines = existing.split("\n");
  const start = lines.findIndex((line) => line.trim() === "## Web");
  let updated: string;
  if (start === -1) {
    updated = `${existing.trimEnd()}\n\n${section}`;
  } else {
    const next = lines.findIndex((line, index) => index > start && /^## /.test(line));
    const before = lines.slice(0, start).join("\n").trimEnd();
    const after = next === -1 ? "" : `\n\n${lines.slice(next).join("\n").trimEnd()}\n`;
    updated = `${before ? `${before}\n\n` : ""}${section.trimEnd()}\n${after}`;
  }
  await writeFile(resultsFile, updated.endsWith("\n") ? updated : `${updated}\n`);
}

async function main() {
  if (!existsSync(path.join(distDir, ".vite/manifest.json"))) {
    throw new Error("apps/web/dist is missing or has no manifest: run `npm run build -w @lwl/web` first.");
  }
  const scripts = await landingScripts();
  const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const totalRaw = scripts.reduce((sum, script) => sum + script.rawBytes, 0);
  const jsOk = kb(totalGzip) <= JS_BUDGET_KB;
  console.log(
    `Landing JavaScript: ${kb(totalGzip).toFixed(1)} KB gzip (${kb(totalRaw).toFixed(1)} KB raw) in ${scripts.length} files`,
  );

  if (process.argv.includes("--js-only")) {
    if (!jsOk) process.exitCode = 1;
    for (const script of scripts)
      console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.file}`);
    console.log(`Budget ${JS_BUDGET_KB} KB: ${jsOk ? "within" : "over"}`);
    return;
  }

  const server = await startBuiltServer();
  const browser = await launchChromium();
  const labRows: { profile: Profile; lcp: number; cls: number; tbt: number; fcp: number }[] = [];
  try {
    for (const profile of PROFILES) {
      const runs: LabRun[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, server.baseUrl, profile));
      const row = {
        profile,
        lcp: median(runs.map((r) => r.lcp)),
        cls: median(runs.map((r) => r.cls)),
        tbt: median(runs.map((r) => r.tbt)),
        fcp: median(runs.map((r) => r.fcp)),
      };
      labRows.push(row);
      console.log(
        `${profile.name}: FCP ${row.fcp.toFixed(0)} ms, LCP ${row.lcp.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, TBT ${row.tbt.toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const returning = labRows.filter((row) => !row.profile.firstVisit);
  const labOk = returning.every((row) => row.lcp <= LCP_GOOD_MS && row.cls <= CLS_GOOD && row.tbt <= TBT_GOOD_MS);
  const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");
  const section = [
    "## Web",
    "",
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npx tsx bench/web-budget.ts\` after \`npm run build -w @lwl/web\`,`,
    `on this project's 2-core machine, Chromium ${browser.version()}, built server with the demo data, median of ${RUNS} cold loads.`,
    "",
    `### Landing route initial JavaScript: ${kb(totalGzip).toFixed(1)} KB gzip (budget ${JS_BUDGET_KB} KB, ${verdict(jsOk)})`,
    "",
    "Entry script and modulepreloads of `dist/index.html`, plus the landing route's lazy chunk and its imports.",
    "",
    "| file | raw KB | gzip KB |",
    "|---|---:|---:|",
    ...scripts.map((s) => `| \`${s.file}\` | ${kb(s.rawBytes).toFixed(1)} | ${kb(s.gzipBytes).toFixed(1)} |`),
    `| **total** | **${kb(totalRaw).toFixed(1)}** | **${kb(totalGzip).toFixed(1)}** |`,
    "",
    `### Landing page lab metrics (good: LCP ≤ ${LCP_GOOD_MS} ms, CLS ≤ ${CLS_GOOD}, TBT ≤ ${TBT_GOOD_MS} ms)`,
    "",
    "| profile | FCP ms | LCP ms | CLS | TBT ms |",
    "|---|---:|---:|---:|---:|",
    ...labRows.map(
      (row) =>
        `| ${row.profile.name} | ${row.fcp.toFixed(0)} | ${row.lcp.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.tbt.toFixed(0)} |`,
    ),
    "",
    `Returning visits: ${verdict(labOk)}. The first-visit row is for information: its largest paint is the welcome splash.`,
    "",
  ].join("\n");
  await writeResults(section);
  console.log(`Wrote the "## Web" section of ${path.relative(process.cwd(), resultsFile)}`);
  if (!jsOk || !labOk) process.exitCode = 1;
}

await main();
