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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertKnownClient } from "../clients.ts";
import type { IdentityDeps } from "../deps.ts";
import { OAuthError, oauthErrorResponses } from "../oauth-error.ts";
import { resetPassword, sendPasswordResetEmail } from "./password-service.ts";
import { signUp } from "./service.ts";

const tags = ["identity"];
/**
 * Per client address and server instance, on top of the per-account limits kept in the database:
 * enough for a family behind one router, too few for a script creating accounts or sending mail.
 */
export const ACCOUNT_ENDPOINT_LIMIT = { max: 30, timeWindow: 15 * 60_000 };

/** The limit's refusal, in the identity endpoints' error shape. */
export function accountRateLimitError(_request: unknown, context: { ttl: number }): OAuthError {
  const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
  return new OAuthError(
    429,
    OAUTH_ERRORS.tooManyAttempts,
    `Too many requests from your address. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  );
}

export const accountRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  await app.register(rateLimit, { global: false, errorResponseBuilder: accountRateLimitError });
  const config = { rateLimit: ACCOUNT_ENDPOINT_LIMIT };

  app.post(
    "/dbconnections/signup",
    {
      config,
      schema: {
        tags,
        summary: "Create an account with e-mail and password; sends the verification e-mail",
        body: signupRequestSchema,
        response: { 200: signupResponseSchema, ...oauthErrorResponses },
      },
    },
    async (request) => {
      assertKnownClient(deps, request.body.client_id);
      return signUp(deps, request.body);
    },
  );

  app.post(
    "/dbconnections/change_password",
    {
      config,
      schema: {
        tags,
        summary: "E-mail a password reset link; the same answer whether or not the address has an account",
        body: changePasswordEmailRequestSchema,
        response: { 200: z.string(), ...oauthErrorResponses },
      },
    },
    async (request, reply) => {
      assertKnownClient(deps, request.body.client_id);
      await sendPasswordResetEmail(deps, request.body);
      return reply.type("text/plain; charset=utf-8").serializer(String).send(RESET_EMAIL_SENT_TEXT);
    },
  );

  app.post(
    "/reset_password",
    {
      config,
      schema: {
        tags,
        summary: "Set a new password with the ticket of the e-mailed link; signs out every session",
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, ...oauthErrorResponses },
      },
    },
    async (request) => {
      assertKnownClient(deps, request.body.client_id);
      await resetPassword(deps, request.body.ticket, request.body.new_password);
      return { message: "Your password has been changed. You can now sign in with your new password." };
    },
  );
};
