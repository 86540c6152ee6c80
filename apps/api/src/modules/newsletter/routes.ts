import { apiErrorSchema } from "@lwl/contracts/errors";
import {
  confirmResponseSchema,
  newsletterTokenQuerySchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  unsubscribeResponseSchema,
} from "@lwl/contracts/newsletter";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireJson } from "../../plugins/json-only.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import * as service from "./service.ts";

const jsonOnly = requireJson("Subscriptions accept JSON only: send Content-Type: application/json.");

/** The news newsletter, mounted at /api/blogs/subscriptions. */
export const newsletterModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.NewsletterDeps = {
    db: app.db,
    now: app.clock,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };

  app.post(
    "/",
    {
      schema: {
        tags: ["news"],
        summary:
          "Subscribe to the newsletter (double opt-in: a confirmation e-mail is sent; the answer is the same for a known address)",
        body: subscribeRequestSchema,
        response: { 202: subscribeResponseSchema, 415: apiErrorSchema, 429: apiErrorSchema, ...errorResponses },
      },
      onRequest: jsonOnly,
    },
    async (request, reply) => reply.status(202).send(await service.subscribe(deps, request.body, request.ip)),
  );

  app.get(
    "/confirm",
    {
      schema: {
        tags: ["news"],
        summary: "Confirm a subscription with the e-mailed token (404 unknown, 410 expired)",
        querystring: newsletterTokenQuerySchema,
        response: { 200: confirmResponseSchema, 410: apiErrorSchema, ...errorResponses },
      },
    },
    (request) => service.confirm(deps, request.query.token),
  );

  app.post(
    "/unsubscribe",
    {
      schema: {
        tags: ["news"],
        summary: "One-click unsubscribe (RFC 8058: mail programs POST List-Unsubscribe=One-Click here)",
        querystring: newsletterTokenQuerySchema,
        response: { 200: unsubscribeResponseSchema, ...errorResponses },
      },
    },
    (request) => service.unsubscribe(deps, request.query.token),
  );

  app.get(
    "/unsubscribe",
    {
      schema: {
        tags: ["news"],
        summary:
          "Opened in a browser: goes to the unsubscribe page, which asks for one click (a link scanner must not unsubscribe anyone)",
        querystring: newsletterTokenQuerySchema,
      },
    },
    (request, reply) => reply.redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );
};
