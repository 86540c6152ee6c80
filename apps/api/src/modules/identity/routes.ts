/**
 * The identity module, mounted at /auth (issuer {PUBLIC_URL}/auth/): a small OpenID Connect provider
 * whose endpoints answer like the hosted identity service of spec section 7 (design brief section 6).
 *
 * Its parts: `accounts/` (the users table, sign-up, passwords, e-mail verification, viewers),
 * `sign-in/` (brute-force limits), `tokens/` (signing keys, token grants and verification) and
 * `authorize/` (browser redirects and "Sign in with Google").
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountRoutes } from "./accounts/account-routes.ts";
import { authorizeRoutes } from "./authorize/authorize-routes.ts";
import { UpstreamProvider } from "./authorize/upstream-provider.ts";
import type { IdentityDeps } from "./deps.ts";
import { discoveryRoutes } from "./discovery-routes.ts";
import { registerOAuthErrorHandler } from "./oauth-error.ts";
import { tokenRoutes } from "./tokens/token-routes.ts";

export const identityModule: FastifyPluginAsyncZod = async (app) => {
  registerOAuthErrorHandler(app);
  const deps: IdentityDeps = {
    db: app.db,
    publicUrl: app.config.publicUrl,
    auth: app.config.auth,
    keys: app.signingKeys,
    passwords: app.passwords,
    viewers: app.viewers,
    mailer: app.mailer,
    log: app.log,
    upstream: app.config.auth.google ? new UpstreamProvider(app.config.auth.google) : null,
  };
  await app.register(tokenRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(authorizeRoutes, { deps });
  await app.register(discoveryRoutes, { deps });
};
