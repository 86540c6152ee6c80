/**
 * "Become a listing owner" requests and listing claims of the user service (docs/product.md section 7),
 * mounted at /api/users next to the users module. Every call needs a signed-in user.
 */
import { apiErrorSchema } from "@lwl/contracts/errors";
import {
  claimRequestInputSchema,
  claimRequestSchema,
  ownershipMessageSchema,
  ownershipRequestInputSchema,
  ownershipRequestSchema,
} from "@lwl/contracts/ownership";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSelfOrAdmin, requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam, uuidParam } from "../../plugins/params.ts";
import * as service from "./service.ts";

const tags = ["ownership"];
const guarded = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const idParams = z.object({ id: idParam("id") });
const userParams = z.object({ userId: uuidParam("userId") });
const REQUEST = "/ownership/listing/request";
const CLAIM = "/claims/listing/claim";

export const ownershipModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.OwnershipDeps = { db: app.db };

  // ---------------------------------------------------------------- become a listing owner

  app.post(
    REQUEST,
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Ask to become a listing owner (one open request at a time; not for owners or administrators)",
        body: ownershipRequestInputSchema,
        response: { 201: ownershipRequestSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createOwnershipRequest(deps, viewerOf(request), request.body)),
  );

  app.get(
    `${REQUEST}/user/:userId`,
    {
      onRequest: [requireSignedIn],
      preHandler: [requireSelfOrAdmin((request) => request.params.userId)],
      schema: {
        tags,
        summary: "A user's requests, newest first (one's own, or anyone's for an Administrator)",
        params: userParams,
        response: { 200: z.array(ownershipRequestSchema), ...guarded },
      },
    },
    (request) => service.listOwnershipRequestsOfUser(deps, request.params.userId),
  );

  app.get(
    `${REQUEST}/:id`,
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "One request (the requester's or, for an Administrator, anyone's)",
        params: idParams,
        response: { 200: ownershipRequestSchema, ...guarded },
      },
    },
    (request) => service.getOwnershipRequest(deps, viewerOf(request), request.params.id),
  );

  app.put(
    `${REQUEST}/:id`,
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Edit a pending request",
        params: idParams,
        body: ownershipRequestInputSchema,
        response: { 200: ownershipRequestSchema, ...guarded },
      },
    },
    (request) => service.editOwnershipRequest(deps, viewerOf(request), request.params.id, request.body),
  );

  app.post(
    `${REQUEST}/:id/cancel`,
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Cancel a pending request",
        params: idParams,
        response: { 200: ownershipRequestSchema, ...guarded },
      },
    },
    (request) => service.cancelOwnershipRequest(deps, viewerOf(request), request.params.id),
  );

  app.delete(
    `${REQUEST}/:id`,
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Delete a pending or cancelled request",
        params: idParams,
        response: { 200: ownershipMessageSchema, ...guarded },
      },
    },
    async (request) => {
      await service.deleteOwnershipRequest(deps, viewerOf(request), request.params.id);
      return { message: `Listing request ${request.params.id} deleted.` };
    },
  );

  // ---------------------------------------------------------------- listing claims

  app.post(
    CLAIM,
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Claim a published listing nobody owns (one open claim per user and listing)",
        body: claimRequestInputSchema,
        response: { 201: claimRequestSchema, ...guarded },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createClaim(deps, viewerOf(request), request.body)),
  );

  app.get(
    `${CLAIM}/user/:userId`,
    {
      onRequest: [requireSignedIn],
      preHandler: [requireSelfOrAdmin((request) => request.params.userId)],
      schema: {
        tags,
        summary: "A user's claims, newest first (one's own, or anyone's for an Administrator)",
        params: userParams,
        response: { 200: z.array(claimRequestSchema), ...guarded },
      },
    },
    (request) => service.listClaimsOfUser(deps, request.params.userId),
  );

  app.get(
    `${CLAIM}/:id`,
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "One claim (the claimant's or, for an Administrator, anyone's)",
        params: idParams,
        response: { 200: claimRequestSchema, ...guarded },
      },
    },
    (request) => service.getClaim(deps, viewerOf(request), request.params.id),
  );

  app.delete(
    `${CLAIM}/:id`,
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Withdraw a pending claim",
        params: idParams,
        response: { 200: ownershipMessageSchema, ...guarded },
      },
    },
    async (request) => {
      await service.withdrawClaim(deps, viewerOf(request), request.params.id);
      return { message: `Claim request ${request.params.id} withdrawn.` };
    },
  );
};
