/** The SQL of reviews: the public lists and sums, the viewer's marks, votes, reports and the same-text check. */
import type { ListingType } from "@lwl/contracts/listings";
import type { ReviewerKind, ReviewPageQuery } from "@lwl/contracts/reviews";
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  listingRatings,
  listings,
  reviewHelpfulVotes,
  reviewReplies,
  reviewReports,
  reviews,
} from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

/** A listing as the review rules read it: published or not, its type, its author. */
export function findReviewedListing(db: Database, listingId: number) {
  return db
    .select({
      id: listings.id,
      type: listings.type,
      name: listings.name,
      status: listings.status,
      authorId: listings.authorId,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1)
    .then((rows) => rows[0]);
}

const publishedOf = (listingId: number, kind: ReviewerKind | undefined): SQL | undefined =>
  and(
    eq(reviews.listingId, listingId),
    isVisible(reviews.status),
    kind === undefined ? undefined : eq(reviews.reviewerKind, kind),
  );

const ORDER: Record<ReviewPageQuery["sort"], SQL[]> = {
  newest: [desc(reviews.publishedAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.publishedAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.publishedAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)],
};

/** A page of a listing's approved reviews, with what the viewer did about each (false for visitors). */
export function findPublishedReviews(db: Database, listingId: number, query: ReviewPageQuery, viewerId: string | null) {
  const viewer = viewerId ?? "00000000-0000-0000-0000-000000000000";
  return db
    .select({
      review: reviews,
      // Written out in full: inside a subquery drizzle leaves column names unqualified, and an outer
      // "id" would be read as the inner table's own.
      votedHelpful: sql<boolean>`exists (select 1 from review_helpful_votes v where v.review_id = "reviews"."id" and v.user_id = ${viewer})`,
      reported: sql<boolean>`exists (select 1 from review_reports r where r.review_id = "reviews"."id" and r.reporter_id = ${viewer})`,
      replyBody: reviewReplies.body,
      replyPublishedAt: reviewReplies.publishedAt,
    })
    .from(reviews)
    .leftJoin(reviewReplies, and(eq(reviewReplies.reviewId, reviews.id), isVisible(reviewReplies.status)))
    .where(publishedOf(listingId, query.kind))
    .orderBy(...ORDER[query.sort])
    .limit(query.size)
    .offset(query.page * query.size);
}

export async function countPublishedReviews(
  db: Database,
  listingId: number,
  kind: ReviewerKind | undefined,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(reviews).where(publishedOf(listingId, kind));
  return row?.value ?? 0;
}

/** The sums a trigger keeps of a listing's approved reviews (no row: none). */
export function findListingRating(db: Database, listingId: number) {
  return db
    .select()
    .from(listingRatings)
    .where(eq(listingRatings.listingId, listingId))
    .then((rows) => rows[0]);
}

/** Per topic: the sum and count of the ratings given in a listing's approved reviews. */
export function findTopicSums(db: Database, listingId: number) {
  return db
    .select({
      topic: sql<string>`topic.key`,
      sum: sql<number>`sum((topic.value)::int)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(sql`${reviews} cross join lateral jsonb_each_text(${reviews.topicRatings}) as topic`)
    .where(publishedOf(listingId, undefined))
    .groupBy(sql`topic.key`);
}

/** How many approved reviews of a listing each kind of reviewer wrote. */
export function findKindCounts(db: Database, listingId: number) {
  return db
    .select({ kind: reviews.reviewerKind, count: count() })
    .from(reviews)
    .where(publishedOf(listingId, undefined))
    .groupBy(reviews.reviewerKind);
}

/** The sums over every approved review of published listings of a type: the prior of the Bayesian score. */
export async function findTypeSums(db: Database, type: ListingType): Promise<{ count: number; sum: number }> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${listingRatings.reviewCount}), 0)::int`,
      sum: sql<number>`coalesce(sum(${listingRatings.ratingSum}), 0)::int`,
    })
    .from(listingRatings)
    .innerJoin(listings, eq(listings.id, listingRatings.listingId))
    .where(and(eq(listings.type, type), isVisible(listings.status)));
  return row ?? { count: 0, sum: 0 };
}

/** The id of the user's review of a listing, in any status. */
export function findReviewIdOf(db: Database, listingId: number, authorId: string) {
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), eq(reviews.authorId, authorId)))
    .limit(1)
    .then((rows) => rows[0]?.id);
}

