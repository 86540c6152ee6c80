import type { ListingType } from "@lwl/contracts/listings";
import { lazy, Suspense, useRef } from "react";
import { useLocation } from "react-router";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { importOrReload } from "../../../../lib/stale-build.ts";
import { useHydrated } from "../../../../lib/use-hydrated.ts";
import { useNearViewport } from "../../../../lib/use-near-viewport.ts";
import styles from "./listing-reviews.module.css";

/** The section's id: page links and the way back from signing in land on it (`#reviews`). */
export const REVIEWS_SECTION_ID = "reviews";

/**
 * The section's code (the review contracts with zod, the form and its library, the dialogs: about
 * 170 KB) loads when the visitor scrolls towards it: the listing must not wait for it, and on a phone
 * parsing it at once cost 1.5 s of blocked main thread (Lighthouse mobile TBT 67 -> 1,714 ms).
 */
const ReviewsSection = lazy(() =>
  importOrReload(() => import("./reviews-section.tsx")).then((module) => ({ default: module.ReviewsSection })),
);

export interface ReviewedListing {
  id: number;
  name: string;
  type: ListingType;
}

/** An address that points at the section (#reviews, or its sort, filter or page) loads it at once. */
const REVIEW_PARAMS = ["reviewSort", "reviewKind", "reviewPage"];

/**
 * "Reviews" on a listing's page (issue 26): the heading comes with the page, the rest once the app runs
 * and the section is within a screen or so of the viewport (not in the server's first paint: it
 * depends on who is signed in). Its space is held meanwhile.
 */
export function ListingReviews({ listing }: { listing: ReviewedListing }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const pointedAt =
    location.hash === `#${REVIEWS_SECTION_ID}` ||
    REVIEW_PARAMS.some((param) => new URLSearchParams(location.search).has(param));
  const near = useNearViewport(sectionRef, "600px 0px", pointedAt);
  const titleId = `${REVIEWS_SECTION_ID}-title`;
  const pending = <Spinner size="small" label="Loading reviews…" />;
  return (
    <section ref={sectionRef} id={REVIEWS_SECTION_ID} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Reviews
      </h2>
      <div className={styles.body}>
        {hydrated && near ? (
          <Suspense fallback={pending}>
            <ReviewsSection listing={listing} />
          </Suspense>
        ) : hydrated ? null : (
          // Before the app runs the section is on its way; after, until the visitor comes near, it is
          // only held space: nothing is loading, so nothing says so.
          pending
        )}
      </div>
    </section>
  );
}
