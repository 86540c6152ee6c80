import { configDefaults, defineConfig } from "vitest/config";
import { pgliteOnly } from "./test/engine-files.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // On PostgreSQL, the files that only ever open PGlite are left to the PGlite pass (test/engine-files.ts).
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? pgliteOnly : [])],
    // Migrates one template database per run; each file's createTestDatabase() copies it.
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file has its own database; two cores run two files at a time.
    pool: "forks",
    maxWorkers: 2,
    // Files share their worker's loaded modules (Fastify, PGlite's WebAssembly...) instead of importing
    // them again: a few seconds per file. Safe because the module-level state there is (the content
    // cache, search index, kept totals, popularity months, background logs) is keyed by database handle
    // in WeakMaps, and each file builds its own app and database; a file that mocks modules (vi.mock)
    // must not rely on it.
    isolate: false,
  },
});
