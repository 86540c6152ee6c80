import type { ClaimRequest, OwnershipRequest } from "@lwl/contracts/ownership";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "react-toastify";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { formatShortDate } from "../../lib/format.ts";
import { editOwnershipRequestPath, listingPath, PATHS, REQUESTS_AND_CLAIMS_ID } from "../../lib/paths.ts";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { session } from "../../lib/session/session.ts";
import type { SessionUser } from "../../lib/session/session-user.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { CLAIMS_FAILED, useClaimsOfUser, useWithdrawClaim } from "./api/claims.ts";
import {
  REQUESTS_FAILED,
  useCancelOwnershipRequest,
  useDeleteOwnershipRequest,
  useOwnershipRequestsOfUser,
} from "./api/ownership-requests.ts";
import styles from "./components/ownership.module.css";
import { RequestStatusLabel } from "./components/request-status.tsx";

function Reason({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.reason}>
      <strong>Reason: </strong>
      {text}
    </p>
  );
}

function Dates({ item }: { item: OwnershipRequest | ClaimRequest }) {
  return (
    <p className={styles.meta}>
      Sent {formatShortDate(item.createdAt)}
      {item.decidedAt ? ` · decided ${formatShortDate(item.decidedAt)}` : ""}
    </p>
  );
}

