import { eventSchema, eventSummarySchema } from "@lwl/contracts/events";
import { pageQuerySchema, pageSchema } from "@lwl/contracts/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import { eventCalendarRoutes } from "./calendar-routes.ts";
import * as service from "./service.ts";
import { eventWriteRoutes } from "./write-routes.ts";

const eventPage = pageSchema(eventSummarySchema);
const eventListQuery = pageQuerySchema.extend({
  when: z.enum(["upcoming", "past", "all"], { error: "when must be one of upcoming, past, all" }).default("all"),
});
const tags = ["events"];

/** Event reads of the listing service (docs/product.md section 7), mounted at /api. */
export const eventsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.EventsDeps = { db: app.db, now: app.clock };
  await app.register(eventWriteRoutes, { deps: { ...deps, publicUrl: app.config.publicUrl } });
  await app.register(eventCalendarRoutes, { deps: { ...deps, publicUrl: app.config.publicUrl } });

  app.get(
    "/events",
    {
      schema: {
        tags,
        summary: "Published events: upcoming first (soonest first), then past ones",
        querystring: eventListQuery,
        response: { 200: eventPage, ...errorResponses },
      },
    },
    (request) => service.listPublishedEvents(deps, request.query),
  );

  app.get(
    "/events/:id",
    {
      schema: {
        tags,
        summary: "One published event with its listing",
        params: z.object({ id: idParam("id") }),
        response: { 200: eventSchema, ...errorResponses },
      },
    },
    (request) => service.getPublishedEvent(deps, request.params.id),
  );

  app.get(
    "/events/listing/:listingId",
    {
      schema: {
        tags,
        summary: "Published events of one published listing",
        params: z.object({ listingId: idParam("listingId") }),
        querystring: eventListQuery,
        response: { 200: eventPage, ...errorResponses },
      },
    },
    (request) => service.listEventsOfListing(deps, request.params.listingId, request.query),
  );
};
