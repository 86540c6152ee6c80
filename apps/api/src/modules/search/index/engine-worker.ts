/**
 * The search thread (threaded-engine.ts): holds the index of one PostgreSQL database, loads it on
 * connections of its own, and answers the HTTP thread's searches one at a time. Changes reported on
 * the HTTP thread arrive as messages, in order, before the searches that follow them.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../../../db/client.ts";
import * as schema from "../../../db/schema.ts";
import { logBackgroundWorkOf } from "../../../shared/background-work.ts";
import type { FromSearchThread, SearchWorkerData, ThreadError, ToSearchThread } from "./engine-messages.ts";
import { LocalSearchEngine } from "./local-engine.ts";
import { CHECK_MS, SearchIndex } from "./search-index.ts";

const port = parentPort;
if (!port) throw new Error("engine-worker.ts runs as a worker thread (threaded-engine.ts starts it)");
const data = workerData as SearchWorkerData;
const send = (message: FromSearchThread) => port.postMessage(message);

/** The message, and PostgreSQL's code and severity, of a failure or of the error it wraps; never its SQL or values. */
function threadError(error: unknown): ThreadError {
  // drizzle wraps a failed query's error in "Failed query: <sql> params: <values>": the cause speaks.
  const cause = error instanceof Error && error.message.startsWith("Failed query") ? error.cause : error;
  const { code, severity } = (cause ?? {}) as { code?: unknown; severity?: unknown };
  const message = cause instanceof Error ? cause.message : String(cause);
  return {
    message,
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof severity === "string" ? { severity } : {}),
  };
}

const pool = new pg.Pool({
  connectionString: data.databaseUrl,
  max: data.maxConnections,
  connectionTimeoutMillis: 10_000,
});
// An idle connection that failed is replaced by the pool; without a listener it would end the thread.
pool.on("error", (error) =>
  send({ type: "log", message: "search thread: an idle connection failed", error: threadError(error) }),
);
const db = drizzle(pool, { schema }) as unknown as Database;
logBackgroundWorkOf(db, {
  warn: (object, message) => send({ type: "log", message, error: threadError((object as { err?: unknown }).err) }),
});

/**
 * A full collection of this thread's heap, now. A load leaves a few hundred MB of garbage behind (the
 * driver's rows and text, a snapshot's chunks as the driver hands them over: at a million listings
 * about 150 MB of heap and 30 MB of buffers once restored), which V8 would otherwise keep until its next
 * major collection, whenever searches bring one on. Collected once, right after the load, while no
 * search waits on this thread: resident 1,365 to 1,212 MB in process (ADR 0019 step 8). Two passes:
 * the buffers' memory is given back on the second. V8 offers `gc` only in a context made after the
 * flag is set; setting it here changes nothing else.
 */
function collectGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("typeof gc === 'function' ? gc : null") as (() => void) | null;
  gc?.();
  gc?.();
}

const index = new SearchIndex(db, () => send({ type: "stale" }), {
  snapshots: data.snapshots,
  note: (message) => send({ type: "note", message }),
});
const engine = new LocalSearchEngine(index);
// A thread of its own can afford to follow the feed while nobody searches.
index.followFeed(CHECK_MS);

function reply(
  id: number,
  work: Promise<FromSearchThread extends infer M ? (M extends { ok: true; value: infer V } ? V : never) : never>,
) {
  work.then(
    (value) => send({ type: "answer", id, ok: true, value }),
    (error: unknown) => send({ type: "answer", id, ok: false, error: threadError(error) }),
  );
}

port.on("message", (message: ToSearchThread) => {
  switch (message.type) {
    case "search":
      reply(message.id, engine.search(message.request));
      return;
    case "warm":
      reply(
        message.id,
        engine.warm().then((ms) => {
          collectGarbage();
          send({ type: "loaded", how: index.loadedHow });
          return ms;
        }),
      );
      return;
    case "changed":
      engine.changed(message.change);
      return;
    case "clicked":
      engine.clicked(message.listingId);
      return;
    case "popularity":
      engine.popularityChanged();
      return;
  }
});
