/**
 * The listing owner's reply to a review as moderated content (docs/decisions/0021, 0025): the fifth
 * description the one pipeline writes and decides. A reply belongs to whoever owns the review's listing
 * (listings/policy.ts, an Administrator included) and is read with that listing; the queue shows the
 * review it answers beside it. Plain text, shown as text.
 */
import type { OwnReply, ReplyVersion, ReplyWrite } from "@lwl/contracts/reviews";
import { replyVersionSchema } from "@lwl/contracts/reviews";
import { eq, sql } from "drizzle-orm";
import { listings, reviewReplies } from "../../db/schema.ts";
import { NOT_YOUR_LISTING, ownsListing } from "../listings/policy.ts";
import type { ContentKind } from "../moderated-content/service.ts";
import { toOwnReplyView } from "./mappers.ts";
import * as queries from "./queries.ts";

/** A new reply: its text, and the review (and so the listing) it answers. */
export type ReplyCreate = ReplyWrite & { reviewId: number; listingId: number };

type OwnReplyView = Omit<OwnReply, "rejectReason" | "pendingSince" | "pendingChanges">;

interface ReplyKind {
  table: typeof reviewReplies;
  with: { listing: { id: number; name: string; authorId: string | null }; reviewTitle: string };
  version: ReplyVersion;
  update: ReplyWrite;
  create: ReplyCreate;
  view: OwnReplyView;
}

export const replyKind: ContentKind<ReplyKind> = {
  type: "REPLY",
  change: "review",
  noun: "Reply",
  table: reviewReplies,
  timestamps: { updatedAt: "updatedAt", publishedAt: "publishedAt" },
  with: {
    fields: {
      listing: { id: listings.id, name: listings.name, authorId: listings.authorId },
      // The answered review's title for the queue, by primary key (written out: see content/ratings.ts).
      reviewTitle: sql<string>`(select r.title from reviews r where r.id = "review_replies"."review_id")`,
    },
    join: { table: listings, on: eq(listings.id, reviewReplies.listingId), outer: false },
  },

  versionOf: (row) => ({ body: row.body }),
  valuesOf: (version) => version,
  changesSchema: replyVersionSchema.partial(),
  versionOfWrite: (body) => ({ body: body.body }),
  insertValuesOf: (body, version, actor) => ({
    body: version.body,
    reviewId: body.reviewId,
    listingId: body.listingId,
    authorId: actor.userId,
  }),

  // The listing's owner (or an Administrator) writes it, whoever wrote it first.
  owns: (actor, found) => ownsListing(actor, found.listing),
  notYours: NOT_YOUR_LISTING,

  viewOf: ({ row }) => toOwnReplyView(row),
  queueFactsOf: (found) => ({
    title: `Reply to “${found.reviewTitle}”`,
    listingId: found.listing.id,
    listingName: found.listing.name,
  }),
  /** The review each reply answers, so the administrator judges the reply in context. */
  async queueExtrasOf(deps, ids) {
    const rows = await queries.findRepliedReviews(deps.db, ids);
    return new Map(rows.map(({ replyId, ...review }) => [replyId, { review }]));
  },
};
