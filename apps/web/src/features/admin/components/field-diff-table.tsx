import { useId, useState } from "react";
import { RichText } from "../../../components/ui/rich-text.tsx";
import styles from "../admin.module.css";
import { diffFields, type FieldChange, fieldLabel, valueText } from "../model/field-diff.ts";

/** Rich-text fields of the versions: shown as they will read, not as markup. */
const HTML_FIELDS = new Set(["description", "content"]);

function Value({ change, side }: { change: FieldChange; side: "current" | "proposed" }) {
  const value = change[side];
  if (HTML_FIELDS.has(change.field) && typeof value === "string" && value !== "") return <RichText html={value} />;
  return <>{valueText(value)}</>;
}

/**
 * An update under review, side by side: each field's live value and its proposed value. Changed fields
 * are marked (in words, not by colour alone); unchanged ones are hidden unless asked for.
 */
export function FieldDiffTable({
  current,
  proposed,
}: {
  current: Record<string, unknown>;
  proposed: Record<string, unknown>;
}) {
  const toggleId = useId();
  const [showAll, setShowAll] = useState(false);
  const changes = diffFields(current, proposed);
  const changed = changes.filter((change) => change.changed);
  const shown = showAll ? changes : changed;

  return (
    <div className={styles.diff}>
      <p className={styles.diffSummary}>
        {changed.length === 0
          ? "No field differs from the live version."
          : `${changed.length} ${changed.length === 1 ? "field changes" : "fields change"}: ${changed
              .map((change) => fieldLabel(change.field))
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
                <tr key={change.field} className={change.changed ? styles.changedRow : undefined}>
                  <th scope="row">
                    {fieldLabel(change.field)}
                    {change.changed ? <span className={styles.changedTag}> (changed)</span> : null}
                  </th>
                  <td>
                    <Value change={change} side="current" />
                  </td>
                  <td>
                    <Value change={change} side="proposed" />
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
