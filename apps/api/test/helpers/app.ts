import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingOptions } from "../../src/plugins/load-shedding.ts";
import type { Mailer, MailMessage } from "../../src/shared/mailer.ts";
import { createTestClock, type TestClock } from "./clock.ts";
import { createTestDatabase } from "./database.ts";

/**
 * Tests run PGlite on the event loop itself, and two test files share two cores: a slow query can stall
 * the loop past the production threshold and turn a test's request into a 503. Load shedding has its own
 * tests (test/platform/load-shedding.test.ts); elsewhere it is off.
 */
export const NO_LOAD_SHEDDING: LoadSheddingOptions = {
  ...DEFAULT_LOAD_SHEDDING,
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
};

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every e-mail the app sent. */
  sentMail: MailMessage[];
  /** The app's clock: real time until the test sets or advances it (helpers/clock.ts). */
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  mailer?: Mailer;
  env?: Record<string, string>;
  /** Turns the log on (LOG_LEVEL from env, "info" by default) and writes it here. */
  logStream?: DestinationStream;
  /** Adds routes or hooks before the app is ready, e.g. a route that provokes a failure. */
  beforeReady?: (app: FastifyInstance) => void;
  /** A database opened by the test (several apps on one database, as several instances); the test closes it. */
  database?: DatabaseHandle;
  /** The clock to give the app (several apps sharing one); a new one, running with real time, otherwise. */
  clock?: TestClock;
  /** The search index in a thread of its own (index/threaded-engine.ts): PostgreSQL runs only (TEST_DATABASE_URL). */
  searchThread?: boolean;
}

/**
 * The whole server on a fresh database, with a mailer that records instead of sending. `env` adds
 * settings such as GOOGLE_ISSUER or AUTH_ALLOWED_REDIRECTS.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const url = "url" in database ? database.url : undefined;
  if (options.searchThread && typeof url !== "string") {
    throw new Error("The search thread reads PostgreSQL: run with TEST_DATABASE_URL");
  }
  const searchThread = options.searchThread ? { DATABASE_URL: String(url), SEARCH_THREAD: "on" } : {};
  const scratch = await mkdtemp(path.join(tmpdir(), "lwl-api-test-"));
  const config = loadConfig(
    // One proxy hop, so tests can act as different client addresses through X-Forwarded-For.
    {
      NODE_ENV: "test",
      DATA_DIR: "memory://",
      LOG_LEVEL: options.logStream ? "info" : "silent",
      TRUST_PROXY: "1",
      ...searchThread,
      ...options.env,
    },
    { mediaDir: path.join(scratch, "media"), webDistDir: null },
  );
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    async send(message) {
      sentMail.push(message);
    },
  };
  const { logStream } = options;
  const clock = options.clock ?? createTestClock();
  const app = await buildApp({
    config,
    database,
    mailer,
    clock: clock.now,
    logger: logStream !== undefined,
    logStream,
    loadShedding: NO_LOAD_SHEDDING,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    sentMail,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
