import { possessive } from "../../../lib/plural.ts";
import { useSiteOrigin } from "../../../lib/site-origin.ts";
import styles from "./listing-calendar-feed.module.css";

/** The listing's events as a calendar feed (the API's RFC 5545 file, apps/api/src/modules/events/calendar-*). */
export function listingCalendarFeedOf(listingId: number, origin: string) {
  const url = new URL(`/api/events/listing/${listingId}.ics`, origin);
  // webcal: asks the visitor's calendar app to subscribe (and refresh), rather than import once.
  const webcal = `webcal://${url.host}${url.pathname}`;
  return {
    file: url.pathname,
    webcal,
    google: `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal })}`,
  };
}

/**
 * "Follow in your calendar": a subscription keeps the listing's future events in the visitor's calendar,
 * updated by their calendar app, without an account here.
 */
export function ListingCalendarFeed({ listingId, listingName }: { listingId: number; listingName: string }) {
  const feed = listingCalendarFeedOf(listingId, useSiteOrigin());
  return (
    <p className={styles.feed}>
      <span>Follow {possessive(listingName)} events in your calendar:</span> <a href={feed.webcal}>Subscribe</a>
      {" · "}
      <a href={feed.google} target="_blank" rel="noopener noreferrer">
        Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {" · "}
      <a href={feed.file} download>
        Download .ics
      </a>
    </p>
  );
}
