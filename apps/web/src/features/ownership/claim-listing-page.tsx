import { useNavigate, useParams } from "react-router";
import { toast } from "react-toastify";
import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ResourceNotFound } from "../../components/ui/resource-not-found.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { isNotFound } from "../../lib/http.ts";
import { listingPath, PATHS, parseId, requestsAndClaimsPath } from "../../lib/paths.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useClaimableListing, useClaimsOfUser, useCreateClaim } from "./api/claims.ts";
import { ClaimForm } from "./components/claim-form.tsx";
import { OpenItem } from "./components/open-item.tsx";

const SEND_FAILED = "Failed to send your claim";

/**
 * /claim-listing/{listingId} (sign-in required): someone who runs an institution whose listing has no
 * owner (no author, or a demoted one) claims it.
 */
export function ClaimListingPage() {
  const listingId = parseId(useParams().listingId);
  const { user } = useSession();
  const navigate = useNavigate();
  const listing = useClaimableListing(listingId);
  const claims = useClaimsOfUser(user?.userId ?? "");
  const create = useCreateClaim(user?.userId ?? "");
  const browseAll = { label: "Browse all listings", to: PATHS.allListings };

  if (listingId === null || isNotFound(listing.error)) return <ResourceNotFound what="listing" browse={browseAll} />;
  if (listing.isPending || claims.isPending) return <Spinner label="Loading listing…" />;
  if (listing.isError) {
    return (
      <div className="container page-body">
        <EmptyState
          role="alert"
          title="We could not load this listing"
          text="Please check your connection and try again."
          action={<Button onClick={() => void listing.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  const back = listingPath(listing.data);
  // `claimable` rather than `authorId`: a demoted owner stays the author, yet the listing has no owner.
  if (!listing.data.claimable) {
    return (
      <div className="container page-body">
        <EmptyState
          title="This listing already has an owner"
          text="If you believe it should be yours, please contact us."
          action={
            <>
              <ButtonLink to={back}>Back to the listing</ButtonLink>{" "}
              <ButtonLink to={PATHS.contactUs} variant="outline">
                Contact us
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }

  // One open claim per user and listing: the open one instead of a form the server would refuse once
  // filled in. Without the list (it failed to load), the form, and the server's refusal if it comes.
  const open = claims.data?.find((claim) => claim.listingId === listing.data.id && claim.status === "PENDING");
  if (open) {
    return (
      <AuthPanel title={`Your claim of ${listing.data.name}`}>
        <OpenItem
          name={listing.data.name}
          status={open.status}
          sentAt={open.createdAt}
          text="An administrator is reviewing your claim; we will e-mail you the decision. You can follow it, or withdraw it, in your requests and claims."
          actions={
            <>
              <ButtonLink to={requestsAndClaimsPath} size="small">
                See your claim
              </ButtonLink>
              <ButtonLink to={back} size="small" variant="outline">
                Back to the listing
              </ButtonLink>
            </>
          }
        />
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title={`Claim ${listing.data.name}`}
      intro="Tell us how you are connected to this institution. An administrator checks every claim; once it is approved, the listing is yours to keep up to date."
    >
      <ClaimForm
        initial={{
          relationship: "",
          evidence: "",
          contactEmail: user?.email ?? "",
          contactPhone: user?.mobile ?? "",
          documentUrl: "",
        }}
        cancelTo={back}
        failure={SEND_FAILED}
        send={async (values) => {
          const { documentUrl, ...fields } = values;
          await create.mutateAsync({ ...fields, listingId: listing.data.id, ...(documentUrl ? { documentUrl } : {}) });
          toast.success("Your claim has been sent. We will e-mail you when it has been reviewed.");
          await navigate(PATHS.userProfile);
        }}
      />
    </AuthPanel>
  );
}
