/**
 * Shortlists (issue 27 item 2): a signed-in user's saved listings with a note each, at most
 * SHORTLIST_MAX_ITEMS of them, published listings only; the browser's list merges in on sign-in. Each
 * first save counts once for the listing's owner (listing_monthly_counts.shortlisted): a signed-in save
 * here, a visitor's through `recordVisitorSave`, which knows no person, only a hash of the address.
 */
import { createHash } from "node:crypto";
import type { Shortlist, ShortlistMerge, ShortlistNoteWrite } from "@lwl/contracts/shortlist";
import { SHORTLIST_FULL, SHORTLIST_MAX_ITEMS } from "@lwl/contracts/shortlist-rules";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { conflict, notFound, tooManyRequests } from "../../shared/http-error.ts";
import { addToMonthlyCount } from "../listing-stats/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { toShortlistItem } from "./mappers.ts";
import * as queries from "./queries.ts";

export interface ShortlistDeps {
  db: Database;
  /** Dates the items, the month they count for and the limits' windows. */
  now: Clock;
}

export async function getShortlist(deps: ShortlistDeps, userId: string): Promise<Shortlist> {
  const rows = await queries.findShortlist(deps.db, userId);
  return { items: rows.map(toShortlistItem) };
}

/**
 * PUT /api/shortlist/{listingId}: saves a published listing (counted for its owner the first time) or
 * changes the note of a saved one. A listing hidden since it was saved keeps its note but takes no new one.
 */
export async function saveItem(
  deps: ShortlistDeps,
  userId: string,
  listingId: number,
  write: ShortlistNoteWrite,
): Promise<Shortlist> {
  const published = await queries.findPublishedIds(deps.db, [listingId]);
  if (!published.has(listingId)) throw notFound("Listing", listingId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const notes = await queries.findItemNotes(tx, userId);
    if (notes.some((item) => item.listingId === listingId)) {
      if (write.note !== undefined) await queries.updateNote(tx, userId, listingId, write.note, now);
      return;
    }
    if (notes.length >= SHORTLIST_MAX_ITEMS) throw conflict(SHORTLIST_FULL);
    if (await queries.insertItem(tx, { userId, listingId, note: write.note ?? "" }, now)) {
      await addToMonthlyCount({ db: tx, now: deps.now }, listingId, "shortlisted");
    }
  });
  return getShortlist(deps, userId);
}

/** DELETE /api/shortlist/{listingId}: gone whether it was there or not (a second tab may have removed it). */
export async function removeItem(deps: ShortlistDeps, userId: string, listingId: number): Promise<void> {
  await queries.deleteItem(deps.db, userId, listingId);
}

/**
 * POST /api/shortlist/merge: the account keeps the union. A note the account has wins; an empty one
 * takes the browser's. Unknown or hidden listings, and those past the maximum, are left out and counted
 * in `skipped`. Merged items are not counted for owners again: the browser's save was (`recordVisitorSave`).
 */
export async function mergeShortlist(
  deps: ShortlistDeps,
  userId: string,
  merge: ShortlistMerge,
): Promise<Shortlist & { skipped: number }> {
  const incoming = new Map(merge.items.map((item) => [item.listingId, item.note]));
  const published = await queries.findPublishedIds(deps.db, [...incoming.keys()]);
  const now = deps.now();
  const skipped = await deps.db.transaction(async (tx) => {
    const kept = new Map((await queries.findItemNotes(tx, userId)).map((item) => [item.listingId, item.note]));
    let left = 0;
    for (const [listingId, note] of incoming) {
      if (!published.has(listingId)) {
        left += 1;
      } else if (kept.has(listingId)) {
        if (kept.get(listingId) === "" && note !== "") await queries.updateNote(tx, userId, listingId, note, now);
      } else if (kept.size >= SHORTLIST_MAX_ITEMS) {
        left += 1;
      } else {
        await queries.insertItem(tx, { userId, listingId, note }, now);
        kept.set(listingId, note);
      }
    }
    return left;
  });
  return { ...(await getShortlist(deps, userId)), skipped };
}

/** A visitor saves a few listings an hour; more is a script. */
export const VISITOR_SAVE_LIMIT: rateLimits.RateLimit = { bucket: "shortlist-saves", max: 60, windowMinutes: 60 };
/** One count per address and listing a day: saving, removing and saving again is one interest. */
const ONCE_A_DAY: rateLimits.RateLimit = { bucket: "shortlist-save-once", max: 1, windowMinutes: 24 * 60 };

/** Whom a save counts for, without keeping the address: a hash of it. */
const clientKeyOf = (clientIp: string, listingId?: number) =>
  createHash("sha256")
    .update(`shortlist-saves:${clientIp}:${listingId ?? ""}`)
    .digest("hex")
    .slice(0, 32);

/**
 * POST /api/shortlist/saves: a visitor saved a published listing in the browser; it counts for the
 * listing's month once per address, listing and day. Over the limit: 429. Unknown or hidden listing: 404.
 */
export async function recordVisitorSave(deps: ShortlistDeps, listingId: number, clientIp: string): Promise<void> {
  const admission = await rateLimits.admitHit(deps, VISITOR_SAVE_LIMIT, clientKeyOf(clientIp));
  if (!admission.admitted) {
    throw tooManyRequests(
      `Too many saves from your address. Please try again in ${rateLimits.minutesToWait(admission.retryAfterSeconds)}.`,
      admission.retryAfterSeconds,
    );
  }
  const published = await queries.findPublishedIds(deps.db, [listingId]);
  if (!published.has(listingId)) throw notFound("Listing", listingId);
  const once = await rateLimits.admitHit(deps, ONCE_A_DAY, clientKeyOf(clientIp, listingId));
  if (once.admitted) await addToMonthlyCount(deps, listingId, "shortlisted");
}
