// Bundles the server into dist/server.js: our code and the workspace's TypeScript packages are
// bundled, npm dependencies stay external, and the migrations are copied beside it.
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@lwl/"));

await rm(path.join(root, "dist"), { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(root, "src/server.ts"),
    "seed-large": path.join(root, "src/db/seed/large-cli.ts"),
    // The embedded database's thread, started by src/db/pglite-bridge.ts from beside the server.
    "pglite-worker": path.join(root, "src/db/pglite-worker.ts"),
    // The search index's thread on PostgreSQL, started by src/modules/search/index/threaded-engine.ts.
    "search-worker": path.join(root, "src/modules/search/index/engine-worker.ts"),
  },
  outdir: path.join(root, "dist"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: "warning",
});
await cp(path.join(root, "src/db/migrations"), path.join(root, "dist/migrations"), { recursive: true });
console.log("built apps/api/dist");
