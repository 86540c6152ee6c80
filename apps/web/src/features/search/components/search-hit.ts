import type { SearchHit } from "../../../lib/api/search.ts";
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
}

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function eventTypeWords(code: string): string {
  const words = code.replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function hitView(hit: SearchHit): HitView {
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
    };
  }
  const { event } = hit;
  const starts = new Date(event.startsAt);
  const when = Number.isNaN(starts.getTime()) ? "" : shortDate.format(starts);
  return {
    key: `event-${event.id}`,
    path: eventPath(event),
    title: event.title,
    highlight: event.highlight,
    address: event.city ?? event.address,
    subtitle: [eventTypeWords(event.eventType), when].filter(Boolean).join(" · "),
    image: event.coverImage,
    listingId: null,
  };
}
