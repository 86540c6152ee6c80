import type { OwnerEvent } from "@lwl/contracts/event-writes";
import type { OwnerListing } from "@lwl/contracts/listing-writes";
import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { eventPath, listingPath, PATHS, parseId } from "../../lib/paths.ts";
import { useOwnerEvent } from "./api/owner-events.ts";
import { AccessGate } from "./components/access-gate.tsx";
import { EventForm, emptyEventValues, eventValues } from "./components/event-form.tsx";
import { ModerationNotice } from "./components/moderation-notice.tsx";
import styles from "./components/owner-forms.module.css";
import { SaveOutcome } from "./components/save-outcome.tsx";
import { useItemAccess, useListingAccess } from "./use-access.ts";

const profileStep = { label: "Your profile", to: PATHS.userProfile };

function Saved({ event }: { event: OwnerEvent }) {
  return (
    <SaveOutcome kind="event" saved={event} viewPath={eventPath(event)} editPath={ownerPaths.editEvent(event.id)} />
  );
}

/**
 * /create-event/{listingId}: the listing's author or an administrator, and the listing must be
 * published (or be listing 1749); otherwise /not-belogs-to-you or /error (docs/product.md section 4).
 */
export function CreateEventPage() {
  const params = useParams();
  const { access, listing } = useListingAccess(parseId(params.id), { forNewContent: true });
  return <AccessGate access={access}>{() => (listing ? <CreateEvent listing={listing} /> : null)}</AccessGate>;
}

function CreateEvent({ listing }: { listing: OwnerListing }) {
  const [saved, setSaved] = useState<OwnerEvent | null>(null);
  return (
    <>
      <PageTitle title={`Add an event to ${listing.name}`} />
      <PageHeader
        title="Add an event"
        subtitle={`For ${listing.name}. Fields marked * are required.`}
        trail={[profileStep, { label: listing.name, to: listingPath(listing) }, { label: "Add an event" }]}
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.narrow}>
          {saved ? (
            <Saved event={saved} />
          ) : (
            <EventForm initial={emptyEventValues()} listingId={listing.id} eventId={null} onSaved={setSaved} />
          )}
        </div>
      </div>
    </>
  );
}

/** /edit-event/{id}: the author of the event's listing or an administrator. */
export function EditEventPage() {
  const params = useParams();
  const id = parseId(params.id);
  const event = useOwnerEvent(id);
  const { access, item } = useItemAccess(id, event);
  return <AccessGate access={access}>{() => (item ? <EditEvent event={item} /> : null)}</AccessGate>;
}

function EditEvent({ event }: { event: OwnerEvent }) {
  const location = useLocation();
  const [saved, setSaved] = useState<OwnerEvent | null>(null);
  const title = `Edit ${event.title}`;
  return (
    <>
      <PageTitle title={title} />
      <PageHeader
        title={title}
        subtitle={`An event of ${event.listingName}. Fields marked * are required.`}
        trail={[profileStep, { label: title }]}
      />
      <div className={`container ${styles.page}`}>
        <div className={`${styles.narrow} ${styles.form}`}>
          {saved ? (
            <Saved event={saved} />
          ) : (
            <>
              <ModerationNotice kind="event" item={event} />
              <EventForm
                key={location.key}
                initial={eventValues(event)}
                listingId={event.listingId}
                eventId={event.id}
                onSaved={setSaved}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
