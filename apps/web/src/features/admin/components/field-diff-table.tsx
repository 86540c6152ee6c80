import { useId, useState } from "react";
import styles from "../admin.module.css";
import { diffReviewFields, type ReviewField } from "../model/review-fields.ts";
import { ReviewValue } from "./review-value.tsx";

/**
 * An update under review, side by side: each field's live value and its proposed value, named and
 * worded as the public page shows them (model/review-fields.ts). Changed fields are marked (in words,
 * not by colour alone); unchanged ones are hidden unless asked for.
 */
export function FieldDiffTable({ current, proposed }: { current: ReviewField[]; proposed: ReviewField[] }) {
  const toggleId = useId();
  const [showAll, setShowAll] = useState(false);
  const changes = diffReviewFields(current, proposed);
  const changed = changes.filter((change) => change.changed);
  const shown = showAll ? changes : changed;

  return (
    <div className={styles.diff}>
      <p className={styles.diffSummary}>
        {changed.length === 0
          ? "No field differs from the live version."
          : `${changed.length} ${changed.length === 1 ? "field changes" : "fields change"}: ${changed
              .map((change) => change.label)
              .join(", ")}.`}
      </p>
      <label htmlFor={toggleId} className={styles.checkbox}>
        <input id={toggleId} type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
        Show unchanged fields too
      </label>
      {shown.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">Live version and proposed version, field by field</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Live now</th>
                <th scope="col">Proposed</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((change) => (
                <tr key={change.key} className={change.changed ? styles.changedRow : undefined}>
                  <th scope="row" className={styles.fieldName}>
                    {change.label}
                    {change.changed ? <span className={styles.changedTag}> (changed)</span> : null}
                  </th>
                  <td>
                    <ReviewValue field={change.current} alt={`${change.label}, live now`} />
                  </td>
                  <td>
                    <ReviewValue field={change.proposed} alt={`${change.label}, proposed`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
