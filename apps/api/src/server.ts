import type { FastifyInstance } from "fastify";
import { destination } from "pino";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { seedDemoDataIfEmpty } from "./db/seed/demo.ts";
import { warmSearchIndex } from "./modules/search/service.ts";
import { assertPortIsFree } from "./port-check.ts";
import { guardProcess } from "./process-safety.ts";
import { describeStartupError } from "./startup-errors.ts";

let app: FastifyInstance | undefined;

/** The log leaves in writes of this many bytes at least, or after this long. */
const LOG_BATCH_BYTES = 4096;
const LOG_BATCH_MS = 1000;

/** A failed start: one line, cause first (never a query's SQL or values); the stack only when asked for. */
async function failStart(error: unknown): Promise<never> {
  process.stderr.write(`${describeStartupError(error)}\n`);
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? "")) console.error(error);
  await app?.close().catch(() => {});
  process.exit(1);
}

async function start(): Promise<void> {
  const config = loadConfig();
  // Before the database: a second server on a busy port stops here without touching the data.
  await assertPortIsFree(config.host, config.port);
  // The log is written by libuv's threads, not on the event loop: written synchronously, the two lines
  // of every request cost about a third of a millisecond of the HTTP thread under a search load (issue
  // 25). Lines gather until a few KB (one write for a dozen requests, not two per request) or a second
  // has passed; pino flushes what is left on exit.
  const logStream = destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => {
    try {
      logStream.flush();
    } catch {
      // Ended on the way out: nothing is left to write.
    }
  }, LOG_BATCH_MS).unref();
  const server = await buildApp({ config, logStream });
  app = server;
  // From here on, an error nobody caught goes through the app's log (process-safety.ts).
  process.off("unhandledRejection", failStart);
  guardProcess(server.log, () => server.close());
  if (config.demoData) {
    const seeded = await seedDemoDataIfEmpty(server.db, { mediaDir: config.mediaDir, log: server.log });
    if (seeded) server.log.info("demo data seeded");
  }

  await server.listen({ port: config.port, host: config.host });
  server.log.info(`LEARN WITHOUT LIMITS is serving ${config.publicUrl} (database: ${server.database.kind})`);
  // The search index loads in the background; a search that comes first waits for it.
  warmSearchIndex(server.db, server.log);
}

// Until the app and its log exist, a promise that fails unobserved fails the start.
process.on("unhandledRejection", failStart);
try {
  await start();
} catch (error) {
  await failStart(error);
}