function OwnershipRequestItem({ request, userId }: { request: OwnershipRequest; userId: string }) {
  const cancel = useCancelOwnershipRequest(userId);
  const remove = useDeleteOwnershipRequest(userId);
  const busy = cancel.isPending || remove.isPending;
  const pending = request.status === "PENDING";
  const deletable = pending || request.status === "CANCELLED";

  const onCancel = () =>
    cancel.mutate(request.id, {
      onSuccess: () => toast.success("Your request has been cancelled."),
      onError: (error) => toast.error(requestErrorMessage(error, "Failed to cancel your request")),
    });
  const onDelete = () => {
    if (!window.confirm(`Delete your request for ${request.organisationName}? This cannot be undone.`)) return;
    remove.mutate(request.id, {
      onSuccess: () => toast.success("Your request has been deleted."),
      onError: (error) => toast.error(requestErrorMessage(error, "Failed to delete your request")),
    });
  };

  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h4 className={styles.itemTitle}>{request.organisationName}</h4>
        <RequestStatusLabel status={request.status} />
      </div>
      <p className={styles.meta}>{request.position}</p>
      <Dates item={request} />
      {request.status === "APPROVED" ? (
        <p className={styles.meta}>You are a listing owner: add your listings with Add Listing.</p>
      ) : null}
      <Reason text={request.rejectReason} />
      {pending || deletable ? (
        <div className={styles.actions}>
          {pending ? (
            <ButtonLink to={editOwnershipRequestPath(request.id)} size="small" variant="outline">
              Edit<span className="visually-hidden"> the request for {request.organisationName}</span>
            </ButtonLink>
          ) : null}
          {pending ? (
            <Button size="small" variant="outline" disabled={busy} onClick={onCancel}>
              Cancel request<span className="visually-hidden"> for {request.organisationName}</span>
            </Button>
          ) : null}
          {deletable ? (
            <Button size="small" variant="outline" disabled={busy} onClick={onDelete}>
              Delete<span className="visually-hidden"> the request for {request.organisationName}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function ClaimItem({ claim, userId }: { claim: ClaimRequest; userId: string }) {
  const withdraw = useWithdrawClaim(userId);
  const onWithdraw = () => {
    if (!window.confirm(`Withdraw your claim of ${claim.listingName}?`)) return;
    withdraw.mutate(claim.id, {
      onSuccess: () => toast.success("Your claim has been withdrawn."),
      onError: (error) => toast.error(requestErrorMessage(error, "Failed to withdraw your claim")),
    });
  };
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h4 className={styles.itemTitle}>
          <Link to={listingPath({ id: claim.listingId, name: claim.listingName })}>{claim.listingName}</Link>
        </h4>
        <RequestStatusLabel status={claim.status} />
      </div>
      <p className={styles.meta}>{claim.relationship}</p>
      <Dates item={claim} />
      {claim.status === "APPROVED" ? (
        <p className={styles.meta}>This listing is yours: you can edit it and add its events and posts.</p>
      ) : null}
      <Reason text={claim.rejectReason} />
      {claim.status === "PENDING" ? (
        <div className={styles.actions}>
          <Button size="small" variant="outline" disabled={withdraw.isPending} onClick={onWithdraw}>
            Withdraw claim<span className="visually-hidden"> of {claim.listingName}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * An approval raised the user's role on the server, but the session's access token still carries the
 * role it was issued with: renew the tokens once, so the owner's pages open without signing out.
 */
function useRoleCatchUp(user: SessionUser, approved: boolean) {
  const tried = useRef(false);
  const behind = approved && (user.role === "Reader" || user.role === "");
  useEffect(() => {
    if (!behind || tried.current) return;
    tried.current = true;
    void session.renewNow();
  }, [behind]);
}

/**
 * Brought into view when the address names it (the claim and request pages link here): the router
 * scrolls to an #anchor only if it is on the page at once, and this section comes after the profile.
 */
function useScrolledToWhenNamed(ready: boolean) {
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const named = hash === `#${REQUESTS_AND_CLAIMS_ID}`;
  useEffect(() => {
    if (named && ready) ref.current?.scrollIntoView();
  }, [named, ready]);
  return ref;
}

function Section({ user }: { user: SessionUser }) {
  const requests = useOwnershipRequestsOfUser(user.userId);
  const claims = useClaimsOfUser(user.userId);
  const ref = useScrolledToWhenNamed(!requests.isPending && !claims.isPending);
  const approved =
    (requests.data ?? []).some((request) => request.status === "APPROVED") ||
    (claims.data ?? []).some((claim) => claim.status === "APPROVED");
  useRoleCatchUp(user, approved);

  const canAsk =
    user.role !== "ListingOwner" &&
    user.role !== "Administrator" &&
    !(requests.data ?? []).some((request) => request.status === "PENDING");

  return (
    <div className={styles.section} id={REQUESTS_AND_CLAIMS_ID} ref={ref}>
      <Panel title="Your requests and claims">
        <h3 className={styles.subtitle}>Becoming a listing owner</h3>
        {requests.isPending ? <Spinner label="Loading your requests…" /> : null}
        {requests.isError ? (
          <div role="alert">
            <p>{requestErrorMessage(requests.error, REQUESTS_FAILED)}</p>
            <Button size="small" onClick={() => void requests.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {requests.data?.length === 0 ? (
          <p className={styles.meta}>You have not asked to become a listing owner.</p>
        ) : null}
        {requests.data && requests.data.length > 0 ? (
          <ul className={styles.list} aria-label="Your requests to become a listing owner">
            {requests.data.map((request) => (
              <OwnershipRequestItem key={request.id} request={request} userId={user.userId} />
            ))}
          </ul>
        ) : null}
        {canAsk && requests.isSuccess ? (
          <ButtonLink to={PATHS.becomeListingOwner} size="small">
            Ask to become a listing owner
          </ButtonLink>
        ) : null}

        <h3 className={styles.subtitle}>Listing claims</h3>
        {claims.isPending ? <Spinner label="Loading your claims…" /> : null}
        {claims.isError ? (
          <div role="alert">
            <p>{requestErrorMessage(claims.error, CLAIMS_FAILED)}</p>
            <Button size="small" onClick={() => void claims.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {claims.data?.length === 0 ? (
          <p className={styles.meta}>
            You have not claimed a listing. If your institution is listed without an owner, open its page and choose
            “Claim it”.
          </p>
        ) : null}
        {claims.data && claims.data.length > 0 ? (
          <ul className={styles.list} aria-label="Your listing claims">
            {claims.data.map((claim) => (
              <ClaimItem key={claim.id} claim={claim} userId={user.userId} />
            ))}
          </ul>
        ) : null}
      </Panel>
    </div>
  );
}

/** "Your requests and claims" on /user-profile (app/user-profile-route.tsx adds it below the profile). */
export function RequestsAndClaimsSection() {
  const { user } = useSession();
  return user ? <Section user={user} /> : null;
}
