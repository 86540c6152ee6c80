/**
 * Reviews of listings (issue 26; docs/decisions/0025): the public reads (a listing's approved reviews,
 * its score and sums), the author's writes through the one moderated-content pipeline (`reviewKind`),
 * helpful votes and reports. Who may do what is policy.ts; limits per user and per address are kept in
 * the database (modules/rate-limits), so they hold across instances.
 */
import type { ListingType } from "@lwl/contracts/listings";
import { type Page, toPage } from "@lwl/contracts/paging";
import { bayesianScore } from "@lwl/contracts/rating-score";
import {
  type HelpfulVote,
  type MyReview,
  type OwnReply,
  type OwnReview,
  REVIEW_REFUSALS,
  REVIEW_TOPICS,
  REVIEWER_KINDS,
  type ReplyWrite,
  type Review,
  type ReviewPageQuery,
  type ReviewReportWrite,
  type ReviewSummary,
  type ReviewWrite,
} from "@lwl/contracts/reviews";
import type { Database } from "../../db/client.ts";
import { uniqueViolation } from "../../db/database-errors.ts";
import type { Clock } from "../../shared/clock.ts";
import { conflict, forbidden, notFound } from "../../shared/http-error.ts";
import type { Actor } from "../access/policy.ts";
import { ratingSummaryOf } from "../content/ratings.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { NOT_YOUR_LISTING, ownsListing } from "../listings/policy.ts";
import { contentWrites } from "../moderated-content/service.ts";
import { hasOpenClaim } from "../ownership/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { reviewBodyHash } from "./body-hash.ts";
import { replyOf, toOwnReplyView, toReview } from "./mappers.ts";
import {
  ALREADY_HELPFUL,
  ALREADY_REPORTED,
  OWN_REVIEW_REPORT,
  OWN_REVIEW_VOTE,
  type Reviewer,
  reviewRefusal,
} from "./policy.ts";
import * as queries from "./queries.ts";
import { replyKind } from "./reply-kind-service.ts";
import { bringBackForReports } from "./reports-service.ts";
import { reviewKind } from "./review-kind-service.ts";

export interface ReviewsDeps {
  db: Database;
  /** Dates votes and reports, and the limits' windows. */
  now: Clock;
  /** PUBLIC_URL (the pipeline's deps; a review's plain text has nothing to sanitise). */
  publicUrl: string;
}

const writes = contentWrites(reviewKind);
const replies = contentWrites(replyKind);

/** Writing and editing reviews: a person writes a few a day; a script writes many. */
export const REVIEW_WRITE_LIMITS = {
  user: { bucket: "review-write-user", max: 10, windowMinutes: 60 },
  address: { bucket: "review-write-address", max: 30, windowMinutes: 60 },
} satisfies Record<string, rateLimits.RateLimit>;
export const REVIEW_REPORT_LIMITS = {
  user: { bucket: "review-report-user", max: 10, windowMinutes: 60 },
  address: { bucket: "review-report-address", max: 30, windowMinutes: 60 },
} satisfies Record<string, rateLimits.RateLimit>;
export const REPLY_WRITE_LIMITS = {
  user: { bucket: "review-reply-user", max: 30, windowMinutes: 60 },
  address: { bucket: "review-reply-address", max: 60, windowMinutes: 60 },
} satisfies Record<string, rateLimits.RateLimit>;
export const HELPFUL_VOTE_LIMITS = {
  user: { bucket: "review-helpful-user", max: 60, windowMinutes: 60 },
  address: { bucket: "review-helpful-address", max: 200, windowMinutes: 60 },
} satisfies Record<string, rateLimits.RateLimit>;

/** Counts one hit against the user's and the address's limit, or refuses with a 429 naming the wait. */
function admit(
  deps: ReviewsDeps,
  limits: { user: rateLimits.RateLimit; address: rateLimits.RateLimit },
  reviewer: Actor,
  clientIp: string,
  what: string,
): Promise<string[]> {
  return rateLimits.admitAll(
    deps,
    [
      [limits.user, `user:${reviewer.userId}`],
      [limits.address, clientIp],
    ],
    what,
  );
}

/** The listing, when visitors can see it; 404 otherwise. */
async function publishedListing(deps: { db: Database }, listingId: number) {
  const listing = await queries.findReviewedListing(deps.db, listingId);
  if (!listing || !isVisibleStatus(listing.status)) throw notFound("Listing", listingId);
  return listing;
}

