import { STATUS_CODES } from "node:http";
import type { FieldIssue } from "@lwl/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/database-errors.ts";
import { replyDatabaseUnavailable } from "./database-unavailable.ts";
import { HttpError } from "./http-error.ts";

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

const fieldOf = (issue: ValidationIssue) => issue.instancePath.replace(/^\//, "").replaceAll("/", ".");

/** "page must be at least 0", or "query page: Invalid input" when the schema's message does not name the field. */
export function describeValidation(context: string | undefined, issues: readonly ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = fieldOf(issue);
      const message = issue.message ?? "is invalid";
      if (field === "") return context === "body" ? `body: ${message}` : message;
      return message.startsWith(field) ? message : `${field}: ${message}`;
    })
    .join("; ");
}

/**
 * One entry per failing field, in the schema's order; a field with several failed checks keeps the first.
 * `path` is the dotted field name inside the body, query or params (`email`, `user_metadata.full_name`,
 * `page`; empty when the whole body is wrong).
 */
export function fieldIssues(issues: readonly ValidationIssue[]): FieldIssue[] {
  const byPath = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const path = fieldOf(issue);
    if (!byPath.has(path)) byPath.set(path, { path, message: issue.message ?? "is invalid" });
  }
  return [...byPath.values()];
}

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
