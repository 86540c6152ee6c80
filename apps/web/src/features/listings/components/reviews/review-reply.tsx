import type { ReviewReply } from "@lwl/contracts/reviews";
import { useId } from "react";
import { formatShortDate } from "../../../../lib/format.ts";
import styles from "./reviews.module.css";

/**
 * The listing owner's approved reply under a review: "Response from {listing}", when, and the text as
 * written (plain text: line breaks kept, never read as HTML), set off from the review. An article (as the
 * HTML standard suggests for a comment), named by its heading, not a landmark: every reply of the list
 * has the same name, and landmarks must differ (axe's landmark-unique).
 */
export function ReviewReplyView({ reply }: { reply: ReviewReply }) {
  const headingId = useId();
  return (
    <article className={styles.response} aria-labelledby={headingId}>
      <div className={styles.responseHead}>
        <h4 id={headingId} className={styles.responseTitle}>
          Response from {reply.listingName}
        </h4>
        <time className={styles.muted} dateTime={reply.publishedAt}>
          {formatShortDate(reply.publishedAt)}
        </time>
      </div>
      <p className={styles.reviewBody}>{reply.body}</p>
    </article>
  );
}
