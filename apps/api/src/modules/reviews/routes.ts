import { apiErrorSchema } from "@lwl/contracts/errors";
import {
  helpfulVoteSchema,
  myReviewSchema,
  ownReplySchema,
  ownReviewSchema,
  replyWriteSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewReportWriteSchema,
  reviewSummarySchema,
  reviewWriteSchema,
} from "@lwl/contracts/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import * as service from "./service.ts";

const tags = ["reviews"];
const params = z.object({ id: idParam("id") });
const writeErrorResponses = {
  ...errorResponses,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Reviews of listings (issue 26; packages/contracts/src/reviews.ts), registered under /api. */
export const reviewsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ReviewsDeps = { db: app.db, now: app.clock, publicUrl: app.config.publicUrl };

  app.get(
    "/listings/:id/reviews",
    {
      schema: {
        tags,
        summary: "Approved reviews of a published listing, paged, sorted and filtered by who wrote them",
        params,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses },
      },
    },
    (request) => service.listReviews(deps, request.viewer, request.params.id, request.query),
  );

  app.get(
    "/listings/:id/reviews/summary",
    {
      schema: {
        tags,
        summary: "A published listing's score, review count, stars, topic averages and reviewers by kind",
        params,
        response: { 200: reviewSummarySchema, ...errorResponses },
      },
    },
    (request) => service.getReviewSummary(deps, request.params.id),
  );

  app.get(
    "/listings/:id/reviews/mine",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "The viewer's own review of a listing with its moderation state, and why a new one would be refused",
        params,
        response: { 200: myReviewSchema, ...writeErrorResponses },
      },
    },
    (request) => service.getMyReview(deps, viewerOf(request), request.params.id),
  );

  app.post(
    "/listings/:id/reviews",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Review a published listing (verified e-mail, no stake in it, once): it waits for moderation",
        params,
        body: reviewWriteSchema,
        response: { 201: ownReviewSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createReview(deps, viewerOf(request), request.ip, request.params.id, request.body)),
  );

  app.put(
    "/reviews/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Edit your review: an approved review stays up while the edit waits for moderation",
        params,
        body: reviewWriteSchema,
        response: { 200: ownReviewSchema, ...writeErrorResponses },
      },
    },
    (request) => service.updateReview(deps, viewerOf(request), request.ip, request.params.id, request.body),
  );

  app.delete(
    "/reviews/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Delete your review",
        params,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await service.deleteReview(deps, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/reviews/:id/helpful",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Was this helpful? Yes, once per user (not on your own review)",
        params,
        response: { 200: helpfulVoteSchema, ...writeErrorResponses },
      },
    },
    (request) => service.voteHelpful(deps, viewerOf(request), request.ip, request.params.id),
  );

  app.post(
    "/reviews/:id/reports",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "Report an approved review, once per user: it comes back to the moderation queue and stays up until decided",
        params,
        body: reviewReportWriteSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await service.reportReview(deps, viewerOf(request), request.ip, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/reviews/:id/reply",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "The reply to a review in any status with its moderation state, for the listing's owner or an Administrator",
        params,
        response: { 200: ownReplySchema, ...writeErrorResponses },
      },
    },
    (request) => service.getReply(deps, viewerOf(request), request.params.id),
  );

  app.put(
    "/reviews/:id/reply",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "Reply to an approved review of your listing, once (an edit replaces it): it waits for moderation, an approved reply stays up meanwhile",
        params,
        body: replyWriteSchema,
        response: { 200: ownReplySchema, ...writeErrorResponses },
      },
    },
    (request) => service.putReply(deps, viewerOf(request), request.ip, request.params.id, request.body),
  );

  app.delete(
    "/reviews/:id/reply",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Delete the reply to a review of your listing",
        params,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await service.deleteReply(deps, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
