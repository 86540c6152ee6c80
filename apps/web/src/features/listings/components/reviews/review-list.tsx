import {
  REVIEW_SORT_LABEL,
  REVIEW_SORTS,
  REVIEWER_KIND_LABEL,
  REVIEWER_KINDS,
  type ReviewerKind,
  type ReviewSort,
  type ReviewSummary,
} from "@lwl/contracts/reviews";
import { type ReactNode, useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import formStyles from "../../../../components/forms/form.module.css";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../../components/ui/button.tsx";
import { EmptyState } from "../../../../components/ui/empty-state.tsx";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { useSession } from "../../../../lib/session/use-session.ts";
import { useListingReviews } from "../../api/get-listing-reviews.ts";
import type { ReviewedListing } from "./listing-reviews.tsx";
import { OwnerReply } from "./owner-reply.tsx";
import { ReviewFeedback } from "./review-feedback.tsx";
import { ReviewItem } from "./review-item.tsx";
import { reviewListHref, reviewListQuery } from "./review-params.ts";
import { ReviewReplyView } from "./review-reply.tsx";
import styles from "./reviews.module.css";

const ALL_KINDS = "";

/**
 * The approved reviews, newest first unless the reader orders them otherwise or picks one kind of
 * reviewer; paged. Under each: the listing owner's approved reply, and for the listing's owner (or an
 * Administrator) the way to write, edit or delete it.
 */
export function ReviewList({ listing, summary }: { listing: ReviewedListing; summary: ReviewSummary }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sortId = useId();
  const kindId = useId();
  const { status: authStatus, user } = useSession();
  const query = reviewListQuery(search);
  const { data, status, isPlaceholderData, refetch } = useListingReviews(
    listing.id,
    user?.userId ?? null,
    query,
    authStatus !== "loading",
  );

  const show = (changes: { sort?: ReviewSort; kind?: ReviewerKind | null }) =>
    void navigate(reviewListHref(pathname, search, changes, false), { preventScrollReset: true });

  let results: ReactNode;
  if (status === "pending") {
    results = <Spinner size="small" label="Loading reviews…" />;
  } else if (status === "error") {
    results = (
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
    );
  } else if (data.totalElements === 0) {
    results = (
      <EmptyState
        title="No reviews match this filter"
        action={
          <Button variant="outline" size="small" onClick={() => show({ kind: null })}>
            Show all reviewers
          </Button>
        }
      />
    );
  } else if (data.content.length === 0) {
    results = (
      <EmptyState
        title="This page is past the end of the reviews"
        action={
          <ButtonLink to={reviewListHref(pathname, search, { page: 0 })} variant="outline" size="small">
            Go to the first page
          </ButtonLink>
        }
      />
    );
  } else {
    results = (
      <div className={isPlaceholderData ? styles.stale : undefined} aria-busy={isPlaceholderData}>
        <ol className={styles.reviewList}>
          {data.content.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                listingType={listing.type}
                badge={review.mine ? <Badge tone="blue">Your review</Badge> : null}
              >
                <ReviewFeedback review={review} listingId={listing.id} authStatus={authStatus} />
                {review.reply ? <ReviewReplyView reply={review.reply} /> : null}
                {review.canReply && user ? <OwnerReply review={review} listing={listing} /> : null}
              </ReviewItem>
            </li>
          ))}
        </ol>
        <Pagination
          page={data.number}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          pageSize={data.size}
          hrefFor={(page) => reviewListHref(pathname, search, { page })}
          noun="reviews"
        />
      </div>
    );
  }

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <div className={styles.control}>
          <label className={formStyles.label} htmlFor={sortId}>
            Sort by
          </label>
          <select
            id={sortId}
            className={`${formStyles.input} ${styles.select}`}
            value={query.sort}
            onChange={(event) => show({ sort: event.target.value as ReviewSort })}
          >
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {REVIEW_SORT_LABEL[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label className={formStyles.label} htmlFor={kindId}>
            Written by
          </label>
          <select
            id={kindId}
            className={`${formStyles.input} ${styles.select}`}
            value={query.kind ?? ALL_KINDS}
            onChange={(event) =>
              show({ kind: event.target.value === ALL_KINDS ? null : (event.target.value as ReviewerKind) })
            }
          >
            <option value={ALL_KINDS}>All reviewers ({summary.count})</option>
            {REVIEWER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {REVIEWER_KIND_LABEL[kind]} ({summary.kinds[kind]})
              </option>
            ))}
          </select>
        </div>
      </div>
      {results}
    </div>
  );
}
