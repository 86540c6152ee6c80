/** What clients discover: the OpenID configuration, the keys, the user's claims, the connections. */

import { connectionsSchema, OAUTH_ERRORS, oauthErrorSchema, userInfoSchema } from "@lwl/contracts/identity";
import { CLAIMS, GRANT_TYPES, SUPPORTED_SCOPES } from "@lwl/contracts/identity-names";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findAccount } from "./accounts/service.ts";
import type { IdentityDeps } from "./deps.ts";
import { OAuthError } from "./oauth-error.ts";
import { issuerOf } from "./tokens/access-token.ts";
import { SIGNING_ALGORITHM } from "./tokens/signing-keys.ts";
import { absolutePicture } from "./tokens/token-response.ts";

const tags = ["identity"];

export const discoveryRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  const issuer = issuerOf(deps.publicUrl);

  app.get(
    "/.well-known/openid-configuration",
    { schema: { tags, summary: "OpenID Connect discovery document", response: { 200: z.looseObject({}) } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return {
        issuer,
        authorization_endpoint: `${issuer}authorize`,
        token_endpoint: `${issuer}oauth/token`,
        userinfo_endpoint: `${issuer}userinfo`,
        jwks_uri: `${issuer}.well-known/jwks.json`,
        revocation_endpoint: `${issuer}oauth/revoke`,
        end_session_endpoint: `${issuer}v2/logout`,
        response_types_supported: ["code", "token id_token"],
        response_modes_supported: ["query", "fragment", "web_message"],
        prompt_values_supported: ["none", "login"],
        grant_types_supported: [GRANT_TYPES.password, GRANT_TYPES.authorizationCode, GRANT_TYPES.refreshToken],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
        token_endpoint_auth_methods_supported: ["none"],
        code_challenge_methods_supported: ["S256"],
        scopes_supported: [...SUPPORTED_SCOPES],
        claims_supported: [
          "sub",
          "iss",
          "aud",
          "exp",
          "iat",
          "nonce",
          "email",
          "email_verified",
          "name",
          "nickname",
          "picture",
          CLAIMS.fullName,
          CLAIMS.mobile,
          CLAIMS.permissions,
        ],
      };
    },
  );

  app.get(
    "/.well-known/jwks.json",
    {
      schema: {
        tags,
        summary: "Public keys that verify this server's tokens",
        response: { 200: z.object({ keys: z.array(z.looseObject({ kid: z.string(), kty: z.string() })) }) },
      },
    },
    async (_request, reply) => {
      // Short, so a key added by another instance is picked up soon by anyone caching this.
      reply.header("cache-control", "public, max-age=300");
      return deps.keys.jwks();
    },
  );

  app.get(
    "/userinfo",
    {
      schema: {
        tags,
        summary: "The signed-in user's claims (Bearer access token)",
        response: { 200: userInfoSchema, 401: oauthErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const user = viewer ? await findAccount(deps, viewer.userId) : undefined;
      if (!user) {
        const problem = request.authProblem ?? "The access token is missing.";
        reply.header("www-authenticate", `Bearer error="invalid_token", error_description="${problem}"`);
        throw new OAuthError(401, OAUTH_ERRORS.invalidToken, problem);
      }
      const picture = absolutePicture(deps.publicUrl, user.pictureUrl);
      return {
        sub: user.id,
        name: user.fullName || user.username,
        nickname: user.username,
        ...(picture ? { picture } : {}),
        email: user.email,
        email_verified: user.emailVerified,
        [CLAIMS.fullName]: user.fullName,
        ...(user.mobile ? { [CLAIMS.mobile]: user.mobile } : {}),
      };
    },
  );

  app.get(
    "/connections",
    {
      schema: {
        tags,
        summary: "Which sign-in methods this server offers, and the client id and audience to use",
        response: { 200: connectionsSchema },
      },
    },
    async () => ({
      database: true,
      google: deps.auth.google !== null,
      clientId: deps.auth.clientIds[0] ?? "",
      audience: deps.auth.audience,
    }),
  );
};
