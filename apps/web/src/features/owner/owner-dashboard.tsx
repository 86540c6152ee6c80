import type { OwnerEventSummary } from "@lwl/contracts/event-writes";
import type { OwnerListingSummary } from "@lwl/contracts/listing-writes";
import type { OwnerPostSummary } from "@lwl/contracts/post-writes";
import { canManageListings } from "@lwl/contracts/roles";
import { useState } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { formatShortDate } from "../../lib/format.ts";
import { LISTING_TYPE_LABEL } from "../../lib/listing-types.ts";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { acceptsNewContent } from "../../lib/ownership.ts";
import { eventPath, listingPath, PATHS } from "../../lib/paths.ts";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useListingEventsForOwner } from "./api/owner-events.ts";
import { useAuthorListings } from "./api/owner-listings.ts";
import { useAuthorPosts } from "./api/owner-posts.ts";
import { ListingStatsTable } from "./components/listing-stats-table.tsx";
import styles from "./components/owner-dashboard.module.css";
import { StatusBadge } from "./components/status-badge.tsx";

interface Moderated {
  status: OwnerListingSummary["status"];
  rejectReason: string | null;
  pendingSince: string | null;
  pendingChanges?: Record<string, unknown> | null;
}

/** The fields of a proposal in words, in the order the forms show them. */
const FIELD_WORDS: Record<string, string> = {
  type: "type",
  name: "name",
  title: "title",
  eventType: "type of event",
  accessibility: "who can attend",
  category: "category",
  tags: "tags",
  shortDescription: "short description",
  description: "description",
  content: "article",
  details: "details",
  startsAt: "start",
  endsAt: "end",
  timeZone: "time zone",
  address: "address",
  onlineUrl: "online address",
  contact: "contact",
  registrationUrl: "registration page",
  fee: "fee",
  logo: "logo",
  coverPicture: "cover picture",
  coverImage: "cover image",
  imgUrl: "image",
};

