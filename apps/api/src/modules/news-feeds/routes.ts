import { categoryParamsSchema } from "@lwl/contracts/blogs";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../plugins/openapi.ts";
import * as service from "./service.ts";

const RSS_TYPE = "application/rss+xml; charset=utf-8";

function sendFeed(reply: FastifyReply, xml: string) {
  // Feed readers poll; five minutes of caching spares the database without hiding news for long.
  return reply.type(RSS_TYPE).header("cache-control", "public, max-age=300").send(xml);
}

const feedSchema = (summary: string) => ({
  tags: ["news"],
  summary,
  produces: ["application/rss+xml"],
  response: { 200: z.string().describe("RSS 2.0"), ...errorResponses },
});

/**
 * RSS 2.0 feeds of the news, at the site's root next to the pages they mirror: /news/rss.xml and
 * /news/{category}/rss.xml. Server routes, so the web app's fallback never answers them.
 */
export const newsFeedsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.NewsFeedsDeps = { db: app.db, publicUrl: app.config.publicUrl, now: app.clock };

  app.get(
    "/news/rss.xml",
    { schema: feedSchema("RSS 2.0 feed of the newest published news") },
    async (_request, reply) => sendFeed(reply, await service.newsFeed(deps)),
  );

  app.get(
    "/news/:name/rss.xml",
    { schema: { ...feedSchema("RSS 2.0 feed of one category's newest published news"), params: categoryParamsSchema } },
    async (request, reply) => sendFeed(reply, await service.categoryFeed(deps, request.params.name)),
  );
};
