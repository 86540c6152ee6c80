/** The database connection's account endpoints: sign-up, reset e-mail, reset with the ticket. */
import {
  changePasswordEmailRequestSchema,
  OAUTH_ERRORS,
  RESET_EMAIL_SENT_TEXT,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from "@lwl/contracts/identity";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import * as rateLimits from "../../rate-limits/service.ts";
import { assertKnownClient } from "../clients.ts";
import type { IdentityDeps } from "../deps.ts";
import { OAuthError, oauthErrorResponses } from "../oauth-error.ts";
import { resetPassword, sendPasswordResetEmail } from "./password-service.ts";
import { signUp } from "./service.ts";

const tags = ["identity"];
/**
 * Per client address, on top of the per-account limits: enough for a family behind one router, too few
 * for a script creating accounts or sending mail. Counted in the database, so it holds across instances.
 */
export const ACCOUNT_ENDPOINT_LIMIT: rateLimits.RateLimit = { bucket: "identity-accounts", max: 30, windowMinutes: 15 };

/**
 * An onRequest hook that counts the request against ACCOUNT_ENDPOINT_LIMIT, or refuses it with a 429
 * in the identity endpoints' error shape. Every request counts, valid or not, before its body is read.
 */
export function limitAccountRequests(deps: Pick<IdentityDeps, "db" | "now">) {
  return async (request: FastifyRequest): Promise<void> => {
    const admission = await rateLimits.admitHit(deps, ACCOUNT_ENDPOINT_LIMIT, request.ip);
    if (admission.admitted) return;
    const wait = rateLimits.minutesToWait(admission.retryAfterSeconds);
    throw new OAuthError(
      429,
      OAUTH_ERRORS.tooManyAttempts,
      `Too many requests from your address. Please try again in ${wait}.`,
      admission.retryAfterSeconds,
    );
  };
}

export const accountRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", limitAccountRequests(deps));

  app.post(
    "/dbconnections/signup",
    {
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
