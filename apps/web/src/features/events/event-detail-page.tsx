import { eventHead } from "@lwl/contracts/page-head-kinds";
import { Navigate, useLocation, useParams } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, ButtonLink, buttonClassName } from "../../components/ui/button.tsx";
import { DetailHero, DetailHeroSkeleton } from "../../components/ui/detail-hero.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ClockIcon, PinIcon } from "../../components/ui/icons.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { ResourceNotFound } from "../../components/ui/resource-not-found.tsx";
import { RichText } from "../../components/ui/rich-text.tsx";
import { externalHref } from "../../lib/address.ts";
import { useEventTypeLabel } from "../../lib/api/get-event-types.ts";
import { formatDateRange } from "../../lib/event-time.ts";
import { isNotFound } from "../../lib/http.ts";
import { fallBackToPlaceholder } from "../../lib/media.ts";
import { PageHead } from "../../lib/page-head.tsx";
import { eventPath, eventSlug, listingPath, PATHS, parseId } from "../../lib/paths.ts";
import { IMAGE_SIZES, storedImageProps } from "../../lib/responsive-image.ts";
import { useEvent } from "./api/get-event.ts";
import { AddToCalendar } from "./components/add-to-calendar.tsx";
import styles from "./components/event-detail.module.css";
import { EventFacts } from "./components/event-facts.tsx";

function hasEnded(event: { startsAt: string; endsAt: string | null }): boolean {
  return new Date(event.endsAt ?? event.startsAt).getTime() < Date.now();
}

/** /eventdescription/{eventId}/{slug}: one event. A wrong or missing slug is replaced by the right one. */
export function EventDetailPage() {
  const params = useParams();
  const location = useLocation();
  const id = parseId(params.eventId);
  const { data: event, error, status, refetch } = useEvent(id);
  const typeLabel = useEventTypeLabel(event?.eventType ?? "");

  if (id === null || isNotFound(error)) {
    return <ResourceNotFound what="event" browse={{ label: "Browse all events", to: PATHS.events }} />;
  }
  if (status === "pending") return <DetailHeroSkeleton label="Loading event…" />;
  if (status === "error") {
    return (
      <div className="container page-body">
        <EmptyState
          role="alert"
          title="We could not load this event"
          text="Please check your connection and try again."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  if (params.slug !== eventSlug(event)) {
    return <Navigate to={`${eventPath(event)}${location.search}${location.hash}`} replace />;
  }

  const ended = hasEnded(event);
  return (
    <>
      <PageHead head={eventHead(event)} />
      <DetailHero
        cover={event.coverImage}
        logo={event.logo}
        title={event.title}
        badges={
          <>
            <Badge tone="blue">{typeLabel}</Badge>
            {ended ? <Badge tone="orange">This event has ended</Badge> : null}
          </>
        }
        meta={
          <>
            <span>
              <ClockIcon />
              {formatDateRange(event.startsAt, event.endsAt, event.timeZone)}
            </span>
            <span>
              <PinIcon />
              {event.address}
            </span>
          </>
        }
        actions={
          event.registrationUrl && !ended ? (
            <a
              className={buttonClassName("secondary", "small")}
              href={externalHref(event.registrationUrl)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Register<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null
        }
      />
      <div className={`container ${styles.layout}`}>
        <div>
          <Panel title="About this event">
            <RichText html={event.description} />
            {event.photo ? (
              <figure className={styles.photo}>
                <img
                  {...storedImageProps(event.photo, IMAGE_SIZES.article)}
                  alt={`Photo: ${event.title}`}
                  width={1280}
                  height={720}
                  loading="lazy"
                  onError={fallBackToPlaceholder}
                />
              </figure>
            ) : null}
          </Panel>
        </div>
        <aside className={styles.aside} aria-label="Event details">
          <Panel title="Event details">
            <EventFacts event={event} />
            {ended ? null : <AddToCalendar event={event} />}
            <div className={styles.asideActions}>
              <ButtonLink to={listingPath(event.listing)} variant="outline" size="small">
                About {event.listing.name}
              </ButtonLink>
              <ButtonLink to={PATHS.events} variant="outline" size="small">
                More events
              </ButtonLink>
            </div>
          </Panel>
        </aside>
      </div>
    </>
  );
}
