/**
 * What the rest of the server may know about a failed query. Database errors carry the data they
 * failed on: drizzle's DrizzleQueryError has the SQL and its parameters (e-mails, password hashes)
 * in `.query`, `.params` and its message; PostgreSQL's `detail` quotes key values ("Key (email)=(...)")
 * and some messages quote the bad input after a colon. None of that may reach a log (issue 8.3).
 */
import { DrizzleQueryError } from "drizzle-orm/errors";
import { causeChain } from "../error-causes.ts";

/** An error raised by PostgreSQL itself, through pg or PGlite: a five-character SQLSTATE. */
export interface PostgresError extends Error {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  if (!(error instanceof Error) || !("severity" in error || "routine" in error)) return false;
  const code: unknown = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** The first PostgreSQL error in the cause chain, if any. */
export function postgresErrorIn(error: unknown): PostgresError | null {
  for (const cause of causeChain(error)) if (isPostgresError(cause)) return cause;
  return null;
}

/** Whether an error, or one of its causes, may hold query text, parameters or row values. */
export function carriesQueryData(error: unknown): boolean {
  for (const cause of causeChain(error)) {
    if (cause instanceof DrizzleQueryError || isPostgresError(cause)) return true;
    if (cause instanceof Error && ("query" in cause || "params" in cause)) return true;
    if (cause instanceof Error && cause.message.includes("Failed query:")) return true;
  }
  return false;
}

/**
 * The message of one error with the data cut out: PostgreSQL's own message up to its first colon
 * ("invalid input syntax for type integer", without the quoted input), and nothing of a failed
 * query but the fact, wherever it appears (an outer error may repeat the inner message).
 */
export function queryFreeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return "Failed query (its SQL and parameters are not logged)";
  if (isPostgresError(error)) return error.message.split(": ")[0] ?? "";
  const at = error.message.indexOf("Failed query:");
  if (at >= 0) return `${error.message.slice(0, at)}Failed query (its SQL and parameters are not logged)`;
  return error.message;
}

/** The fields of a PostgreSQL error that name things, never values. */
export function postgresErrorFields(error: PostgresError) {
  const { code, severity, constraint, table, column, schema } = error;
  return { code, severity, constraint, table, column, schema };
}

/**
 * SQLSTATEs of a database that is down, restarting or out of room, where the same request may well
 * succeed in a few seconds: connection exceptions (08), insufficient resources (53: disk full,
 * out of memory, too many connections), shutdown and start-up (57P01-57P03), system and I/O errors
 * (58), and a read-only database after a failover (25006).
 */
const OUTAGE_SQLSTATE = /^(08...|53...|57P0[1-3]|58...|25006)$/;
/** Errors of the connection itself (node's errno codes), and a full disk under PGlite. */
const OUTAGE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENOSPC",
  "EDQUOT",
  "EIO",
]);
/** PGlite's file system raises Emscripten errno numbers: ENOSPC, EDQUOT, EIO. */
const OUTAGE_EMSCRIPTEN_ERRNO = new Set([51, 19, 29]);
/** What pg and PGlite say when a connection or the whole client is gone, or the pool cannot get one in time. */
const OUTAGE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|Client was closed and is not queryable|PGlite is clos(ed|ing)/;

/**
 * A database closed to new connections (`ALTER DATABASE ... ALLOW_CONNECTIONS false`, done during
 * maintenance and failovers): 55000, a class shared with programming errors, so the message decides.
 */
const isClosedToConnections = (error: { code: string; message: string }) =>
  error.code === "55000" && /is not currently accepting connections/.test(error.message);

/** Whether a failure means "the database is unavailable, try again soon" (503) rather than a bug (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  // PostgreSQL's own verdict, when there is one, outweighs the words of any wrapper.
  const postgres = postgresErrorIn(error);
  if (postgres) return OUTAGE_SQLSTATE.test(postgres.code) || isClosedToConnections(postgres);
  for (const cause of causeChain(error)) {
    // PGlite's ErrnoError is a plain object with `name` and `errno`, not an Error.
    if (typeof cause !== "object" || cause === null) continue;
    const { code, errno, name, message } = cause as {
      code?: unknown;
      errno?: unknown;
      name?: unknown;
      message?: unknown;
    };
    if (typeof code === "string" && OUTAGE_ERRNO.has(code)) return true;
    if (name === "ErrnoError" && typeof errno === "number" && OUTAGE_EMSCRIPTEN_ERRNO.has(errno)) return true;
    if (cause instanceof Error && typeof message === "string" && OUTAGE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** The constraint a unique violation broke (PostgreSQL 23505), whichever driver raised it, or null. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === "23505") return constraint ?? "";
  }
  return null;
}
