import type { ListingType } from "@lwl/contracts/listings";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { importOrReload } from "../../../../lib/stale-build.ts";
import { useHydrated } from "../../../../lib/use-hydrated.ts";
import styles from "./listing-reviews.module.css";

/** The section's id: page links and the way back from signing in land on it (`#reviews`). */
export const REVIEWS_SECTION_ID = "reviews";

/**
 * The section's code (the review contracts with zod, the form and its library, the dialogs) loads
 * after the page's first paint: the listing must not wait for it, and most visitors only read.
 */
const ReviewsSection = lazy(() =>
  importOrReload(() => import("./reviews-section.tsx")).then((module) => ({ default: module.ReviewsSection })),
);

export interface ReviewedListing {
  id: number;
  name: string;
  type: ListingType;
}

/**
 * "Reviews" on a listing's page (issue 26): the heading comes with the page, the rest once the app runs
 * (not in the server's first paint: it depends on who is signed in). Its space is held meanwhile.
 */
export function ListingReviews({ listing }: { listing: ReviewedListing }) {
  const hydrated = useHydrated();
  const titleId = `${REVIEWS_SECTION_ID}-title`;
  const pending = <Spinner size="small" label="Loading reviews…" />;
  return (
    <section id={REVIEWS_SECTION_ID} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Reviews
      </h2>
      <div className={styles.body}>
        {hydrated ? (
          <Suspense fallback={pending}>
            <ReviewsSection listing={listing} />
          </Suspense>
        ) : (
          pending
        )}
      </div>
    </section>
  );
}
