/**
 * 429 answers that say when to come back. A service throws RetryLaterError with the wait; a module
 * whose errors go through the shared handler adds `sendRetryAfter` as an onError hook (it runs before
 * the error handler), and identity's OAuth handler reads `retryAfterOf` itself.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./http-error.ts";

export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = "RetryLaterError";
  }
}

/** The whole seconds of a `Retry-After` header for an error that carries a wait, or undefined. */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === "number" && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** onError hook: sets `Retry-After` on the answer to an error that carries a wait. */
export async function sendRetryAfter(_request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<void> {
  const seconds = retryAfterOf(error);
  if (seconds !== undefined) reply.header("retry-after", String(seconds));
}
