/** Browser redirects: /authorize, the upstream provider's return to /login/callback, and /v2/logout. */
import { oauthErrorSchema } from "@lwl/contracts/identity";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { IdentityDeps } from "../deps.ts";
import { authorizeQuerySchema, logoutQuerySchema, logoutRedirect, startAuthorization } from "./authorize-service.ts";
import { completeUpstreamSignIn, upstreamCallbackQuerySchema } from "./upstream-sign-in-service.ts";

const tags = ["identity"];
const redirectOrError = {
  302: z.null().describe("Redirect (Location header)"),
  400: oauthErrorSchema,
  401: oauthErrorSchema,
};

export const authorizeRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.get(
    "/authorize",
    {
      schema: {
        tags,
        summary: "Start a browser sign-in (connection=google-oauth2): code flow with PKCE, or token id_token",
        querystring: authorizeQuerySchema,
        response: redirectOrError,
      },
    },
    async (request, reply) => reply.redirect(await startAuthorization(deps, request.query), 302),
  );

  app.get(
    "/login/callback",
    {
      schema: {
        tags,
        summary: "Return from the upstream (Google) provider; continues to the client's redirect_uri",
        querystring: upstreamCallbackQuerySchema,
        response: redirectOrError,
      },
    },
    async (request, reply) => reply.redirect(await completeUpstreamSignIn(deps, request.query), 302),
  );

  app.get(
    "/v2/logout",
    {
      schema: {
        tags,
        summary: "End the browser sign-in and return to a page of this site (returnTo)",
        querystring: logoutQuerySchema,
        response: redirectOrError,
      },
    },
    // Sessions are tokens held by the app, so there is nothing to clear here; the app revokes its
    // refresh token with POST /oauth/revoke and drops the rest.
    async (request, reply) => reply.redirect(logoutRedirect(deps, request.query.returnTo), 302),
  );
};
