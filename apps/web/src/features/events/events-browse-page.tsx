import { useLocation, useSearchParams } from "react-router";
import { EventCard } from "../../components/cards/event-card.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { PagedGrid } from "../../components/ui/paged-grid.tsx";
import { pageHref, pageIndexFrom } from "../../lib/paths.ts";
import { EVENT_TIMEFRAMES, type EventTimeframe, useEventsPage } from "./api/get-events-page.ts";
import { TimeframeTabs } from "./components/timeframe-tabs.tsx";

/** Twelve fills whole rows of two, three or four cards. */
const EVENTS_PAGE_SIZE = 12;

function timeframeFrom(search: URLSearchParams): EventTimeframe {
  const value = search.get("when");
  return EVENT_TIMEFRAMES.find((when) => when === value) ?? "all";
}

/** /event: published events, paged, optionally only upcoming or past ones. */
export function EventsBrowsePage() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageIndexFrom(searchParams);
  const when = timeframeFrom(searchParams);
  const query = useEventsPage(when, page, EVENTS_PAGE_SIZE);

  const timeframeHref = (next: EventTimeframe) => {
    // A new filter starts again at its first page.
    const params = new URLSearchParams(searchParams);
    params.delete("page");
    if (next === "all") params.delete("when");
    else params.set("when", next);
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  return (
    <>
      <PageTitle title="Education Events" />
      <PageHeader
        title="Education Events"
        subtitle="Open days, admission fairs, workshops, seminars and webinars from colleges, schools and tutors."
        trail={[{ label: "Events" }]}
      />
      <section className="container page-body" aria-label="Events">
        <TimeframeTabs current={when} hrefFor={timeframeHref} />
        <PagedGrid
          result={query.data}
          status={query.status}
          showingPrevious={query.isPlaceholderData}
          onRetry={() => void query.refetch()}
          noun="events"
          emptyTitle={when === "past" ? "No past events yet." : "No events are scheduled right now."}
          emptyText="Institutions add new events all the time: please check back soon."
          hrefFor={(index) => pageHref(pathname, searchParams, index)}
          renderItem={(event, position) => <EventCard key={event.id} event={event} eager={position < 4} />}
        />
      </section>
    </>
  );
}
