/** Errors of the /auth endpoints, in the shape OAuth clients and the hosted service's SDKs read. */
import { OAUTH_ERRORS, oauthErrorSchema } from "@lwl/contracts/identity";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../../shared/http-error.ts";
import { describeValidation, fieldIssues } from "../../shared/validation-issues.ts";

export class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly description: string,
    /** For a 429: when the client may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

/** The OAuth error answers of the identity endpoints, for the OpenAPI document. */
export const oauthErrorResponses = {
  400: oauthErrorSchema,
  401: oauthErrorSchema,
  403: oauthErrorSchema,
  429: oauthErrorSchema,
} as const;

export const invalidRequest = (description: string) => new OAuthError(400, OAUTH_ERRORS.invalidRequest, description);
export const invalidGrant = (description: string) => new OAuthError(403, OAUTH_ERRORS.invalidGrant, description);
export const invalidClient = (clientId: string) =>
  new OAuthError(401, OAUTH_ERRORS.invalidClient, `Unknown client: ${clientId}`);

/** The hosted service's error names for its database-connection endpoints. */
const DB_CONNECTION_ERROR_NAMES: Record<string, string> = {
  [OAUTH_ERRORS.invalidPassword]: "PasswordStrengthError",
};

function oauthBody(request: FastifyRequest, statusCode: number, error: string, description: string) {
  const body: Record<string, unknown> = { error, error_description: description };
  // signup and change_password answer like the hosted service's /dbconnections endpoints as well.
  if (request.routeOptions.url?.includes("/dbconnections/")) {
    Object.assign(body, {
      name: DB_CONNECTION_ERROR_NAMES[error] ?? "BadRequestError",
      code: error,
      description,
      statusCode,
    });
  }
  return body;
}

const ERROR_BY_STATUS: Record<number, string> = {
  401: OAUTH_ERRORS.invalidToken,
  403: OAUTH_ERRORS.accessDenied,
  429: OAUTH_ERRORS.tooManyAttempts,
};

/** Scoped to the identity module: its errors are `{ error, error_description }`, not the API's shape. */
export function registerOAuthErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((failure: FastifyError, request, reply) => {
    const send = (statusCode: number, error: string, description: string) =>
      reply.status(statusCode).send(oauthBody(request, statusCode, error, description));
    if (failure instanceof OAuthError) {
      if (failure.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(Math.max(1, Math.ceil(failure.retryAfterSeconds))));
      }
      return send(failure.statusCode, failure.error, failure.description);
    }
    if (hasZodFastifySchemaValidationErrors(failure)) {
      const description = describeValidation(failure.validationContext, failure.validation);
      const body = oauthBody(request, 400, OAUTH_ERRORS.invalidRequest, description);
      return reply.status(400).send({ ...body, issues: fieldIssues(failure.validation) });
    }
    if (failure instanceof HttpError) {
      reply.headers(failure.headers);
      return send(
        failure.statusCode,
        ERROR_BY_STATUS[failure.statusCode] ?? OAUTH_ERRORS.invalidRequest,
        failure.message,
      );
    }
    const status = failure.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, OAUTH_ERRORS.invalidRequest, failure.message);
    request.log.error({ err: failure }, "identity request failed");
    return send(500, OAUTH_ERRORS.serverError, "Something went wrong. Please try again.");
  });
}
