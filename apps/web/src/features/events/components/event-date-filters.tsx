import { useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { FilterBox } from "../../../components/search/filter-box.tsx";
import { browseHref } from "../../../lib/browse-search.ts";
import { dateInputInWords } from "../../../lib/format.ts";
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
  const fromDay = ISO_DATE.test(from) ? from : "";
  const toDay = ISO_DATE.test(to) ? to : "";
  const go = (changes: Record<string, string | null>) =>
    void navigate(browseHref(pathname, params, changes), { preventScrollReset: true });

  return (
    <FilterBox title="When">
      <label className={styles.date} htmlFor={`${ids}-from`}>
        From
      </label>
      <input
        id={`${ids}-from`}
        className={styles.input}
        type="date"
        value={fromDay}
        max={toDay || undefined}
        aria-describedby={fromDay ? `${ids}-from-words` : undefined}
        onChange={(event) => go({ from: event.target.value || null })}
      />
      <InWords id={`${ids}-from-words`} day={fromDay} />
      <label className={styles.date} htmlFor={`${ids}-to`}>
        To
      </label>
      <input
        id={`${ids}-to`}
        className={styles.input}
        type="date"
        value={toDay}
        min={fromDay || undefined}
        aria-describedby={toDay ? `${ids}-to-words` : undefined}
        onChange={(event) => go({ to: event.target.value || null })}
      />
      <InWords id={`${ids}-to-words`} day={toDay} />
    </FilterBox>
  );
}

/** The chosen day in words: the box shows it in the browser's own order (05/12/2026 or 12/05/2026). */
function InWords({ id, day }: { id: string; day: string }) {
  if (!day) return null;
  return (
    <span id={id} className={styles.words}>
      {dateInputInWords(day)}
    </span>
  );
}
