/**
 * The search engine with the index in a thread of its own (engine.ts, engine-worker.ts): the HTTP
 * thread sends each search as a message and awaits its answer, so a load of a million rows, a search
 * over hundreds of thousands of matches or a collection of the index's heap never holds up `/healthz`,
 * pages or writes. PostgreSQL only: the thread opens a few connections of its own.
 *
 * The cards of rows shown in results stay on this thread (they are loaded with the HTTP thread's
 * connections) and are forgotten as reported changes arrive; when the search thread finds rows changed
 * behind the app's back, every kept card and search answer is forgotten. Until the index has loaded, and while a failed thread is started again, `isReady()` is false and
 * the service answers from PostgreSQL instead (degraded.ts).
 */
import type { Worker } from "node:worker_threads";
import type { Database } from "../../../db/client.ts";
import { startWorker } from "../../../shared/worker-thread.ts";
import { searchAnswersStale } from "../../content-cache/service.ts";
import { type ContentChange, onContentChange } from "../../content-changes/service.ts";
import type { EngineAnswer, EngineRefusal, EngineRequest, SearchEngine } from "../engine.ts";
import type { EventCard, ListingCard } from "../mappers.ts";
import { CardShelf, forgetCardsOf } from "./cards.ts";
import type { FromSearchThread, SearchWorkerData, ThreadError, ToSearchThread } from "./engine-messages.ts";
import { CARDS_KEPT } from "./search-index.ts";

/** How long a failed thread waits before it is started again. */
const RESTART_AFTER_MS = 1000;

export interface ThreadLog {
  info(message: string): void;
  warn(object: object, message: string): void;
}

/** A question to the thread, before it is given its id. */
type Question<T = Extract<ToSearchThread, { id: number }>> = T extends unknown ? Omit<T, "id"> : never;

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * A failure told by the thread, as an error of this one: PostgreSQL's code and severity kept, so that
 * the error handler answers a database outage with a 503, as it does for the HTTP thread's own queries.
 */
function errorOf(error: ThreadError): Error {
  const { message, ...fields } = error;
  return Object.assign(new Error(message), fields);
}

export class ThreadedSearchEngine implements SearchEngine {
  readonly cards = {
    listings: new CardShelf<ListingCard>(CARDS_KEPT),
    events: new CardShelf<EventCard>(CARDS_KEPT),
  };
  private worker: Worker | null = null;
  private ready = false;
  private closed = false;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private loading: Promise<number> | null = null;
  private readonly unsubscribe: () => void;
  /** How the thread's index was last loaded (SearchIndex.loadedHow): from a snapshot or from PostgreSQL. */
  loadedHow = "";

  /** Answers the searches of `db`, told of every content change reported on it. */
  constructor(
    private readonly db: Database,
    private readonly data: SearchWorkerData,
    private readonly log: ThreadLog,
  ) {
    this.unsubscribe = onContentChange(db, (change) => this.changed(change));
    this.start();
  }

  private start(): void {
    const entry = import.meta.url.endsWith(".ts") ? "./engine-worker.ts" : "./search-worker.js";
    const worker = startWorker(new URL(entry, import.meta.url), this.data);
    worker.unref();
    worker.on("message", (message: FromSearchThread) => this.heard(message));
    worker.on("error", (error) => this.failed(worker, `the search thread failed: ${error.message}`));
    worker.on("exit", (code) => this.failed(worker, `the search thread exited with code ${code}`));
    this.worker = worker;
  }

  private heard(message: FromSearchThread): void {
    if (message.type === "stale") {
      // Rare (a script, a lost notification): every kept card and answer is forgotten, not the rows one by one.
      this.cards.listings.clear();
      this.cards.events.clear();
      searchAnswersStale(this.db);
    } else if (message.type === "log") {
      this.log.warn({ err: errorOf(message.error) }, message.message);
    } else if (message.type === "note") {
      this.log.info(message.message);
    } else if (message.type === "loaded") {
      this.loadedHow = message.how;
      this.log.info(`search index ${message.how}`);
    } else {
      const waiting = this.waiting.get(message.id);
      if (!waiting) return;
      this.waiting.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(errorOf(message.error));
    }
  }

  /** The thread is gone: what waited fails (the service answers from PostgreSQL), and a new one loads. */
  private failed(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = false;
    for (const waiting of this.waiting.values()) waiting.reject(new Error(reason));
    this.waiting.clear();
    // Every card may have changed while no thread followed the changes.
    this.cards.listings.clear();
    this.cards.events.clear();
    if (this.closed) {
      this.loading = null;
      return;
    }
    this.log.warn({}, `${reason}; searches are answered from PostgreSQL until a new one has loaded`);
    // A pause first, so that a thread failing at every start does not take a core in a loop.
    const restarted = new Promise<void>((resolve) => setTimeout(resolve, RESTART_AFTER_MS).unref()).then(() => {
      if (this.closed) throw new Error("the search thread was closed");
      this.start();
      return this.load();
    });
    this.loading = restarted;
    restarted.then(
      (ms) => this.log.info(`search index loaded in ${ms} ms`),
      (error: unknown) => {
        if (this.loading === restarted) this.loading = null;
        if (!this.closed) this.log.warn({ err: error }, "search index: loading failed; the next search tries again");
      },
    );
  }

  private ask<Value>(message: Question): Promise<Value> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error("the search thread is not running"));
    const id = this.nextId++;
    return new Promise<Value>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  private tell(message: Exclude<ToSearchThread, { id: number }>): void {
    this.worker?.postMessage(message);
  }

  isReady(): boolean {
    return this.ready;
  }

  search(request: EngineRequest): Promise<EngineAnswer | EngineRefusal> {
    return this.ask({ type: "search", request });
  }

  changed(change: ContentChange | null): void {
    // At once, before the thread hears of it: a search answered meanwhile must not show the old card.
    forgetCardsOf(change, this.cards.listings, this.cards.events);
    this.tell({ type: "changed", change });
  }

  clicked(listingId: number): void {
    this.tell({ type: "clicked", listingId });
  }

  popularityChanged(): void {
    this.tell({ type: "popularity" });
  }

  /** Loads the index in the thread (once, or again after a failure); ready when it has. */
  warm(): Promise<number> {
    if (!this.loading) {
      const loading = this.load().catch((error: unknown) => {
        if (this.loading === loading) this.loading = null;
        throw error;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  private async load(): Promise<number> {
    const ms = await this.ask<number>({ type: "warm" });
    this.ready = true;
    return ms;
  }

  /** The thread (tests end it, to see searches answered while a new one loads). */
  get thread(): Worker | null {
    return this.worker;
  }

  async close(): Promise<void> {
    this.unsubscribe();
    this.closed = true;
    this.ready = false;
    const worker = this.worker;
    this.worker = null;
    for (const waiting of this.waiting.values()) waiting.reject(new Error("the search thread was closed"));
    this.waiting.clear();
    await worker?.terminate();
  }
}
