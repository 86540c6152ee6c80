import { DataDirectoryLockedError } from "./db/data-dir-lock.ts";
import { causeChain } from "./error-causes.ts";
import { PortInUseError } from "./port-check.ts";

/**
 * The one line a failed start prints: what is wrong and what to do, cause first (issue 8.8). The
 * full error with its causes is for LOG_LEVEL=debug.
 */
export function describeStartupError(error: unknown): string {
  for (const cause of causeChain(error)) {
    if (cause instanceof DataDirectoryLockedError || cause instanceof PortInUseError) return cause.message;
  }
  if (error instanceof Error && error.message.startsWith("Invalid environment:")) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `Could not start: ${message}`;
}
