import type { ListingType } from "@lwl/contracts/listings";
import {
  type OwnReview,
  REVIEW_TOPIC_LABEL,
  REVIEW_TOPICS,
  type ReviewerKind,
  type ReviewTopic,
  type ReviewWriteInput,
  reviewWriteSchema,
} from "@lwl/contracts/reviews";
import type { Path } from "react-hook-form";
import { z } from "zod";

/** The review as the form holds it: no stars yet is null, the year is the box's text. */
export interface ReviewFormValues {
  rating: number | null;
  topicRatings: Partial<Record<ReviewTopic, number | null>>;
  reviewerKind: ReviewerKind | "";
  graduationYear: string;
  displayName: string;
  title: string;
  body: string;
}

/** Each field's label: the subject of the contract's messages beside it ("Your review must be at least 50 characters."). */
export const REVIEW_LABELS = {
  rating: "Overall rating",
  topicRatings: "Topic ratings",
  ...Object.fromEntries(Object.entries(REVIEW_TOPIC_LABEL).map(([topic, label]) => [`topicRatings.${topic}`, label])),
  reviewerKind: "Who are you?",
  graduationYear: "Graduation year",
  displayName: "Display name",
  title: "Title",
  body: "Your review",
} as Record<Path<ReviewFormValues>, string>;

/** A new review's values; the name shown starts as the signed-in user's full name. */
export function emptyReviewValues(fullName: string): ReviewFormValues {
  return {
    rating: null,
    topicRatings: {},
    reviewerKind: "",
    graduationYear: "",
    displayName: fullName,
    title: "",
    body: "",
  };
}

/** The author's review as the form holds it: the edit waiting for review, if any, over the saved version. */
export function ownReviewValues(review: OwnReview): ReviewFormValues {
  const version = { ...review, ...(review.pendingChanges ?? {}) };
  return {
    rating: version.rating,
    topicRatings: { ...version.topicRatings } as ReviewFormValues["topicRatings"],
    reviewerKind: version.reviewerKind,
    graduationYear: version.graduationYear === null ? "" : String(version.graduationYear),
    displayName: version.displayName,
    title: version.title,
    body: version.body,
  };
}

/**
 * The form's values as the write body: the topics of the listing's type that were rated, the year as a
 * number for an alumnus. An unchosen rating or kind goes on as it is (0 stars, ""), for the contract to refuse.
 */
function reviewBody(values: ReviewFormValues, listingType: ListingType): ReviewWriteInput {
  const topicRatings: Partial<Record<ReviewTopic, number>> = {};
  for (const topic of REVIEW_TOPICS[listingType]) {
    const rating = values.topicRatings[topic];
    if (typeof rating === "number") topicRatings[topic] = rating;
  }
  const year = values.graduationYear.trim();
  return {
    rating: values.rating ?? 0,
    topicRatings,
    reviewerKind: values.reviewerKind as ReviewerKind,
    graduationYear: values.reviewerKind === "ALUMNUS" && year !== "" ? Number(year) : null,
    displayName: values.displayName,
    title: values.title,
    body: values.body,
  };
}

/** The one gate: the form's values become the write body, which the contract (the server's own schema) checks. */
export function reviewFormSchema(listingType: ListingType) {
  return z
    .custom<ReviewFormValues>()
    .transform((values) => reviewBody(values, listingType))
    .pipe(reviewWriteSchema);
}
