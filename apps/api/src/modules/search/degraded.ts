/**
 * Searches while the index is not ready (ADR 0019, issue 25): the first tens of seconds after a server
 * starts on a large database, or after the search thread failed. PostgreSQL answers at once instead of
 * the search waiting for the load: names that start with the words, or the whole list in its usual
 * order, with filters, near me and the time window, paged by number. No facet counts, no misspellings,
 * no cursor: the answer is plainer, never late and never a 500. Each is logged as degraded.
 */
import type { ListingType } from "@lwl/contracts/listings";
import type { SearchSort } from "@lwl/contracts/search";
import type { Database } from "../../db/client.ts";
import { degradedEvents, degradedListings } from "./degraded-queries.ts";
import { type EngineAnswer, type EngineRequest, type EventWindow, windowBounds } from "./engine.ts";
import { queryWords } from "./words.ts";

export async function degradedAnswer(db: Database, request: EngineRequest): Promise<EngineAnswer> {
  const words = request.key === undefined ? [] : queryWords(request.key).map((word) => ({ word, typos: [] }));
  // Names that start with the words have every word: no count of rows with only some.
  const empty = { words, unknownWords: false, facets: {}, cursor: null, everyWord: null };
  if (request.key !== undefined && words.length === 0) return { ...empty, noWords: true, rows: [], total: 0 };
  const phrase = words.map((word) => word.word).join(" ");
  const filters = Object.fromEntries(request.filters.map((filter) => [filter.field, filter.chosen]));
  const { corpus, near, sort, page, size, window, minRating } = request;
  const found =
    corpus === "EVENT"
      ? await degradedEvents(db, { phrase, filters, near, sort: eventSort(request), page, size, ...timesOf(window) })
      : await degradedListings(db, { type: corpus as ListingType, phrase, filters, near, minRating, sort, page, size });
  return {
    ...empty,
    noWords: false,
    rows: found.rows.map((row) => ({ id: row.id, distance: row.distance, keys: [] })),
    total: found.total,
  };
}

/** An event search's sort: events have no rating (the contract refuses sort=rating and minRating for them). */
function eventSort(request: EngineRequest): Exclude<SearchSort, "rating"> {
  if (request.sort === "rating" || request.minRating !== undefined) throw new Error("events have no rating");
  return request.sort;
}

/** An event search's clock and window: the service gives every event request its window. */
function timesOf(window: EventWindow | undefined) {
  if (!window) throw new Error("an event search carries its time window");
  return { now: window.now, ...windowBounds(window) };
}
