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
