import type { ApprovalItem } from "@lwl/contracts/approvals";
import { useId } from "react";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import styles from "../admin.module.css";
import { ratingText } from "../model/review-fields.ts";

type ReplyItem = Extract<ApprovalItem, { contentType: "REPLY" }>;

/**
 * The review a listing's owner answers, first in a reply's decision panel, so the reply is judged in
 * context: its stars ("4 out of 5"), title, who wrote it and its text, plain text as typed.
 */
export function RepliedReview({ item }: { item: ReplyItem }) {
  const headingId = useId();
  const { review } = item;
  return (
    <section className={styles.repliedReview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.repliedReviewHeading}>
        The review being answered
      </h3>
      <p className={styles.repliedRating}>
        {/* The stars are the picture of the words beside them. */}
        <span aria-hidden="true">
          <StarRating value={review.rating} size="small" />
        </span>
        <span>{ratingText(review.rating)}</span>
      </p>
      <p className={styles.repliedTitle}>{review.title}</p>
      <p className={styles.muted}>by {review.displayName}</p>
      <p className={styles.preLine}>{review.body}</p>
    </section>
  );
}
