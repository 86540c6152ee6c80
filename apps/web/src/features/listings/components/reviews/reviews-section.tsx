import { Button } from "../../../../components/ui/button.tsx";
import { EmptyState } from "../../../../components/ui/empty-state.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { useReviewSummary } from "../../api/get-review-summary.ts";
import type { ReviewedListing } from "./listing-reviews.tsx";
import { MyReviewArea } from "./my-review.tsx";
import { ReviewList } from "./review-list.tsx";
import { NoReviewsYet, ReviewSummaryView } from "./review-summary.tsx";
import styles from "./reviews.module.css";

/**
 * The body of the "Reviews" section (loaded lazily by ListingReviews): the summary (or the invitation to
 * write the first review), the viewer's own review or the way to write one, then the approved reviews.
 */
export function ReviewsSection({ listing }: { listing: ReviewedListing }) {
  const { data: summary, status, refetch } = useReviewSummary(listing.id);
  return (
    <div className={styles.sections}>
      {status === "pending" ? (
        <Spinner size="small" label="Loading reviews…" />
      ) : status === "error" ? (
        <EmptyState
          role="alert"
          title="We could not load the reviews"
          text="Please check your connection and try again."
          action={
            <Button variant="outline" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      ) : summary.count === 0 ? (
        <NoReviewsYet listingName={listing.name} />
      ) : (
        <ReviewSummaryView summary={summary} />
      )}
      <MyReviewArea listing={listing} />
      {summary && summary.count > 0 ? <ReviewList listing={listing} summary={summary} /> : null}
    </div>
  );
}
