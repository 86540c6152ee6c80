import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../plugins/openapi.ts";
import { notFound } from "../../shared/http-error.ts";
import * as service from "./service.ts";

const XML_TYPE = "application/xml; charset=utf-8";
// Crawlers come back daily at most; an hour spares the database and keeps new content close.
const CACHE = "public, max-age=3600";

/**
 * /sitemap.xml (an index), /sitemaps/{kind}.xml and /robots.txt, at the site's root where crawlers
 * look: server routes, so the web app's fallback never answers them.
 */
export const sitemapsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.SitemapsDeps = {
    db: app.db,
    publicUrl: app.config.publicUrl,
    maxUrlsPerFile: service.MAX_URLS_PER_SITEMAP,
  };

  app.get(
    "/sitemap.xml",
    { schema: { tags: ["sitemaps"], summary: "Sitemap index (sitemaps.org 0.9)", response: { 200: z.string() } } },
    async (_request, reply) =>
      reply
        .type(XML_TYPE)
        .header("cache-control", CACHE)
        .send(await service.sitemapIndex(deps)),
  );

  app.get(
    "/sitemaps/:file",
    {
      schema: {
        tags: ["sitemaps"],
        summary: "One sitemap of the index: colleges, schools, tutorials, events, news or pages",
        params: z.object({ file: z.string().max(40) }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const xml = await service.sitemapFile(deps, request.params.file);
      if (xml === null) throw notFound("Route", `GET /sitemaps/${request.params.file}`);
      return reply.type(XML_TYPE).header("cache-control", CACHE).send(xml);
    },
  );

  app.get(
    "/robots.txt",
    { schema: { tags: ["sitemaps"], summary: "Crawler rules, naming the sitemap", response: { 200: z.string() } } },
    async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", CACHE).send(service.robotsTxt(deps)),
  );
};
