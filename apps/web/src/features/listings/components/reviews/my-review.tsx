import type { OwnReview } from "@lwl/contracts/reviews";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "react-toastify";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button, buttonClassName } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { formatShortDate } from "../../../../lib/format.ts";
import { requestErrorMessage } from "../../../../lib/request-errors.ts";
import { loginPathFor } from "../../../../lib/return-to.ts";
import type { SessionUser } from "../../../../lib/session/session-user.ts";
import { useSession } from "../../../../lib/session/use-session.ts";
import { useDeleteReview } from "../../api/delete-review.ts";
import { useMyReview } from "../../api/get-my-review.ts";
import { REVIEWS_SECTION_ID, type ReviewedListing } from "./listing-reviews.tsx";
import { ReviewForm } from "./review-form.tsx";
import { ReviewItem } from "./review-item.tsx";
import { ReviewReplyView } from "./review-reply.tsx";
import { hasStatus } from "./review-text.ts";
import styles from "./reviews.module.css";

export const PENDING_TEXT = "Pending review — only you can see this until an administrator approves it";
export const PENDING_EDIT_TEXT = "Your edit is waiting for review; the approved version stays up";
const DELETE_FAILED = "We could not delete your review. Please try again.";

/**
 * The viewer's side of the reviews: visitors are asked to sign in; a signed-in viewer writes a review
 * (or reads why they may not), or sees their own with its moderation state, and edits or deletes it.
 */
export function MyReviewArea({ listing }: { listing: ReviewedListing }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === "loading") return null;
  if (!user) {
    return (
      <p className={styles.mine}>
        <Link to={loginPathFor({ ...location, hash: `#${REVIEWS_SECTION_ID}` })}>Sign in to write a review</Link>
      </p>
    );
  }
  return <SignedInReview listing={listing} user={user} />;
}

type Mode = { kind: "view" } | { kind: "write" } | { kind: "edit"; review: OwnReview };

function SignedInReview({ listing, user }: { listing: ReviewedListing; user: SessionUser }) {
  const { data, status, refetch } = useMyReview(listing.id, user.userId);
  const remove = useDeleteReview(listing.id, user.userId);
  const [mode, setMode] = useState<Mode>({ kind: "view" });
  const [notice, setNotice] = useState("");
  /** What gets the focus after the form or the dialog closes, so keyboard users stay in place. */
  const [focusNext, setFocusNext] = useState<"own" | "write" | null>(null);
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const writeButtonRef = useRef<HTMLButtonElement>(null);

  // After every render: the target may show a render later than the change that calls for it (the
  // cache tells its readers a moment after a write), so the wish waits until it can be met.
  useEffect(() => {
    if (focusNext === null) return;
    const target = focusNext === "own" ? ownHeadingRef.current : writeButtonRef.current;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  });

  if (status === "pending") return <Spinner size="small" label="Loading your review…" />;
  if (status === "error") {
    return (
      <div className={styles.mine}>
        <p className={styles.muted}>We could not check whether you have reviewed {listing.name}.</p>
        <Button variant="outline" size="small" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const review = data.review;
  const closeForm = () => {
    setMode({ kind: "view" });
    setFocusNext(review ? "own" : "write");
  };
  return (
    <div className={styles.mine}>
      {/* Always on the page, so what it says after a save or a delete is read out. */}
      <p role="status" className={notice ? styles.notice : undefined}>
        {notice}
      </p>
      {mode.kind !== "view" ? (
        <ReviewForm
          listing={listing}
          viewerId={user.userId}
          fullName={user.fullName}
          editing={mode.kind === "edit" ? mode.review : null}
          onCancel={closeForm}
          onSaved={() => {
            setMode({ kind: "view" });
            setNotice(
              mode.kind === "edit"
                ? "Your changes were sent. An administrator will review them."
                : "Thank you! Your review was sent. An administrator will review it before it shows to everyone.",
            );
            setFocusNext("own");
          }}
        />
      ) : review ? (
        <OwnReviewView
          review={review}
          listing={listing}
          headingRef={ownHeadingRef}
          onEdit={() => {
            setNotice("");
            setMode({ kind: "edit", review });
          }}
          onDelete={async () => {
            try {
              await remove.mutateAsync(review.id);
            } catch (error) {
              toast.error(requestErrorMessage(error, DELETE_FAILED));
              throw error;
            }
            setNotice("Your review was deleted.");
            setFocusNext("write");
          }}
        />
      ) : data.refusal ? (
        <p className={styles.refusal}>{data.refusal}</p>
      ) : (
        <button
          ref={writeButtonRef}
          type="button"
          className={buttonClassName()}
          onClick={() => {
            setNotice("");
            setMode({ kind: "write" });
          }}
        >
          Write a review
        </button>
      )}
    </div>
  );
}

interface OwnReviewViewProps {
  review: OwnReview;
  listing: ReviewedListing;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit(): void;
  /** Deletes the review; a failure keeps the question open. */
  onDelete(): Promise<void>;
}

/** The viewer's own review as it stands (their pending edit over the approved version), with its moderation state. */
function OwnReviewView({ review, listing, headingRef, onEdit, onDelete }: OwnReviewViewProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const headingId = useId();
  const pending = hasStatus(review, "PENDING");
  const rejected = hasStatus(review, "REJECTED");
  const editPending = !pending && !rejected && review.pendingChanges !== null;
  const shown = { ...review, ...(review.pendingChanges ?? {}) };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.subheading}>
        Your review
      </h3>
      {pending ? <p className={styles.moderation}>{PENDING_TEXT}</p> : null}
      {editPending ? <p className={styles.moderation}>{PENDING_EDIT_TEXT}</p> : null}
      {rejected ? (
        <p className={`${styles.moderation} ${styles.moderationWarning}`}>
          {review.rejectReason
            ? `An administrator did not approve your review: “${review.rejectReason}”. Edit it to send it again.`
            : "An administrator did not approve your review. Edit it to send it again."}
        </p>
      ) : null}
      <div className={styles.ownReview}>
        <ReviewItem
          review={shown}
          listingType={listing.type}
          headingLevel={4}
          badge={
            pending || editPending ? (
              <Badge tone="orange">Pending</Badge>
            ) : rejected ? (
              <Badge tone="orange">Not approved</Badge>
            ) : null
          }
        >
          {review.pendingSince ? (
            <p className={styles.muted}>Sent for review on {formatShortDate(review.pendingSince)}.</p>
          ) : null}
          <div className={styles.ownActions}>
            <Button variant="outline" size="small" onClick={onEdit}>
              Edit <span className="visually-hidden">your review</span>
            </Button>
            <Button variant="light" size="small" onClick={() => setConfirmingDelete(true)}>
              Delete <span className="visually-hidden">your review</span>
            </Button>
          </div>
        </ReviewItem>
        {review.reply ? <ReviewReplyView reply={review.reply} /> : null}
      </div>
      {confirmingDelete ? (
        <ConfirmDialog
          title={`Delete your review of ${listing.name}?`}
          confirmLabel="Delete review"
          busyLabel="Deleting…"
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={onDelete}
        >
          <p>It disappears from this page at once, with any edit waiting for review. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
