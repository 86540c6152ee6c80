import { STATUS_CODES } from "node:http";
import type { FieldIssue } from "@lwl/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/database-errors.ts";
import { HttpError } from "../shared/http-error.ts";
import { describeValidation, fieldIssues } from "../shared/validation-issues.ts";
import { replyDatabaseUnavailable } from "./database-unavailable.ts";

function send(reply: FastifyReply, statusCode: number, message: string, issues?: readonly FieldIssue[]) {
  const body = { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message };
  return reply.status(statusCode).send(issues ? { ...body, issues } : body);
}

/**
 * One error shape for every failure: { statusCode, error, message } (design brief section 8), plus
 * `issues` per failing field when the request did not match its schema.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validationContext, error.validation);
      return send(reply, 400, message, fieldIssues(error.validation));
    }
    if (error instanceof HttpError) {
      return send(reply.headers(error.headers), error.statusCode, error.message, error.issues);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return send(reply, 500, "Internal Server Error");
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, status, error.message);
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(request, reply, error);
    request.log.error({ err: error }, "unhandled error");
    return send(reply, 500, "Internal Server Error");
  });
}
