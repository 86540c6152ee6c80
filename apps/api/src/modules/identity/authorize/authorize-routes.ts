/** Browser redirects: /authorize, the upstream provider's return to /login/callback, and /v2/logout. */
import { oauthErrorSchema } from "@lwl/contracts/identity";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { IdentityDeps } from "../deps.ts";
import { endBrowserSession } from "../hosted-login/browser-session.ts";
import { readBrowserCookies } from "../hosted-login/cookies.ts";
import { escapeHtml } from "../hosted-login/login-page.ts";
import { authorizeQuerySchema, logoutQuerySchema, logoutRedirect, startAuthorization } from "./authorize-service.ts";
import { completeUpstreamSignIn, upstreamCallbackQuerySchema } from "./upstream-sign-in-service.ts";

const tags = ["identity"];

/**
 * The web_message answer: a page for the client's hidden iframe whose script (a file: the CSP allows
 * no inline script) posts the answer to the framing page, which only the client's origin may be.
 */
function sendWebMessage(reply: FastifyReply, targetOrigin: string, response: Record<string, string>) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title><script src="/auth/login/web-message.js" data-origin="${escapeHtml(targetOrigin)}" data-response="${escapeHtml(JSON.stringify(response))}"></script></head><body></body></html>`;
  reply.removeHeader("x-frame-options");
  reply.header(
    "content-security-policy",
    `default-src 'none'; script-src 'self'; frame-ancestors ${targetOrigin}; base-uri 'none'`,
  );
  return reply.type("text/html; charset=utf-8").serializer(String).send(html);
}
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
        summary:
          "Start a browser sign-in: the hosted login page (or silently, with its session) or connection=google-oauth2; code flow with PKCE, or token id_token",
        querystring: authorizeQuerySchema,
        response: { ...redirectOrError, 200: z.string().describe("web_message answer page") },
      },
    },
    async (request, reply) => {
      const answer = await startAuthorization(deps, request.query, readBrowserCookies(request.headers.cookie));
      reply.header("cache-control", "no-store");
      if (answer.kind === "web_message") return sendWebMessage(reply, answer.targetOrigin, answer.response);
      if (answer.cookies.length > 0) reply.header("set-cookie", answer.cookies);
      return reply.redirect(answer.location, 302);
    },
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
    async (request, reply) => {
      const { location, cookies } = await completeUpstreamSignIn(deps, request.query);
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.redirect(location, 302);
    },
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
    // Ends the hosted login page's browser session; the app revokes its refresh token with
    // POST /oauth/revoke and drops the rest.
    async (request, reply) => {
      const location = logoutRedirect(deps, request.query.returnTo);
      const cleared = await endBrowserSession(deps, readBrowserCookies(request.headers.cookie).session);
      return reply.header("set-cookie", cleared).redirect(location, 302);
    },
  );
};
