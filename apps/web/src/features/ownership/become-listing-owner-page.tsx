import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { editOwnershipRequestPath, PATHS, requestsAndClaimsPath } from "../../lib/paths.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useCreateOwnershipRequest, useOwnershipRequestsOfUser } from "./api/ownership-requests.ts";
import { OpenItem } from "./components/open-item.tsx";
import { OwnershipRequestForm } from "./components/ownership-request-form.tsx";

const SEND_FAILED = "Failed to send your request";

/** /become-listing-owner (sign-in required): a Reader asks to become a listing owner. */
export function BecomeListingOwnerPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const create = useCreateOwnershipRequest(user?.userId ?? "");
  const requests = useOwnershipRequestsOfUser(user?.userId ?? "");

  if (user?.role === "ListingOwner" || user?.role === "Administrator") {
    return (
      <div className="container page-body">
        <EmptyState
          title="You can already manage listings"
          text={
            user.role === "Administrator"
              ? "Administrators can already manage every listing."
              : "You are already a listing owner: you can add listings from your profile."
          }
          action={<ButtonLink to={PATHS.userProfile}>Go to your profile</ButtonLink>}
        />
      </div>
    );
  }

  if (requests.isPending) return <Spinner label="Loading your requests…" />;
  // One open request per user: the open one instead of a form the server would refuse once filled in.
  // Without the list (it failed to load), the form, and the server's refusal if it comes.
  const open = requests.data?.find((request) => request.status === "PENDING");
  if (open) {
    return (
      <AuthPanel title="Your request to become a listing owner">
        <OpenItem
          name={open.organisationName}
          status={open.status}
          sentAt={open.createdAt}
          text="An administrator is reviewing your request; we will e-mail you the decision. Until then you can edit it, or cancel it in your requests and claims."
          actions={
            <>
              <ButtonLink to={editOwnershipRequestPath(open.id)} size="small">
                Edit your request
              </ButtonLink>
              <ButtonLink to={requestsAndClaimsPath} size="small" variant="outline">
                See your requests and claims
              </ButtonLink>
            </>
          }
        />
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title="Become a listing owner"
      intro="Tell us who you are and which organisation you represent. An administrator reviews every request, and we e-mail you the decision."
    >
      <OwnershipRequestForm
        submitLabel="Send request"
        pendingLabel="Sending…"
        failure={SEND_FAILED}
        send={async (values) => {
          await create.mutateAsync(values);
          toast.success("Your request has been sent. We will e-mail you when it has been reviewed.");
          await navigate(PATHS.userProfile);
        }}
      />
    </AuthPanel>
  );
}
