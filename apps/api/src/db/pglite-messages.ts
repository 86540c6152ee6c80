/**
 * The messages between the main thread and the thread that owns PGlite (pglite-worker.ts), and how
 * a query error crosses between them. Structured cloning keeps an Error's message but drops the
 * fields PostgreSQL sets (code 23505, constraint...), which services rely on, so errors travel as
 * plain objects.
 */

export interface PgliteWorkerData {
  /** A directory, or "memory://" for a throwaway database. */
  dataDir: string;
  migrationsFolder: string;
}

/** What the query options of a request can say: functions (parsers) cannot cross threads. */
export interface QueryOptionsMessage {
  rowMode?: "array" | "object";
  /** Type ids whose values stay as the text PostgreSQL sent (drizzle keeps dates and intervals so). */
  textTypes?: number[];
}

export type WorkerRequest =
  | { type: "query"; id: number; txId?: number; sql: string; params: unknown[]; options: QueryOptionsMessage }
  | { type: "begin"; id: number }
  | { type: "commit"; id: number; txId: number }
  | { type: "rollback"; id: number; txId: number }
  | { type: "close"; id: number };

export interface SerializedError {
  message: string;
  name: string;
  /** PostgreSQL's error fields: code, severity, detail, constraint, table... */
  fields: Record<string, string>;
}

export type WorkerReply =
  | { type: "ready" }
  | { type: "failed"; error: SerializedError }
  | { type: "result"; id: number; ok: true; value: unknown }
  | { type: "result"; id: number; ok: false; error: SerializedError };

/** The fields of a PostgreSQL error notice (as pg and PGlite name them). */
const POSTGRES_ERROR_FIELDS = [
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
] as const;

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: Record<string, string> = {};
  for (const key of POSTGRES_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === "string") fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** An error raised in the database thread, with PostgreSQL's fields (`code`, `constraint`...) as own properties. */
export class PgliteWorkerError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;

  constructor(serialized: SerializedError) {
    super(serialized.message);
    this.name = serialized.name === "Error" ? "PgliteWorkerError" : serialized.name;
    Object.assign(this, serialized.fields);
  }
}
