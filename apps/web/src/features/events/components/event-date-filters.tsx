import { useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { browseHref } from "../../../lib/browse-search.ts";
import styles from "./event-date-filters.module.css";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The events' own filters (issue 9): only upcoming ones, and a date range; each a key of the address. */
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
      {/* Uncontrolled and re-made with the address, as the facet boxes (search-browse.tsx). */}
      <label className={styles.check} key={String(params.get("upcoming") === "true")}>
        <input
          type="checkbox"
          defaultChecked={params.get("upcoming") === "true"}
          onChange={(event) => go({ upcoming: event.target.checked ? "true" : null })}
        />
        Upcoming only
      </label>
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
