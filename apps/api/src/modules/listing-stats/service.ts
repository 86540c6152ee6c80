/**
 * What a listing's owner sees they get (issue 27 item 6; packages/contracts/src/listing-stats.ts): views
 * of its detail page, times shortlisted and enquiries, per month in the site's time zone. The counts are
 * numbers per listing and month (`listing_monthly_counts`); a view is counted once per visitor and day
 * through a receipt keyed by a hash of the address, so nothing personal is kept.
 */
import { createHash } from "node:crypto";
import { LISTING_STATS_MONTHS, type ListingStats } from "@lwl/contracts/listing-stats";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { notFound } from "../../shared/http-error.ts";
import { monthOf, previousDay, previousMonth, siteDay } from "../../shared/site-calendar.ts";
import type { Actor } from "../access/policy.ts";
import { assertListingOwner } from "../listings/policy.ts";
import * as queries from "./queries.ts";

export interface ListingStatsDeps {
  db: Database;
  /** The day and month a count belongs to. */
  now: Clock;
}

export type CountedField = queries.CountedField;

/**
 * Adds one to this month's count of `field` for a listing: a shortlisting or an enquiry (their modules
 * call it in the transaction that stores them, so a count never outlives a write that failed).
 */
export async function addToMonthlyCount(
  deps: ListingStatsDeps,
  listingId: number,
  field: Exclude<CountedField, "views">,
): Promise<void> {
  await queries.addOne(deps.db, listingId, monthOf(siteDay(deps.now())), field);
}

/** Whom a view counts for, without keeping the address: a hash of it. */
const clientKeyOf = (clientIp: string) =>
  createHash("sha256").update(`listing-views:${clientIp}`).digest("hex").slice(0, 32);

/** The detail page of a published listing was shown: counts once per visitor, listing and day. 404 otherwise. */
export async function recordView(deps: ListingStatsDeps, listingId: number, clientIp: string): Promise<void> {
  if (!(await queries.isPublishedListing(deps.db, listingId))) throw notFound("Listing", listingId);
  const day = siteDay(deps.now());
  await deps.db.transaction(async (tx) => {
    await queries.deleteViewReceiptsBefore(tx, previousDay(day));
    if (await queries.insertViewReceipt(tx, day, clientKeyOf(clientIp), listingId)) {
      await queries.addOne(tx, listingId, monthOf(day), "views");
    }
  });
}

/** The last months' counts of a listing, newest first, zeros where nothing was counted. Its owner and administrators only. */
export async function getStats(deps: ListingStatsDeps, actor: Actor, listingId: number): Promise<ListingStats> {
  await assertListingOwner(deps, actor, listingId);
  if (!(await queries.listingExists(deps.db, listingId))) throw notFound("Listing", listingId);
  const months = [monthOf(siteDay(deps.now()))];
  while (months.length < LISTING_STATS_MONTHS) months.push(previousMonth(months.at(-1) as string));
  const counted = await queries.findMonthlyCounts(deps.db, listingId, months.at(-1) as string);
  const byMonth = new Map(counted.map((row) => [row.month, row]));
  return {
    listingId,
    months: months.map((month) => {
      const row = byMonth.get(month);
      return {
        month: month.slice(0, 7),
        views: row?.views ?? 0,
        shortlisted: row?.shortlisted ?? 0,
        enquiries: row?.enquiries ?? 0,
      };
    }),
  };
}
