import type { EventDetail } from "@lwl/contracts/events";
import { useId } from "react";
import { eventSlug } from "../../../lib/paths.ts";
import { useSiteOrigin } from "../../../lib/site-origin.ts";
import styles from "./add-to-calendar.module.css";
import { calendarLinksOf } from "./calendar-links.ts";

/** "Add to calendar": the .ics download, Google Calendar and Outlook, as plain links (keyboard and screen-reader friendly). */
export function AddToCalendar({ event }: { event: EventDetail }) {
  const headingId = useId();
  const links = calendarLinksOf(event, useSiteOrigin());
  return (
    <nav className={styles.calendar} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Add to calendar
      </h3>
      <ul className={styles.links}>
        <li>
          <a href={links.ics} download={`${eventSlug(event)}.ics`}>
            Download .ics file<span className="visually-hidden"> (Apple Calendar, Outlook desktop and others)</span>
          </a>
        </li>
        <li>
          <a href={links.google} target="_blank" rel="noopener noreferrer">
            Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={links.outlook} target="_blank" rel="noopener noreferrer">
            Outlook.com<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
