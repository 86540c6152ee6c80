import { contactMessageSchema, contactReceiptSchema } from "@lwl/contracts/contact";
import { apiErrorSchema } from "@lwl/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireJson } from "../../plugins/json-only.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import * as service from "./service.ts";

const jsonOnly = requireJson("The contact form accepts JSON only: send Content-Type: application/json.");

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
      onRequest: jsonOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await service.receiveContactMessage(deps, request.body, request.ip)),
  );
};
