/**
 * How the large data set reaches the database. On PostgreSQL: one transaction on a connection of its
 * own that drops the secondary indexes of the tables it fills, streams the rows with COPY ... FROM
 * STDIN, builds the indexes again once and commits. Being one transaction, a failure or a killed
 * process anywhere rolls the indexes back with the rows: the database never stays without an index
 * the migrations made. On PGlite (small sizes only: tests and the embedded default) the rows go in
 * multi-row INSERTs through Drizzle, a transaction per chunk.
 */
import { getTableColumns, getTableName, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database } from "../client.ts";

/** Rows for one table, in the shape Drizzle inserts. */
export interface TableRows<T extends PgTable = PgTable> {
  table: T;
  rows: readonly InferInsertModel<T>[];
}

export function rowsOf<T extends PgTable>(table: T, rows: readonly InferInsertModel<T>[]): TableRows {
  return { table, rows } as unknown as TableRows;
}

export interface Loader {
  /** "copy" on PostgreSQL, "insert" on PGlite. */
  kind: "copy" | "insert";
  /** Writes one chunk: the tables in the order given (foreign keys point backwards). */
  write(chunk: readonly TableRows[]): Promise<void>;
  /** Everything written is kept: on PostgreSQL the indexes are built again and the transaction commits. */
  commit(): Promise<{ indexMs: number; indexes: number }>;
  /** Nothing written is kept (PostgreSQL) and the connection goes back to the pool. */
  rollback(): Promise<void>;
}

/** The node-postgres pool behind a Drizzle handle, or null when the handle is PGlite's. */
function poolOf(db: Database): pg.Pool | null {
  const client: unknown = Reflect.get(db, "$client");
  return client instanceof pg.Pool ? client : null;
}

/** The change feed's row triggers (migration 0019), off during a COPY load and on again at its commit. */
const FEED_TRIGGERS = [
  { table: "listings", name: "listings_search_row_changed" },
  { table: "events", name: "events_search_row_changed" },
] as const;

/**
 * Opens the load. `tables` are the tables whose secondary indexes the PostgreSQL load drops and builds
 * again (the big ones); indexes that back a constraint (primary keys) and unique indexes stay.
 */
