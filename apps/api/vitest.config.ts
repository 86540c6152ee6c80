import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two cores run two files at a time.
    pool: "forks",
    maxWorkers: 2,
  },
});
