import { MAX_PAGE_SIZE } from "@lwl/contracts/constants";
import { useState } from "react";
import { EventCard } from "../../../components/cards/event-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { Panel } from "../../../components/ui/panel.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { countOf } from "../../../lib/plural.ts";
import { useListingUpcomingEvents } from "../api/get-listing-events.ts";
import { ListingCalendarFeed } from "./listing-calendar-feed.tsx";
import styles from "./listing-detail.module.css";

const EVENTS_SHOWN = 6;

/** The listing's upcoming events; a failed fetch reads as none (docs/product.md section 8: failures show an empty result). */
export function ListingEvents({ listingId, listingName }: { listingId: number; listingName: string }) {
  const [size, setSize] = useState(EVENTS_SHOWN);
  const { data, isPending, isFetching } = useListingUpcomingEvents(listingId, size);
  const events = data?.content ?? [];
  return (
    <Panel title="Upcoming events">
      {isPending ? (
        <Spinner size="small" label="Loading upcoming events…" />
      ) : events.length === 0 ? (
        <p className={styles.noEvents}>{listingName} has no upcoming events at the moment.</p>
      ) : (
        <CardGrid label={`Upcoming events of ${listingName}`}>
          {events.map((event) => (
            <EventCard key={event.id} event={event} showListing={false} />
          ))}
        </CardGrid>
      )}
      {data && data.totalElements > events.length ? (
        <p className={styles.eventsFooter}>
          <Button
            variant="outline"
            size="small"
            disabled={isFetching}
            onClick={() => setSize(Math.min(data.totalElements, MAX_PAGE_SIZE))}
          >
            Show all {countOf(data.totalElements, { one: "upcoming event", other: "upcoming events" })}
          </Button>
        </p>
      ) : null}
      {isPending ? null : <ListingCalendarFeed listingId={listingId} listingName={listingName} />}
    </Panel>
  );
}
