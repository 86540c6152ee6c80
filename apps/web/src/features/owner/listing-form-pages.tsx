import type { OwnerListing } from "@lwl/contracts/listing-writes";
import { type ListingType, listingTypeParamSchema } from "@lwl/contracts/listings";
import { useState } from "react";
import { Navigate, useLocation, useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { LISTING_TYPE_LABEL } from "../../lib/listing-types.ts";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { listingPath, PATHS, parseId } from "../../lib/paths.ts";
import { AccessGate } from "./components/access-gate.tsx";
import { emptyListingValues, ListingForm, listingValues } from "./components/listing-form.tsx";
import { ModerationNotice } from "./components/moderation-notice.tsx";
import styles from "./components/owner-forms.module.css";
import { SaveOutcome } from "./components/save-outcome.tsx";
import { useListingAccess } from "./use-access.ts";

const profileStep = { label: "Your profile", to: PATHS.userProfile };

/** ?type=college (any case) from the type cards; null when missing or unknown. */
function typeFrom(search: URLSearchParams): ListingType | null {
  const parsed = listingTypeParamSchema.safeParse(search.get("type") ?? "");
  return parsed.success ? parsed.data : null;
}

function Saved({ listing }: { listing: OwnerListing }) {
  return (
    <SaveOutcome
      kind="listing"
      saved={listing}
      viewPath={listingPath(listing)}
      editPath={ownerPaths.editListing(listing.id)}
    />
  );
}

/** /add-listing?type=...: a new listing of the type chosen on /add-listing-card (which it goes back to without one). */
export function AddListingPage() {
  const [search] = useSearchParams();
  const [saved, setSaved] = useState<OwnerListing | null>(null);
  const type = typeFrom(search);
  if (type === null) return <Navigate to={PATHS.addListingCard} replace />;
  const title = `Add a ${LISTING_TYPE_LABEL[type].toLowerCase()}`;
  return (
    <>
      <PageTitle title={title} />
      <PageHeader
        title={title}
        subtitle="Fields marked * are required. An administrator reviews new listings before they appear on the site."
        trail={[profileStep, { label: "Add a listing", to: PATHS.addListingCard }, { label: LISTING_TYPE_LABEL[type] }]}
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.narrow}>
          {saved ? (
            <Saved listing={saved} />
          ) : (
            <ListingForm initial={emptyListingValues(type)} listingId={null} onSaved={setSaved} />
          )}
        </div>
      </div>
    </>
  );
}

/** /edit-listing/{id}: the listing's author or an administrator; others go to /not-belogs-to-you. */
export function EditListingPage() {
  const params = useParams();
  const id = parseId(params.id);
  const { access, listing } = useListingAccess(id);
  return <AccessGate access={access}>{() => (listing ? <EditListing listing={listing} /> : null)}</AccessGate>;
}

function EditListing({ listing }: { listing: OwnerListing }) {
  const location = useLocation();
  const [saved, setSaved] = useState<OwnerListing | null>(null);
  const title = `Edit ${listing.name}`;
  return (
    <>
      <PageTitle title={title} />
      <PageHeader title={title} subtitle="Fields marked * are required." trail={[profileStep, { label: title }]} />
      <div className={`container ${styles.page}`}>
        <div className={`${styles.narrow} ${styles.form}`}>
          {saved ? (
            <Saved listing={saved} />
          ) : (
            <>
              <ModerationNotice kind="listing" item={listing} />
              {/* A new visit (the outcome's "Edit it again") starts from the saved listing. */}
              <ListingForm
                key={location.key}
                initial={listingValues(listing)}
                listingId={listing.id}
                onSaved={setSaved}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
