import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { seedDemoDataIfEmpty } from "./db/seed/demo.ts";

const config = loadConfig();
const app = await buildApp({ config });
if (config.demoData) {
  const seeded = await seedDemoDataIfEmpty(app.db, { mediaDir: config.mediaDir, log: app.log });
  if (seeded) app.log.info("demo data seeded");
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`LEARN WITHOUT LIMITS is serving ${config.publicUrl} (database: ${app.database.kind})`);
