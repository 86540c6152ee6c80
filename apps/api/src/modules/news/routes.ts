import {
  blogArticleSchema,
  blogPageSchema,
  blogSummarySchema,
  categoryParamsSchema,
  newsCategorySchema,
  tagParamsSchema,
} from "@lwl/contracts/blogs";
import { pageQuerySchema } from "@lwl/contracts/paging";
import { ownerPostPageSchema } from "@lwl/contracts/post-writes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam, uuidParam } from "../../plugins/params.ts";
import { postWriteRoutes } from "./post-write-routes.ts";
import * as postWrites from "./post-write-service.ts";
import * as service from "./service.ts";

const countParam = z.coerce
  .number({ error: "n must be a whole number" })
  .int({ error: "n must be a whole number" })
  .min(1, { error: "n must be at least 1" })
  .max(50, { error: "n must be at most 50" });

const pagedList = (summary: string) => ({
  tags: ["news"],
  summary,
  querystring: pageQuerySchema,
  response: { 200: blogPageSchema, ...errorResponses },
});

/** News service (docs/product.md section 7.5), mounted at /api/blogs. */
export const newsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.NewsDeps = { db: app.db, publicUrl: app.config.publicUrl, now: app.clock };
  await app.register(postWriteRoutes, { deps });

  app.get(
    "/top/:n",
    {
      schema: {
        tags: ["news"],
        summary: "Top published news: featured and breaking first, then newest (the landing page asks for 10)",
        params: z.object({ n: countParam }),
        response: { 200: z.array(blogSummarySchema), ...errorResponses },
      },
    },
    (request) => service.listTopNews(deps, request.params.n),
  );

  app.get("/published", { schema: pagedList("Published posts, newest first") }, (request) =>
    service.listPublished(deps, "published", request.query),
  );
  app.get("/featured", { schema: pagedList("Featured published posts, newest first") }, (request) =>
    service.listPublished(deps, "featured", request.query),
  );
  app.get("/sponsored", { schema: pagedList("Sponsored published posts, newest first") }, (request) =>
    service.listPublished(deps, "sponsored", request.query),
  );
  app.get("/breaking-news", { schema: pagedList("Breaking published posts, newest first") }, (request) =>
    service.listPublished(deps, "breaking", request.query),
  );

  app.get(
    "/categories",
    {
      schema: {
        tags: ["news"],
        summary: "News categories in editorial order, with their number of published posts",
        response: { 200: z.array(newsCategorySchema), ...errorResponses },
      },
    },
    () => service.listCategories(deps),
  );

  app.get(
    "/category/:name",
    {
      schema: {
        ...pagedList("Published posts of a category (any letter case), newest first"),
        params: categoryParamsSchema,
      },
    },
    (request) => service.listCategoryPosts(deps, request.params.name, request.query),
  );

  app.get(
    "/tag/:tag",
    { schema: { ...pagedList("Published posts with a tag, newest first"), params: tagParamsSchema } },
    (request) => service.listTagPosts(deps, request.params.tag, request.query),
  );

  app.get(
    "/listing/:listingId",
    {
      schema: {
        ...pagedList("Published posts of a published listing, newest first"),
        params: z.object({ listingId: idParam("listingId") }),
      },
    },
    (request) => service.listListingPosts(deps, request.params.listingId, request.query),
  );

  app.get(
    "/author/:id",
    {
      schema: {
        ...pagedList(
          "An author's posts by last update, newest first: published ones for visitors, every status for the author or an administrator",
        ),
        params: z.object({ id: uuidParam("id") }),
        response: { 200: ownerPostPageSchema, ...errorResponses },
      },
    },
    async ({ params, query, viewer }) =>
      postWrites.withAuthorModerationState(
        deps,
        viewer,
        params.id,
        await service.listAuthorPosts(deps, params.id, query, viewer),
      ),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["news"],
        summary:
          "One article with its reading time, listing and related posts (the author or an administrator also see it unpublished)",
        params: z.object({ id: idParam("id") }),
        response: { 200: blogArticleSchema, ...errorResponses },
      },
    },
    (request) => service.getArticle(deps, request.params.id, request.viewer),
  );
};
