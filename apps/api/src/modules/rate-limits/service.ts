/**
 * Per-client limits kept in the database (not in memory), so they hold across server instances: the
 * contact form's messages per hour, the identity account endpoints' requests per quarter hour. A
 * module calls `admitHit` before the work it limits and `forgetHit` when that work did not happen, so
 * only accepted work counts.
 */
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { HttpError, tooManyRequests } from "../../shared/http-error.ts";
import * as queries from "./queries.ts";

export interface RateLimitDeps {
  db: Database;
  /** Dates the hits and ends the windows. */
  now: Clock;
}

export interface RateLimit {
  /** Which limit ("contact"): hits of different buckets never count together. */
  bucket: string;
  max: number;
  windowMinutes: number;
}

export type HitAdmission = { admitted: true; hitId: string } | { admitted: false; retryAfterSeconds: number };

/**
 * Records the hit first and then counts, so parallel requests see each other; a hit over the limit is
 * removed again (refusals do not extend the wait) and answered with the seconds until a slot frees.
 */
export async function admitHit(deps: RateLimitDeps, limit: RateLimit, clientKey: string): Promise<HitAdmission> {
  const now = deps.now();
  await queries.deleteHitsBefore(deps.db, limit.bucket, limit.windowMinutes, now);
  const hitId = await queries.insertHit(deps.db, limit.bucket, clientKey, now);
  const recent = await queries.countRecentHits(deps.db, limit.bucket, clientKey, limit.windowMinutes, now);
  if (recent.count <= limit.max) return { admitted: true, hitId };
  await queries.deleteHit(deps.db, hitId);
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(recent.secondsUntilOldestLeaves)) };
}

/** Takes back a hit whose work did not happen (the message could not be stored). */
export async function forgetHit(deps: Pick<RateLimitDeps, "db">, hitId: string): Promise<void> {
  await queries.deleteHit(deps.db, hitId);
}

/** "3 minutes", "1 minute": the wait a 429 message names. */
export function minutesToWait(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/**
 * Counts one hit against each limit (a limit and the key it counts by: an account, an address, a
 * listing), or refuses with a 429 naming the wait ("Too many {what}. Please try again in 3 minutes.");
 * the hits already counted are taken back. Answers the hits, to give back if the work does not happen.
 */
export async function admitAll(
  deps: RateLimitDeps,
  limits: readonly (readonly [RateLimit, string])[],
  what: string,
): Promise<string[]> {
  const admitted: string[] = [];
  for (const [limit, key] of limits) {
    const admission = await admitHit(deps, limit, key);
    if (!admission.admitted) {
      for (const hitId of admitted) await forgetHit(deps, hitId);
      throw tooManyRequests(
        `Too many ${what}. Please try again in ${minutesToWait(admission.retryAfterSeconds)}.`,
        admission.retryAfterSeconds,
      );
    }
    admitted.push(admission.hitId);
  }
  return admitted;
}

/** Runs the limited work; a failure of ours (not a refusal, a 4xx) gives the hits back. */
export async function givingBackOnFailure<T>(
  deps: Pick<RateLimitDeps, "db">,
  hits: string[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode < 500)) {
      for (const hitId of hits) await forgetHit(deps, hitId);
    }
    throw error;
  }
}
