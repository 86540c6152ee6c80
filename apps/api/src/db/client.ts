import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withDataDirectoryLock } from "./data-dir-lock.ts";
import { openPgliteWorker } from "./pglite-bridge.ts";
import * as schema from "./schema.ts";

/** One handle type for both drivers (design brief section 9). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: LISTENs on `channel` on a connection of its own (a pooled one would be handed to
   * queries) and resolves to a function that closes it. `onError` is told once when that connection fails.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onError: (error: Error) => void,
  ): Promise<() => Promise<void>>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "migrations");

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  migrationsDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * An idle PostgreSQL connection failed (server restart, network, a forced drop). The pool replaces
   * it; without a listener the error would crash the process. The app passes its logger here.
   */
  onConnectionError: (error: Error) => void;
  /**
   * Where PGlite runs: in its own thread (default, keeps HTTP answering during queries; ADR 0006) or
   * on the calling thread ("main": starts faster, for tests and scripts that serve no requests).
   */
  pgliteThread?: "worker" | "main";
}

/** Opens PGlite (embedded) or PostgreSQL and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.maxConnections ?? 10,
      // A request waits at most this long for a connection, then answers 503 instead of hanging.
      connectionTimeoutMillis: 10_000,
    });
    pool.on("error", options.onConnectionError);
    const db = drizzleNodePg(pool, { schema });
    await migrateUnderLock(pool, migrationsFolder);
    return {
      db: db as unknown as Database,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
      listen: (channel, onMessage, onError) => listenOn(databaseUrl, channel, onMessage, onError),
    };
  }
  if (options.dataDir === "memory://") return openPglite(options, migrationsFolder);
  // Before PGlite touches the folder: a second process on it would lose writes (ADR 0005).
  return withDataDirectoryLock(options.dataDir, () => openPglite(options, migrationsFolder));
}

async function openPglite(options: OpenOptions, migrationsFolder: string): Promise<DatabaseHandle> {
  if (options.dataDir !== "memory://") {
    // PGlite makes its data directory but not the parents (design brief section 9).
    await mkdir(path.dirname(options.dataDir), { recursive: true });
  }
  if (options.pgliteThread !== "main") {
    return openPgliteWorker({ dataDir: options.dataDir, migrationsFolder }, options.onConnectionError);
  }
  // As in the thread (pglite-worker.ts): unreadable migrations fail before PGlite starts.
  readMigrationFiles({ migrationsFolder });
  const client = await PGlite.create({
    dataDir: options.dataDir === "memory://" ? undefined : options.dataDir,
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function listenOn(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  let failed = false;
  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    onError(error);
  };
  client.on("notification", (message) => {
    if (message.channel === channel) onMessage(message.payload ?? "");
  });
  client.on("error", fail);
  client.on("end", () => fail(new Error(`the LISTEN connection on ${channel} ended`)));
  const close = async () => {
    failed = true;
    await client.end().catch(() => {});
  };
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}

/** Any constant shared by every instance: the advisory lock under which migrations run. */
const MIGRATION_LOCK_KEY = 7_470_110_412;

/**
 * Instances starting together on one PostgreSQL would each apply the same pending migrations and all
 * but one fail on "already exists". One session lock serialises them: the first applies the
 * migrations, the others wait, then find nothing left to apply. Migrations run on the locked
 * connection itself, so a pool of one connection cannot deadlock.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
