import { HttpError } from "../../plugins/http-error.ts";

/**
 * A 429 that knows when the client may try again. Identity's error handler and the users module
 * send it with `Retry-After` (seconds), so a client never has to guess.
 */
export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = "RetryLaterError";
  }
}

/** The seconds of a `Retry-After` header for an error that carries them, or undefined. */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === "number" && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}