function changedFieldsText(changes: Record<string, unknown> | null | undefined): string | null {
  const fields = Object.keys(FIELD_WORDS).filter((field) => changes && Object.hasOwn(changes, field));
  if (fields.length === 0) return null;
  const words = fields.map((field) => FIELD_WORDS[field]);
  const text = words.join(", ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The moderation state in words under an item: changes waiting, or why it was rejected. */
function ModerationLines({ item }: { item: Moderated }) {
  return (
    <>
      {item.status === "PUBLISHED" && item.pendingSince ? (
        <p className={styles.note}>
          Changes sent on {formatShortDate(item.pendingSince)} are pending review; the live version stays online
          meanwhile.
          {changedFieldsText(item.pendingChanges) ? ` Changed: ${changedFieldsText(item.pendingChanges)}` : null}
        </p>
      ) : null}
      {item.status === "PENDING" ? <p className={styles.note}>Waiting for an administrator's review.</p> : null}
      {item.rejectReason ? <p className={`${styles.note} ${styles.rejected}`}>Rejected: {item.rejectReason}</p> : null}
    </>
  );
}

function LoadFailure({ error, what, retry }: { error: unknown; what: string; retry: () => void }) {
  return (
    <div role="alert" className={styles.failure}>
      <p>{requestErrorMessage(error, `Failed to get ${what}`)}</p>
      <Button variant="outline" size="small" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

function EventRow({ event }: { event: OwnerEventSummary }) {
  return (
    <li className={styles.subItem}>
      <div className={styles.itemHead}>
        {event.status === "PUBLISHED" ? (
          <Link to={eventPath(event)}>{event.title}</Link>
        ) : (
          <span className={styles.itemName}>{event.title}</span>
        )}
        <StatusBadge status={event.status} pendingSince={event.pendingSince} />
      </div>
      <ModerationLines item={event} />
      <Link className={styles.action} to={ownerPaths.editEvent(event.id)}>
        Edit event <span className="visually-hidden">{event.title}</span>
      </Link>
    </li>
  );
}

function ListingEventsList({ listing }: { listing: OwnerListingSummary }) {
  const events = useListingEventsForOwner(listing.id);
  if (events.isPending) return <p className={styles.muted}>Loading events…</p>;
  if (events.isError) return <LoadFailure error={events.error} what="events" retry={() => void events.refetch()} />;
  if (events.data.content.length === 0) return <p className={styles.muted}>No events yet.</p>;
  return (
    <ul className={styles.subList} aria-label={`Events of ${listing.name}`}>
      {events.data.content.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}

/** Up to this many listings show their events at once; with more, each loads them when asked. */
const EVENTS_SHOWN_UP_TO = 12;

function ListingRow({ listing, eventsShown }: { listing: OwnerListingSummary; eventsShown: boolean }) {
  const open = acceptsNewContent(listing);
  const [showEvents, setShowEvents] = useState(eventsShown);
  const [showNumbers, setShowNumbers] = useState(false);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        {listing.status === "PUBLISHED" ? (
          <Link className={styles.itemName} to={listingPath(listing)}>
            {listing.name}
          </Link>
        ) : (
          <span className={styles.itemName}>{listing.name}</span>
        )}
        <span className={styles.muted}>{LISTING_TYPE_LABEL[listing.type]}</span>
        <StatusBadge status={listing.status} pendingSince={listing.pendingSince} />
      </div>
      <ModerationLines item={listing} />
      <div className={styles.actions}>
        <Link className={styles.action} to={ownerPaths.editListing(listing.id)}>
          Edit listing <span className="visually-hidden">{listing.name}</span>
        </Link>
        {open ? (
          <>
            <Link className={styles.action} to={ownerPaths.createEvent(listing.id)}>
              Add event <span className="visually-hidden">to {listing.name}</span>
            </Link>
            <Link className={styles.action} to={ownerPaths.createPost(listing.id)}>
              Write a post <span className="visually-hidden">for {listing.name}</span>
            </Link>
          </>
        ) : (
          <span className={styles.muted}>Events and posts can be added once the listing is published.</span>
        )}
      </div>
      {showEvents ? (
        <ListingEventsList listing={listing} />
      ) : (
        <div>
          <Button variant="outline" size="small" onClick={() => setShowEvents(true)}>
            Show events <span className="visually-hidden">of {listing.name}</span>
          </Button>
        </div>
      )}
      <div>
        <Button variant="outline" size="small" aria-expanded={showNumbers} onClick={() => setShowNumbers((on) => !on)}>
          {showNumbers ? "Hide numbers " : "Views, shortlists and enquiries "}
          <span className="visually-hidden">of {listing.name}</span>
        </Button>
      </div>
      {showNumbers ? <ListingStatsTable listing={listing} /> : null}
    </li>
  );
}

function ListingsSection({ authorId }: { authorId: string }) {
  const listings = useAuthorListings(authorId);
  return (
    <Panel title="Your listings">
      <div className={styles.panelActions}>
        <ButtonLink to={PATHS.addListingCard} size="small">
          Add a listing
        </ButtonLink>
      </div>
      {listings.isPending ? <Spinner label="Loading your listings…" /> : null}
      {listings.isError ? (
        <LoadFailure error={listings.error} what="your listings" retry={() => void listings.refetch()} />
      ) : null}
      {listings.data?.content.length === 0 ? (
        <p className={styles.muted}>You have no listings yet. Add your college, school or tutorial to get started.</p>
      ) : null}
      {listings.data && listings.data.content.length > 0 ? (
        <ul className={styles.list}>
          {listings.data.content.map((listing) => (
            <ListingRow
              key={listing.id}
              listing={listing}
              eventsShown={listings.data.content.length <= EVENTS_SHOWN_UP_TO}
            />
          ))}
        </ul>
      ) : null}
      {listings.data && listings.data.totalElements > listings.data.content.length ? (
        <p className={styles.muted}>
          Showing the first {listings.data.content.length} of {listings.data.totalElements} listings.
        </p>
      ) : null}
    </Panel>
  );
}

function PostRow({ post }: { post: OwnerPostSummary }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.itemName}>{post.title}</span>
        <StatusBadge status={post.status} pendingSince={post.pendingSince} />
      </div>
      <p className={styles.muted}>Last changed {formatShortDate(post.lastUpdatedTime)}</p>
      <ModerationLines item={post} />
      <Link className={styles.action} to={ownerPaths.editPost(post.id)}>
        Edit post <span className="visually-hidden">{post.title}</span>
      </Link>
    </li>
  );
}

function PostsSection({ authorId }: { authorId: string }) {
  const posts = useAuthorPosts(authorId);
  return (
    <Panel title="Your posts">
      {posts.isPending ? <Spinner label="Loading your posts…" /> : null}
      {posts.isError ? <LoadFailure error={posts.error} what="your posts" retry={() => void posts.refetch()} /> : null}
      {posts.data?.content.length === 0 ? (
        <p className={styles.muted}>No posts yet. Write one from a published listing above.</p>
      ) : null}
      {posts.data && posts.data.content.length > 0 ? (
        <ul className={styles.list}>
          {posts.data.content.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

/**
 * The owner's dashboard on /user-profile (ListingOwner and Administrator): their listings with their
 * events, their posts, each with its status, the changes waiting for review and rejection reasons.
 */
export function OwnerDashboard() {
  const { user } = useSession();
  if (!user || !canManageListings(user.role)) return null;
  return (
    <section className={styles.dashboard} aria-label="Your listings, events and posts">
      <ListingsSection authorId={user.userId} />
      <PostsSection authorId={user.userId} />
    </section>
  );
}
