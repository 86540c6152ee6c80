import { DataDirectoryLockedError } from "./db/data-dir-lock.ts";
import { isPostgresError, queryFreeMessage } from "./db/database-errors.ts";
import { causeChain } from "./error-causes.ts";
import { PortInUseError } from "./port-check.ts";

/** PGlite's file system raises Emscripten errno numbers; these are the ones a start can meet. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: "EACCES",
  19: "EDQUOT",
  29: "EIO",
  51: "ENOSPC",
  63: "EPERM",
  69: "EROFS",
};

const DISK_FULL = "The disk is full (or over quota) where the database lives: free some space, then start again.";

/**
 * The one line a failed start prints: the cause first, then what to do (issue 8.8). It never repeats
 * DATABASE_URL (it may hold a password) nor a failed query's SQL. The full error with its causes is
 * printed after it only with LOG_LEVEL=debug.
 */
export function describeStartupError(error: unknown): string {
  const chain = [...causeChain(error)];
  for (const cause of chain) {
    if (cause instanceof DataDirectoryLockedError || cause instanceof PortInUseError) return cause.message;
  }
  if (error instanceof Error && error.message.startsWith("Invalid environment:")) return error.message;
  for (const cause of chain) {
    const described = isPostgresError(cause) ? describePostgresError(cause) : describeSystemError(cause);
    if (described) return described;
  }
  return `Could not start: ${deepestMessage(chain)}`;
}

function describePostgresError(error: Error & { code: string }): string | null {
  const reason = error.message.split("\n")[0];
  switch (error.code) {
    case "28P01":
    case "28000":
      return `PostgreSQL refused the user or password in DATABASE_URL (${reason}): fix them in DATABASE_URL.`;
    case "3D000":
      return `The database named in DATABASE_URL does not exist (${reason}): create it, or fix the name in DATABASE_URL.`;
    case "42501":
      return `The DATABASE_URL user may not create the tables (${reason}): use the database's owner, or grant it CREATE.`;
    case "53100":
      return DISK_FULL;
    case "53300":
      return `PostgreSQL has no free connection (${reason}): raise max_connections or stop other clients, then start again.`;
    case "57P03":
      return `PostgreSQL is starting up or shutting down (${reason}): start again in a moment.`;
  }
  return `PostgreSQL refused to open the database (${error.code}: ${reason}): see the PostgreSQL documentation for that code.`;
}

/** Node's system errors, and PGlite's ErrnoError (a plain object with `name` and `errno`, not an Error). */
function describeSystemError(cause: unknown): string | null {
  if (typeof cause !== "object" || cause === null) return null;
  const {
    code,
    errno,
    address,
    port,
    hostname,
    name: errorName,
    message,
  } = cause as {
    code?: unknown;
    errno?: unknown;
    address?: string;
    port?: number;
    hostname?: string;
    name?: unknown;
    message?: unknown;
  };
  const name =
    typeof code === "string"
      ? code
      : errorName === "ErrnoError" && typeof errno === "number"
        ? EMSCRIPTEN_ERRNO[errno]
        : undefined;
  switch (name) {
    case "ECONNREFUSED":
      return `Nothing accepts connections at ${address ?? "the host"}:${port ?? "?"} named in DATABASE_URL: start PostgreSQL there, or fix the host and port.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return (
        `The host "${hostname ?? "?"}" in DATABASE_URL cannot be found: fix the host name ` +
        "(and percent-encode characters such as @ : / # ? in the user name and password)."
      );
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `The PostgreSQL server in DATABASE_URL cannot be reached (${name}): check the host, the port and any firewall.`;
    case "ENOSPC":
    case "EDQUOT":
      return DISK_FULL;
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return `The server may not write its data directory (${name}): give its user write access to DATA_DIR, or choose another DATA_DIR.`;
  }
  if (typeof message === "string" && /timeout exceeded when trying to connect/.test(message)) {
    return "The PostgreSQL server in DATABASE_URL did not answer in time: check the host, the port and any firewall.";
  }
  return null;
}

/** The innermost error's message with any query cut out; "no message" rather than "undefined". */
function deepestMessage(chain: unknown[]): string {
  for (const cause of chain.toReversed()) {
    if (cause instanceof Error && cause.message) return queryFreeMessage(cause);
    if (typeof cause === "string" && cause) return cause;
  }
  const last = chain.at(-1);
  return last instanceof Error ? `${last.name} (no message)` : String(last);
}
