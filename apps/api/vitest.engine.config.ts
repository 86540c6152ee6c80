import { defineConfig } from "vitest/config";
import { engineSpecific } from "./test/engine-files.ts";
import suite from "./vitest.config.ts";

/**
 * The engine-specific files (test/engine-files.ts), for the PGlite pass after a PostgreSQL run (ADR
 * 0024): the suite's settings with its file list replaced (mergeConfig would add the lists together).
 */
export default defineConfig({ ...suite, test: { ...suite.test, include: engineSpecific } });
