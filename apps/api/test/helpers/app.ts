import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import type { Mailer, MailMessage } from "../../src/plugins/mailer.ts";
import { createTestDatabase } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every e-mail the app sent. */
  sentMail: MailMessage[];
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
}

/**
 * The whole server on a fresh database, with a mailer that records instead of sending. `env` adds
 * settings such as GOOGLE_ISSUER or AUTH_ALLOWED_REDIRECTS.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const scratch = await mkdtemp(path.join(tmpdir(), "lwl-api-test-"));
  const config = loadConfig(
    // One proxy hop, so tests can act as different client addresses through X-Forwarded-For.
    {
      NODE_ENV: "test",
      DATA_DIR: "memory://",
      LOG_LEVEL: options.logStream ? "info" : "silent",
      TRUST_PROXY: "1",
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
  const app = await buildApp({ config, database, mailer, logger: logStream !== undefined, logStream });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    sentMail,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
