/**
 * The administrators' lists of and decisions on "become a listing owner" requests and listing claims
 * (docs/product.md section 7 "Admin service"), under /adminservice/api/v1/requests. Administrators
 * only: 401 without a token, 403 with another role. The spec's approvals are GETs; they are kept and
 * POST is accepted on the same paths. Either needs the bearer token, so a plain link or a prefetch
 * cannot approve anything.
 */
import { apiErrorSchema } from "@lwl/contracts/errors";
import {
  adminClaimRequestPageSchema,
  adminClaimRequestSchema,
  adminOwnershipRequestPageSchema,
  adminOwnershipRequestSchema,
  rejectReasonSchema,
} from "@lwl/contracts/ownership";
import { pageQuerySchema } from "@lwl/contracts/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import * as service from "./request-decisions-service.ts";

const tags = ["admin: requests"];
const guarded = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const idParams = z.object({ id: idParam("id") });
const administratorsOnly = [requireRole("Administrator")];

/**
 * The reason as a text/plain body (what the spec sends), a JSON string, or `{ "reason": ... }`.
 * Fastify parses text/plain bodies to a string already.
 */
const reasonBody = z.preprocess((body) => {
  if (typeof body === "object" && body !== null && "reason" in body) return (body as { reason: unknown }).reason;
  return body;
}, rejectReasonSchema);

export const requestDecisionRoutes: FastifyPluginAsyncZod<{ deps: service.RequestDecisionsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    "/requests/listing-owner",
    {
      onRequest: administratorsOnly,
      schema: {
        tags,
        summary: "Become-a-listing-owner requests, pending first, then newest",
        querystring: pageQuerySchema,
        response: { 200: adminOwnershipRequestPageSchema, ...guarded },
      },
    },
    (request) => service.listOwnershipRequests(deps, request.query),
  );

  app.get(
    "/requests/listing-claim",
    {
      onRequest: administratorsOnly,
      schema: {
        tags,
        summary: "Listing claims, pending first, then newest, with the listing, evidence and document",
        querystring: pageQuerySchema,
        response: { 200: adminClaimRequestPageSchema, ...guarded },
      },
    },
    (request) => service.listClaims(deps, request.query),
  );

  app.route({
    method: ["GET", "POST"],
    url: "/requests/listing-owner/approve/:id",
    onRequest: administratorsOnly,
    schema: {
      tags,
      summary: "Approve a request: the user becomes a ListingOwner (GET as the spec has it, or POST)",
      params: idParams,
      response: { 200: adminOwnershipRequestSchema, ...guarded },
    },
    handler: (request) => service.approveOwnershipRequest(deps, viewerOf(request), request.params.id),
  });

  app.post(
    "/requests/listing-owner/reject/:id",
    {
      onRequest: administratorsOnly,
      schema: {
        tags,
        summary: "Reject a request; the body is the reason (text/plain, at most 1,000 characters)",
        params: idParams,
        body: reasonBody,
        response: { 200: adminOwnershipRequestSchema, ...guarded },
      },
    },
    (request) => service.rejectOwnershipRequest(deps, viewerOf(request), request.params.id, request.body),
  );

  app.route({
    method: ["GET", "POST"],
    url: "/requests/listing-claim/approve/:id",
    onRequest: administratorsOnly,
    schema: {
      tags,
      summary:
        "Approve a claim: the claimant becomes the listing's author and a ListingOwner; other open claims are rejected",
      params: idParams,
      response: { 200: adminClaimRequestSchema, ...guarded },
    },
    handler: (request) => service.approveClaim(deps, viewerOf(request), request.params.id),
  });

  app.post(
    "/requests/listing-claim/reject/:id",
    {
      onRequest: administratorsOnly,
      schema: {
        tags,
        summary: "Reject a claim; the body is the reason (text/plain, at most 1,000 characters)",
        params: idParams,
        body: reasonBody,
        response: { 200: adminClaimRequestSchema, ...guarded },
      },
    },
    (request) => service.rejectClaim(deps, viewerOf(request), request.params.id, request.body),
  );
};
