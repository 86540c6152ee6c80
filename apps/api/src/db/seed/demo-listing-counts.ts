/**
 * The numbers the demo owners see on their dashboard (issue 27 item 6): page views and times shortlisted
 * for each of their published listings over the last months, rising towards the seeding month as a
 * listing that is being found does. Relative to the seeding day, so the dashboard's months are filled on
 * first start. Enquiries are not invented here: they are counted as enquiries are written.
 */
import { LISTING_STATS_MONTHS } from "@lwl/contracts/listing-stats";
import { monthOf, previousMonth, siteDay } from "../../shared/site-calendar.ts";
import type { listingMonthlyCounts } from "../schema.ts";
import { Random } from "./random.ts";

export function buildDemoListingCounts(listingIds: number[], now: Date): (typeof listingMonthlyCounts.$inferInsert)[] {
  const random = new Random(276);
  const months = [monthOf(siteDay(now))];
  while (months.length < LISTING_STATS_MONTHS) months.push(previousMonth(months.at(-1) as string));
  return listingIds.flatMap((listingId) => {
    const base = random.int(40, 220);
    return months.map((month, age) => {
      // The current month has only begun: about half of a full one.
      const views = Math.round((base * (1 + 0.15 * (LISTING_STATS_MONTHS - age))) / (age === 0 ? 2 : 1));
      return { listingId, month, views, shortlisted: Math.round(views * random.int(3, 9) * 0.01), enquiries: 0 };
    });
  });
}
