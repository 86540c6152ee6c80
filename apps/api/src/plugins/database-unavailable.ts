import type { FastifyReply, FastifyRequest } from "fastify";

/** Seconds a client (or load balancer) should wait before trying again: a PostgreSQL restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The answer to a request that failed because the database is down, restarting or full (see
 * isDatabaseUnavailable): 503 with Retry-After, so clients and proxies retry instead of reporting a
 * bug. The pool reconnects by itself; nothing here needs undoing.
 */
export function replyDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.warn({ err: error }, "database unavailable");
  return reply.status(503).header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS)).send({
    statusCode: 503,
    error: "Service Unavailable",
    message: "The database is unavailable at the moment; please try again shortly.",
  });
}
