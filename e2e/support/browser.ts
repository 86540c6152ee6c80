import { type Browser, type BrowserContext, chromium, type Dialog, type Page, type Request } from "playwright-core";

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
  /**
   * Ends the test's use of the tab: a tab opened with `fresh` is closed with its context, any other is
   * emptied and kept for the next openPage of this worker (see `parkedTabs`). A tab the test left
   * unclosed (it failed first) is closed with its context after the file (support/chromium-per-worker.ts).
   */
  close: () => Promise<void>;
}

interface PageOptions {
  baseUrl: string;
  width?: number;
  height?: number;
  /** Leave localStorage empty so the first-visit splash shows; other tests skip it. Always a fresh tab. */
  firstVisit?: boolean;
  /**
   * Let the page move (transitions, rotating slides) as for a visitor who has not asked for less
   * motion. Other pages are opened with prefers-reduced-motion, which the app honours with instant
   * changes and stopped rotations: what the tests check is the same, and Chromium paints far fewer
   * frames on a busy machine.
   */
  motion?: boolean;
  /**
   * A tab in a browser context of its own that has never loaded anything and is not kept afterwards:
   * for tests of a first load itself (what arrives before the app, a build that changed meanwhile) and
   * for tests that change what an emptied tab cannot undo (a page's installed clock).
   */
  fresh?: boolean;
}

/**
 * Tabs a test has closed, emptied and kept for the next test of this worker, by the server they were
 * opened for. Opening a tab costs Chromium about 2 s of CPU (a new renderer process, which starts and
 * compiles the app's scripts and Playwright's own again), a load in an open tab well under one:
 * measured on this machine, 24 page loads took 104 to 108 s of CPU with a new tab or context each,
 * 68 to 70 s in one tab emptied between loads (docs/decisions/0024). An emptied tab keeps nothing of the
 * test before but its process: its other tabs are closed, its document is about:blank, and its
 * listeners, routes, cookies, storage of every kind, HTTP cache, permissions and geolocation are gone;
 * the next test sets its size and media afresh.
 */
const parkedTabs = new Map<string, Page[]>();

/** The tabs parked in `browser`'s contexts: support/chromium-per-worker.ts keeps them open between files. */
export function isParked(context: BrowserContext): boolean {
  for (const tabs of parkedTabs.values()) if (tabs.some((tab) => tab.context() === context)) return true;
  return false;
}

export async function openPage(browser: Browser, options: PageOptions): Promise<OpenedPage> {
  const width = options.width ?? 1366;
  const height = options.height ?? 800;
  const reducedMotion = options.motion ? "no-preference" : "reduce";
  const reusable = !options.firstVisit && !options.fresh;
  let page = reusable ? takeParked(browser, options.baseUrl) : undefined;
  if (page) {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ media: "screen", colorScheme: "light", reducedMotion, forcedColors: "none" });
  } else {
    const context = await browser.newContext({
      baseURL: options.baseUrl,
      viewport: { width, height },
      reducedMotion,
    });
    if (!options.firstVisit) await context.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
    page = await context.newPage();
    waitForTheAppAfterLoads(page);
  }
  const opened = page;
  const context = opened.context();
  trackRequests(opened);
  const errors: string[] = [];
  opened.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  opened.on("console", (message) => {
    // The address says which page or resource it was (a failed image names the image).
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (!reusable || opened.isClosed() || !(await park(opened, options.baseUrl))) await context.close();
  };
  return { page: opened, context, errors, close };
}

function takeParked(browser: Browser, baseUrl: string): Page | undefined {
  const tabs = parkedTabs.get(baseUrl) ?? [];
  for (let tab = tabs.pop(); tab; tab = tabs.pop()) {
    if (!tab.isClosed() && browser.contexts().includes(tab.context())) return tab;
  }
  return undefined;
}

/** The page events a test may listen to; an emptied tab has no listener left on any of them. */
const PAGE_EVENTS = [
  "console",
  "crash",
  "dialog",
  "domcontentloaded",
  "download",
  "filechooser",
  "frameattached",
  "framedetached",
  "framenavigated",
  "load",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
  "worker",
] as const;

/** An upper bound for emptying a tab (about:blank and a few DevTools calls): a tab that takes longer is closed. */
const PARK_MS = 15_000;

/** Empties `page` and parks it for the next test; false when it could not be emptied (then it is closed). */
async function park(page: Page, baseUrl: string): Promise<boolean> {
  const context = page.context();
  try {
    for (const event of PAGE_EVENTS) await page.removeAllListeners(event);
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    // sessionStorage belongs to the tab, not the origin: cleared from inside a page of the origin.
    if (new URL(page.url(), "about:blank").origin === new URL(baseUrl).origin) {
      await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
    }
    // A page that asks before it is left (unsaved changes) is left all the same.
    const leave = (dialog: Dialog) => dialog.accept();
    page.on("dialog", leave);
    await page.goto("about:blank", { timeout: PARK_MS });
    page.off("dialog", leave);
    await context.clearCookies();
    await context.clearPermissions();
    await context.setGeolocation(null);
    await context.setOffline(false);
    await context.setExtraHTTPHeaders({});
    const devtools = await context.newCDPSession(page);
    try {
      await devtools.send("Storage.clearDataForOrigin", { origin: new URL(baseUrl).origin, storageTypes: "all" });
      // The HTTP cache too: a response the test before fetched would otherwise come back stale to this one,
      // with a revalidation behind it (stale-while-revalidate) whose end DevTools never reports.
      await devtools.send("Network.clearBrowserCache");
    } finally {
      await devtools.detach();
    }
  } catch {
    return false;
  }
  parkedTabs.set(baseUrl, [...(parkedTabs.get(baseUrl) ?? []), page]);
  return true;
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

/**
 * Resolves in the page once it has been idle, then drawn a frame (or been given a second to), then run
 * one more task. Headless Chromium now and then stops ticking a tab's animation frames for a while (seen
 * once in a clean-clone run, session 20: a tab just widened to 1280 px drew no frame in 30 s, while its
 * scripts ran); the second lets the wait go on without the frame instead of failing the page. A page
 * that draws waits for its frame, which comes long before the second.
 */
function idleFrameAndTask(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frameOrSecond = () => {
          let done = false;
          const next = () => {
            if (done) return;
            done = true;
            setTimeout(resolve, 0);
          };
          requestAnimationFrame(next);
          setTimeout(next, 1_000);
        };
        // The timeout only bounds the wait should the page never be idle; idle callbacks run in the order asked.
        window.requestIdleCallback(frameOrSecond, { timeout: 10_000 });
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
