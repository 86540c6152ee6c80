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
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return { page, context, errors };
}
