import { apiErrorSchema } from "@lwl/contracts/errors";
import {
  eventCreateSchema,
  eventUpdateSchema,
  ownerEventPageSchema,
  ownerEventSchema,
} from "@lwl/contracts/event-writes";
import { pageQuerySchema } from "@lwl/contracts/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import * as service from "./write-service.ts";

const tags = ["events"];
const params = z.object({ id: idParam("id") });
const writeErrorResponses = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** Event writes and the owner's views (docs/product.md section 7), registered by routes.ts under /api. */
export const eventWriteRoutes: FastifyPluginAsyncZod<{ deps: service.EventWriteDeps }> = async (app, { deps }) => {
  app.post(
    "/events",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "Add an event to a published listing (or 1749) you own: an Administrator's is published, a ListingOwner's waits for moderation",
        body: eventCreateSchema,
        response: { 201: ownerEventSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createEvent(deps, viewerOf(request), request.body)),
  );

  app.put(
    "/events/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "Edit an event (its listing's owner or an Administrator): a published event keeps its live version and the edit waits for moderation",
        params,
        body: eventUpdateSchema,
        response: { 200: ownerEventSchema, ...writeErrorResponses },
      },
    },
    (request) => service.updateEvent(deps, viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    "/events/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Delete an event (its listing's owner or an Administrator)",
        params,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await service.deleteEvent(deps, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/events/:id/manage",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "An event in any status with its moderation state, for its listing's owner or an Administrator",
        params,
        response: { 200: ownerEventSchema, ...writeErrorResponses },
      },
    },
    (request) => service.getOwnerEvent(deps, viewerOf(request), request.params.id),
  );

  app.get(
    "/events/listing/:listingId/all",
    {
      schema: {
        tags,
        summary:
          "Events of a listing: every status with its moderation state for the listing's owner or an Administrator, published ones for anyone else",
        params: z.object({ listingId: idParam("listingId") }),
        querystring: pageQuerySchema,
        response: { 200: ownerEventPageSchema, ...writeErrorResponses },
      },
    },
    (request) => service.listAllListingEvents(deps, request.viewer, request.params.listingId, request.query),
  );
};
