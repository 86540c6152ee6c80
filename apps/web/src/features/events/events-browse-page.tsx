import type { EventSummary } from "@lwl/contracts/events";
import { BROWSE_PAGE_SIZE, EVENT_BROWSE_DEFAULT_FILTERS } from "@lwl/contracts/page-assets";
import { browseHead } from "@lwl/contracts/page-head-kinds";
import type { EventSearchItem } from "@lwl/contracts/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocation, useSearchParams } from "react-router";
import { EventCard } from "../../components/cards/event-card.tsx";
import { DidYouMean } from "../../components/search/did-you-mean.tsx";
import { EveryWordNote } from "../../components/search/every-word-note.tsx";
import { type FacetGroup, SearchBrowse } from "../../components/search/search-browse.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PagedGrid } from "../../components/ui/paged-grid.tsx";
import { eventAccessibilityQuery } from "../../lib/api/get-event-accessibility.ts";
import { eventTypesQuery } from "../../lib/api/get-event-types.ts";
import { labelFor } from "../../lib/api/lookup-label.ts";
import { browseResultsKey, type SearchFilters, searchPage } from "../../lib/api/search.ts";
import { browseCursor, browsePageHref, browseRequest, browseText } from "../../lib/browse-search.ts";
import { PageHead } from "../../lib/page-head.tsx";
import { pageIndexFrom } from "../../lib/paths.ts";
import { EventDateFilters } from "./components/event-date-filters.tsx";
import { includesPastEvents, PastEventsSwitch } from "./components/past-events-switch.tsx";
import styles from "./events-browse-page.module.css";

const EVENT = { one: "event", other: "events" };
const UPCOMING_EVENT = { one: "upcoming event", other: "upcoming events" };
const FACET_NAMES = ["eventType", "accessibility", "city", "state"] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A search result in the shape the shared event card takes (the card leaves out the organiser line). */
function asSummary(item: EventSearchItem): EventSummary {
  return {
    id: item.id,
    listingId: item.listingId,
    title: item.title,
    slug: item.slug,
    eventType: item.eventType,
    accessibility: "",
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    timeZone: item.timeZone,
    address: item.address,
    city: item.city,
    coverImage: item.coverImage,
    excerpt: item.excerpt,
    status: "PUBLISHED",
    listingName: "",
  };
}

/**
 * /event: published events with search, facet filters, dates and pages, all in the address. Upcoming
 * events only (issue 28), unless the "Past events" switch adds the ones that have ended, after them.
 */
export function EventsBrowsePage() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageIndexFrom(searchParams);
  const past = includesPastEvents(searchParams);
  const { key, filters: chosen } = browseRequest(searchParams, FACET_NAMES);
  // Upcoming only unless the switch is on, as the first key: the plain address then asks exactly what
  // the server's page data answered (app/prefetch-page-data.ts keeps it under the same query key).
  const filters: SearchFilters = past ? chosen : { ...EVENT_BROWSE_DEFAULT_FILTERS, ...chosen };
  for (const name of ["from", "to"] as const) {
    const value = searchParams.get(name);
    if (value && ISO_DATE.test(value)) filters[name] = value;
  }
  const after = browseCursor(searchParams);

  const query = useQuery({
    queryKey: browseResultsKey("events", key, filters, page, after),
    queryFn: ({ signal }) => searchPage({ tab: "events", key, page, size: BROWSE_PAGE_SIZE, filters, after, signal }),
    placeholderData: keepPreviousData,
  });
  const types = useQuery(eventTypesQuery).data;
  const access = useQuery(eventAccessibilityQuery).data;
  const result = query.data;
  const facets = result?.facets;
  const groups: FacetGroup[] = [
    { name: "eventType", label: "Event type", values: facets?.eventType, labelFor: (code) => labelFor(types, code) },
    {
      name: "accessibility",
      label: "Who can attend",
      values: facets?.accessibility,
      labelFor: (code) => labelFor(access, code),
    },
    { name: "city", label: "City", values: facets?.city },
    { name: "state", label: "State", values: facets?.state },
  ];
  const filtered = browseText(searchParams) !== "" || Object.keys(filters).some((name) => name !== "upcoming");
  const orPast = past ? "" : ", or turn on Past events";

  return (
    <>
      <PageHead head={browseHead("EVENT")} />
      <PageHeader
        title="Education Events"
        subtitle="Open days, admission fairs, workshops, seminars and webinars from colleges, schools and tutors."
        trail={[{ label: "Events" }]}
      />
      <section className="container page-body" aria-label="Events">
        <SearchBrowse noun="events" groups={groups} extraFilters={<EventDateFilters />}>
          <div className={styles.resultsBar}>
            <PastEventsSwitch />
          </div>
          {result?.totalElements === 0 ? <DidYouMean suggestion={result.didYouMean} /> : null}
          <EveryWordNote count={result?.matchingEveryWord} noun={EVENT} />
          <PagedGrid
            result={
              result
                ? {
                    ...result,
                    content: result.content.flatMap((hit) => (hit.kind === "event" ? [asSummary(hit.event)] : [])),
                  }
                : undefined
            }
            status={query.status}
            showingPrevious={query.isPlaceholderData}
            onRetry={() => void query.refetch()}
            noun={past ? EVENT : UPCOMING_EVENT}
            emptyTitle={
              filtered
                ? `No ${past ? "events" : "upcoming events"} match your search.`
                : "No events are scheduled right now."
            }
            emptyText={
              filtered
                ? `Try other words, other dates or fewer filters${orPast}.`
                : `Institutions add new events all the time: please check back soon${orPast}.`
            }
            hrefFor={(index) => browsePageHref(pathname, searchParams, index, result)}
            renderItem={(event, position) => (
              <EventCard key={event.id} event={event} eager={position < 4} showListing={false} />
            )}
          />
        </SearchBrowse>
      </section>
    </>
  );
}
