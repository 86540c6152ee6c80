import { blogSummarySchema } from "@lwl/contracts/blogs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../plugins/openapi.ts";
import * as service from "./service.ts";

const countParam = z.coerce
  .number({ error: "n must be a whole number" })
  .int({ error: "n must be a whole number" })
  .min(1, { error: "n must be at least 1" })
  .max(50, { error: "n must be at most 50" });

/** News service (docs/product.md section 7), mounted at /api/blogs. */
export const newsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.NewsDeps = { db: app.db };

  app.get(
    "/top/:n",
    {
      schema: {
        tags: ["news"],
        summary: "Top published news: featured and breaking first, then newest (the landing page asks for 10)",
        params: z.object({ n: countParam }),
        response: { 200: z.array(blogSummarySchema), ...errorResponses },
      },
    },
    (request) => service.listTopNews(deps, request.params.n),
  );
};
