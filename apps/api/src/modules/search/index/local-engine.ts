/**
 * The search engine with the index on the calling thread (engine.ts): the embedded database's demo
 * size, the tests and scripts. A search that arrives before the index loaded waits for it (a demo
 * loads in a fraction of a second), so it is always ready.
 */
import type { Database } from "../../../db/client.ts";
import type { ContentChange } from "../../content-changes/service.ts";
import type { EngineAnswer, EngineRefusal, EngineRequest, SearchEngine } from "../engine.ts";
import { answerFromIndex } from "./answer.ts";
import { type SearchIndex, searchIndexOf } from "./search-index.ts";

export class LocalSearchEngine implements SearchEngine {
  readonly cards;

  constructor(private readonly index: SearchIndex) {
    this.cards = { listings: index.listingCards, events: index.eventCards };
  }

  isReady(): boolean {
    return true;
  }

  search(request: EngineRequest): Promise<EngineAnswer | EngineRefusal> {
    return answerFromIndex(this.index, request);
  }

  changed(change: ContentChange | null): void {
    this.index.changed(change);
  }

  clicked(listingId: number): void {
    this.index.clicked(listingId);
  }

  popularityChanged(): void {
    this.index.popularityChanged();
  }

  async warm(): Promise<number> {
    const started = Date.now();
    await this.index.current();
    this.index.prepare();
    return Date.now() - started;
  }

  async close(): Promise<void> {}
}

const engines = new WeakMap<Database, SearchEngine>();

/** Makes `engine` answer the searches of `db` (the app does it once it opened the database). */
export function useSearchEngine(db: Database, engine: SearchEngine): void {
  engines.set(db, engine);
}

/**
 * The engine answering the searches of `db`: the one installed, else the index on this thread
 * (searchIndexOf: subscribed to the database's content changes).
 */
export function searchEngineOf(db: Database): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new LocalSearchEngine(searchIndexOf(db));
    engines.set(db, engine);
  }
  return engine;
}