export async function openLoader(
  db: Database,
  options: { tables: readonly PgTable[]; batchSize: number; log: (message: string) => void },
): Promise<Loader> {
  const pool = poolOf(db);
  if (!pool) return insertLoader(db, options.batchSize);
  const client = await pool.connect();
  try {
    await client.query("begin");
    // Index builds sort in memory when they can; local to this transaction.
    await client.query("set local maintenance_work_mem = '512MB'");
    const names = options.tables.map((table) => getTableName(table));
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not i.indisunique
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
        order by t.relname, i.indexrelid`,
      [names],
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    options.log(`  dropped ${indexes.length} indexes of ${names.join(", ")} until the rows are in`);
    // The search index's change feed (migration 0019) would take a row per listing and event; the load
    // announces itself once instead, as one "everything" change at its commit (copyLoader).
    for (const trigger of FEED_TRIGGERS)
      await client.query(`alter table ${trigger.table} disable trigger ${trigger.name}`);
    return copyLoader(client, indexes, options.log);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    client.release();
    throw error;
  }
}

function insertLoader(db: Database, batchSize: number): Loader {
  return {
    kind: "insert",
    async write(chunk) {
      await db.transaction(async (tx) => {
        for (const { table, rows } of chunk) {
          for (let i = 0; i < rows.length; i += batchSize) {
            await tx.insert(table).values(rows.slice(i, i + batchSize) as InferInsertModel<PgTable>[]);
          }
        }
      });
    },
    commit: async () => ({ indexMs: 0, indexes: 0 }),
    rollback: async () => {},
  };
}

function copyLoader(
  client: pg.PoolClient,
  indexes: readonly { name: string; definition: string }[],
  log: (message: string) => void,
): Loader {
  let open = true;
  const end = (error?: Error) => {
    open = false;
    client.release(error);
  };
  return {
    kind: "copy",
    async write(chunk) {
      for (const { table, rows } of chunk) {
        if (rows.length === 0) continue;
        const { statement, data } = copyData(table, rows);
        await client.query(new CopyIn(statement, data)).done;
      }
    },
    async commit() {
      const started = performance.now();
      for (const index of indexes) {
        const one = performance.now();
        await client.query(index.definition);
        log(`    ${index.name} (${((performance.now() - one) / 1000).toFixed(1)} s)`);
      }
      const indexMs = performance.now() - started;
      for (const trigger of FEED_TRIGGERS)
        await client.query(`alter table ${trigger.table} enable trigger ${trigger.name}`);
      // Every running search index compares every row once (search/index/search-index.ts check).
      await client.query("insert into search_changes (kind, row_id) values ('everything', 0)");
      await client.query("commit");
      end();
      return { indexMs, indexes: indexes.length };
    },
    async rollback() {
      if (!open) return;
      const failed = await client.query("rollback").then(
        () => undefined,
        (error: Error) => error,
      );
      end(failed);
    },
  };
}

// ---- COPY text format ----------------------------------------------------------------------------

/** A value as COPY's text format writes it: backslash escapes for the characters that end a field or row. */
function escapeCopy(text: string): string {
  return text.replace(/[\\\n\r\t]/g, (c) => (c === "\\" ? "\\\\" : c === "\n" ? "\\n" : c === "\r" ? "\\r" : "\\t"));
}

/** A PostgreSQL array literal of text elements: {"a","b \"c\""}. */
function arrayLiteral(items: readonly unknown[]): string {
  return `{${items.map((item) => `"${String(item).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

function fieldOf(value: unknown, columnType: string): string {
  if (value === null || value === undefined) return "\\N";
  if (columnType === "PgJsonb" || columnType === "PgJson") return escapeCopy(JSON.stringify(value));
  if (Array.isArray(value)) return escapeCopy(arrayLiteral(value));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "t" : "f";
  return escapeCopy(String(value));
}

/** The COPY statement and its data for rows shaped as Drizzle inserts them (the columns any row sets). */
function copyData(table: PgTable, rows: readonly Record<string, unknown>[]): { statement: string; data: Buffer[] } {
  const set = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) set.add(key);
  const columns = Object.entries(getTableColumns(table)).filter(([key, column]) => set.has(key) && !column.generated);
  const statement = `copy ${getTableName(table)} (${columns.map(([, c]) => `"${c.name}"`).join(", ")}) from stdin`;
  // CopyData messages of about a megabyte: large enough to be cheap, small enough to stream.
  const data: Buffer[] = [];
  let text = "";
  for (const row of rows) {
    text += `${columns.map(([key, column]) => fieldOf(row[key], column.columnType)).join("\t")}\n`;
    if (text.length > 1 << 20) {
      data.push(Buffer.from(text));
      text = "";
    }
  }
  if (text) data.push(Buffer.from(text));
  return { statement, data };
}

/** What CopyIn needs of node-postgres' connection (pg's own COPY support, not in @types/pg). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * COPY ... FROM STDIN as a node-postgres submittable (the protocol pg-copy-streams speaks, for data
 * already in memory): the client sends the statement, the server answers CopyInResponse, the data
 * follows in CopyData messages and CopyDone ends it; ReadyForQuery or an error settles `done`.
 */
class CopyIn implements pg.Submittable {
  readonly done: Promise<void>;
  private settle!: (error?: Error) => void;

  constructor(
    private readonly text: string,
    private readonly data: readonly Buffer[],
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (error) => (error ? reject(error) : resolve());
    });
  }

  submit(connection: pg.Connection): void {
    (connection as unknown as CopyConnection).query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    for (const chunk of this.data) connection.sendCopyFromChunk(chunk);
    connection.endCopyFrom();
  }

  handleCommandComplete(): void {}

  handleReadyForQuery(): void {
    this.settle();
  }

  handleError(error: Error): void {
    this.settle(error);
  }
}
