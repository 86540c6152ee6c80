import type { ReactNode } from "react";
import styles from "./filter-box.module.css";

/**
 * One group of a browse page's filters, as the filter column draws every group (a facet's values, the
 * events' dates, the listings' rating): a fieldset named by its legend, so each group is read out by
 * its title.
 */
export function FilterBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.box}>
      <legend className={styles.title}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** The class of one choice in a group (a checkbox or a radio button and its words, on one line). */
export const filterChoiceClass = styles.choice;
