import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import * as service from "./calendar-service.ts";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

function sendCalendar(reply: FastifyReply, file: service.IcsFile) {
  // Calendar apps poll subscribed feeds; five minutes of caching spares the database.
  return reply
    .type(CALENDAR_TYPE)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "public, max-age=300")
    .send(file.body);
}

const calendarSchema = (summary: string) => ({
  tags: ["events"],
  summary,
  produces: ["text/calendar"],
  response: { 200: z.string().describe("iCalendar (RFC 5545)"), ...errorResponses },
});

/**
 * iCalendar files of events (docs/product.md section 7): one event to add, and a listing's feed to
 * subscribe to. The ".ics" suffix is part of the route (find-my-way matches "/events/:id.ics" as a
 * parameter followed by a static suffix), so "/events/:id" still answers JSON.
 */
export const eventCalendarRoutes: FastifyPluginAsyncZod<{ deps: service.CalendarDeps }> = async (app, { deps }) => {
  app.get(
    "/events/:id.ics",
    {
      schema: {
        ...calendarSchema("One published event as an iCalendar file"),
        params: z.object({ id: idParam("id") }),
      },
    },
    async (request, reply) => sendCalendar(reply, await service.eventCalendar(deps, request.params.id)),
  );

  app.get(
    "/events/listing/:listingId.ics",
    {
      schema: {
        ...calendarSchema("Calendar feed of a published listing's events: upcoming and the last 90 days"),
        params: z.object({ listingId: idParam("listingId") }),
      },
    },
    async (request, reply) => sendCalendar(reply, await service.listingCalendar(deps, request.params.listingId)),
  );
};
