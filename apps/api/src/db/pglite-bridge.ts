/**
 * The embedded database in its own thread (ADR 0006). The worker (pglite-worker.ts) owns PGlite and
 * applies the migrations; this side gives drizzle's PGlite driver the three methods it calls
 * (`query`, `transaction`) and forwards them as messages, so HTTP, health checks and static
 * files keep being answered while a query runs.
 *
 * - A transaction is pinned: it holds PGlite's transaction lock in the worker until this side commits
 *   or rolls back, and other queries wait for it exactly as they did on in-process PGlite.
 * - Query errors keep PostgreSQL's fields (`code` 23505, `constraint`...) and message.
 * - If the thread dies, every waiting and later query fails with code 08006 (connection failure), so
 *   requests answer instead of hanging and `/readyz` goes red.
 */
import type { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { startWorker } from "../shared/worker-thread.ts";
import type { Database, DatabaseHandle } from "./client.ts";
import {
  type PgliteWorkerData,
  PgliteWorkerError,
  type QueryOptionsMessage,
  type WorkerReply,
  type WorkerRequest,
} from "./pglite-messages.ts";
import * as schema from "./schema.ts";

/** Requests without their id, which the bridge assigns. */
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, "id"> : never) : never;

export interface PgliteWorkerHandle extends DatabaseHandle {
  /** The database thread (tests end it to check that a crash fails queries instead of hanging them). */
  worker: Worker;
}

/** A failure of the database connection itself (the thread is gone), coded as PostgreSQL does. */
function connectionFailure(message: string, code = "08006"): PgliteWorkerError {
  return new PgliteWorkerError({ message, name: "Error", fields: { code, severity: "FATAL" } });
}

const closed = () => connectionFailure("The embedded database is closed", "08003");

/** The database's thread: from the sources (development, tests) or beside the bundled server (dist/pglite-worker.js). */
function startPgliteWorker(data: PgliteWorkerData): Worker {
  const entry = import.meta.url.endsWith(".ts") ? "./pglite-worker.ts" : "./pglite-worker.js";
  return startWorker(new URL(entry, import.meta.url), data);
}

/** Turns drizzle's parsers (functions) into the type ids they keep as text: the only kind drizzle passes. */
function optionsMessage(options: QueryOptions | undefined): QueryOptionsMessage {
  return {
    rowMode: options?.rowMode,
    textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

class PgliteWorkerClient {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;
  private closing: Promise<void> | null = null;
  /** Set once closing: only the transactions already open may still finish. */
  private refuseNewWork = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    readonly worker: Worker,
    private readonly onStopped: (error: Error) => void,
  ) {
    worker.on("message", (message: WorkerReply) => {
      if (message.type !== "result") return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.settled(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new PgliteWorkerError(message.error));
    });
    worker.on("error", (error) => this.stopped(`The embedded database stopped: ${error.message}`));
    worker.on("exit", (code) => {
      if (this.closing) this.fail(closed());
      else this.stopped(`The embedded database stopped (its thread exited with code ${code})`);
    });
    // An idle database does not keep the process alive (as in-process PGlite did not); a waiting query does.
    worker.unref();
  }

  private settled(id: number) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  /** The thread died on its own: nothing will answer again until the process restarts. */
  private stopped(message: string) {
    if (this.failure) return;
    const error = connectionFailure(message);
    this.fail(error);
    this.onStopped(error);
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const [id, waiting] of this.pending) {
      this.settled(id);
      waiting.reject(this.failure);
    }
  }

  request<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
    this.inFlight.add(answer);
    const forget = () => this.inFlight.delete(answer);
    answer.then(forget, forget);
    return answer;
  }

  /**
   * Refuses new work outside open transactions, lets what was asked finish, then closes PGlite in the
   * worker (which waits for open transactions and flushes the data directory) and ends the thread.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.refuseNewWork = true;
      await Promise.allSettled(this.inFlight);
      if (!this.failure) await this.request({ type: "close" });
      await this.worker.terminate();
    })();
    return this.closing;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions, txId?: number): Promise<Results<T>> {
    if (this.refuseNewWork && txId === undefined) return Promise.reject(closed());
    return this.request({ type: "query", txId, sql: text, params, options: optionsMessage(options) });
  }

  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    if (this.refuseNewWork) throw closed();
    const txId = await this.request<number>({ type: "begin" });
    const tx = new PgliteWorkerTransaction(this, txId);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!tx.closed) {
        tx.closed = true;
        // The callback's error is the one to report; a failed rollback means the thread is gone anyway.
        await this.request({ type: "rollback", txId }).catch(() => {});
      }
      throw error;
    }
    if (!tx.closed) {
      tx.closed = true;
      await this.request({ type: "commit", txId });
    }
    return result;
  }
}

/** What drizzle's session uses of PGlite's transaction object. */
class PgliteWorkerTransaction {
  closed = false;

  constructor(
    private readonly client: PgliteWorkerClient,
    private readonly txId: number,
  ) {}

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.client.query<T>(text, params, options, this.txId);
  }

  async rollback(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.request({ type: "rollback", txId: this.txId });
  }
}

/** Starts the database thread, which opens PGlite and applies the migrations, and answers once it is ready. */
export async function openPgliteWorker(
  options: PgliteWorkerData,
  onStopped: (error: Error) => void = (error) => console.error(error.message),
): Promise<PgliteWorkerHandle> {
  const worker = startPgliteWorker(options);
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: WorkerReply) => {
      if (message.type === "ready") done(resolve);
      if (message.type === "failed") done(() => reject(new PgliteWorkerError(message.error)));
    };
    const onError = (error: Error) => done(() => reject(error));
    const onExit = (code: number) =>
      done(() => reject(new Error(`The embedded database thread exited with code ${code} while opening`)));
    const done = (settle: () => void) => {
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      settle();
    };
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  const client = new PgliteWorkerClient(worker, onStopped);
  // The bridge answers what drizzle's PGlite driver calls (query, transaction); the rest of PGlite's API is not there.
  const db = drizzle(client as unknown as PGlite, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    worker,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
