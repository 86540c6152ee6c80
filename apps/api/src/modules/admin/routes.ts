import { SITE_CONTENT_KEYS, siteContentSchema } from "@lwl/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../plugins/openapi.ts";
import { approvalRoutes } from "./approvals-routes.ts";
import { consoleRoutes } from "./console-routes.ts";
import { requestDecisionRoutes } from "./request-decisions-routes.ts";
import * as service from "./service.ts";

/** Admin service (docs/product.md section 7), mounted at /adminservice/api/v1. */
export const adminModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.AdminDeps = { db: app.db };
  await app.register(approvalRoutes, {
    deps: { ...deps, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl, now: app.clock },
  });
  await app.register(requestDecisionRoutes, {
    deps: {
      db: app.db,
      now: app.clock,
      mailer: app.mailer,
      viewers: app.viewers,
      publicUrl: app.config.publicUrl,
      log: app.log,
    },
  });

  for (const key of SITE_CONTENT_KEYS) {
    app.get(
      `/content/${key}`,
      {
        schema: {
          tags: ["content"],
          summary: `The ${key.replaceAll("-", " ")} text`,
          response: { 200: siteContentSchema, ...errorResponses },
        },
      },
      () => service.getSiteContent(deps, key),
    );
  }
  await app.register(consoleRoutes);
};
