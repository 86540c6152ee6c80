import { apiErrorSchema } from "@lwl/contracts/errors";
import { listingTypeParamSchema } from "@lwl/contracts/listings";
import {
  autocompleteQuerySchema,
  eventSearchQuerySchema,
  eventSearchResultsSchema,
  eventSuggestionsSchema,
  listingSearchQuerySchema,
  listingSearchResultsSchema,
  listingSuggestionsSchema,
  searchClickSchema,
} from "@lwl/contracts/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireJson } from "../../plugins/json-only.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import * as service from "./service.ts";

const tags = ["search"];
const typeParams = z.object({ type: listingTypeParamSchema });

const jsonOnly = requireJson("Clicks are sent as JSON: Content-Type: application/json.");

/** The search service (docs/product.md section 7), mounted at /searchservice/api/v1. */
export const searchModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.SearchDeps = { db: app.db, now: app.clock };

  app.get(
    "/listing/:type/autocomplete",
    {
      schema: {
        tags,
        summary: "Suggestions while typing: listings of one type (college, school or tutorial, any case)",
        params: typeParams,
        querystring: autocompleteQuerySchema,
        response: { 200: listingSuggestionsSchema, ...errorResponses },
      },
    },
    (request) => service.suggestListings(deps, request.params.type, request.query),
  );

  app.get(
    "/event/autocomplete",
    {
      schema: {
        tags,
        summary: "Suggestions while typing: events",
        querystring: autocompleteQuerySchema,
        response: { 200: eventSuggestionsSchema, ...errorResponses },
      },
    },
    (request) => service.suggestEvents(deps, request.query),
  );

  app.get(
    "/listing/:type",
    {
      schema: {
        tags,
        summary: "Listings of one type: results with facets, filters and near me",
        params: typeParams,
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResultsSchema, ...errorResponses },
      },
    },
    (request) => service.searchListings(deps, request.params.type, request.query),
  );

  app.get(
    "/event",
    {
      schema: {
        tags,
        summary: "Events: results with facets, filters, dates and near me",
        querystring: eventSearchQuerySchema,
        response: { 200: eventSearchResultsSchema, ...errorResponses },
      },
    },
    (request) => service.searchEvents(deps, request.query),
  );

  app.post(
    "/clicks",
    {
      schema: {
        tags,
        summary: "A listing opened from search results (Top Searches This Month); once per client, listing and day",
        body: searchClickSchema,
        response: { 204: z.null(), 415: apiErrorSchema, 429: apiErrorSchema, ...errorResponses },
      },
      onRequest: jsonOnly,
    },
    async (request, reply) => {
      await service.recordClick(deps, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};
