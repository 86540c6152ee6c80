import type { EventDetail } from "@lwl/contracts/events";
import { Link } from "react-router";
import {
  AccessIcon,
  BuildingIcon,
  CalendarIcon,
  GlobeIcon,
  PinIcon,
  TicketIcon,
} from "../../../components/ui/icons.tsx";
import { InfoList } from "../../../components/ui/info-list.tsx";
import { addressLines, displayHost, externalHref } from "../../../lib/address.ts";
import { useEventAccessibilityLabel } from "../../../lib/api/get-event-accessibility.ts";
import { useEventTypeLabel } from "../../../lib/api/get-event-types.ts";
import { formatDateRange } from "../../../lib/event-time.ts";
import { LISTING_TYPE_LABEL } from "../../../lib/listing-types.ts";
import { listingPath } from "../../../lib/paths.ts";
import styles from "./event-detail.module.css";

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={externalHref(href)} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** When, what, for whom, where, what it costs and who organises it. */
export function EventFacts({ event }: { event: EventDetail }) {
  const typeLabel = useEventTypeLabel(event.eventType);
  const accessibilityLabel = useEventAccessibilityLabel(event.accessibility);
  const place = event.fullAddress ? (
    <address className={styles.address}>
      {addressLines(event.fullAddress).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  ) : (
    event.address
  );

  return (
    <InfoList
      items={[
        { label: "When", icon: <CalendarIcon />, value: formatDateRange(event.startsAt, event.endsAt, event.timeZone) },
        { label: "Event type", icon: <TicketIcon />, value: typeLabel },
        { label: "Who can attend", icon: <AccessIcon />, value: accessibilityLabel },
        { label: "Where", icon: <PinIcon />, value: event.fullAddress || !event.onlineUrl ? place : "Online" },
        {
          label: "Online",
          icon: <GlobeIcon />,
          value: event.onlineUrl ? (
            <ExternalLink href={event.onlineUrl}>{displayHost(event.onlineUrl)}</ExternalLink>
          ) : null,
        },
        {
          label: "Registration",
          icon: <TicketIcon />,
          value: event.registrationUrl ? (
            <ExternalLink href={event.registrationUrl}>Register for this event</ExternalLink>
          ) : null,
        },
        { label: "Fee", icon: <TicketIcon />, value: event.fee?.trim() ? event.fee : "Free" },
        {
          label: "Organised by",
          icon: <BuildingIcon />,
          value: (
            <>
              <Link to={listingPath(event.listing)}>{event.listing.name}</Link>
              <span className="visually-hidden">, </span>
              <span className={styles.organiserType}>{LISTING_TYPE_LABEL[event.listing.type]}</span>
            </>
          ),
        },
      ]}
    />
  );
}
