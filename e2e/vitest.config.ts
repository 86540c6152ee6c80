import { defineConfig } from "vitest/config";

/**
 * End-to-end tests: one built server on a fresh database for the whole run (globalSetup), one
 * Chromium per worker. Two files at a time: the machine has two cores, and the server and the
 * browsers already keep both busy (a third worker measured no faster, ADR 0024).
 */
export default defineConfig({
  test: {
    include: ["specs/**/*.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    // A worker keeps its modules between files, and with them its Chromium (support/chromium-per-worker.ts).
    // The specs keep no state in shared modules; each builds its own contexts and accounts.
    isolate: false,
    // Inside a file, the tests of a describe.concurrent block (accessibility, dead-ends) run two at a time.
    maxConcurrency: 2,
    // Upper bounds for a busy machine (a test that is on time never waits for them).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    reporters: ["default"],
    // expect.poll waits for a state the page reaches; its default (1 s) is too short on a busy machine.
    // An upper bound only: a poll that matches returns at once.
    expect: { poll: { timeout: 20_000 } },
  },
});
