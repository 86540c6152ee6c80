import type { SearchHit } from "../../../lib/api/search.ts";
import { hasEnded, shortEventDate } from "../../../lib/event-time.ts";
import { LISTING_TYPE_LABEL } from "../../../lib/listing-types.ts";
import { eventPath, listingPath } from "../../../lib/paths.ts";

/** What a result shows and where it leads, the same for listings and events (docs/product.md 2.9). */
export interface HitView {
  key: string;
  path: string;
  title: string;
  highlight: string | undefined;
  address: string;
  subtitle: string;
  image: string | null;
  /** The listing to count in Top Searches This Month; events are not counted. */
  listingId: number | null;
  /** An event that is over (marked "Ended": the service lists past events after upcoming ones). */
  ended: boolean;
  /** A listing's approved reviews (their mean and count); null for events. */
  rating: { average: number | null; count: number } | null;
}

function eventTypeWords(code: string): string {
  const words = code.replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `now` decides "Ended" and whether an event's date needs its year. */
export function hitView(hit: SearchHit, now: Date = new Date()): HitView {
  if (hit.kind === "listing") {
    const { listing } = hit;
    return {
      key: `listing-${listing.id}`,
      // The canonical slug comes from the name (spec section 2), as on every other link.
      path: listingPath(listing),
      title: listing.name,
      highlight: listing.highlight,
      address: [listing.city, listing.state].filter(Boolean).join(", ") || listing.address,
      subtitle: listing.excerpt || LISTING_TYPE_LABEL[listing.type],
      image: listing.logo ?? listing.coverPicture,
      listingId: listing.id,
      ended: false,
      rating: listing.rating,
    };
  }
  const { event } = hit;
  // In the event's zone, as on its card and page; the year only when it is not this one.
  const when = shortEventDate(event.startsAt, event.timeZone, now);
  return {
    key: `event-${event.id}`,
    path: eventPath(event),
    title: event.title,
    highlight: event.highlight,
    address: event.city ?? event.address,
    subtitle: [eventTypeWords(event.eventType), when].filter(Boolean).join(" · "),
    image: event.coverImage,
    listingId: null,
    ended: hasEnded(event.startsAt, event.endsAt, now),
    rating: null,
  };
}
