/** Browser redirects: /authorize, the upstream provider's return to /login/callback, and /v2/logout. */
import { oauthErrorSchema } from "@lwl/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorizeQuerySchema, startAuthorization } from "./authorize-service.ts";
import { isAllowedReturnTo } from "./clients.ts";
import type { IdentityContext } from "./context.ts";
import { invalidRequest } from "./oauth-error.ts";
import type { UpstreamProvider } from "./upstream-provider.ts";
import { completeUpstreamSignIn, upstreamCallbackQuerySchema } from "./upstream-sign-in-service.ts";

const tags = ["identity"];
const redirectOrError = {
  302: z.null().describe("Redirect (Location header)"),
  400: oauthErrorSchema,
  401: oauthErrorSchema,
};

export function registerAuthorizeRoutes(app: FastifyInstance, ctx: IdentityContext, upstream: UpstreamProvider | null) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/authorize",
    {
      schema: {
        tags,
        summary: "Start a browser sign-in (connection=google-oauth2): code flow with PKCE, or token id_token",
        querystring: authorizeQuerySchema,
        response: redirectOrError,
      },
    },
    async (request, reply) => reply.redirect(await startAuthorization(ctx, upstream, request.query), 302),
  );

  typed.get(
    "/login/callback",
    {
      schema: {
        tags,
        summary: "Return from the upstream (Google) provider; continues to the client's redirect_uri",
        querystring: upstreamCallbackQuerySchema,
        response: redirectOrError,
      },
    },
    async (request, reply) => reply.redirect(await completeUpstreamSignIn(ctx, upstream, request.query), 302),
  );

  typed.get(
    "/v2/logout",
    {
      schema: {
        tags,
        summary: "End the browser sign-in and return to a page of this site (returnTo)",
        querystring: z.object({ returnTo: z.string().optional(), client_id: z.string().optional() }),
        response: redirectOrError,
      },
    },
    async (request, reply) => {
      // Sessions are tokens held by the app, so there is nothing to clear here; the app revokes its
      // refresh token with POST /oauth/revoke and drops the rest.
      const returnTo = request.query.returnTo ?? `${ctx.config.publicUrl}/`;
      if (!isAllowedReturnTo(ctx.config, returnTo)) throw invalidRequest(`returnTo is not an allowed URL: ${returnTo}`);
      return reply.redirect(returnTo, 302);
    },
  );
}
