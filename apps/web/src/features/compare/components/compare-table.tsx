import type { Comparison } from "@lwl/contracts/compare";
import { useId, useState } from "react";
import { Link } from "react-router";
import { LISTING_TYPE_PLURAL } from "../../../lib/listing-types.ts";
import { listingPath } from "../../../lib/paths.ts";
import styles from "./compare.module.css";

/**
 * The comparison as a real table: a column per listing (its name the column header), a row per fact
 * (the label the row header). Whatever rows the server sends are drawn, so new facts need nothing here.
 */
export function CompareTable({ comparison }: { comparison: Comparison }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const switchId = useId();
  const captionId = useId();
  const rows = onlyDifferences ? comparison.rows.filter((row) => row.differs) : comparison.rows;
  const plural = LISTING_TYPE_PLURAL[comparison.type].toLowerCase();

  return (
    <>
      <div className={styles.tools}>
        <label className={styles.switch} htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={onlyDifferences}
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
          />
          Show only differences
        </label>
        <span className={styles.legend}>
          <span className={styles.bestTag}>Best</span> marks the best value where it is clear
        </span>
      </div>
      {/* Focusable so the keyboard can scroll it on a phone (axe: scrollable-region-focusable); named by the caption. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            Comparison of {comparison.listings.length} {plural}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {comparison.listings.map((listing) => (
                <th key={listing.id} scope="col" className={styles.listingHead}>
                  <Link to={listingPath(listing)}>{listing.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <th scope="row" className={styles.fact}>
                  Differences
                </th>
                <td colSpan={comparison.listings.length}>These {plural} say the same on every fact shown here.</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                  <th scope="row" className={styles.fact}>
                    {row.label}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={comparison.listings[index]?.id ?? index}
                      className={cell.best ? `${styles.cell} ${styles.best}` : styles.cell}
                    >
                      {cell.text ?? <span className={styles.missing}>Not given</span>}
                      {cell.best ? <span className={styles.bestTag}>Best</span> : null}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </>
  );
}
