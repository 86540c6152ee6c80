/**
 * The review as moderated content (docs/decisions/0021, 0025): the description the one pipeline
 * (modules/moderated-content) writes, shows to its author and decides from. A review is its author's
 * alone (administrators moderate it through the queue, they do not write it); it is read with its
 * listing (an inner join: a review always has one). Its text is plain: nothing to sanitise, it is shown
 * as text. The queue's items carry its open reports and its flag; a decision of its approval settles
 * the reports (reviews/reports-service.ts).
 */
import type { ReviewVersion, ReviewWrite } from "@lwl/contracts/reviews";
import { reviewVersionSchema } from "@lwl/contracts/reviews";
import { eq } from "drizzle-orm";
import { listings, reviews } from "../../db/schema.ts";
import { forbidden } from "../../shared/http-error.ts";
import type { ContentKind } from "../moderated-content/service.ts";
import { reviewBodyHash } from "./body-hash.ts";
import { type OwnReviewView, toOwnReviewView, versionOfReview } from "./mappers.ts";
import { NOT_YOUR_REVIEW } from "./policy.ts";
import { queueExtrasOfReviews, settleReportsAfterDecision } from "./reports-service.ts";

/** What a review is read with: its listing, for the queue's facts and the author's view. */
const listingColumns = { id: listings.id, name: listings.name, type: listings.type };

/** A new review: the written fields, the listing it is about, and the flag the service found for its text. */
export type ReviewCreate = ReviewWrite & { listingId: number; flag: string | null };

interface ReviewKind {
  table: typeof reviews;
  with: { listing: { id: number; name: string; type: string } };
  version: ReviewVersion;
  update: ReviewWrite;
  create: ReviewCreate;
  view: OwnReviewView;
}

/** The columns of some or all fields of a version; a new text brings its new hash. */
function reviewValuesOf<V extends Partial<ReviewVersion>>(version: V) {
  return {
    ...version,
    ...(version.body === undefined ? {} : { bodyHash: reviewBodyHash(version.body) }),
  };
}

export const reviewKind: ContentKind<ReviewKind> = {
  type: "REVIEW",
  change: "review",
  // What a review changes for visitors is its listing's rating: the listing's cards, sections and search entries.
  changeOf: (_id, facts) => ({ kind: "listing", id: facts.listingId }),
  noun: "Review",
  table: reviews,
  timestamps: { updatedAt: "updatedAt", publishedAt: "publishedAt" },
  with: {
    fields: { listing: listingColumns },
    join: { table: listings, on: eq(listings.id, reviews.listingId), outer: false },
  },

  versionOf: versionOfReview,
  valuesOf: reviewValuesOf,
  changesSchema: reviewVersionSchema.partial(),
  // Plain text, shown as text: nothing to clean. The listing and the flag are not part of the version.
  versionOfWrite: (body) => ({
    rating: body.rating,
    topicRatings: body.topicRatings,
    reviewerKind: body.reviewerKind,
    graduationYear: body.graduationYear,
    displayName: body.displayName,
    title: body.title,
    body: body.body,
  }),
  insertValuesOf: (body, version, actor) => ({
    ...version,
    bodyHash: reviewBodyHash(version.body),
    listingId: body.listingId,
    authorId: actor.userId,
    flag: body.flag,
  }),

  // Only its author: an Administrator decides reviews in the queue and never writes one.
  owns: (actor, found) => found.row.authorId === actor.userId,
  notYours: NOT_YOUR_REVIEW,
  refuse: () => forbidden(NOT_YOUR_REVIEW),

  viewOf: (found) => toOwnReviewView(found.row),
  queueFactsOf: (found) => ({ title: found.row.title, listingId: found.listing.id, listingName: found.listing.name }),
  queueExtrasOf: queueExtrasOfReviews,
  afterDecision: settleReportsAfterDecision,
};
