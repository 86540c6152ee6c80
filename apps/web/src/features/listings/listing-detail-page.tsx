import { listingHead } from "@lwl/contracts/page-head-kinds";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { ListingOwnerActions } from "../../components/owner/listing-owner-actions.tsx";
import { SaveButton } from "../../components/shortlist/save-button.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, ButtonLink, buttonClassName } from "../../components/ui/button.tsx";
import { CompactRating, hasRating } from "../../components/ui/compact-rating.tsx";
import { DetailHero, DetailHeroSkeleton } from "../../components/ui/detail-hero.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PinIcon } from "../../components/ui/icons.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { ResourceNotFound } from "../../components/ui/resource-not-found.tsx";
import { RichText } from "../../components/ui/rich-text.tsx";
import { externalHref } from "../../lib/address.ts";
import { isNotFound } from "../../lib/http.ts";
import { LISTING_TYPE_LABEL, LISTING_TYPE_PLURAL } from "../../lib/listing-types.ts";
import { PageHead } from "../../lib/page-head.tsx";
import {
  BROWSE_PATH_BY_TYPE,
  claimListingPath,
  listingPath,
  listingSlug,
  PATHS,
  parseId,
  requestsAndClaimsPath,
} from "../../lib/paths.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useListing } from "./api/get-listing.ts";
import { usePendingClaimOf } from "./api/get-own-claims.ts";
import { useRecordListingView } from "./api/record-listing-view.ts";
import { ListingEnquiry } from "./components/enquiry/listing-enquiry.tsx";
import { ListingContact } from "./components/listing-contact.tsx";
import styles from "./components/listing-detail.module.css";
import { ListingEvents } from "./components/listing-events.tsx";
import { hasFacts, ListingFacts } from "./components/listing-facts.tsx";
import { ListingReviews, REVIEWS_SECTION_ID } from "./components/reviews/listing-reviews.tsx";

const TYPE_TONE = { COLLEGE: "green", SCHOOL: "orange", TUTORIAL: "blue" } as const;

/**
 * Nobody owns this listing (no author, or one demoted below ListingOwner): the people who run it can
 * claim it (signed-out visitors sign in first). The API decides, by the claim call's own rule. A
 * signed-in user whose claim of it waits for review is told so, not offered a second claim.
 */
function ClaimPanel({ listing }: { listing: { id: number; claimable: boolean } }) {
  const { user } = useSession();
  const pending = usePendingClaimOf(listing, user?.userId ?? null);
  if (pending) {
    return (
      <Panel title="Your claim is pending">
        <p>An administrator is reviewing your claim of this listing; we will e-mail you the decision.</p>
        <ButtonLink to={requestsAndClaimsPath} size="small" variant="outline">
          See your claim
        </ButtonLink>
      </Panel>
    );
  }
  return (
    <Panel title="Is this your institution?">
      <p>Claim this listing to keep its details, events and news up to date.</p>
      <ButtonLink to={claimListingPath(listing.id)} size="small">
        Claim it
      </ButtonLink>
    </Panel>
  );
}

/** /description/{listingId}/{slug}: one listing. A wrong or missing slug is replaced by the right one. */
export function ListingDetailPage() {
  const params = useParams();
  const location = useLocation();
  const id = parseId(params.listingId);
  const { data: listing, error, status, refetch } = useListing(id);
  useRecordListingView(listing);
  const browseAll = { label: "Browse all listings", to: PATHS.allListings };

  if (id === null || isNotFound(error)) return <ResourceNotFound what="listing" browse={browseAll} />;
  if (status === "pending") return <DetailHeroSkeleton label="Loading listing…" />;
  if (status === "error") {
    return (
      <div className="container page-body">
        <EmptyState
          role="alert"
          title="We could not load this listing"
          text="Please check your connection and try again."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  if (params.slug !== listingSlug(listing)) {
    return <Navigate to={`${listingPath(listing)}${location.search}${location.hash}`} replace />;
  }

  const { contact } = listing;
  const place = [listing.city, listing.state].filter(Boolean).join(", ");
  return (
    <>
      <PageHead head={listingHead(listing)} />
      <DetailHero
        cover={listing.coverPicture}
        logo={listing.logo}
        title={listing.name}
        badges={
          <>
            <Badge tone={TYPE_TONE[listing.type]}>{LISTING_TYPE_LABEL[listing.type]}</Badge>
            {listing.handPicked ? <Badge tone="orange">Hand-picked</Badge> : null}
          </>
        }
        rating={
          hasRating(listing.rating) ? (
            <Link className={styles.heroRating} to={`#${REVIEWS_SECTION_ID}`}>
              <CompactRating rating={listing.rating} size="medium" />
            </Link>
          ) : null
        }
        meta={
          place ? (
            <span>
              <PinIcon />
              {place}
            </span>
          ) : null
        }
        actions={
          // The contact buttons on one line and the save toggle under them: the title beside them keeps
          // the width it had (a third button on the line took so much that the title wrapped once the
          // web font replaced its fallback, and the page moved: CLS).
          <div className={styles.heroActions}>
            <div className={styles.heroContact}>
              {contact.phone ? (
                <a className={buttonClassName("primary", "small")} href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
                  Call
                </a>
              ) : null}
              {contact.website ? (
                <a
                  className={buttonClassName("outline", "small")}
                  href={externalHref(contact.website)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Visit website<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
            <SaveButton listing={listing} look="labelled" />
          </div>
        }
      />
      <div className={`container ${styles.layout}`}>
        <div>
          <Panel title={`About ${listing.name}`}>
            <RichText html={listing.description} />
          </Panel>
          {hasFacts(listing.details) ? (
            <Panel title="Key facts">
              <ListingFacts details={listing.details} />
            </Panel>
          ) : null}
          <ListingEvents listingId={listing.id} listingName={listing.name} />
          <ListingReviews listing={listing} />
        </div>
        <aside className={styles.aside} aria-label="Contact details">
          <ListingOwnerActions listing={listing} />
          <Panel title="Contact">
            <ListingContact listing={listing} />
          </Panel>
          <ListingEnquiry listing={listing} />
          {listing.claimable ? <ClaimPanel listing={listing} /> : null}
          <Panel title="Keep exploring">
            <ButtonLink to={BROWSE_PATH_BY_TYPE[listing.type]} variant="outline" size="small">
              More {LISTING_TYPE_PLURAL[listing.type].toLowerCase()}
            </ButtonLink>
          </Panel>
        </aside>
      </div>
    </>
  );
}
