import { apiErrorSchema } from "@lwl/contracts/errors";
import { pageQuerySchema } from "@lwl/contracts/paging";
import { ownerPostPageSchema, ownerPostSchema, postCreateSchema, postUpdateSchema } from "@lwl/contracts/post-writes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import * as service from "./post-write-service.ts";
import type { NewsDeps } from "./service.ts";

const tags = ["news"];
const params = z.object({ id: idParam("id") });
const writeErrorResponses = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** Post writes and the owner's views (docs/product.md section 7.5), registered by routes.ts under /api/blogs. */
export const postWriteRoutes: FastifyPluginAsyncZod<{ deps: NewsDeps }> = async (app, { deps }) => {
  app.post(
    "/",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "Write a post for a published listing (or 1749) you own: an Administrator's is published, a ListingOwner's waits for moderation",
        body: postCreateSchema,
        response: { 201: ownerPostSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createPost(deps, viewerOf(request), request.body)),
  );

  app.put(
    "/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "Edit a post (its listing's owner or an Administrator): a published post keeps its live version and the edit waits for moderation",
        params,
        body: postUpdateSchema,
        response: { 200: ownerPostSchema, ...writeErrorResponses },
      },
    },
    (request) => service.updatePost(deps, viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Delete a post (its listing's owner or an Administrator)",
        params,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await service.deletePost(deps, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/:id/manage",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "A post in any status with its moderation state, for its listing's owner or an Administrator",
        params,
        response: { 200: ownerPostSchema, ...writeErrorResponses },
      },
    },
    (request) => service.getOwnerPost(deps, viewerOf(request), request.params.id),
  );

  app.get(
    "/listing/:listingId/all",
    {
      schema: {
        tags,
        summary:
          "Posts of a listing: every status with its moderation state for the listing's owner or an Administrator, published ones for anyone else",
        params: z.object({ listingId: idParam("listingId") }),
        querystring: pageQuerySchema,
        response: { 200: ownerPostPageSchema, ...writeErrorResponses },
      },
    },
    (request) => service.listAllListingPosts(deps, request.viewer, request.params.listingId, request.query),
  );
};
