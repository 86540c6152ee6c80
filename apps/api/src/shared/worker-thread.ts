/**
 * Starts a worker thread from the sources (development and the tests, through tsx) or from the
 * bundle (dist/, scripts/build.mjs gives each worker an entry of its own beside server.js).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * The ESM entry of tsx's loader API, read from its package exports. Not import.meta.resolve, which
 * vitest's module runner (the global setup of the API tests) does not offer, and not require.resolve,
 * which finds the CommonJS entry whose register() cannot load the ESM loader from a worker.
 */
function tsxEsmApiUrl(): string {
  const packageJson = createRequire(import.meta.url).resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(packageJson, "utf8")) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = exports["./esm/api"]?.import?.default;
  if (!entry) throw new Error("tsx's package exports name no ESM entry for tsx/esm/api");
  return pathToFileURL(path.resolve(path.dirname(packageJson), entry)).href;
}

/**
 * A worker running `entry`: a TypeScript source (a worker does not inherit tsx's loader from vitest
 * or tsx, so it is registered first) or a bundled .js file.
 */
export function startWorker(entry: URL, workerData: unknown): Worker {
  if (entry.href.endsWith(".ts")) {
    const tsx = tsxEsmApiUrl();
    const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
    return new Worker(bootstrap, { eval: true, workerData });
  }
  return new Worker(entry, { workerData });
}
