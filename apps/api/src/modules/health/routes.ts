import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../plugins/database-unavailable.ts";
import * as service from "./service.ts";

const status = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers and can write) for load balancers. */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.HealthDeps = { database: app.database, log: app.log };
  app.get("/healthz", { schema: { tags: ["health"], response: { 200: status } } }, () => ({ status: "ok" }));
  app.get(
    "/readyz",
    { schema: { tags: ["health"], response: { 200: status, 503: status } } },
    async (_request, reply) => {
      const readiness = await service.checkReadiness(deps);
      if (readiness === "ready") return { status: readiness };
      return reply.status(503).header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: readiness });
    },
  );
};
