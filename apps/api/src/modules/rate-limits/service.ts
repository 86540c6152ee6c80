/**
 * Per-client limits kept in the database (not in memory), so they hold across server instances: the
 * contact form's messages per hour, the identity account endpoints' requests per quarter hour. A
 * module calls `admitHit` before the work it limits and `forgetHit` when that work did not happen, so
 * only accepted work counts.
 */
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
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
