import type { Review } from "@lwl/contracts/reviews";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "react-toastify";
import { Button } from "../../../../components/ui/button.tsx";
import { countOf } from "../../../../lib/plural.ts";
import { requestErrorMessage } from "../../../../lib/request-errors.ts";
import { loginPathFor } from "../../../../lib/return-to.ts";
import type { AuthStatus } from "../../../../lib/session/session-store.ts";
import { useReportReview } from "../../api/report-review.ts";
import { useVoteReviewHelpful } from "../../api/vote-review-helpful.ts";
import { REVIEWS_SECTION_ID } from "./listing-reviews.tsx";
import { ReportDialog } from "./report-dialog.tsx";
import styles from "./reviews.module.css";

export const REPORTED_TEXT = "Reported — an administrator will look at it";
const VOTE_FAILED = "We could not count your vote. Please try again.";
const PEOPLE = { one: "person", other: "people" };

interface ReviewFeedbackProps {
  review: Review;
  listingId: number;
  /** "signed-in": the review's marks (voted, reported, mine) are the viewer's. */
  authStatus: AuthStatus;
}

/**
 * Under a review: how many found it helpful, "Was this helpful?" for signed-in readers (a link to sign
 * in for visitors; never on one's own review) and "Report", which asks why in a dialog.
 */
export function ReviewFeedback({ review, listingId, authStatus }: ReviewFeedbackProps) {
  const location = useLocation();
  const vote = useVoteReviewHelpful(listingId);
  const report = useReportReview(listingId);
  const [reporting, setReporting] = useState(false);
  const reportedRef = useRef<HTMLSpanElement>(null);
  /** Set once a report went through: the words that replace the Report button get the focus when they show. */
  const [focusReported, setFocusReported] = useState(false);
  const signedIn = authStatus === "signed-in";
  const canVote = signedIn && !review.mine;
  const voted = review.votedHelpful;

  useEffect(() => {
    if (!focusReported || !review.reported) return;
    reportedRef.current?.focus();
    setFocusReported(false);
  }, [focusReported, review.reported]);

  const onVote = () => {
    if (voted || vote.isPending) return;
    vote.mutate(review.id, {
      onError: (error) => {
        toast.error(requestErrorMessage(error, VOTE_FAILED));
      },
    });
  };

  return (
    <div className={styles.feedback}>
      {canVote ? (
        <p className={styles.helpful}>
          {voted ? null : <span>Was this helpful?</span>}
          <Button
            variant="outline"
            size="small"
            aria-disabled={voted || vote.isPending ? true : undefined}
            onClick={onVote}
          >
            {voted ? "You found this helpful" : "Helpful"}
          </Button>
        </p>
      ) : null}
      {authStatus === "signed-out" ? (
        <p className={styles.helpful}>
          <span>Was this helpful?</span>
          <Link to={loginPathFor({ ...location, hash: `#${REVIEWS_SECTION_ID}` })}>Sign in to vote</Link>
        </p>
      ) : null}
      <p className={styles.helpfulCount} aria-live="polite">
        {review.helpfulCount > 0 ? `${countOf(review.helpfulCount, PEOPLE)} found this helpful` : ""}
      </p>
      {signedIn && !review.mine ? (
        review.reported ? (
          <span ref={reportedRef} className={styles.reported} tabIndex={-1}>
            {REPORTED_TEXT}
          </span>
        ) : (
          <Button variant="light" size="small" className={styles.reportButton} onClick={() => setReporting(true)}>
            Report
          </Button>
        )
      ) : null}
      {reporting ? (
        <ReportDialog
          reviewTitle={review.title}
          onCancel={() => setReporting(false)}
          onConfirm={async (body) => {
            await report.mutateAsync({ reviewId: review.id, report: body });
            setFocusReported(true);
            setReporting(false);
          }}
        />
      ) : null}
    </div>
  );
}
