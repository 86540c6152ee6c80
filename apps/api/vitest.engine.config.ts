import { defineConfig, mergeConfig } from "vitest/config";
import { engineSpecific } from "./test/engine-files.ts";
import suite from "./vitest.config.ts";

/** The engine-specific files (test/engine-files.ts), for the PGlite pass after a PostgreSQL run (ADR 0024). */
export default mergeConfig(suite, defineConfig({ test: { include: engineSpecific, exclude: [] } }));
