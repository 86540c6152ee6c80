/** POST /auth/oauth/token and /auth/oauth/revoke. */

import {
  OAUTH_ERRORS,
  oauthErrorSchema,
  revokeRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from "@lwl/contracts/identity";
import { GRANT_TYPES } from "@lwl/contracts/identity-names";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertKnownClient } from "./clients.ts";
import type { IdentityContext } from "./context.ts";
import { OAuthError } from "./oauth-error.ts";
import { authorizationCodeGrant, passwordGrant, refreshTokenGrant, revokeRefreshToken } from "./token-service.ts";

const tags = ["identity"];
export const oauthErrors = {
  400: oauthErrorSchema,
  401: oauthErrorSchema,
  403: oauthErrorSchema,
  429: oauthErrorSchema,
} as const;

export function registerTokenRoutes(app: FastifyInstance, ctx: IdentityContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/oauth/token",
    {
      schema: {
        tags,
        summary: "Tokens: password, authorization_code (PKCE S256) and refresh_token grants; JSON or form body",
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...oauthErrors },
      },
    },
    async (request, reply) => {
      // Token answers must not be cached anywhere (RFC 6749 section 5.1).
      reply.header("cache-control", "no-store").header("pragma", "no-cache");
      const body = request.body;
      assertKnownClient(ctx.config, body.client_id);
      switch (body.grant_type) {
        case GRANT_TYPES.password:
        case GRANT_TYPES.passwordRealm:
          return passwordGrant(ctx, body, request.ip);
        case GRANT_TYPES.authorizationCode:
          return authorizationCodeGrant(ctx, body);
        case GRANT_TYPES.refreshToken:
          return refreshTokenGrant(ctx, body);
        default:
          throw new OAuthError(400, OAUTH_ERRORS.unsupportedGrantType, `Unsupported grant type: ${body.grant_type}`);
      }
    },
  );

  typed.post(
    "/oauth/revoke",
    {
      schema: {
        tags,
        summary: "Revoke a refresh token and every token rotated from the same sign-in",
        body: revokeRequestSchema,
        response: { 200: z.object({}), ...oauthErrors },
      },
    },
    async (request) => {
      assertKnownClient(ctx.config, request.body.client_id);
      await revokeRefreshToken(ctx, request.body.client_id, request.body.token);
      return {};
    },
  );
}
