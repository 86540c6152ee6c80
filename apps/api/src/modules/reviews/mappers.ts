/** Review rows to the contracts' shapes (packages/contracts/src/reviews.ts). */
import type { OwnReply, OwnReview, Review, ReviewVersion } from "@lwl/contracts/reviews";
import type { reviewReplies, reviews } from "../../db/schema.ts";

export type ReviewRow = typeof reviews.$inferSelect;

/** What the viewer did about a review: voted it helpful, reported it. */
export interface ViewerMarks {
  votedHelpful: boolean;
  reported: boolean;
}

export function versionOfReview(row: ReviewRow): ReviewVersion {
  return {
    rating: row.rating,
    topicRatings: row.topicRatings,
    reviewerKind: row.reviewerKind,
    graduationYear: row.graduationYear,
    displayName: row.displayName,
    title: row.title,
    body: row.body,
  };
}

/** The owner's approved reply as a list row carries it (null columns: none). */
export interface ReplyColumns {
  replyBody: string | null;
  replyPublishedAt: Date | null;
}

/** What a listed review shows beside its own fields: its approved reply, and whether the viewer may reply. */
export interface ReviewContext {
  reply: Review["reply"];
  canReply: boolean;
  ownReply: Review["ownReply"];
}

const NO_CONTEXT: ReviewContext = { reply: null, canReply: false, ownReply: null };

export function replyOf(columns: ReplyColumns, listingName: string): Review["reply"] {
  if (columns.replyBody === null || columns.replyPublishedAt === null) return null;
  return { body: columns.replyBody, publishedAt: columns.replyPublishedAt.toISOString(), listingName };
}

/** An approved review as visitors see it; `viewerId` marks the viewer's own. */
export function toReview(
  row: ReviewRow,
  marks: ViewerMarks,
  viewerId: string | null,
  context: ReviewContext = NO_CONTEXT,
): Review {
  return {
    id: row.id,
    listingId: row.listingId,
    ...versionOfReview(row),
    helpfulCount: row.helpfulCount,
    votedHelpful: marks.votedHelpful,
    reported: marks.reported,
    mine: viewerId !== null && row.authorId === viewerId,
    reply: context.reply,
    canReply: context.canReply,
    ownReply: context.ownReply,
    // Listed reviews are published, so they have a publication instant.
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The author's view before its moderation state (the pipeline adds rejectReason, pendingSince, pendingChanges). */
export type OwnReviewView = Omit<OwnReview, "rejectReason" | "pendingSince" | "pendingChanges">;

export function toOwnReviewView(row: ReviewRow): OwnReviewView {
  return {
    ...toReview(row, { votedHelpful: false, reported: false }, row.authorId),
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export type ReplyRow = typeof reviewReplies.$inferSelect;

/** The reply as its writer sees it, before its moderation state. */
export function toOwnReplyView(row: ReplyRow): Omit<OwnReply, "rejectReason" | "pendingSince" | "pendingChanges"> {
  return {
    id: row.id,
    reviewId: row.reviewId,
    listingId: row.listingId,
    body: row.body,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
