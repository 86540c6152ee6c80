import { Link } from "react-router";
import type { EventTimeframe } from "../api/get-events-page.ts";
import styles from "./timeframe-tabs.module.css";

const LABELS: Record<EventTimeframe, string> = { all: "All events", upcoming: "Upcoming", past: "Past" };

interface TimeframeTabsProps {
  current: EventTimeframe;
  hrefFor: (when: EventTimeframe) => string;
}

/** Links, not buttons: each choice is its own address that can be shared and reached with back. */
export function TimeframeTabs({ current, hrefFor }: TimeframeTabsProps) {
  return (
    <nav aria-label="Which events">
      <ul className={styles.tabs}>
        {(Object.keys(LABELS) as EventTimeframe[]).map((when) => (
          <li key={when}>
            <Link className={styles.tab} to={hrefFor(when)} aria-current={when === current ? "page" : undefined}>
              {LABELS[when]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
