import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/database-errors.ts";
import { replyDatabaseUnavailable } from "./database-unavailable.ts";
import { HttpError } from "./http-error.ts";

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** "page must be at least 0", or "query page: Invalid input" when the schema's message does not name the field. */
export function describeValidation(context: string | undefined, issues: readonly ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const message = issue.message ?? "is invalid";
      if (field === "") return context === "body" ? `body: ${message}` : message;
      return message.startsWith(field) ? message : `${field}: ${message}`;
    })
    .join("; ");
}

function send(reply: import("fastify").FastifyReply, statusCode: number, message: string) {
  return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? "Error", message });
}

/** One error shape for every failure: { statusCode, error, message } (design brief section 8). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, describeValidation(error.validationContext, error.validation));
    }
    if (error instanceof HttpError) return send(reply, error.statusCode, error.message);
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
