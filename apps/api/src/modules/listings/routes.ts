import { ownerListingPageSchema } from "@lwl/contracts/listing-writes";
import { listingSchema, listingSummarySchema, listingTypeParamSchema, lookupSchema } from "@lwl/contracts/listings";
import { pageQuerySchema, pageSchema } from "@lwl/contracts/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam, shortListQuery, uuidParam } from "../../plugins/params.ts";
import type { ListingsDeps } from "./deps.ts";
import * as service from "./service.ts";
import { listingWriteRoutes } from "./write-routes.ts";
import * as writeService from "./write-service.ts";

const listingPage = pageSchema(listingSummarySchema);
const tags = ["listings"];

/** Listing service read API (docs/product.md section 7), mounted at /api. */
export const listingsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: ListingsDeps = { db: app.db, now: app.clock };
  await app.register(listingWriteRoutes, { deps: { ...deps, publicUrl: app.config.publicUrl } });

  app.get(
    "/listings",
    {
      schema: {
        tags,
        summary: "Published listings, by name",
        querystring: pageQuerySchema,
        response: { 200: listingPage, ...errorResponses },
      },
    },
    (request) => service.listPublishedListings(deps, {}, request.query),
  );

  app.get(
    "/listings/hand-picked",
    {
      schema: {
        tags,
        summary: "Hand-picked listings for the landing page",
        querystring: shortListQuery,
        response: { 200: z.array(listingSummarySchema), ...errorResponses },
      },
    },
    (request) => service.listHandPicked(deps, request.query.size),
  );

  app.get(
    "/listings/top-searches",
    {
      schema: {
        tags,
        summary: "Most searched listings (Top Searches This Month)",
        querystring: shortListQuery,
        response: { 200: z.array(listingSummarySchema), ...errorResponses },
      },
    },
    (request) => service.listMostSearched(deps, request.query.size),
  );

  app.get(
    "/listings/:id",
    {
      schema: {
        tags,
        summary: "One published listing",
        params: z.object({ id: idParam("id") }),
        response: { 200: listingSchema, ...errorResponses },
      },
    },
    (request) => service.getPublishedListing(deps, request.params.id),
  );

  app.get(
    "/listings/author/:authorId",
    {
      schema: {
        tags,
        summary:
          "Listings of one author: every status with its moderation state for the author or an Administrator, published ones for anyone else",
        params: z.object({ authorId: uuidParam("authorId") }),
        querystring: pageQuerySchema,
        response: { 200: ownerListingPageSchema, ...errorResponses },
      },
    },
    (request) => writeService.listAuthorListings(deps, request.viewer, request.params.authorId, request.query),
  );

  app.get(
    "/listings/type/:type",
    {
      schema: {
        tags,
        summary: "Published listings of one type: college, school or tutorial",
        params: z.object({ type: listingTypeParamSchema }),
        querystring: pageQuerySchema,
        response: { 200: listingPage, ...errorResponses },
      },
    },
    (request) => service.listPublishedListings(deps, { type: request.params.type }, request.query),
  );

  app.get(
    "/listings/type/:type/popular",
    {
      schema: {
        tags,
        summary: "A landing section's selection of one type: the most searched, one city after another",
        params: z.object({ type: listingTypeParamSchema }),
        querystring: shortListQuery,
        response: { 200: z.array(listingSummarySchema), ...errorResponses },
      },
    },
    (request) => service.listPopularOfType(deps, request.params.type, request.query.size),
  );

  const lookupList = { 200: z.array(lookupSchema), ...errorResponses };
  app.get("/listingType", { schema: { tags: ["lookups"], response: lookupList } }, () =>
    service.listLookups(deps, "LISTING_TYPE"),
  );
  app.get("/eventType", { schema: { tags: ["lookups"], response: lookupList } }, () =>
    service.listLookups(deps, "EVENT_TYPE"),
  );
  app.get("/eventAccessibility", { schema: { tags: ["lookups"], response: lookupList } }, () =>
    service.listLookups(deps, "EVENT_ACCESSIBILITY"),
  );
};
