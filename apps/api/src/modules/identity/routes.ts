/**
 * The identity module, mounted at /auth (issuer {PUBLIC_URL}/auth/): a small OpenID Connect provider
 * whose endpoints answer like the hosted identity service of docs/product.md section 7 (design brief section 6).
 *
 * Its parts: `accounts/` (the users table, sign-up, passwords, e-mail verification, viewers),
 * `sign-in/` (brute-force limits), `tokens/` (signing keys, token grants and verification) and
 * `authorize/` (browser redirects and "Sign in with Google") and `hosted-login/` (the login page served
 * to clients that use the redirect flow, and its browser sessions).
 */
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountRoutes } from "./accounts/account-routes.ts";
import { authorizeRoutes } from "./authorize/authorize-routes.ts";
import { UpstreamProvider } from "./authorize/upstream-provider.ts";
import { isAllowedWebOrigin } from "./clients.ts";
import type { IdentityDeps } from "./deps.ts";
import { discoveryRoutes } from "./discovery-routes.ts";
import { hostedLoginRoutes } from "./hosted-login/hosted-login-routes.ts";
import { registerOAuthErrorHandler } from "./oauth-error.ts";
import { tokenRoutes } from "./tokens/token-routes.ts";

export const GOOGLE_OFF =
  "Google sign-in is off: set GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to offer it";

export const identityModule: FastifyPluginAsyncZod = async (app) => {
  registerOAuthErrorHandler(app);
  const deps: IdentityDeps = {
    db: app.db,
    now: app.clock,
    publicUrl: app.config.publicUrl,
    auth: app.config.auth,
    keys: app.signingKeys,
    passwords: app.passwords,
    viewers: app.viewers,
    mailer: app.mailer,
    log: app.log,
    upstream: app.config.auth.google ? new UpstreamProvider(app.config.auth.google, app.clock) : null,
  };
  // The web app hides its Google button then; the operator learns why from the log.
  if (!deps.upstream) app.log.info(GOOGLE_OFF);
  allowWebOrigins(app, deps);
  await app.register(tokenRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(authorizeRoutes, { deps });
  await app.register(discoveryRoutes, { deps });
  await app.register(hostedLoginRoutes, { deps });
};

/**
 * CORS for pages of the allowed redirects' origins (a web app on another origin using the hosted
 * service's SDK calls the token endpoint from the browser). No credentials: those calls carry none.
 */
function allowWebOrigins(app: FastifyInstance, deps: IdentityDeps) {
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && isAllowedWebOrigin(deps, origin)) reply.header("access-control-allow-origin", origin);
    reply.header("vary", "Origin");
  });
  app.options("/*", { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !isAllowedWebOrigin(deps, origin)) return reply.status(204).send();
    return reply
      .status(204)
      .header("access-control-allow-methods", "GET, POST")
      .header("access-control-allow-headers", request.headers["access-control-request-headers"] ?? "content-type")
      .header("access-control-max-age", "600")
      .send();
  });
}
