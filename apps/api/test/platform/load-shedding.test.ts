import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { DEFAULT_LOAD_SHEDDING } from "../../src/plugins/load-shedding.ts";
import { createTestDatabase } from "../helpers/database.ts";

/** Keeps the event loop busy, as a runaway synchronous task would. */
function blockEventLoop(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

const nextTimers = () => new Promise((resolve) => setTimeout(resolve, 1));

/** Waits (up to 5 s) for a sample in which the event loop kept up. */
async function waitUntilCalm(app: FastifyInstance) {
  for (let waited = 0; app.isUnderPressure() && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("load shedding", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let siteDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A built web app and a media folder of one file each: what a visitor's page loads beside the API.
    siteDir = await mkdtemp(path.join(tmpdir(), "lwl-shedding-"));
    const webDistDir = path.join(siteDir, "web");
    const mediaDir = path.join(siteDir, "media");
    await mkdir(path.join(webDistDir, "images"), { recursive: true });
    await mkdir(mediaDir, { recursive: true });
    await writeFile(path.join(webDistDir, "index.html"), "<!doctype html><title>LEARN WITHOUT LIMITS</title>");
    await writeFile(path.join(webDistDir, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await writeFile(path.join(mediaDir, "photo.webp"), "RIFF");
    const config = loadConfig(
      { NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" },
      { mediaDir, webDistDir, serverRenderEntry: null },
    );
    app = await buildApp({
      config,
      database,
      logger: false,
      // A short sample so that one blocked stretch puts the server under pressure, for one sample.
      loadShedding: {
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0.9,
        sampleIntervalMs: 100,
        retryAfterSeconds: 7,
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it("answers normally while the event loop keeps up", async () => {
    // Building the app and the test database is itself busy work; let a calm sample pass first.
    await waitUntilCalm(app);
    const response = await app.inject({ method: "GET", url: "/api/listings?page=0&size=1" });
    expect(response.statusCode).toBe(200);
  });

  type Answer = Awaited<ReturnType<FastifyInstance["inject"]>>;

  /**
   * Blocks the event loop until an API call is shed, then makes `requests` and checks the server was
   * still shedding after them, so they were answered under pressure; on a busy machine a calm sample
   * can fall in between, and then it tries again.
   */
  async function whileShedding<T>(requests: () => Promise<T>): Promise<{ shed: Answer; answers: T }> {
    for (let attempt = 0; attempt < 20; attempt++) {
      blockEventLoop(300);
      // The overdue sampler runs first and finds the last sample almost all busy.
      await nextTimers();
      const shed = await app.inject({ method: "GET", url: "/api/listings?page=0&size=1" });
      if (shed.statusCode !== 503) continue;
      const answers = await requests();
      if (app.isUnderPressure()) return { shed, answers };
    }
    throw new Error("the server never stayed under pressure long enough");
  }

  it("answers 503 with Retry-After on API routes while the event loop lags, and still answers /healthz and /readyz", async () => {
    const { shed, answers } = await whileShedding(async () => [
      await app.inject({ method: "GET", url: "/healthz" }),
      await app.inject({ method: "GET", url: "/readyz" }),
    ]);
    expect(shed.headers["retry-after"]).toBe("7");
    expect(shed.json()).toEqual({
      statusCode: 503,
      error: "Service Unavailable",
      message: "The server is busy. Try again in 7 seconds.",
    });
    const [health, ready] = answers;
    expect([health?.statusCode, health?.json()]).toEqual([200, { status: "ok" }]);
    expect([ready?.statusCode, ready?.json()]).toEqual([200, { status: "ready" }]);
  });

  it("still serves static files, media and the page shell while it sheds API work: a page already open keeps its logo", async () => {
    const { answers } = await whileShedding(async () => ({
      logo: await app.inject({ method: "GET", url: "/images/logo.svg" }),
      media: await app.inject({ method: "GET", url: "/media/photo.webp" }),
      page: await app.inject({ method: "GET", url: "/about-us", headers: { accept: "text/html" } }),
      search: await app.inject({ method: "GET", url: "/searchservice/api/v1/search?q=a" }),
    }));
    const { logo, media, page, search } = answers;
    expect([logo.statusCode, logo.body]).toEqual([200, "<svg xmlns='http://www.w3.org/2000/svg'/>"]);
    expect([media.statusCode, media.body]).toEqual([200, "RIFF"]);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title[^>]*>About Us \| LEARN WITHOUT LIMITS<\/title>/);
    expect(search.statusCode).toBe(503);
  });

  it("recovers once the event loop has caught up", async () => {
    await waitUntilCalm(app);
    expect(app.isUnderPressure()).toBe(false);
    const response = await app.inject({ method: "GET", url: "/api/listings?page=0&size=1" });
    expect(response.statusCode).toBe(200);
  });

  it("is on by default, and a short stall of the event loop does not make the server refuse requests", async () => {
    const config = loadConfig(
      { NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" },
      { mediaDir: "/nonexistent", webDistDir: null },
    );
    const defaultApp = await buildApp({ config, database, logger: false });
    try {
      await defaultApp.ready();
      blockEventLoop(300);
      await new Promise((resolve) => setTimeout(resolve, DEFAULT_LOAD_SHEDDING.sampleIntervalMs + 100));
      expect(defaultApp.memoryUsage().eventLoopDelay).toBeLessThan(DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs);
      expect(defaultApp.isUnderPressure()).toBe(false);
      const response = await defaultApp.inject({ method: "GET", url: "/api/listings?page=0&size=1" });
      expect(response.statusCode).toBe(200);
    } finally {
      await defaultApp.close();
    }
  });
});
