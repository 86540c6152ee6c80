import { useNavigate, useParams } from "react-router";
import { toast } from "react-toastify";
import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ResourceNotFound } from "../../components/ui/resource-not-found.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { isNotFound } from "../../lib/http.ts";
import { PATHS, parseId } from "../../lib/paths.ts";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { REQUEST_FAILED, useEditOwnershipRequest, useOwnershipRequest } from "./api/ownership-requests.ts";
import { OwnershipRequestForm, valuesOfRequest } from "./components/ownership-request-form.tsx";
import { STATUS_LABEL } from "./components/request-status.tsx";

const SAVE_FAILED = "Failed to save your request";

/** /edit-become-listing-owner-request/{id} (sign-in required): changes a request while it is pending. */
export function EditOwnershipRequestPage() {
  const id = parseId(useParams().id);
  const { user } = useSession();
  const navigate = useNavigate();
  const request = useOwnershipRequest(id);
  const edit = useEditOwnershipRequest(user?.userId ?? "", id ?? 0);
  const toProfile = { label: "Go to your profile", to: PATHS.userProfile };

  if (id === null || isNotFound(request.error)) return <ResourceNotFound what="request" browse={toProfile} />;
  if (request.isPending) return <Spinner label="Loading your request…" />;
  if (request.isError) {
    return (
      <div className="container page-body">
        <EmptyState
          role="alert"
          title="Your request could not be loaded"
          text={requestErrorMessage(request.error, REQUEST_FAILED)}
          action={<Button onClick={() => void request.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  if (request.data.status !== "PENDING") {
    return (
      <div className="container page-body">
        <EmptyState
          title="This request can no longer be changed"
          text={`Only a pending request can be edited; this one is ${STATUS_LABEL[request.data.status].toLowerCase()}.`}
          action={<ButtonLink to={PATHS.userProfile}>Go to your profile</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <AuthPanel
      title="Edit your request"
      intro="Change your request to become a listing owner while it waits for review."
    >
      <OwnershipRequestForm
        initial={valuesOfRequest(request.data)}
        submitLabel="Save request"
        pendingLabel="Saving…"
        failure={SAVE_FAILED}
        send={async (values) => {
          await edit.mutateAsync(values);
          toast.success("Your request has been saved.");
          await navigate(PATHS.userProfile);
        }}
      />
    </AuthPanel>
  );
}
