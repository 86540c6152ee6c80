import {
  enquiryReceiptSchema,
  enquiryReplyWriteSchema,
  enquiryWriteSchema,
  inboxEnquirySchema,
  inboxPageSchema,
  inboxQuerySchema,
  myEnquiryPageSchema,
  unreadCountSchema,
} from "@lwl/contracts/enquiries";
import { apiErrorSchema } from "@lwl/contracts/errors";
import { pageQuerySchema } from "@lwl/contracts/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { idParam } from "../../plugins/params.ts";
import { inBackground } from "../../shared/background-work.ts";
import * as inbox from "./inbox-service.ts";
import * as mine from "./mine-service.ts";
import * as service from "./service.ts";

const tags = ["enquiries"];
const params = z.object({ id: idParam("id") });
const writeErrorResponses = {
  ...errorResponses,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** How often the enquiries past their retention are deleted: a delete of nothing most hours. */
export const RETENTION_ROUND_MS = 60 * 60_000;

/** Enquiries to listings' owners (issue 27 items 4 and 5; packages/contracts/src/enquiries.ts), registered under /api. */
export const enquiriesModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.EnquiriesDeps = {
    db: app.db,
    now: app.clock,
    mailer: app.mailer,
    log: app.log,
    siteEmail: app.config.mail.siteEmail,
    publicUrl: app.config.publicUrl,
  };

  app.post(
    "/listings/:id/enquiries",
    {
      schema: {
        tags,
        summary:
          "Ask a published listing about admission or a demo class: e-mailed to its owner (or the site's address) and a copy to you",
        params,
        body: enquiryWriteSchema,
        response: { 201: enquiryReceiptSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.sendEnquiry(deps, request.viewer ?? null, request.ip, request.params.id, request.body)),
  );

  app.get(
    "/enquiries/inbox",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary:
          "Enquiries to your listings, newest first, with the unread count (owners; administrators also get those to listings nobody owns)",
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema, ...writeErrorResponses },
      },
    },
    (request) => inbox.listInbox(deps, viewerOf(request), request.query),
  );

  app.get(
    "/enquiries/inbox/unread",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "How many enquiries in your inbox you have not opened",
        response: { 200: unreadCountSchema, ...writeErrorResponses },
      },
    },
    (request) => inbox.countUnread(deps, viewerOf(request)),
  );

  app.get(
    "/enquiries/inbox/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "One enquiry to your listing with the enquirer's contact details; opening it marks it read",
        params,
        response: { 200: inboxEnquirySchema, ...writeErrorResponses },
      },
    },
    (request) => inbox.openEnquiry(deps, viewerOf(request), request.params.id),
  );

  app.post(
    "/enquiries/inbox/:id/replies",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Reply to an enquiry to your listing: e-mailed to the enquirer, the enquiry becomes REPLIED",
        params,
        body: enquiryReplyWriteSchema,
        response: { 201: inboxEnquirySchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inbox.replyToEnquiry(deps, viewerOf(request), request.params.id, request.body)),
  );

  app.post(
    "/enquiries/inbox/:id/close",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Close an enquiry to your listing: it takes no more replies",
        params,
        response: { 200: inboxEnquirySchema, ...writeErrorResponses },
      },
    },
    (request) => inbox.closeEnquiry(deps, viewerOf(request), request.params.id),
  );

  app.get(
    "/enquiries/mine",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "The enquiries you sent while signed in, with the answers",
        querystring: pageQuerySchema,
        response: { 200: myEnquiryPageSchema, ...writeErrorResponses },
      },
    },
    (request) => mine.listMine(deps, viewerOf(request), request.query),
  );

  app.delete(
    "/enquiries/mine/:id",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Delete an enquiry you sent: the listing's owner no longer sees it",
        params,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await mine.deleteMine(deps, viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Retention: every instance deletes the expired enquiries each hour (a delete is safe to repeat);
  // a failed round is logged by inBackground and the next one tries again. Stopped when the app closes.
  let round: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const work = service.deleteExpired(deps);
    inBackground(app.db, "enquiries: deleting those past their retention", work);
    round = work.catch(() => undefined);
  }, RETENTION_ROUND_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await round;
  });
};
