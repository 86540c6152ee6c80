/** The database connection's account endpoints: sign-up, reset e-mail, reset with the ticket. */

import rateLimit from "@fastify/rate-limit";
import {
  changePasswordEmailRequestSchema,
  OAUTH_ERRORS,
  RESET_EMAIL_SENT_TEXT,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from "@lwl/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { resetPassword, sendPasswordResetEmail, signUp } from "./account-service.ts";
import { assertKnownClient } from "./clients.ts";
import type { IdentityContext } from "./context.ts";
import { OAuthError } from "./oauth-error.ts";
import { oauthErrors } from "./token-routes.ts";

const tags = ["identity"];
/**
 * Per client address and server instance, on top of the per-account limits kept in the database:
 * enough for a family behind one router, too few for a script creating accounts or sending mail.
 */
export const ACCOUNT_ENDPOINT_LIMIT = { max: 30, timeWindow: 15 * 60_000 };

export async function registerAccountRoutes(app: FastifyInstance, ctx: IdentityContext) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      return new OAuthError(
        429,
        OAUTH_ERRORS.tooManyAttempts,
        `Too many requests from your address. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
      );
    },
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: ACCOUNT_ENDPOINT_LIMIT };

  typed.post(
    "/dbconnections/signup",
    {
      config,
      schema: {
        tags,
        summary: "Create an account with e-mail and password; sends the verification e-mail",
        body: signupRequestSchema,
        response: { 200: signupResponseSchema, ...oauthErrors },
      },
    },
    async (request) => {
      assertKnownClient(ctx.config, request.body.client_id);
      return signUp(ctx, request.body);
    },
  );

  typed.post(
    "/dbconnections/change_password",
    {
      config,
      schema: {
        tags,
        summary: "E-mail a password reset link; the same answer whether or not the address has an account",
        body: changePasswordEmailRequestSchema,
        response: { 200: z.string(), ...oauthErrors },
      },
    },
    async (request, reply) => {
      assertKnownClient(ctx.config, request.body.client_id);
      await sendPasswordResetEmail(ctx, request.body);
      return reply.type("text/plain; charset=utf-8").serializer(String).send(RESET_EMAIL_SENT_TEXT);
    },
  );

  typed.post(
    "/reset_password",
    {
      config,
      schema: {
        tags,
        summary: "Set a new password with the ticket of the e-mailed link; signs out every session",
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, ...oauthErrors },
      },
    },
    async (request) => {
      assertKnownClient(ctx.config, request.body.client_id);
      await resetPassword(ctx, request.body.ticket, request.body.new_password);
      return { message: "Your password has been changed. You can now sign in with your new password." };
    },
  );
}
