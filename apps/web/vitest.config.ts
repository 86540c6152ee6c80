import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Test files that must not share their worker's modules: they load the rich-text editor's chunk
 * (a lazy import that, once loaded, stays loaded for every later file in the worker) or replace
 * modules (vi.mock), so another file's first render would differ from a fresh page's.
 */
const needsOwnModules = [
  "src/components/rich-text/rich-text-field.test.tsx",
  "src/features/admin/components/console-tabs.test.tsx",
  "src/features/owner/listing-form-pages.test.tsx",
  "src/features/owner/post-form-pages.test.tsx",
  "src/features/owner/event-form-pages.test.tsx",
  "src/features/site-info/site-text-pages.test.tsx",
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
    restoreMocks: true,
    // The first test of a file pays for compiling its imports; on two busy cores that can pass 5 s.
    testTimeout: 20_000,
    // Two files at a time (vitest's default is one less than the cores: one here). Beside the PGlite pass
    // (scripts/test.mjs) one worker left the suite the stage's last step by half a minute.
    maxWorkers: 2,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: needsOwnModules,
          // Files share their worker's jsdom and loaded modules instead of building them again (about
          // 80 s of the suite's 217 s on this machine). Safe because setup.ts resets what a file can
          // leave behind (rendered trees, storage, the session, the identity configuration) before
          // each test, and the shared modules keep no other state across tests.
          isolate: false,
        },
      },
      { extends: true, test: { name: "own-modules", include: needsOwnModules } },
    ],
  },
});
