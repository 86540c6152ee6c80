import { defineConfig } from "vitest/config";

/**
 * End-to-end tests: one built server on a fresh database for the whole run (globalSetup), one
 * Chromium per file. Files run one after another: the machine has two cores, and the server and
 * the browser already use both.
 */
export default defineConfig({
  test: {
    include: ["specs/**/*.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 45_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    reporters: ["default"],
  },
});
