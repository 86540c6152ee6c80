import { REVIEWER_KIND_LABEL, type ReviewerKind } from "@lwl/contracts/reviews";
import type { Noun } from "../../../../lib/plural.ts";

export const REVIEW_NOUN: Noun = { one: "review", other: "reviews" };
export const RATING_NOUN: Noun = { one: "rating", other: "ratings" };

/** Who wrote a review, as it is shown: "Student", "Alumnus, class of 2019". */
export function reviewerDescription(review: { reviewerKind: ReviewerKind; graduationYear: number | null }): string {
  const kind = REVIEWER_KIND_LABEL[review.reviewerKind];
  return review.reviewerKind === "ALUMNUS" && review.graduationYear !== null
    ? `${kind}, class of ${review.graduationYear}`
    : kind;
}

/** Moderation statuses compare case-insensitively (docs/product.md section 4). */
export function hasStatus(review: { status: string }, status: "PENDING" | "PUBLISHED" | "REJECTED"): boolean {
  return review.status.toUpperCase() === status;
}
