/**
 * Work that nobody awaits: a total recounted after its answer went out, the search index's background
 * check, a LISTEN connection closed after it failed. A promise like that which rejects with nobody
 * observing it is an unhandled rejection, and a process that exits on those (close-with-grace's
 * default) dies of a database blip that every request would have survived with a 503 (issue 23.1).
 * So every such promise goes through `inBackground`, which logs its failure and nothing more: the
 * next request or round tries again.
 *
 * The log is the app's, found by its database handle (buildApp registers it), because the users of
 * this (kept totals, the search index) are shared per database rather than handed a logger.
 */
import { serializeError } from "../logging.ts";

/** What a failure is written to: the app's logger (its serializers keep SQL and values out). */
export interface BackgroundLog {
  warn(object: object, message: string): void;
}

const logs = new WeakMap<object, BackgroundLog>();

/** The app's logger for the background work done on `db` (buildApp calls it once). */
export function logBackgroundWorkOf(db: object, log: BackgroundLog): void {
  logs.set(db, log);
}

/** Work started before any app registered its log (a script, a unit test) is still observed; it is logged here. */
const stderrLog: BackgroundLog = {
  warn: (object, message) => {
    const error = (object as { err?: unknown }).err;
    // Through the log serializer: a failed query's message would otherwise carry its SQL and values.
    process.stderr.write(`${message}: ${error instanceof Error ? serializeError(error).message : String(error)}\n`);
  },
};

/** The log of the background work done on `db` (the app's, or standard error before any app registered one). */
export function backgroundLogOf(db: object): BackgroundLog {
  return logs.get(db) ?? stderrLog;
}

/**
 * Observes `work`, which nobody awaits: when it fails, "`what` failed in the background" is logged
 * with the error, at warn (the database being down is an outage, not a bug, and the work is retried).
 */
export function inBackground(db: object, what: string, work: Promise<unknown>): void {
  work.catch((error: unknown) => {
    backgroundLogOf(db).warn({ err: error }, `${what} failed in the background`);
  });
}
