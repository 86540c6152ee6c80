import rateLimit from "@fastify/rate-limit";
import { contactMessageSchema, contactReceiptSchema } from "@lwl/contracts/contact";
import { apiErrorSchema } from "@lwl/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../plugins/openapi.ts";
import { receiveContactMessage } from "./service.ts";

/** The contact form's endpoint, mounted at /api/contact. */
export const contactModule: FastifyPluginAsyncZod = async (app) => {
  // A contact form is a spam target: a few messages per address and hour is plenty for a person.
  await app.register(rateLimit, {
    max: 5,
    timeWindow: "1 hour",
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many messages from your address. Please try again in ${Math.ceil(context.ttl / 60000)} minutes.`,
    }),
  });
  app.post(
    "/",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message to the site's team",
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema, 429: apiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await receiveContactMessage(
        { db: app.db, mailer: app.mailer, siteEmail: app.config.mail.siteEmail, log: request.log },
        request.body,
      );
      return reply
        .status(201)
        .send({ id, message: "Thank you! Your message has been sent. We will get back to you soon." });
    },
  );
};
