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

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig(
      { NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" },
      { mediaDir: "/nonexistent", webDistDir: null },
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
  });

  it("answers normally while the event loop keeps up", async () => {
    // Building the app and the test database is itself busy work; let a calm sample pass first.
    await waitUntilCalm(app);
    const response = await app.inject({ method: "GET", url: "/api/listings?page=0&size=1" });
    expect(response.statusCode).toBe(200);
  });

  it("answers 503 with Retry-After on API routes while the event loop lags, and still answers /healthz and /readyz", async () => {
    let shed: Awaited<ReturnType<FastifyInstance["inject"]>> | undefined;
    for (let attempt = 0; attempt < 10 && !shed; attempt++) {
      blockEventLoop(300);
      // The overdue sampler runs first and finds the last sample almost all busy.
      await nextTimers();
      const response = await app.inject({ method: "GET", url: "/api/listings?page=0&size=1" });
      if (response.statusCode === 503) shed = response;
    }
    if (!shed) throw new Error("the server never came under pressure");
    expect(shed.headers["retry-after"]).toBe("7");
    expect(shed.json()).toEqual({
      statusCode: 503,
      error: "Service Unavailable",
      message: "The server is busy. Try again in 7 seconds.",
    });

    expect(app.isUnderPressure()).toBe(true);
    const health = await app.inject({ method: "GET", url: "/healthz" });
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(app.isUnderPressure()).toBe(true);
    expect([health.statusCode, health.json()]).toEqual([200, { status: "ok" }]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: "ready" }]);
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
