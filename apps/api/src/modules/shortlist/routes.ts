import { compareQuerySchema, comparisonSchema } from "@lwl/contracts/compare";
import { apiErrorSchema } from "@lwl/contracts/errors";
import {
  shortlistMergeSchema,
  shortlistNoteWriteSchema,
  shortlistSaveSchema,
  shortlistSchema,
} from "@lwl/contracts/shortlist";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { requireJson } from "../../plugins/json-only.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import { compareListings } from "./compare-service.ts";
import * as service from "./service.ts";

const tags = ["shortlist"];
const params = z.object({ listingId: idParam("listingId") });
const signedInErrors = { ...errorResponses, 401: apiErrorSchema, 409: apiErrorSchema };

const jsonOnly = requireJson("Saves are sent as JSON: Content-Type: application/json.");

/** Shortlists and compare (issue 27 items 2 and 3; packages/contracts/src/shortlist.ts, compare.ts), under /api. */
export const shortlistModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ShortlistDeps = { db: app.db, now: app.clock };

  app.get(
    "/shortlist",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "The viewer's saved published listings with their notes, newest first",
        response: { 200: shortlistSchema, ...signedInErrors },
      },
    },
    (request) => service.getShortlist(deps, viewerOf(request).userId),
  );

  app.put(
    "/shortlist/:listingId",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Save a published listing to the viewer's shortlist, or change its note; answers the shortlist",
        params,
        body: shortlistNoteWriteSchema,
        response: { 200: shortlistSchema, ...signedInErrors },
      },
    },
    (request) => service.saveItem(deps, viewerOf(request).userId, request.params.listingId, request.body),
  );

  app.delete(
    "/shortlist/:listingId",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Remove a listing from the viewer's shortlist (done also when it was not there)",
        params,
        response: { 204: z.null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await service.removeItem(deps, viewerOf(request).userId, request.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/shortlist/merge",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Merge the browser's shortlist into the account's (the union; the account's notes win)",
        body: shortlistMergeSchema,
        response: { 200: shortlistSchema.extend({ skipped: z.number().int() }), ...signedInErrors },
      },
    },
    (request) => service.mergeShortlist(deps, viewerOf(request).userId, request.body),
  );

  app.post(
    "/shortlist/saves",
    {
      onRequest: jsonOnly,
      schema: {
        tags,
        summary: "A visitor saved a listing in the browser: counted for its owner once per address, listing and day",
        body: shortlistSaveSchema,
        response: { 204: z.null(), 415: apiErrorSchema, 429: apiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.recordVisitorSave(deps, request.body.listingId, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/listings/compare",
    {
      schema: {
        tags,
        summary: "Two to four published listings of one type side by side, as rows of facts with the best marked",
        querystring: compareQuerySchema,
        response: { 200: comparisonSchema, ...errorResponses },
      },
    },
    (request) => compareListings(deps, request.query.ids),
  );
};
