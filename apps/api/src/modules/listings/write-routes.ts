import { apiErrorSchema } from "@lwl/contracts/errors";
import { listingWriteSchema, ownerListingSchema } from "@lwl/contracts/listing-writes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import * as service from "./write-service.ts";

const tags = ["listings"];
const writeErrorResponses = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const params = z.object({ id: idParam("id") });

/** Listing writes and the owner's view (docs/product.md section 7), registered by routes.ts under /api. */
export const listingWriteRoutes: FastifyPluginAsyncZod<{ deps: service.ListingWriteDeps }> = async (app, { deps }) => {
  app.post(
    "/listings",
    {
      onRequest: [requireRole("ListingOwner")],
      schema: {
        tags,
        summary: "Add a listing: an Administrator's is published, a ListingOwner's waits for moderation (PENDING)",
        body: listingWriteSchema,
        response: { 201: ownerListingSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createListing(deps, viewerOf(request), request.body)),
  );

  app.put(
    "/listings/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "Edit a listing (its author or an Administrator): a published listing keeps its live version and the edit waits for moderation as proposed changes",
        params,
        body: listingWriteSchema,
        response: { 200: ownerListingSchema, ...writeErrorResponses },
      },
    },
    (request) => service.updateListing(deps, viewerOf(request), request.params.id, request.body),
  );

  app.get(
    "/listings/:id/manage",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "A listing in any status with its moderation state, for its author or an Administrator",
        params,
        response: { 200: ownerListingSchema, ...writeErrorResponses },
      },
    },
    (request) => service.getOwnerListing(deps, viewerOf(request), request.params.id),
  );
};
