import type { EventSummary } from "@lwl/contracts/events";
import { Link } from "react-router";
import { useEventTypeLabel } from "../../lib/api/get-event-types.ts";
import { dateBadge, formatDateRange, hasEnded } from "../../lib/event-time.ts";
import { fallBackToPlaceholder } from "../../lib/media.ts";
import { eventPath } from "../../lib/paths.ts";
import { IMAGE_SIZES, storedImageProps } from "../../lib/responsive-image.ts";
import { BuildingIcon, ClockIcon, PinIcon } from "../ui/icons.tsx";
import styles from "./card.module.css";

interface EventCardProps {
  event: EventSummary;
  eager?: boolean;
  /** Leave out the organiser line where the page is already about that listing. */
  showListing?: boolean;
}

export function EventCard({ event, eager = false, showListing = true }: EventCardProps) {
  const typeLabel = useEventTypeLabel(event.eventType);
  // Decides "Ended" and whether the badge needs its year.
  const now = new Date();
  const badge = dateBadge(event.startsAt, event.timeZone, now);
  const ended = hasEnded(event.startsAt, event.endsAt, now);
  return (
    <article className={`${styles.card} ${styles.event}`} data-ended={ended || undefined}>
      <div className={styles.media}>
        <img
          className={styles.cover}
          {...storedImageProps(event.coverImage, IMAGE_SIZES.card)}
          alt=""
          width={400}
          height={250}
          loading={eager ? "eager" : "lazy"}
          onError={fallBackToPlaceholder}
        />
        <span className={styles.dateBadge} aria-hidden="true">
          <span className={styles.dateDay}>{badge.day}</span>
          <span className={styles.dateMonth}>{badge.month}</span>
          {badge.year ? <span className={styles.dateYear}>{badge.year}</span> : null}
        </span>
      </div>
      <div className={styles.body}>
        <span className={styles.badges}>
          <span className={styles.badge}>{typeLabel}</span>
          {/* Text, not only a greyed picture: the mark is read out with the card. */}
          {ended ? <span className={styles.endedBadge}>Ended</span> : null}
        </span>
        <h3 className={styles.title}>
          <Link className={styles.stretchedLink} to={eventPath(event)}>
            {event.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <ClockIcon />
          <span>{formatDateRange(event.startsAt, event.endsAt, event.timeZone)}</span>
        </p>
        <p className={styles.meta}>
          <PinIcon />
          <span className={styles.clamped}>{event.address}</span>
        </p>
        {showListing ? (
          <p className={styles.meta}>
            <BuildingIcon />
            <span>{event.listingName}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
