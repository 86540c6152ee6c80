import { apiErrorSchema } from "@lwl/contracts/errors";
import { listingStatsSchema } from "@lwl/contracts/listing-stats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import * as service from "./service.ts";

const tags = ["listings"];
const params = z.object({ id: idParam("id") });

/** A listing's views, shortlistings and enquiries per month (issue 27 item 6), registered under /api. */
export const listingStatsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ListingStatsDeps = { db: app.db, now: app.clock };

  app.post(
    "/listings/:id/views",
    {
      schema: {
        tags,
        summary:
          "The detail page of a published listing was shown: counted once per visitor and day, nothing personal kept",
        params,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.recordView(deps, request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/listings/:id/stats",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "A listing's views, times shortlisted and enquiries in its last months: its owner and administrators only",
        params,
        response: { 200: listingStatsSchema, ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => service.getStats(deps, viewerOf(request), request.params.id),
  );
};
