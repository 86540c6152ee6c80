import type { MyReview, OwnReply, OwnReview, Review, ReviewReply, ReviewSummary } from "@lwl/contracts/reviews";

/** Reviews in the contract's shapes for component tests (listing 1, Green Valley College, a college). */
export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 5,
    listingId: 1,
    rating: 4,
    topicRatings: { ACADEMICS: 5, PLACEMENTS: 3 },
    reviewerKind: "ALUMNUS",
    graduationYear: 2019,
    displayName: "Ravi K.",
    title: "Strong teaching, slow placements",
    body: "The physics department is excellent.\nPlacements took longer than promised, but the staff helped.",
    helpfulCount: 3,
    votedHelpful: false,
    reported: false,
    mine: false,
    reply: null,
    canReply: false,
    ownReply: null,
    publishedAt: "2026-03-05T10:00:00.000Z",
    updatedAt: "2026-03-05T10:00:00.000Z",
    ...overrides,
  };
}

export function ownReview(overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    ...review({ id: 9, mine: true, helpfulCount: 0 }),
    status: "PUBLISHED",
    rejectReason: null,
    pendingSince: null,
    pendingChanges: null,
    ...overrides,
  };
}

/** The owner's approved reply as a listed review carries it. */
export function reviewReply(overrides: Partial<ReviewReply> = {}): ReviewReply {
  return {
    body: "Thank you, Ravi.\nPlacements now start in the third year.",
    publishedAt: "2026-03-08T09:00:00.000Z",
    listingName: "Green Valley College",
    ...overrides,
  };
}

/** The owner's reply to review 5 as its writer sees it (approved by default); a listed review's `ownReply`. */
export function ownReply(overrides: Partial<OwnReply> = {}): OwnReply {
  return {
    id: 40,
    reviewId: 5,
    listingId: 1,
    body: "Thank you, Ravi.\nPlacements now start in the third year.",
    status: "PUBLISHED",
    publishedAt: "2026-03-08T09:00:00.000Z",
    updatedAt: "2026-03-08T09:00:00.000Z",
    rejectReason: null,
    pendingSince: null,
    pendingChanges: null,
    ...overrides,
  };
}

export function myReview(ownOrNull: OwnReview | null = null, refusal: string | null = null): MyReview {
  return { review: ownOrNull, refusal };
}

export function reviewSummary(overrides: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    listingId: 1,
    count: 12,
    average: 4.1,
    score: 4.27,
    stars: { 1: 1, 2: 0, 3: 2, 4: 4, 5: 5 },
    topics: [
      { topic: "ACADEMICS", average: 4.4, count: 9 },
      { topic: "FACULTY", average: 4, count: 1 },
      { topic: "PLACEMENTS", average: 3.5, count: 6 },
      { topic: "INFRASTRUCTURE", average: null, count: 0 },
    ],
    kinds: { STUDENT: 6, ALUMNUS: 3, PARENT: 2, OTHER: 1 },
    ...overrides,
  };
}

/** A listing nobody has reviewed yet. */
export function noReviewsSummary(listingId = 1): ReviewSummary {
  return {
    listingId,
    count: 0,
    average: null,
    score: null,
    stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    topics: [],
    kinds: { STUDENT: 0, ALUMNUS: 0, PARENT: 0, OTHER: 0 },
  };
}
