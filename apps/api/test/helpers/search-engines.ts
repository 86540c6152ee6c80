import type { Database } from "../../src/db/client.ts";
import type { SearchEngine } from "../../src/modules/search/engine.ts";
import { LocalSearchEngine } from "../../src/modules/search/index/local-engine.ts";
import { searchIndexOf } from "../../src/modules/search/index/search-index.ts";

/** An engine whose index never finishes loading: every search is answered by PostgreSQL (degraded.ts). */
export function notReady(db: Database): SearchEngine {
  const local = new LocalSearchEngine(searchIndexOf(db));
  return {
    isReady: () => false,
    search: () => Promise.reject(new Error("a degraded search must not ask the index")),
    changed: () => {},
    clicked: () => {},
    popularityChanged: () => {},
    warm: () => new Promise(() => {}),
    cards: local.cards,
    close: async () => {},
  };
}
