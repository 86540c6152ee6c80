import { countOf, nounFor } from "../../lib/plural.ts";
import styles from "./compact-rating.module.css";
import { formatRating, StarRating } from "./star-rating.tsx";

const REVIEW = { one: "review", other: "reviews" };

/** A listing's approved reviews as cards show them: their plain mean (null without any) and how many. */
export interface CompactRatingValue {
  average: number | null;
  count: number;
}

interface CompactRatingProps {
  rating: CompactRatingValue;
  /** Cards take the small stars; a page's hero the medium ones, in the text's own size. */
  size?: "small" | "medium";
  /**
   * Narrow cards (top searches) say "(120)" on phones and tablets, where "(120 reviews)" would not fit
   * beside the stars; screen readers still hear "120 reviews".
   */
  shortOnPhones?: boolean;
}

/** Whether there is a rating to show: at least one approved review. */
export function hasRating(rating: CompactRatingValue): rating is { average: number; count: number } {
  return rating.count > 0 && rating.average !== null;
}

/**
 * "★★★★☆ 4.3 (120 reviews)" on one line: the stars are one image named "4.3 out of 5 stars", so the
 * number beside them is for the eye only. Nothing at all without reviews, so a card keeps its height.
 */
export function CompactRating({ rating, size = "small", shortOnPhones = false }: CompactRatingProps) {
  if (!hasRating(rating)) return null;
  const classes = [styles.rating, size === "small" ? styles.small : "", shortOnPhones ? styles.shortOnPhones : ""];
  return (
    <span className={classes.filter(Boolean).join(" ")}>
      <StarRating value={rating.average} size={size} />
      <span className={styles.average} aria-hidden="true">
        {formatRating(rating.average)}
      </span>
      <span className={styles.count}>
        {shortOnPhones ? (
          <>
            ({rating.count}
            <span className={styles.noun}> {nounFor(rating.count, REVIEW)}</span>)
          </>
        ) : (
          `(${countOf(rating.count, REVIEW)})`
        )}
      </span>
    </span>
  );
}
