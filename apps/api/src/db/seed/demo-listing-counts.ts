/**
 * The numbers the demo owners see on their dashboard (issue 27 item 6): page views and times shortlisted
 * for each of their published listings over the last months, rising towards the seeding month as a
 * listing that is being found does. Relative to the seeding day, so the dashboard's months are filled on
 * first start. Enquiries are not invented: the demo enquiries (demo-enquiries.ts) are counted in the
 * months they were sent, as sending one counts it.
 */
import { LISTING_STATS_MONTHS } from "@lwl/contracts/listing-stats";
import { monthOf, previousMonth, siteDay } from "../../shared/site-calendar.ts";
import type { listingMonthlyCounts } from "../schema.ts";
import { Random } from "./random.ts";

type CountRow = typeof listingMonthlyCounts.$inferInsert;

export function buildDemoListingCounts(
  listingIds: number[],
  enquiries: { listingId: number; createdAt?: Date | undefined }[],
  now: Date,
): CountRow[] {
  const random = new Random(276);
  const months = [monthOf(siteDay(now))];
  while (months.length < LISTING_STATS_MONTHS) months.push(previousMonth(months.at(-1) as string));
  const rows = new Map<string, CountRow>();
  for (const listingId of listingIds) {
    const base = random.int(40, 220);
    months.forEach((month, age) => {
      // The current month has only begun: about half of a full one.
      const views = Math.round((base * (1 + 0.15 * (LISTING_STATS_MONTHS - age))) / (age === 0 ? 2 : 1));
      const shortlisted = Math.round(views * random.int(3, 9) * 0.01);
      rows.set(`${listingId}:${month}`, { listingId, month, views, shortlisted, enquiries: 0 });
    });
  }
  for (const enquiry of enquiries) {
    const month = monthOf(siteDay(enquiry.createdAt ?? now));
    const key = `${enquiry.listingId}:${month}`;
    const row = rows.get(key) ?? { listingId: enquiry.listingId, month, views: 0, shortlisted: 0, enquiries: 0 };
    rows.set(key, { ...row, enquiries: (row.enquiries ?? 0) + 1 });
  }
  return [...rows.values()];
}
