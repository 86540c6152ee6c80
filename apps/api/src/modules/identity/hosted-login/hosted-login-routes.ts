/** The hosted login page: GET /login (the screens), its form posts, its stylesheet and scripts. */
import { oauthErrorSchema } from "@lwl/contracts/identity";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limitAccountRequests } from "../accounts/account-routes.ts";
import type { IdentityDeps } from "../deps.ts";
import { readBrowserCookies } from "./cookies.ts";
import { LOGIN_STYLESHEET, WEB_MESSAGE_SCRIPT } from "./login-assets.ts";
import {
  continueWithGoogle,
  forgotFormSchema,
  type LoginAnswer,
  loginFormSchema,
  loginPageQuerySchema,
  showLoginPage,
  signupFormSchema,
  submitForgotPassword,
  submitLogin,
  submitSignup,
} from "./login-service.ts";

const tags = ["identity"];
const page = z.string().describe("The login page (HTML)");
// A refusal is the page with its message; a request that fails validation gets the OAuth error body.
const pageOrError = z.union([page, oauthErrorSchema]);
const pageResponses = {
  200: page,
  303: z.null().describe("Back to the client (Location header)"),
  400: pageOrError,
  401: pageOrError,
  403: pageOrError,
  429: pageOrError,
};

/**
 * The page allows its own stylesheet and form posts to this site, plus the client's origin, where a
 * successful form post is redirected (browsers apply form-action to that redirect). No script at all.
 */
export function sendLoginAnswer(reply: FastifyReply, answer: LoginAnswer) {
  reply.header("cache-control", "no-store");
  if (answer.kind === "redirect") {
    if (answer.cookies.length > 0) reply.header("set-cookie", answer.cookies);
    return reply.redirect(answer.location, 303);
  }
  const formAction = ["'self'", answer.clientOrigin].filter((source) => source !== null).join(" ");
  reply.header(
    "content-security-policy",
    `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  );
  if (answer.retryAfterSeconds) reply.header("retry-after", String(answer.retryAfterSeconds));
  return reply.status(answer.status).type("text/html; charset=utf-8").serializer(String).send(answer.html);
}

export const hostedLoginRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  const limited = [limitAccountRequests(deps)];

  app.get(
    "/login",
    {
      schema: {
        tags,
        summary: "The hosted login page of an /authorize request (state); screen=signup or forgot",
        querystring: loginPageQuerySchema,
        response: pageResponses,
      },
    },
    async (request, reply) =>
      sendLoginAnswer(reply, await showLoginPage(deps, request.query, readBrowserCookies(request.headers.cookie))),
  );

  app.post(
    "/login",
    {
      schema: {
        tags,
        summary: "Sign in on the hosted login page; back to the client with a code, and a browser session",
        body: loginFormSchema,
        response: pageResponses,
      },
    },
    async (request, reply) =>
      sendLoginAnswer(
        reply,
        await submitLogin(deps, request.body, readBrowserCookies(request.headers.cookie), request.ip),
      ),
  );

  app.post(
    "/login/signup",
    {
      onRequest: limited,
      schema: {
        tags,
        summary: "Create an account on the hosted login page and sign in",
        body: signupFormSchema,
        response: pageResponses,
      },
    },
    async (request, reply) =>
      sendLoginAnswer(reply, await submitSignup(deps, request.body, readBrowserCookies(request.headers.cookie))),
  );

  app.post(
    "/login/forgot",
    {
      onRequest: limited,
      schema: {
        tags,
        summary: "E-mail a password reset link from the hosted login page",
        body: forgotFormSchema,
        response: pageResponses,
      },
    },
    async (request, reply) =>
      sendLoginAnswer(
        reply,
        await submitForgotPassword(deps, request.body, readBrowserCookies(request.headers.cookie)),
      ),
  );

  app.get(
    "/login/google",
    {
      schema: {
        tags,
        summary: "Continue the hosted login page's request with Google",
        querystring: loginPageQuerySchema,
        response: pageResponses,
      },
    },
    async (request, reply) =>
      sendLoginAnswer(reply, await continueWithGoogle(deps, request.query, readBrowserCookies(request.headers.cookie))),
  );

  app.get("/login/style.css", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(LOGIN_STYLESHEET),
  );

  app.get("/login/web-message.js", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(WEB_MESSAGE_SCRIPT),
  );
};
