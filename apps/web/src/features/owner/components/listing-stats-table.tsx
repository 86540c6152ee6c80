import type { OwnerListingSummary } from "@lwl/contracts/listing-writes";
import { useListingStats } from "../api/listing-stats.ts";
import styles from "./owner-dashboard.module.css";

const monthName = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

/** 2026-11 → "Nov 2026" (short, so the four columns fit a phone). */
function monthLabel(month: string): string {
  return monthName.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * What a listing got in its last months (issue 27 item 6): views of its page (once per visitor and day),
 * times shortlisted, enquiries. A table, newest month first, read out by its caption.
 */
export function ListingStatsTable({ listing }: { listing: OwnerListingSummary }) {
  const stats = useListingStats(listing.id);
  if (stats.isPending) return <p className={styles.muted}>Loading numbers…</p>;
  if (stats.isError) return <p className={styles.muted}>The numbers could not be loaded. Please try again later.</p>;
  return (
    <div className={styles.statsScroll}>
      <table className={styles.stats}>
        <caption className="visually-hidden">Views, shortlists and enquiries of {listing.name} by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Page views</th>
            <th scope="col">Shortlisted</th>
            <th scope="col">Enquiries</th>
          </tr>
        </thead>
        <tbody>
          {stats.data.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month)}</th>
              <td>{month.views}</td>
              <td>{month.shortlisted}</td>
              <td>{month.enquiries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
