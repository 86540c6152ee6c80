import { useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { browseHref } from "../../../lib/browse-search.ts";
import styles from "./event-date-filters.module.css";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The events' date range (issue 9), each end a key of the address. Whether past events show is the
 * "Past events" switch above the results (past-events-switch.tsx), where a phone shows it too.
 */
export function EventDateFilters() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ids = useId();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const go = (changes: Record<string, string | null>) =>
    void navigate(browseHref(pathname, params, changes), { preventScrollReset: true });

  return (
    <fieldset className={styles.box}>
      <legend className={styles.title}>When</legend>
      <label className={styles.date} htmlFor={`${ids}-from`}>
        From
      </label>
      <input
        id={`${ids}-from`}
        className={styles.input}
        type="date"
        value={ISO_DATE.test(from) ? from : ""}
        max={ISO_DATE.test(to) ? to : undefined}
        onChange={(event) => go({ from: event.target.value || null })}
      />
      <label className={styles.date} htmlFor={`${ids}-to`}>
        To
      </label>
      <input
        id={`${ids}-to`}
        className={styles.input}
        type="date"
        value={ISO_DATE.test(to) ? to : ""}
        min={ISO_DATE.test(from) ? from : undefined}
        onChange={(event) => go({ to: event.target.value || null })}
      />
    </fieldset>
  );
}
