import type { ListingType } from "@lwl/contracts/listings";
import { REVIEW_TOPIC_LABEL, REVIEW_TOPICS, type Review } from "@lwl/contracts/reviews";
import { type ReactNode, useId } from "react";
import { StarRating } from "../../../../components/ui/star-rating.tsx";
import { formatShortDate } from "../../../../lib/format.ts";
import { reviewerDescription } from "./review-text.ts";
import styles from "./reviews.module.css";

/** What a review shows: an approved review, or the author's own in any status (not yet published, maybe). */
export type ShownReview = Pick<
  Review,
  "rating" | "topicRatings" | "reviewerKind" | "graduationYear" | "displayName" | "title" | "body" | "updatedAt"
> & { publishedAt: string | null };

interface ReviewItemProps {
  review: ShownReview;
  listingType: ListingType;
  headingLevel?: 3 | 4;
  /** Beside the title: "Your review". */
  badge?: ReactNode;
  /** Under the text: the helpful vote and the report, or the author's own buttons. */
  children?: ReactNode;
}

/**
 * One review: stars, title, who wrote it and when, the text as written (plain text: line breaks kept,
 * never read as HTML) and the topics they rated, in the order of the listing type's topics.
 */
export function ReviewItem({ review, listingType, headingLevel = 3, badge, children }: ReviewItemProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const date = review.publishedAt ?? review.updatedAt;
  const topics = REVIEW_TOPICS[listingType].flatMap((topic) => {
    const rating = review.topicRatings[topic];
    return typeof rating === "number" ? [{ topic, rating }] : [];
  });
  return (
    <article className={styles.review} aria-labelledby={titleId}>
      <div className={styles.reviewHead}>
        <StarRating value={review.rating} size="small" />
        <Heading id={titleId} className={styles.reviewTitle}>
          {review.title}
        </Heading>
        {badge}
      </div>
      <p className={styles.byline}>
        <span className={styles.reviewer}>{review.displayName}</span>
        <span aria-hidden="true"> · </span>
        <span>{reviewerDescription(review)}</span>
        {date ? (
          <>
            <span aria-hidden="true"> · </span>
            <time dateTime={date}>{formatShortDate(date)}</time>
          </>
        ) : null}
      </p>
      <p className={styles.reviewBody}>{review.body}</p>
      {topics.length > 0 ? (
        <dl className={styles.topicRatings}>
          {topics.map(({ topic, rating }) => (
            <div key={topic} className={styles.topicRating}>
              <dt>{REVIEW_TOPIC_LABEL[topic]}</dt>
              <dd>
                <StarRating value={rating} size="small" />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </article>
  );
}
