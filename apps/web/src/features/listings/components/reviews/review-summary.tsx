import { REVIEW_SCORE_EXPLANATION, REVIEW_TOPIC_LABEL, type ReviewSummary } from "@lwl/contracts/reviews";
import { EmptyState } from "../../../../components/ui/empty-state.tsx";
import { formatRating, STAR_COUNT, StarRating, starsLabel } from "../../../../components/ui/star-rating.tsx";
import { countOf, nounFor } from "../../../../lib/plural.ts";
import { RATING_NOUN, REVIEW_NOUN } from "./review-text.ts";
import styles from "./reviews.module.css";

const STARS_HIGH_TO_LOW = [5, 4, 3, 2, 1] as const;

/** No approved review yet: says so and invites the first (the way to write one follows it). */
export function NoReviewsYet({ listingName }: { listingName: string }) {
  return <EmptyState title="No reviews yet" text={`Be the first to review ${listingName}.`} />;
}

/**
 * The listing's score (the weighted one that ranks listings, with the plain average beside it), how many
 * reviews, how many gave each number of stars, and the average of each topic of its type.
 */
export function ReviewSummaryView({ summary }: { summary: ReviewSummary }) {
  const score = summary.score ?? summary.average ?? 0;
  return (
    <div className={styles.summary}>
      <div className={styles.score}>
        <p className={styles.scoreLine}>
          <span className={styles.scoreValue} aria-hidden="true">
            {formatRating(score)}
          </span>
          <StarRating value={score} size="large" label={`Score: ${starsLabel(score)}`} />
        </p>
        <p className={styles.scoreCount}>Based on {countOf(summary.count, REVIEW_NOUN)}</p>
        {summary.average !== null ? (
          <p className={styles.muted}>
            Plain average of the ratings: {formatRating(summary.average)} out of {STAR_COUNT}
          </p>
        ) : null}
        <details className={styles.explain}>
          <summary>How is the score computed?</summary>
          <p>{REVIEW_SCORE_EXPLANATION}</p>
        </details>
      </div>

      <div>
        <h3 className={styles.subheading}>Ratings</h3>
        <ul className={styles.bars}>
          {STARS_HIGH_TO_LOW.map((stars) => {
            const count = summary.stars[stars];
            const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
            return (
              <li key={stars} className={styles.barRow}>
                <span className={styles.barLabel}>{stars === 1 ? "1 star" : `${stars} stars`}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${share}%` }} />
                </span>
                <span className={styles.barCount}>
                  {count}
                  <span className="visually-hidden"> {nounFor(count, REVIEW_NOUN)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      {summary.topics.length > 0 ? (
        <div>
          <h3 className={styles.subheading}>Ratings by topic</h3>
          <ul className={styles.topicAverages}>
            {summary.topics.map(({ topic, average, count }) => (
              <li key={topic} className={styles.topicRow}>
                <span className={styles.topicName}>{REVIEW_TOPIC_LABEL[topic]}</span>
                {average === null ? (
                  <span className={styles.muted}>Not rated yet</span>
                ) : (
                  <span className={styles.topicScore}>
                    <StarRating value={average} size="small" />
                    <span aria-hidden="true">{formatRating(average)}</span>
                    <span className={styles.muted}>({countOf(count, RATING_NOUN)})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
