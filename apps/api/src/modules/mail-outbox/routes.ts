import type { FastifyPluginAsync } from "fastify";
import * as service from "./service.ts";

/** How often each instance looks for messages due again. */
export const ROUND_INTERVAL_MS = 60_000;

/**
 * No routes: the rounds that send again what a mail server refused (service.ts), every minute on
 * every instance (they share the work through the outbox's row locks), stopped when the app closes.
 * Each round also removes rows kept long enough (`pruneOld`): a delete of nothing most minutes.
 */
export const mailOutboxModule: FastifyPluginAsync = async (app) => {
  const deps: service.MailOutboxDeps = { db: app.db, mailer: app.mailer, log: app.log, now: app.clock };
  let round: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    round = Promise.all([service.deliverDue(deps), service.pruneOld(deps)]).catch((error: unknown) => {
      app.log.warn({ err: error }, "mail outbox: a round failed; the next one tries again");
    });
  }, ROUND_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await round;
  });
};
