import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's Chromium as root without network (design brief section 9); Playwright gives it a fresh profile. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors seen on the page: a clean page has none. */
  errors: string[];
}

interface PageOptions {
  baseUrl: string;
  width?: number;
  height?: number;
  /** Leave localStorage empty so the first-visit splash shows; other tests skip it. */
  firstVisit?: boolean;
}

export async function openPage(browser: Browser, options: PageOptions): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: options.baseUrl,
    viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
  });
  if (!options.firstVisit) await context.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
  const page = await context.newPage();
  waitForTheAppAfterLoads(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // The address says which page or resource it was (a failed image names the image).
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return { page, context, errors };
}

/** The errors that came from this site's pages and resources, leaving out other sites' (an identity provider's page). */
export function errorsFrom(errors: string[], baseUrl: string): string[] {
  return errors.filter((error) => {
    const url = /\((https?:\/\/[^)\s]+)\)$/.exec(error)?.[1];
    return !url || new URL(url).origin === new URL(baseUrl).origin;
  });
}

/**
 * A server-drawn page is readable at its load event and becomes the app a moment later (ADR 0018):
 * `goto` and `reload` wait for that too, since the tests exercise the app. What a page does before
 * then is specs/server-render.test.ts's subject.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // `commit` asks to wait for nothing more than the response.
    if (args[1]?.waitUntil !== "commit") await appTookOverIfDrawn(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appTookOverIfDrawn(page);
    return response;
  };
}

async function appTookOverIfDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[src="/after-paint.js"]') ||
      !document.querySelector("head title[data-server-head]"),
  );
}

/**
 * Waits until the app has taken over a server-drawn page (ADR 0016): its head then replaces the
 * server's (whose tags carry data-server-head). Before that, a click on a link is an ordinary page load.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("head title[data-server-head]") === null);
}
