import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { isParked, launchChromium } from "./browser.ts";

/**
 * The Chromium of this test worker, shared by the spec files it runs one after another (vitest.config.ts
 * isolate: false keeps this module, and so the browser, between files): starting Chromium for each of
 * two dozen files cost a few seconds of a busy CPU each. Playwright closes it when the worker exits.
 */
let shared: Promise<Browser> | undefined;

async function workerChromium(): Promise<Browser> {
  const known = await shared?.catch(() => undefined);
  if (known?.isConnected()) return known;
  shared = launchChromium();
  return shared;
}

/**
 * The browser for the spec file that calls this at its top. Every test opens its own tab (openPage); what
 * a file leaves open (a test that failed before closing its tab) is closed after the file, so the next
 * file starts with a browser that has no pages but the emptied tabs kept for reuse (support/browser.ts).
 */
export function chromiumForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerChromium();
  });
  afterAll(async () => {
    const left = (browser?.contexts() ?? []).filter((context) => !isParked(context));
    await Promise.all(left.map((context) => context.close()));
  });
  return () => {
    if (!browser) throw new Error("Chromium has not started yet");
    return browser;
  };
}
