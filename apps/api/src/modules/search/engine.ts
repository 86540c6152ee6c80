/**
 * The search engine behind the service (docs/decisions/0019-search-index-in-memory.md, issue 25): what
 * answers a search from the index, wherever the index lives. Two implementations answer the same
 * requests with the same results (the relevance tests run on both):
 *
 * - `LocalSearchEngine` (index/local-engine.ts): the index on the calling thread. The embedded
 *   database's demo size, the tests, scripts.
 * - `ThreadedSearchEngine` (index/threaded-engine.ts): the index in a worker thread of its own with its
 *   own PostgreSQL connections, so that loading a million rows, a search over 400,000 matches or a
 *   garbage collection of the index never holds up the HTTP thread (`/healthz`, pages, writes).
 *
 * A request carries everything the index needs (words as typed, filters as chosen, the clock's instant),
 * and an answer everything the service turns into a page; both cross a thread as plain data.
 */
import type { ListingType } from "@lwl/contracts/listings";
import type { FacetValue, SearchSort } from "@lwl/contracts/search";
import type { ContentChange } from "../content-changes/service.ts";
import type { CardShelf } from "./index/cards.ts";
import type { NearMe, RankedSlot } from "./index/corpus.ts";
import type { EventCard, ListingCard } from "./mappers.ts";
import type { MatchedWord } from "./words.ts";

/** A listing type's corpus, or the events'. */
export type CorpusName = ListingType | "EVENT";

/** A facet's chosen values as the visitor spelled them, and spellings accepted beyond the stored ones. */
export interface ChosenFilter {
  field: string;
  chosen: string[];
  /** Values accepted even when no published content has them (a tutor mode, a known event type). */
  extra: readonly string[];
}

/** Events only: the clock and the time window (ms since the epoch). */
export interface EventWindow {
  now: number;
  upcomingOnly: boolean;
  /** Start of the `from` day, end of the `to` day. */
  from: number | undefined;
  to: number | undefined;
}

export interface EngineRequest {
  corpus: CorpusName;
  /** The search as typed (undefined: no words, the whole list). */
  key: string | undefined;
  filters: ChosenFilter[];
  near: NearMe | undefined;
  /** Listings only: "4 stars and up" (corpus.ts CorpusQuery.minRating). */
  minRating?: number | undefined;
  sort: SearchSort;
  page: number;
  size: number;
  /** A previous page's cursor. */
  after: string | undefined;
  /** Facets counted under this search's filters. */
  facets: string[] | undefined;
  /** Facets answered with the whole corpus's counts (the unfiltered default list). */
  corpusFacets: string[] | undefined;
  window: EventWindow | undefined;
  /**
   * False when the answer's cursor is not wanted (suggestions, a did-you-mean probe): the engine then
   * spends nothing on it and answers `cursor: null`.
   */
  wantsCursor?: false;
}

export interface EngineAnswer {
  /** The words of the key with their known misspellings (highlighting, did you mean). */
  words: MatchedWord[];
  /** A key without any word (`!!!`): nothing was searched. */
  noWords: boolean;
  /** Some word is in no searchable content (did you mean is worth asking). */
  unknownWords: boolean;
  rows: RankedSlot[];
  total: number;
  /** With two words or more: how many of the `total` rows have every word (null otherwise). */
  everyWord: number | null;
  facets: Record<string, FacetValue[]>;
  /** The cursor of the page's last row (null without rows). */
  cursor: string | null;
}

/** A request the index refuses (a filter value no content has, a cursor of another search): a 400's message. */
export interface EngineRefusal {
  refused: string;
}

export interface SearchEngine {
  /** True when searches are answered from the index (false while it first loads, or after its thread failed). */
  isReady(): boolean;
  search(request: EngineRequest): Promise<EngineAnswer | EngineRefusal>;
  /** A write changed content (null: anything may have changed); applied before the next search. */
  changed(change: ContentChange | null): void;
  /** A listing's clicks changed (counted on this instance). */
  clicked(listingId: number): void;
  /** Every listing's clicks may have changed (a new ranking month, a script). */
  popularityChanged(): void;
  /** Loads the index (at startup, in the background); resolves with the time it took once loaded. */
  warm(): Promise<number>;
  /** The cards of rows shown in results, forgotten when their rows change. */
  readonly cards: { listings: CardShelf<ListingCard>; events: CardShelf<EventCard> };
  close(): Promise<void>;
}

export const isRefusal = (answer: EngineAnswer | EngineRefusal): answer is EngineRefusal => "refused" in answer;

/**
 * The instants an event window keeps: ended (or started, without an end) at or after `endsFrom` (the
 * clock when only upcoming events are asked for, and the `from` day), started before `startsBefore`.
 */
export function windowBounds(window: EventWindow): { endsFrom: number | undefined; startsBefore: number | undefined } {
  const ends = [window.upcomingOnly ? window.now : undefined, window.from].filter(
    (instant): instant is number => instant !== undefined,
  );
  return { endsFrom: ends.length > 0 ? Math.max(...ends) : undefined, startsBefore: window.to };
}
