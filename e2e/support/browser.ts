import { type Browser, type BrowserContext, chromium, type Page, type Request } from "playwright-core";

/** Debian's Chromium as root without network (design brief section 9); Playwright gives it a fresh profile. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  // Frames composited in software by the browser, not by a software GPU process: about 9 % less CPU per
  // page visit measured here (a context, a load, its requests settled), the same pixels.
  "--disable-gpu-compositing",
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
  /**
   * Let the page move (transitions, rotating slides) as for a visitor who has not asked for less
   * motion. Other pages are opened with prefers-reduced-motion, which the app honours with instant
   * changes and stopped rotations: what the tests check is the same, and Chromium paints far fewer
   * frames on a busy machine.
   */
  motion?: boolean;
}

export async function openPage(browser: Browser, options: PageOptions): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: options.baseUrl,
    viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
    reducedMotion: options.motion ? "no-preference" : "reduce",
  });
  if (!options.firstVisit) await context.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
  const page = await context.newPage();
  waitForTheAppAfterLoads(page);
  trackRequests(page);
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

interface RequestLog {
  /** Requests the page has started that have neither finished nor failed yet. */
  inFlight: Set<Request>;
  /** How many requests the page has started, ever: a request that came and went between two looks shows here. */
  started: number;
  /** Called on every change of `inFlight`. */
  onChange: Set<() => void>;
}

const requestLogs = new WeakMap<Page, RequestLog>();

function trackRequests(page: Page): void {
  const log: RequestLog = { inFlight: new Set(), started: 0, onChange: new Set() };
  const changed = () => {
    for (const listener of log.onChange) listener();
  };
  page.on("request", (request) => {
    // A new document: the old one's requests end with it, whether or not their end is reported.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) log.inFlight.clear();
    log.inFlight.add(request);
    log.started += 1;
    changed();
  });
  const ended = (request: Request) => {
    log.inFlight.delete(request);
    changed();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  requestLogs.set(page, log);
}

function noRequestInFlight(log: RequestLog, timeoutMs: number): Promise<void> {
  if (log.inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (log.inFlight.size > 0) return;
      clearTimeout(timer);
      log.onChange.delete(check);
      resolve();
    };
    const timer = setTimeout(() => {
      log.onChange.delete(check);
      const pending = [...log.inFlight].map((request) => request.url());
      reject(new Error(`requests still in flight after ${timeoutMs} ms: ${pending.join(", ")}`));
    }, timeoutMs);
    log.onChange.add(check);
  });
}

/**
 * `work`, or an error naming `what` once `ms` have passed: a page that never calls back (no frame
 * drawn, a script that never settles) fails the step that waited for it, with its name, instead of
 * holding the test until its own timeout says nothing of where.
 */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Resolves in the page once it has been idle, then drawn a frame, then run one more task. */
function idleFrameAndTask(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // The timeout only bounds the wait should the page never be idle; idle callbacks run in the order asked.
        window.requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)), { timeout: 10_000 });
      }),
  );
}

/**
 * Waits until the page has finished what its arrival set off: every request it started has ended, and
 * after the page has been idle, drawn a frame and run one more task (long enough for what a response or
 * an idle callback starts next, e.g. a lazy chunk, a redirect, the next query), it has started none.
 * Playwright's "networkidle" instead waits for 500 ms without a request: time lost on every page, and no
 * proof on a machine slow enough to start the next request later than that. `timeoutMs` only bounds the
 * wait; the error names the requests still in flight. The page must come from openPage.
 */
export async function settled(page: Page, timeoutMs = 30_000): Promise<void> {
  const log = requestLogs.get(page);
  if (!log) throw new Error("settled() needs a page opened with openPage()");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`the page kept starting requests for ${timeoutMs} ms`);
    await noRequestInFlight(log, Math.max(1, deadline - Date.now()));
    const started = log.started;
    try {
      await within(
        idleFrameAndTask(page),
        Math.max(1, deadline - Date.now()),
        `an idle moment and a frame of ${page.url()}`,
      );
    } catch (error) {
      // The page went on to a new document meanwhile (a redirect): wait for that one instead.
      if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
      continue;
    }
    if (log.inFlight.size === 0 && log.started === started) return;
  }
}

/**
 * Moves the app to `address` as its own links do (a history entry, then the router reads it), without
 * loading the document again: the layout is the same as after a load, at a fraction of the time. The
 * first page of each tab is a real load, so the server-drawn page is checked too. The address must be
 * one of the app's own pages (a file the server answers would show the app's unknown-page fallback).
 */
export async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, address);
}
