/** The user service (docs/product.md section 7), mounted at /api/users. */
import { apiErrorSchema } from "@lwl/contracts/errors";
import {
  changePasswordRequestSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userMessageSchema,
  userProfileSchema,
  verifyEmailConfirmRequestSchema,
  verifyEmailConfirmResponseSchema,
} from "@lwl/contracts/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSelfOrAdmin, requireSignedIn, viewerOf } from "../../plugins/auth-guards.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { uuidParam } from "../../plugins/params.ts";
import * as service from "./service.ts";

const tags = ["users"];
const guarded = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const userParams = z.object({ userId: uuidParam("userId") });

export const usersModule: FastifyPluginAsyncZod = async (app) => {
  const deps: service.UsersDeps = {
    db: app.db,
    now: app.clock,
    publicUrl: app.config.publicUrl,
    mailer: app.mailer,
    passwords: app.passwords,
    viewers: app.viewers,
    auth: app.config.auth,
  };
  // Every 429 says when to try again.

  app.post(
    "/change-password",
    {
      onRequest: [requireSignedIn],
      schema: {
        tags,
        summary: "Change the signed-in user's password (additionalProp1..3 or old/new/confirmPassword)",
        body: changePasswordRequestSchema,
        response: { 200: userMessageSchema, ...guarded },
      },
    },
    async (request) => {
      await service.changePassword(deps, viewerOf(request).userId, request.body, request.ip);
      return { message: "Your password has been changed. Other devices have been signed out." };
    },
  );

  app.post(
    "/verify-email/confirm",
    {
      schema: {
        tags,
        summary: "Confirm an e-mail address with the token of the e-mailed /verify link",
        body: verifyEmailConfirmRequestSchema,
        response: { 200: verifyEmailConfirmResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = await service.confirmVerification(deps, request.body.token);
      return { message: "Thank you! Your e-mail address is verified.", userId, emailVerified: true as const };
    },
  );

  app.get(
    "/:userId",
    {
      onRequest: [requireSignedIn],
      preHandler: [requireSelfOrAdmin((request) => request.params.userId)],
      schema: {
        tags,
        summary: "A user's profile: one's own, or anyone's for an Administrator",
        params: userParams,
        response: { 200: userProfileSchema, ...guarded },
      },
    },
    (request) => service.getUser(deps, request.params.userId),
  );

  app.patch(
    "/:userId",
    {
      onRequest: [requireSignedIn],
      preHandler: [requireSelfOrAdmin((request) => request.params.userId)],
      schema: {
        tags,
        summary: "Update pictureUrl, fullName or mobile; answers the updated fields",
        params: userParams,
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, ...guarded },
      },
    },
    (request) => service.updateProfile(deps, request.params.userId, request.body),
  );

  app.post(
    "/:userId/verify-email",
    {
      onRequest: [requireSignedIn],
      preHandler: [requireSelfOrAdmin((request) => request.params.userId)],
      schema: {
        tags,
        summary: "E-mail the verification link (again) to the user's address",
        params: userParams,
        response: { 200: userMessageSchema, ...guarded },
      },
    },
    async (request) => ({ message: await service.sendVerification(deps, request.params.userId) }),
  );
};
