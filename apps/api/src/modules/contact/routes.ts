import { contactMessageSchema, contactReceiptSchema } from "@lwl/contracts/contact";
import { apiErrorSchema } from "@lwl/contracts/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../plugins/openapi.ts";
import { unsupportedMediaType } from "../../shared/http-error.ts";
import * as service from "./service.ts";

/**
 * JSON only: the app also parses form bodies (for the OAuth token endpoint), and a form is what any
 * other site can post here without the browser asking first. Checked before the body is read.
 */
async function requireJson(request: FastifyRequest) {
  const type = String(request.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (type !== "application/json") {
    throw unsupportedMediaType("The contact form accepts JSON only: send Content-Type: application/json.");
  }
}

/** The contact form's endpoint, mounted at /api/contact. */
export const contactModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ContactDeps = {
    db: app.db,
    now: app.clock,
    mailer: app.mailer,
    siteEmail: app.config.mail.siteEmail,
    log: app.log,
  };

  app.post(
    "/",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message to the site's team (at most 5 accepted per client address and hour)",
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema, 415: apiErrorSchema, 429: apiErrorSchema, ...errorResponses },
      },
      onRequest: requireJson,
    },
    async (request, reply) =>
      reply.status(201).send(await service.receiveContactMessage(deps, request.body, request.ip)),
  );
};
