/**
 * The identity module, mounted at /auth (issuer {PUBLIC_URL}/auth/): a small OpenID Connect provider
 * whose endpoints answer like the hosted identity service of spec section 7 (design brief section 6).
 */
import type { FastifyPluginAsync } from "fastify";
import { registerAccountRoutes } from "./account-routes.ts";
import { registerAuthorizeRoutes } from "./authorize-routes.ts";
import type { IdentityContext } from "./context.ts";
import { registerDiscoveryRoutes } from "./discovery-routes.ts";
import { registerOAuthErrorHandler } from "./oauth-error.ts";
import { registerTokenRoutes } from "./token-routes.ts";
import { UpstreamProvider } from "./upstream-provider.ts";

export const identityModule: FastifyPluginAsync = async (app) => {
  registerOAuthErrorHandler(app);
  const ctx: IdentityContext = {
    db: app.db,
    config: app.config,
    keys: app.signingKeys,
    passwords: app.passwords,
    mailer: app.mailer,
    log: app.log,
  };
  const upstream = app.config.auth.google ? new UpstreamProvider(app.config.auth.google) : null;
  registerTokenRoutes(app, ctx);
  await registerAccountRoutes(app, ctx);
  registerAuthorizeRoutes(app, ctx, upstream);
  registerDiscoveryRoutes(app, ctx);
};
