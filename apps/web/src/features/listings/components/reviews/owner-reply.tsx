import type { OwnReply, Review } from "@lwl/contracts/reviews";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { toast } from "react-toastify";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button, buttonClassName } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { formatShortDate } from "../../../../lib/format.ts";
import { requestErrorMessage } from "../../../../lib/request-errors.ts";
import { useDeleteReviewReply } from "../../api/delete-review-reply.ts";
import type { ReviewedListing } from "./listing-reviews.tsx";
import { ReplyForm } from "./reply-form.tsx";
import { hasStatus } from "./review-text.ts";
import styles from "./reviews.module.css";

export const REPLY_PENDING_TEXT = "Your reply is waiting for review";
export const REPLY_EDIT_PENDING_TEXT = "Your edit is waiting for review; the approved reply stays up";
const DELETE_FAILED = "We could not delete your reply. Please try again.";

interface OwnerReplyProps {
  review: Review;
  listing: ReviewedListing;
}

/**
 * Under a review the viewer may answer (`canReply`: the listing's owner, or an Administrator): "Reply",
 * or their reply's moderation state with "Edit reply" and "Delete reply". The reply's state comes with
 * the review in the list (`ownReply`: null without one), so nothing is asked per review.
 */
export function OwnerReply({ review, listing }: OwnerReplyProps) {
  const reply = review.ownReply;
  const remove = useDeleteReviewReply(listing.id);
  const [writing, setWriting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [notice, setNotice] = useState("");
  /** What gets the focus after the form or the dialog closes, so keyboard users stay in place. */
  const [focusNext, setFocusNext] = useState<"reply" | "edit" | null>(null);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  // After every render: the target may show a render later than the change that calls for it.
  useEffect(() => {
    if (focusNext === null) return;
    const target = focusNext === "edit" ? editButtonRef.current : replyButtonRef.current;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  });

  if (!review.canReply) return null;

  const about = <span className="visually-hidden">to “{review.title}”</span>;
  let body: ReactNode;
  if (writing) {
    body = (
      <ReplyForm
        listingId={listing.id}
        reviewId={review.id}
        reviewTitle={review.title}
        editing={reply}
        onCancel={() => {
          setWriting(false);
          setFocusNext(reply ? "edit" : "reply");
        }}
        onSaved={(saved) => {
          setWriting(false);
          setNotice(savedNotice(saved, reply !== null));
          setFocusNext("edit");
        }}
      />
    );
  } else if (reply) {
    body = (
      <>
        <OwnReplyState reply={reply} />
        <div className={styles.ownActions}>
          <button
            ref={editButtonRef}
            type="button"
            className={buttonClassName("outline", "small")}
            onClick={() => {
              setNotice("");
              setWriting(true);
            }}
          >
            Edit reply {about}
          </button>
          <Button variant="light" size="small" onClick={() => setConfirmingDelete(true)}>
            Delete reply {about}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <button
        ref={replyButtonRef}
        type="button"
        className={buttonClassName("outline", "small")}
        onClick={() => {
          setNotice("");
          setWriting(true);
        }}
      >
        Reply {about}
      </button>
    );
  }

  return (
    <div className={styles.ownerReply}>
      {/* Always on the page, so what it says after a save or a delete is read out. */}
      <p role="status" className={notice ? styles.notice : undefined}>
        {notice}
      </p>
      {body}
      {confirmingDelete && reply ? (
        <ConfirmDialog
          title={`Delete your reply to “${review.title}”?`}
          confirmLabel="Delete reply"
          busyLabel="Deleting…"
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(review.id);
            } catch (error) {
              toast.error(requestErrorMessage(error, DELETE_FAILED));
              throw error;
            }
            setConfirmingDelete(false);
            setNotice("Your reply was deleted.");
            setFocusNext("reply");
          }}
        >
          <p>It disappears from under the review at once, with any edit waiting for review. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** What a save says: published at once (an Administrator's), or sent for review. */
function savedNotice(saved: OwnReply, edited: boolean): string {
  if (hasStatus(saved, "PUBLISHED") && saved.pendingChanges === null) return "Your reply is published.";
  return edited
    ? "Your changes were sent. An administrator will review them."
    : "Your reply was sent. An administrator will review it before it shows under the review.";
}

/**
 * The owner's reply where it differs from what visitors see: waiting for review (new, or an edit while
 * the approved one stays up) or not approved, with the text as sent. An approved reply with no edit
 * waiting shows as visitors see it, above.
 */
function OwnReplyState({ reply }: { reply: OwnReply }) {
  const pending = hasStatus(reply, "PENDING");
  const rejected = hasStatus(reply, "REJECTED");
  const editPending = !pending && !rejected && reply.pendingChanges !== null;
  if (!pending && !rejected && !editPending) return null;
  const text = reply.pendingChanges?.body ?? reply.body;
  return (
    <div className={styles.ownReply}>
      <p className={`${styles.moderation} ${rejected ? styles.moderationWarning : ""}`}>
        {rejected
          ? reply.rejectReason
            ? `An administrator did not approve your reply: “${reply.rejectReason}”. Edit it to send it again.`
            : "An administrator did not approve your reply. Edit it to send it again."
          : editPending
            ? REPLY_EDIT_PENDING_TEXT
            : REPLY_PENDING_TEXT}
      </p>
      <div className={styles.replyDraftHead}>
        <span className={styles.reviewer}>{editPending ? "Your edited reply" : "Your reply"}</span>
        <Badge tone="orange">{rejected ? "Not approved" : "Pending"}</Badge>
      </div>
      <p className={styles.reviewBody}>{text}</p>
      {reply.pendingSince ? (
        <p className={styles.muted}>Sent for review on {formatShortDate(reply.pendingSince)}.</p>
      ) : null}
    </div>
  );
}