// ------------------------------------------------------------------ public reads

/** GET /api/listings/{id}/reviews: approved reviews of a published listing, with the viewer's marks. */
export async function listReviews(
  deps: { db: Database },
  viewer: Actor | null,
  listingId: number,
  query: ReviewPageQuery,
): Promise<Page<Review>> {
  const listing = await publishedListing(deps, listingId);
  const viewerId = viewer?.userId ?? null;
  const [rows, total] = await Promise.all([
    queries.findPublishedReviews(deps.db, listingId, query, viewerId),
    queries.countPublishedReviews(deps.db, listingId, query.kind),
  ]);
  const canReply = viewer !== null && ownsListing(viewer, listing);
  const ownReplies = canReply
    ? await ownRepliesTo(
        deps,
        rows.map((row) => row.review.id),
      )
    : new Map();
  const content = rows.map((row) =>
    toReview(row.review, row, viewerId, {
      reply: replyOf(row, listing.name),
      canReply,
      ownReply: ownReplies.get(row.review.id) ?? null,
    }),
  );
  return toPage(content, { page: query.page, size: query.size }, total);
}

/** The replies to a page of reviews in any status with their moderation states, by review id. */
async function ownRepliesTo(deps: { db: Database }, reviewIds: number[]): Promise<Map<number, OwnReply>> {
  const rows = await queries.findRepliesTo(deps.db, reviewIds);
  const views = await replies.withModerationStates(deps, rows.map(toOwnReplyView), true);
  return new Map(views.map((view) => [view.reviewId, view]));
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const scoreOf = (score: number | null) => (score === null ? null : twoDecimals(score));

/** The prior of each type is read at most once a minute: it moves slowly and is read on every listing page. */
const TYPE_SUMS_TTL_MS = 60_000;
type TypeSums = { count: number; sum: number };
const typeSumsKept = new WeakMap<Database, Map<ListingType, { at: number; sums: Promise<TypeSums> }>>();

function typeSums(deps: { db: Database; now: Clock }, type: ListingType): Promise<{ count: number; sum: number }> {
  const kept = typeSumsKept.get(deps.db) ?? new Map<ListingType, { at: number; sums: Promise<TypeSums> }>();
  typeSumsKept.set(deps.db, kept);
  const now = deps.now().getTime();
  const hit = kept.get(type);
  if (hit && now - hit.at < TYPE_SUMS_TTL_MS) return hit.sums;
  const sums = queries.findTypeSums(deps.db, type);
  kept.set(type, { at: now, sums });
  // A failed read is not kept.
  sums.catch(() => kept.delete(type));
  return sums;
}

/** GET /api/listings/{id}/reviews/summary. */
export async function getReviewSummary(deps: { db: Database; now: Clock }, listingId: number): Promise<ReviewSummary> {
  const listing = await publishedListing(deps, listingId);
  const [rating, topicSums, kindCounts, prior] = await Promise.all([
    queries.findListingRating(deps.db, listingId),
    queries.findTopicSums(deps.db, listingId),
    queries.findKindCounts(deps.db, listingId),
    typeSums(deps, listing.type),
  ]);
  const count = rating?.reviewCount ?? 0;
  const sum = rating?.ratingSum ?? 0;
  const topics = REVIEW_TOPICS[listing.type].map((topic) => {
    const found = topicSums.find((row) => row.topic === topic);
    return {
      topic,
      average: found && found.count > 0 ? oneDecimal(found.sum / found.count) : null,
      count: found?.count ?? 0,
    };
  });
  const kinds = Object.fromEntries(
    REVIEWER_KINDS.map((kind) => [kind, kindCounts.find((row) => row.kind === kind)?.count ?? 0]),
  ) as ReviewSummary["kinds"];
  return {
    listingId,
    count,
    average: ratingSummaryOf({ reviewCount: count, ratingSum: sum }).average,
    score: scoreOf(bayesianScore({ count, sum }, prior)),
    stars: {
      1: rating?.stars1 ?? 0,
      2: rating?.stars2 ?? 0,
      3: rating?.stars3 ?? 0,
      4: rating?.stars4 ?? 0,
      5: rating?.stars5 ?? 0,
    },
    topics,
    kinds,
  };
}

// ------------------------------------------------------------------ the author's side

async function stakeOf(deps: { db: Database }, reviewer: Reviewer, listing: { id: number; authorId: string | null }) {
  const [claim, reviewId] = await Promise.all([
    hasOpenClaim(deps, reviewer.userId, listing.id),
    queries.findReviewIdOf(deps.db, listing.id, reviewer.userId),
  ]);
  return { listingAuthorId: listing.authorId, hasOpenClaim: claim, hasReview: reviewId !== undefined, reviewId };
}

/** GET /api/listings/{id}/reviews/mine: the viewer's review in any status, and why a new one would be refused. */
export async function getMyReview(deps: ReviewsDeps, reviewer: Reviewer, listingId: number): Promise<MyReview> {
  const listing = await publishedListing(deps, listingId);
  const stake = await stakeOf(deps, reviewer, listing);
  const review = stake.reviewId === undefined ? null : await writes.ownerView(deps, reviewer, stake.reviewId);
  // The author reads the owner's approved reply under their own review too.
  const reply = review ? await queries.findPublishedReplyOf(deps.db, review.id) : undefined;
  return {
    review: review && reply ? { ...review, reply: replyOf(reply, listing.name) } : review,
    refusal: reviewRefusal(reviewer, stake)?.message ?? null,
  };
}

/** "The same text was posted on 2 other listings." when it was; null otherwise. */
async function flagOf(deps: { db: Database }, body: string, listingId: number): Promise<string | null> {
  const others = await queries.countOtherListingsWithText(deps.db, reviewBodyHash(body), listingId);
  if (others === 0) return null;
  return `The same text was posted on ${others} other ${others === 1 ? "listing" : "listings"}.`;
}

/** POST /api/listings/{id}/reviews: a new review waits for moderation. */
export async function createReview(
  deps: ReviewsDeps,
  reviewer: Reviewer,
  clientIp: string,
  listingId: number,
  body: ReviewWrite,
): Promise<OwnReview> {
  const listing = await publishedListing(deps, listingId);
  const refusal = reviewRefusal(reviewer, await stakeOf(deps, reviewer, listing));
  if (refusal) throw refusal;
  const hits = await admit(deps, REVIEW_WRITE_LIMITS, reviewer, clientIp, "reviews from you");
  return rateLimits.givingBackOnFailure(deps, hits, async () => {
    const flag = await flagOf(deps, body.body, listingId);
    try {
      return await writes.create(deps, reviewer, { ...body, listingId, flag });
    } catch (error) {
      // A second review sent at the same moment: the unique index keeps one per user and listing.
      if (uniqueViolation(error) === "reviews_one_per_author") throw conflict(REVIEW_REFUSALS.duplicate);
      throw error;
    }
  });
}

/**
 * PUT /api/reviews/{id}: the author's edit. An approved review stays up and the edit waits for
 * moderation; a pending or taken-down one is written and (re)submitted.
 */
export async function updateReview(
  deps: ReviewsDeps,
  reviewer: Reviewer,
  clientIp: string,
  id: number,
  body: ReviewWrite,
): Promise<OwnReview> {
  // 404 and 403 before anything counts against the limits.
  const current = await writes.ownerView(deps, reviewer, id);
  const hits = await admit(deps, REVIEW_WRITE_LIMITS, reviewer, clientIp, "reviews from you");
  return rateLimits.givingBackOnFailure(deps, hits, async () => {
    const edited = await writes.update(deps, reviewer, id, body);
    // The flag describes the text the author wrote last (the proposal, while the approved text stays up).
    await queries.setFlag(deps.db, id, await flagOf(deps, body.body, current.listingId));
    return edited;
  });
}

/** DELETE /api/reviews/{id}: the author's review is gone at once, its open approval withdrawn. */
export function deleteReview(deps: ReviewsDeps, reviewer: Reviewer, id: number): Promise<void> {
  return writes.delete(deps, reviewer, id);
}

// ------------------------------------------------------------------ what others do about a review

/** An approved review of a published listing, someone else's; 404 or 403 otherwise. */
async function othersPublishedReview(deps: { db: Database }, reviewer: Reviewer, id: number, ownRefusal: string) {
  const review = await queries.findReviewForReaction(deps.db, id);
  if (!review || !isVisibleStatus(review.status) || !isVisibleStatus(review.listingStatus)) {
    throw notFound("Review", id);
  }
  if (review.authorId === reviewer.userId) throw forbidden(ownRefusal);
  return review;
}

/** POST /api/reviews/{id}/helpful: once per user. */
export async function voteHelpful(
  deps: ReviewsDeps,
  reviewer: Reviewer,
  clientIp: string,
  id: number,
): Promise<HelpfulVote> {
  await othersPublishedReview(deps, reviewer, id, OWN_REVIEW_VOTE);
  const hits = await admit(deps, HELPFUL_VOTE_LIMITS, reviewer, clientIp, "votes from you");
  return rateLimits.givingBackOnFailure(deps, hits, async () => {
    const counted = await deps.db.transaction((tx) => queries.insertHelpfulVote(tx, id, reviewer.userId, deps.now()));
    if (!counted) throw conflict(ALREADY_HELPFUL);
    return { reviewId: id, helpfulCount: counted.helpfulCount };
  });
}

/** POST /api/reviews/{id}/reports: once per user; the review comes back to the queue and stays up until decided. */
export async function reportReview(
  deps: ReviewsDeps,
  reviewer: Reviewer,
  clientIp: string,
  id: number,
  report: ReviewReportWrite,
): Promise<void> {
  await othersPublishedReview(deps, reviewer, id, OWN_REVIEW_REPORT);
  const hits = await admit(deps, REVIEW_REPORT_LIMITS, reviewer, clientIp, "reports from you");
  await rateLimits.givingBackOnFailure(deps, hits, () =>
    deps.db.transaction(async (tx) => {
      const recorded = await queries.insertReport(tx, {
        reviewId: id,
        reporterId: reviewer.userId,
        reason: report.reason,
        text: report.text,
        at: deps.now(),
      });
      if (!recorded) throw conflict(ALREADY_REPORTED);
      await bringBackForReports({ db: tx }, id);
    }),
  );
}

// ------------------------------------------------------------------ the owner's reply

/** An approved review of a published listing that the actor may answer (its listing's owner, or an Administrator). */
async function answerableReview(deps: { db: Database }, actor: Actor, reviewId: number) {
  const review = await queries.findReviewForReaction(deps.db, reviewId);
  if (!review || !isVisibleStatus(review.status) || !isVisibleStatus(review.listingStatus)) {
    throw notFound("Review", reviewId);
  }
  if (!ownsListing(actor, { authorId: review.listingAuthorId })) throw forbidden(NOT_YOUR_LISTING);
  return review;
}

/** GET /api/reviews/{id}/reply: the reply in any status with its moderation state; 404 without one. */
export async function getReply(deps: ReviewsDeps, actor: Actor, reviewId: number): Promise<OwnReply> {
  await answerableReview(deps, actor, reviewId);
  const replyId = await queries.findReplyIdOf(deps.db, reviewId);
  if (replyId === undefined) throw notFound("Reply");
  return replies.ownerView(deps, actor, replyId);
}

/**
 * PUT /api/reviews/{id}/reply: the one reply to a review, written or edited. A ListingOwner's waits for
 * moderation (an edit of an approved reply keeps it up meanwhile); an Administrator's is published.
 */
export async function putReply(
  deps: ReviewsDeps,
  actor: Actor,
  clientIp: string,
  reviewId: number,
  body: ReplyWrite,
): Promise<OwnReply> {
  const review = await answerableReview(deps, actor, reviewId);
  const hits = await admit(deps, REPLY_WRITE_LIMITS, actor, clientIp, "replies from you");
  return rateLimits.givingBackOnFailure(deps, hits, async () => {
    const replyId = await queries.findReplyIdOf(deps.db, reviewId);
    if (replyId !== undefined) return replies.update(deps, actor, replyId, body);
    try {
      return await replies.create(deps, actor, { ...body, reviewId, listingId: review.listingId });
    } catch (error) {
      // Two first replies at the same moment: the unique index keeps one; the second edits it.
      if (uniqueViolation(error) !== "review_replies_one_per_review") throw error;
      const existing = await queries.findReplyIdOf(deps.db, reviewId);
      if (existing === undefined) throw error;
      return replies.update(deps, actor, existing, body);
    }
  });
}

/** DELETE /api/reviews/{id}/reply. */
export async function deleteReply(deps: ReviewsDeps, actor: Actor, reviewId: number): Promise<void> {
  const replyId = await queries.findReplyIdOf(deps.db, reviewId);
  if (replyId === undefined) throw notFound("Reply");
  await replies.delete(deps, actor, replyId);
}
