import type { AppConfig } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import type { Clock } from "../shared/clock.ts";
import type { Mailer } from "../shared/mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
    /** The one clock of time rules (shared/clock.ts); a module passes it down as its deps' `now`. */
    clock: Clock;
  }
}
