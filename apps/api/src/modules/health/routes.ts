import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const status = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { tags: ["health"], response: { 200: status } } }, () => ({ status: "ok" }));
  app.get(
    "/readyz",
    { schema: { tags: ["health"], response: { 200: status, 503: status } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: "ready" };
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        return reply.status(503).send({ status: "database unreachable" });
      }
    },
  );
};
