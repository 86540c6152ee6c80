/** What the HTTP thread and the search thread say to each other (threaded-engine.ts, engine-worker.ts). */
import type { ContentChange } from "../../content-changes/service.ts";
import type { EngineAnswer, EngineRefusal, EngineRequest } from "../engine.ts";

export interface SearchWorkerData {
  /** The PostgreSQL the thread reads the index from, on connections of its own. */
  databaseUrl: string;
  maxConnections: number;
  /** Start from the newest snapshot and write one after a full load (search-index.ts SearchIndexOptions). */
  snapshots: boolean;
}

export type ToSearchThread =
  | { type: "search"; id: number; request: EngineRequest }
  | { type: "warm"; id: number }
  | { type: "changed"; change: ContentChange | null }
  | { type: "clicked"; listingId: number }
  | { type: "popularity" };

/**
 * A failure as it crosses the thread: the message, and PostgreSQL's code and severity (what tells a
 * database outage, a 503, from a bug: db/database-errors.ts).
 */
export interface ThreadError {
  message: string;
  code?: string;
  severity?: string;
}

export type FromSearchThread =
  | { type: "answer"; id: number; ok: true; value: EngineAnswer | EngineRefusal | number }
  | { type: "answer"; id: number; ok: false; error: ThreadError }
  | { type: "log"; message: string; error: ThreadError }
  /** How the index was loaded ("restored from a snapshot …", "read from PostgreSQL …"). */
  | { type: "loaded"; how: string }
  /** A line for the log at info (a snapshot written). */
  | { type: "note"; message: string }
  /** Rows changed behind the app's back: the cards and search answers kept on the HTTP thread are stale. */
  | { type: "stale" };
