/** POST /auth/oauth/token and /auth/oauth/revoke. */
import { OAUTH_ERRORS, revokeRequestSchema, tokenRequestSchema, tokenResponseSchema } from "@lwl/contracts/identity";
import { GRANT_TYPES } from "@lwl/contracts/identity-names";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertKnownClient } from "../clients.ts";
import type { IdentityDeps } from "../deps.ts";
import { OAuthError, oauthErrorResponses } from "../oauth-error.ts";
import { authorizationCodeGrant, passwordGrant, refreshTokenGrant, revokeRefreshToken } from "./token-service.ts";

const tags = ["identity"];

export const tokenRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    "/oauth/token",
    {
      schema: {
        tags,
        summary: "Tokens: password, authorization_code (PKCE S256) and refresh_token grants; JSON or form body",
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...oauthErrorResponses },
      },
    },
    async (request, reply) => {
      // Token answers must not be cached anywhere (RFC 6749 section 5.1).
      reply.header("cache-control", "no-store").header("pragma", "no-cache");
      const body = request.body;
      assertKnownClient(deps, body.client_id);
      switch (body.grant_type) {
        case GRANT_TYPES.password:
        case GRANT_TYPES.passwordRealm:
          return passwordGrant(deps, body, request.ip);
        case GRANT_TYPES.authorizationCode:
          return authorizationCodeGrant(deps, body);
        case GRANT_TYPES.refreshToken:
          return refreshTokenGrant(deps, body);
        default:
          throw new OAuthError(400, OAUTH_ERRORS.unsupportedGrantType, `Unsupported grant type: ${body.grant_type}`);
      }
    },
  );

  app.post(
    "/oauth/revoke",
    {
      schema: {
        tags,
        summary: "Revoke a refresh token and every token rotated from the same sign-in",
        body: revokeRequestSchema,
        response: { 200: z.object({}), ...oauthErrorResponses },
      },
    },
    async (request) => {
      assertKnownClient(deps, request.body.client_id);
      await revokeRefreshToken(deps, request.body.client_id, request.body.token);
      return {};
    },
  );
};
