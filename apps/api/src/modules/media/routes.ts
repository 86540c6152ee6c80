import fastifyMultipart from "@fastify/multipart";
import { apiErrorSchema } from "@lwl/contracts/errors";
import {
  DOCUMENT_UPLOAD_LIMITS,
  IMAGE_UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadedDocumentSchema,
  uploadedImageSchema,
} from "@lwl/contracts/media";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { createImageWork, IMAGE_JOBS_AT_ONCE } from "./image-work.ts";
import { receiveFile, refuseDeclaredOversize } from "./received-file.ts";
import { sendDocument, sendImage } from "./replies.ts";
import * as service from "./service.ts";
import { createUploadStorage } from "./storage.ts";

const tags = ["media"];
const refusals = {
  ...errorResponses,
  401: apiErrorSchema,
  403: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Uploads (issue 10 "Images"), mounted at the root: POST /api/media, the documents under
 * /api/media/documents, and the images' variants at /media/uploads/ (the rest of /media/ is the
 * demo's files, served by plugins/static.ts).
 */
export const mediaModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.MediaDeps = {
    db: app.db,
    now: app.clock,
    storage: createUploadStorage(app.config),
    log: app.log,
    // One queue for the server: the routes are registered once per process.
    imageWork: createImageWork(IMAGE_JOBS_AT_ONCE),
  };
  // Only these routes read multipart bodies; the file limits are set per route in receiveFile.
  await app.register(fastifyMultipart);

  app.post(
    "/api/media",
    {
      schema: {
        tags,
        summary: "Upload an image (JPEG, PNG or WebP, at most 5 MB and 40 megapixels) as WebP variants",
        description:
          'multipart/form-data with the image in the field "file". ListingOwner or Administrator. At most 16,000 pixels wide or tall, one side at most 20 times the other.',
        response: { 201: uploadedImageSchema, ...refusals },
      },
      onRequest: [
        requireRole("ListingOwner"),
        refuseDeclaredOversize(IMAGE_UPLOAD_LIMITS.maxBytes, UPLOAD_MESSAGES.imageTooLarge),
      ],
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.uploadImage(
            deps,
            viewerOf(request),
            await receiveFile(request, IMAGE_UPLOAD_LIMITS.maxBytes, UPLOAD_MESSAGES.imageTooLarge),
          ),
        ),
  );

  app.post(
    "/api/media/documents",
    {
      schema: {
        tags,
        summary: "Upload a private document for a claim (PDF, JPEG, PNG or WebP, at most 10 MB)",
        description:
          'multipart/form-data with the document in the field "file". Any signed-in user. An image has the limits of POST /api/media but 10 MB.',
        response: { 201: uploadedDocumentSchema, ...refusals },
      },
      onRequest: [
        requireSignedIn,
        refuseDeclaredOversize(DOCUMENT_UPLOAD_LIMITS.maxBytes, UPLOAD_MESSAGES.documentTooLarge),
      ],
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.uploadDocument(
            deps,
            viewerOf(request),
            await receiveFile(request, DOCUMENT_UPLOAD_LIMITS.maxBytes, UPLOAD_MESSAGES.documentTooLarge),
          ),
        ),
  );

  app.get(
    "/api/media/documents/:id",
    {
      schema: {
        tags,
        summary: "A claim document, for its uploader and administrators only (never cached)",
        params: z.object({ id: z.string() }),
        response: refusals,
      },
      onRequest: requireSignedIn,
    },
    async (request, reply) =>
      sendDocument(reply, await service.openDocument(deps, viewerOf(request), request.params.id)),
  );

  app.get(
    "/media/uploads/:name",
    {
      schema: {
        tags,
        summary: "An uploaded image's variant (public; the URL never changes meaning, so it is cached for a year)",
        params: z.object({ name: z.string() }),
        response: errorResponses,
      },
    },
    async (request, reply) => sendImage(reply, await service.openImage(deps, request.params.name)),
  );
};
