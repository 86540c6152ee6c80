import type { AppConfig } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import type { Mailer } from "../shared/mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
  }
}
