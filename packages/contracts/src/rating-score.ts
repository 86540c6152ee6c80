/**
 * The score that orders listings by their reviews (issue 26 item 5), zod-free so that the search
 * index's thread and the listing page compute it alike: a Bayesian average, the listing's ratings
 * together with `REVIEW_PRIOR_WEIGHT` imagined ratings at the mean of every approved review of its type,
 * so one 5-star review does not outrank 200 reviews averaging 4.6.
 */
export const REVIEW_PRIOR_WEIGHT = 10;

/** The choices of "N stars and up" the browse pages offer; the search service takes any value from 1 to 5. */
export const MIN_RATING_CHOICES = [4, 3] as const;

/** Approved ratings added up: how many, and the sum of their stars. */
export interface RatingSums {
  count: number;
  sum: number;
}

/**
 * The listing's Bayesian score, unrounded (null without reviews). Without reviews of the type yet, the
 * prior is the listing's own mean.
 */
export function bayesianScore(listing: RatingSums, type: RatingSums): number | null {
  return listing.count === 0 ? null : scoreOfSums(listing.count, listing.sum, type.count, type.sum);
}

/**
 * bayesianScore on plain numbers, for loops over a million rows (the search index) that should not
 * make an object per row; `count` is more than 0.
 */
export function scoreOfSums(count: number, sum: number, typeCount: number, typeSum: number): number {
  const prior = typeCount > 0 ? typeSum / typeCount : sum / count;
  return (REVIEW_PRIOR_WEIGHT * prior + sum) / (REVIEW_PRIOR_WEIGHT + count);
}

/** The plain mean as cards show it, to one decimal (null without reviews): what "4 stars and up" reads. */
export function shownAverage(listing: RatingSums): number | null {
  return listing.count > 0 ? averageOfSums(listing.count, listing.sum) : null;
}

/** shownAverage on plain numbers (see scoreOfSums); `count` is more than 0. */
export function averageOfSums(count: number, sum: number): number {
  return Math.round((sum / count) * 10) / 10;
}
