/**
 * Authentication for every module: verifies the bearer token of each request that sends one and
 * decorates `request.viewer` (or null). Fastify wiring only: the rules (token checks, keys, viewers)
 * are the identity module's. Guards that refuse requests live in auth-guards.ts.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPasswordHasher, type PasswordHasher } from "../modules/identity/accounts/passwords.ts";
import { type Viewer, ViewerLoader } from "../modules/identity/accounts/viewers.ts";
import { bearerToken, issuerOf, TOKEN_PROBLEMS, verifyAccessToken } from "../modules/identity/tokens/access-token.ts";
import { SigningKeyStore } from "../modules/identity/tokens/signing-keys.ts";

export type { Viewer } from "../modules/identity/accounts/viewers.ts";

declare module "fastify" {
  interface FastifyInstance {
    signingKeys: SigningKeyStore;
    passwords: PasswordHasher;
    viewers: ViewerLoader;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor or a request whose token was refused. */
    viewer: Viewer | null;
    /** Why a sent bearer token was refused, for the 401 a guard answers; null when none was sent or it was fine. */
    authProblem: string | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const GONE_USER_PROBLEM = "The account of this access token no longer exists or is disabled.";

async function auth(app: FastifyInstance) {
  const keys = await SigningKeyStore.open(app.db, {
    keyEncryptionKey: app.config.auth.keyEncryptionKey,
    now: app.clock,
  });
  app.decorate("signingKeys", keys);
  app.decorate("passwords", createPasswordHasher(app.config.auth.passwordHashing));
  app.decorate("viewers", new ViewerLoader(app.db, app.config.auth.viewerCacheMs, app.clock));
  app.decorateRequest("viewer", null);
  app.decorateRequest("authProblem", null);

  const check = { issuer: issuerOf(app.config.publicUrl), audience: app.config.auth.audience };
  // A visitor's request (no header) costs nothing; a refused token does not fail public routes,
  // it only leaves the viewer empty for the guards to answer 401 with the reason.
  app.addHook("onRequest", async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      if (request.headers.authorization) request.authProblem = TOKEN_PROBLEMS.invalid;
      return;
    }
    const result = await verifyAccessToken(token, keys, { ...check, now: app.clock() });
    if (!result.ok) {
      request.authProblem = result.problem;
      return;
    }
    const viewer = UUID.test(result.payload.sub) ? await app.viewers.load(result.payload.sub) : null;
    if (!viewer) {
      request.authProblem = GONE_USER_PROBLEM;
      return;
    }
    request.viewer = viewer;
  });
}

export const authPlugin = fp(auth, { name: "auth" });