/** A review with its listing's status, for votes and reports. */
export function findReviewForReaction(db: Database, id: number) {
  return db
    .select({
      id: reviews.id,
      authorId: reviews.authorId,
      status: reviews.status,
      listingId: listings.id,
      listingStatus: listings.status,
      listingAuthorId: listings.authorId,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(eq(reviews.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Records a helpful vote and counts it; undefined when the user had voted already. */
export async function insertHelpfulVote(db: Database, reviewId: number, userId: string, at: Date) {
  const inserted = await db
    .insert(reviewHelpfulVotes)
    .values({ reviewId, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  if (inserted.length === 0) return undefined;
  const [row] = await db
    .update(reviews)
    .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount });
  return row;
}

/** Records a report; false when the user had reported the review already. */
export async function insertReport(
  db: Database,
  report: { reviewId: number; reporterId: string; reason: string; text: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(reviewReports)
    .values({
      reviewId: report.reviewId,
      reporterId: report.reporterId,
      reason: report.reason,
      text: report.text,
      createdAt: report.at,
    })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  return inserted.length > 0;
}

/** The open reports of some reviews, oldest first. */
export function findOpenReports(db: Database, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      text: reviewReports.text,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, reviewIds), isNull(reviewReports.resolvedAt)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
}

/** The flags of some reviews. */
export function findFlags(db: Database, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db.select({ id: reviews.id, flag: reviews.flag }).from(reviews).where(inArray(reviews.id, reviewIds));
}

export async function resolveOpenReports(db: Database, reviewId: number): Promise<void> {
  await db
    .update(reviewReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
}

/** A review's author, status and whether it has open reports. */
export function findReportState(db: Database, reviewId: number) {
  return db
    .select({
      authorId: reviews.authorId,
      status: reviews.status,
      openReports: sql<number>`(select count(*)::int from review_reports r where r.review_id = "reviews"."id" and r.resolved_at is null)`,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .then((rows) => rows[0]);
}

/** How many other listings have a review (by anyone, in any status) with the same text. */
export async function countOtherListingsWithText(db: Database, bodyHash: string, listingId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${reviews.listingId})::int` })
    .from(reviews)
    .where(and(eq(reviews.bodyHash, bodyHash), ne(reviews.listingId, listingId)));
  return row?.value ?? 0;
}

export async function setFlag(db: Database, reviewId: number, flag: string | null): Promise<void> {
  await db.update(reviews).set({ flag }).where(eq(reviews.id, reviewId));
}

/** The id of a review's reply, in any status. */
export function findReplyIdOf(db: Database, reviewId: number) {
  return db
    .select({ id: reviewReplies.id })
    .from(reviewReplies)
    .where(eq(reviewReplies.reviewId, reviewId))
    .limit(1)
    .then((rows) => rows[0]?.id);
}

/** The review each reply answers, for the queue. */
export function findRepliedReviews(db: Database, replyIds: number[]) {
  if (replyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      replyId: reviewReplies.id,
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      displayName: reviews.displayName,
    })
    .from(reviewReplies)
    .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
    .where(inArray(reviewReplies.id, replyIds));
}

/** The replies to some reviews, in any status (for the listing's owner). */
export function findRepliesTo(db: Database, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db.select().from(reviewReplies).where(inArray(reviewReplies.reviewId, reviewIds));
}

/** A review's approved reply, if any (for its author's own view). */
export function findPublishedReplyOf(db: Database, reviewId: number) {
  return db
    .select({ replyBody: reviewReplies.body, replyPublishedAt: reviewReplies.publishedAt })
    .from(reviewReplies)
    .where(and(eq(reviewReplies.reviewId, reviewId), isVisible(reviewReplies.status)))
    .limit(1)
    .then((rows) => rows[0]);
}
