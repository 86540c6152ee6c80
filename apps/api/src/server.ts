import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { seedDemoDataIfEmpty } from "./db/seed/demo.ts";
import { warmSearchIndex } from "./modules/search/service.ts";
import { assertPortIsFree } from "./port-check.ts";
import { describeStartupError } from "./startup-errors.ts";

let app: FastifyInstance | undefined;

async function start(): Promise<void> {
  const config = loadConfig();
  // Before the database: a second server on a busy port stops here without touching the data.
  await assertPortIsFree(config.host, config.port);
  const server = await buildApp({ config });
  app = server;
  if (config.demoData) {
    const seeded = await seedDemoDataIfEmpty(server.db, { mediaDir: config.mediaDir, log: server.log });
    if (seeded) server.log.info("demo data seeded");
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, "shutting down after an error");
    else server.log.info({ signal }, "shutting down");
    await server.close();
  });

  await server.listen({ port: config.port, host: config.host });
  server.log.info(`LEARN WITHOUT LIMITS is serving ${config.publicUrl} (database: ${server.database.kind})`);
  // The search index loads in the background; a search that comes first waits for it.
  warmSearchIndex(server.db, server.log);
}

try {
  await start();
} catch (error) {
  // One line, cause first; the stack only when asked for.
  process.stderr.write(`${describeStartupError(error)}\n`);
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? "")) console.error(error);
  await app?.close().catch(() => {});
  process.exit(1);
}
