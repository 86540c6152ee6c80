import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./browser.ts";

/**
 * One Chromium for the spec file that calls this at its top: launched before the file's tests and
 * closed after them. Kept apart from browser.ts, which the benchmarks use outside Vitest.
 */
export function chromiumForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium has not started yet");
    return browser;
  };
}
