/**
 * The thread that owns the embedded database (started by pglite-bridge.ts). PGlite runs PostgreSQL
 * compiled to WebAssembly synchronously: on the main thread every query stopped HTTP, health checks
 * and static files until it finished. Here it only stops this thread.
 *
 * Requests are handled as they arrive, without waiting for the previous one: PGlite's own locks put
 * them in order, and queries of an open transaction must pass while other queries wait for it.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import {
  type PgliteWorkerData,
  type QueryOptionsMessage,
  serializeError,
  type WorkerReply,
  type WorkerRequest,
} from "./pglite-messages.ts";

if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread (see pglite-bridge.ts)");
const port = parentPort;
const { dataDir, migrationsFolder } = workerData as PgliteWorkerData;

const keepText = (value: string) => value;
const parsersByKey = new Map<string, Record<number, (value: string) => string>>();

/** PGlite's parsers for a request (cached: drizzle asks for the same few sets every time). */
function parsersFor(options: QueryOptionsMessage) {
  const types = options.textTypes ?? [];
  const key = types.join(",");
  let parsers = parsersByKey.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, keepText]));
    parsersByKey.set(key, parsers);
  }
  return parsers;
}

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: commit when true, roll back when false. */
  finish: (commit: boolean) => void;
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<void>;
}

function reply(message: WorkerReply) {
  port.postMessage(message);
}

async function open(): Promise<PGlite> {
  // Unreadable migrations (a broken install) fail the start at once, before PGlite's seconds of start-up.
  readMigrationFiles({ migrationsFolder });
  const client = await PGlite.create({
    dataDir: dataDir === "memory://" ? undefined : dataDir,
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  });
  await migrate(drizzle(client), { migrationsFolder });
  return client;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransactionId = 1;

/** Opens a transaction that stays open, holding PGlite's transaction lock, until commit or rollback arrives. */
async function begin(client: PGlite): Promise<number> {
  const txId = nextTransactionId++;
  let started!: () => void;
  const isOpen = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let tx!: Transaction;
  const done = client
    .transaction(async (opened) => {
      tx = opened;
      started();
      if (!(await decision)) await opened.rollback();
    })
    .finally(() => transactions.delete(txId));
  // BEGIN itself can fail; then `done` rejects before the transaction ever opens.
  await Promise.race([isOpen, done]);
  transactions.set(txId, { tx, finish, done });
  return txId;
}

function target(client: PGlite, txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return client;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  open.finish(commit);
  await open.done;
}

async function handle(client: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.type) {
    case "query": {
      const options = { rowMode: request.options.rowMode, parsers: parsersFor(request.options) };
      const { rows, fields, affectedRows } = await target(client, request.txId).query(
        request.sql,
        request.params,
        options,
      );
      return { rows, fields, affectedRows };
    }
    case "begin":
      return begin(client);
    case "commit":
      return end(request.txId, true);
    case "rollback":
      return end(request.txId, false);
    case "close":
      // Waits for queued queries and open transactions, then flushes and closes the data directory.
      await client.close();
      return null;
  }
}

try {
  const client = await open();
  port.on("message", (request: WorkerRequest) => {
    handle(client, request).then(
      (value) => reply({ type: "result", id: request.id, ok: true, value }),
      (error: unknown) => reply({ type: "result", id: request.id, ok: false, error: serializeError(error) }),
    );
  });
  reply({ type: "ready" });
} catch (error) {
  // The bridge ends this thread once it has the reason.
  reply({ type: "failed", error: serializeError(error) });
}
