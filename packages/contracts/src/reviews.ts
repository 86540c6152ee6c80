/**
 * Reviews and ratings of listings (issue 26; docs/decisions/0025-reviews.md). A signed-in user with a
 * verified e-mail rates a published listing 1-5 overall and on the topics of its type, says who they
 * are, and writes a title and a plain-text review. Reviews are moderated content (approval type REVIEW):
 * a new review or an edit waits for an administrator while the approved version stays up.
 *
 * Calls (listing service, /api):
 * - GET /api/listings/{id}/reviews?page&size&sort&kind: approved reviews of a published listing.
 * - GET /api/listings/{id}/reviews/summary: the score, count, stars, topic averages (`reviewSummarySchema`).
 * - GET /api/listings/{id}/reviews/mine: the viewer's own review with its moderation state, and whether
 *   they may write one (`myReviewSchema`); signed in.
 * - POST /api/listings/{id}/reviews (`reviewWriteSchema`) -> 201 `ownReviewSchema`.
 * - PUT /api/reviews/{id} (`reviewWriteSchema`) -> 200 `ownReviewSchema`; DELETE /api/reviews/{id} -> 204: the author only.
 * - POST /api/reviews/{id}/helpful -> 200 `helpfulVoteSchema`: "Was this helpful?", once per user (409 the second time).
 * - POST /api/reviews/{id}/reports (`reviewReportWriteSchema`) -> 204: once per user; brings it back to the queue.
 * - GET /api/reviews/{id}/reply -> `ownReplySchema` (404 without one); PUT /api/reviews/{id}/reply
 *   (`replyWriteSchema`) -> 200 `ownReplySchema`; DELETE /api/reviews/{id}/reply -> 204: the listing's
 *   owner (or an Administrator) answers an approved review once; the reply is moderated (approval type
 *   REPLY) like the review, and shows under it once approved.
 */

import { z } from "zod";
import { anyCaseEnum } from "./closed-set.ts";
import type { ListingType } from "./listings.ts";
import { pageSchema, wholeNumber } from "./paging.ts";
import { REVIEW_PRIOR_WEIGHT } from "./rating-score.ts";
import { CONTENT_STATUSES } from "./status.ts";
import { multiLineText, singleLineText } from "./text.ts";

export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_BODY_MIN_LENGTH = 50;
export const REVIEW_BODY_MAX_LENGTH = 5000;
export const REVIEW_DISPLAY_NAME_MAX_LENGTH = 60;
export const REVIEW_REPORT_TEXT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;
/** Reviews per page on the listing page, and the most one request may ask for. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;

/** How the score that orders listings is computed (rating-score.ts), in the listing page's words. */
export const REVIEW_SCORE_EXPLANATION =
  `The score is a weighted average: it counts ${REVIEW_PRIOR_WEIGHT} extra ratings at the average of all ` +
  "approved reviews of this type, so a listing with few reviews is pulled towards that average until more people have rated it.";

/** The topics a reviewer rates, per listing type. */
export const REVIEW_TOPICS = {
  COLLEGE: ["ACADEMICS", "FACULTY", "PLACEMENTS", "INFRASTRUCTURE", "CAMPUS_LIFE", "VALUE_FOR_MONEY"],
  SCHOOL: ["TEACHING", "SAFETY", "ACTIVITIES", "FACILITIES", "PARENT_COMMUNICATION"],
  TUTORIAL: ["CLARITY", "PUNCTUALITY", "RESULTS", "VALUE_FOR_MONEY"],
} as const satisfies Record<ListingType, readonly string[]>;

export const ALL_REVIEW_TOPICS = [
  ...new Set([...REVIEW_TOPICS.COLLEGE, ...REVIEW_TOPICS.SCHOOL, ...REVIEW_TOPICS.TUTORIAL]),
] as const;
export type ReviewTopic = (typeof ALL_REVIEW_TOPICS)[number];

export const REVIEW_TOPIC_LABEL: Record<ReviewTopic, string> = {
  ACADEMICS: "Academics",
  FACULTY: "Faculty",
  PLACEMENTS: "Placements",
  INFRASTRUCTURE: "Infrastructure",
  CAMPUS_LIFE: "Campus life",
  VALUE_FOR_MONEY: "Value for money",
  TEACHING: "Teaching",
  SAFETY: "Safety",
  ACTIVITIES: "Activities",
  FACILITIES: "Facilities",
  PARENT_COMMUNICATION: "Communication with parents",
  CLARITY: "Clarity",
  PUNCTUALITY: "Punctuality",
  RESULTS: "Results",
};

export const REVIEWER_KINDS = ["STUDENT", "ALUMNUS", "PARENT", "OTHER"] as const;
export type ReviewerKind = (typeof REVIEWER_KINDS)[number];
export const REVIEWER_KIND_LABEL: Record<ReviewerKind, string> = {
  STUDENT: "Student",
  ALUMNUS: "Alumnus",
  PARENT: "Parent",
  OTHER: "Other",
};

export const REVIEW_SORTS = ["newest", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABEL: Record<ReviewSort, string> = {
  newest: "Newest",
  highest: "Highest rated",
  lowest: "Lowest rated",
  helpful: "Most helpful",
};

export const REVIEW_REPORT_REASONS = [
  "SPAM",
  "OFFENSIVE",
  "FALSE_INFORMATION",
  "CONFLICT_OF_INTEREST",
  "PERSONAL_INFORMATION",
  "OTHER",
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_REASON_LABEL: Record<ReviewReportReason, string> = {
  SPAM: "Spam or advertising",
  OFFENSIVE: "Offensive or abusive",
  FALSE_INFORMATION: "False or misleading",
  CONFLICT_OF_INTEREST: "Written by someone with a stake in it",
  PERSONAL_INFORMATION: "Reveals personal information",
  OTHER: "Something else",
};

/** The earliest graduation year an alumnus may name; the latest is next year. */
export const GRADUATION_YEAR_MIN = 1950;

// The text rules, shared by the form (live) and the server.

const LINK_PATTERN = /\b(?:https?:\/\/|www\.)\S+/giu;
/** Eight or more of the same character in a row ("!!!!!!!!", "aaaaaaaa"). */
const REPEATED_RUN = /(\S)\1{7,}/u;

/**
 * Why a review's text is refused beyond its length, or null: mostly links (addresses make up a third or
 * more of it, or there are more than three), or mostly repetition (a run of eight or more of one
 * character, or fewer than eight different letters).
 */
export function reviewTextProblem(text: string): string | null {
  const links = text.match(LINK_PATTERN) ?? [];
  const linkLength = links.reduce((sum, link) => sum + link.length, 0);
  if (links.length > 3 || (text.length > 0 && linkLength * 3 >= text.length)) {
    return "The review must be written in words, not mostly links.";
  }
  if (REPEATED_RUN.test(text)) return "The review must not repeat one character over and over.";
  const letters = new Set(text.toLowerCase().match(/\p{L}/gu) ?? []);
  if (text.trim().length >= REVIEW_BODY_MIN_LENGTH && letters.size < 8) {
    return "The review must be written in words, not repeated characters.";
  }
  return null;
}

/** A display name that is an e-mail address would publish it: refused (the shown name is never the e-mail). */
export function looksLikeEmail(name: string): boolean {
  return /\S+@\S+\.\S+/u.test(name);
}

const ratingSchema = (field: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${field} is required` : `${field} must be a whole number from 1 to 5`,
    })
    .int({ error: `${field} must be a whole number from 1 to 5` })
    .min(1, { error: `${field} must be a whole number from 1 to 5` })
    .max(5, { error: `${field} must be a whole number from 1 to 5` });

export const topicRatingsSchema = z.partialRecord(z.enum(ALL_REVIEW_TOPICS), ratingSchema("each topic's rating"), {
  error: "topicRatings must map topics to ratings",
});

/** The fields of a review its author writes; the version the moderation queue compares. */
const reviewFields = {
  rating: ratingSchema("rating"),
  topicRatings: topicRatingsSchema.default({}),
  reviewerKind: z.enum(REVIEWER_KINDS, {
    error: (issue) =>
      issue.input === undefined
        ? "reviewerKind is required"
        : `reviewerKind must be one of ${REVIEWER_KINDS.join(", ")}`,
  }),
  graduationYear: z
    .number({ error: "graduationYear must be a year" })
    .int({ error: "graduationYear must be a year" })
    .min(GRADUATION_YEAR_MIN, { error: `graduationYear must be ${GRADUATION_YEAR_MIN} or later` })
    // Read when a review is checked, not when the module loads: a server runs across New Year.
    .refine((year) => year <= new Date().getUTCFullYear() + 1, {
      error: "graduationYear must not be more than a year ahead",
    })
    .nullable()
    .default(null),
  displayName: singleLineText("displayName", { max: REVIEW_DISPLAY_NAME_MAX_LENGTH, min: 1, trim: true }).refine(
    (name) => !looksLikeEmail(name),
    { error: "displayName must not be an e-mail address: it is shown to everyone" },
  ),
  title: singleLineText("title", { max: REVIEW_TITLE_MAX_LENGTH, min: 1, trim: true }),
  body: multiLineText("body", { max: REVIEW_BODY_MAX_LENGTH, min: REVIEW_BODY_MIN_LENGTH, trim: true }).superRefine(
    (text, context) => {
      const problem = reviewTextProblem(text);
      if (problem) context.addIssue({ code: "custom", message: problem });
    },
  ),
};

/** POST /api/listings/{id}/reviews and PUT /api/reviews/{id}: the whole review. */
export const reviewWriteSchema = z
  .object(reviewFields)
  .refine((review) => review.reviewerKind !== "ALUMNUS" || review.graduationYear !== null, {
    error: "graduationYear is required for an alumnus",
    path: ["graduationYear"],
  })
  .transform((review) => ({
    ...review,
    // A graduation year describes an alumnus only.
    graduationYear: review.reviewerKind === "ALUMNUS" ? review.graduationYear : null,
  }));
export type ReviewWriteInput = z.input<typeof reviewWriteSchema>;
export type ReviewWrite = z.output<typeof reviewWriteSchema>;

/** A review's editable fields, as the moderation queue shows and compares them. */
export const reviewVersionSchema = z.object({
  rating: z.number().int(),
  topicRatings: z.record(z.string(), z.number().int()),
  reviewerKind: z.enum(REVIEWER_KINDS),
  graduationYear: z.number().int().nullable(),
  displayName: z.string(),
  title: z.string(),
  body: z.string(),
});
export type ReviewVersion = z.infer<typeof reviewVersionSchema>;

/** A reply's editable fields, as the moderation queue shows them. */
export const replyVersionSchema = z.object({ body: z.string() });
export type ReplyVersion = z.infer<typeof replyVersionSchema>;

/** The reply as its writer sees it, in any status, with its moderation state. */
export const ownReplySchema = z.object({
  id: z.number().int(),
  reviewId: z.number().int(),
  listingId: z.number().int(),
  body: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  rejectReason: z.string().nullable(),
  pendingSince: z.string().nullable(),
  pendingChanges: replyVersionSchema.partial().nullable(),
});
export type OwnReply = z.infer<typeof ownReplySchema>;

/** The listing owner's approved reply, shown under the review with the listing's name. */
export const reviewReplySchema = z.object({
  body: z.string(),
  publishedAt: z.string(),
  listingName: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** An approved review as visitors see it. */
export const reviewSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  rating: z.number().int(),
  topicRatings: z.record(z.string(), z.number().int()),
  reviewerKind: z.enum(REVIEWER_KINDS),
  graduationYear: z.number().int().nullable(),
  displayName: z.string(),
  title: z.string(),
  body: z.string(),
  helpfulCount: z.number().int(),
  /** Whether the signed-in viewer marked it helpful (false for visitors). */
  votedHelpful: z.boolean(),
  /** Whether the signed-in viewer reported it (false for visitors). */
  reported: z.boolean(),
  /** Whether it is the viewer's own (they cannot vote on or report it). */
  mine: z.boolean(),
  /** The owner's approved reply, or null. */
  reply: reviewReplySchema.nullable(),
  /** Whether the viewer may reply to it (the listing's owner, or an Administrator). */
  canReply: z.boolean(),
  /**
   * For a viewer who may reply: the reply in any status with its moderation state (null without one),
   * so the owner's page needs no call per review; null for everyone else.
   */
  ownReply: ownReplySchema.nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = pageSchema(reviewSchema);

/** The author's own review in any status, with its moderation state. */
export const ownReviewSchema = reviewSchema.extend({
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  pendingSince: z.string().nullable(),
  /** The fields of an edit waiting for moderation (the approved version stays up meanwhile). */
  pendingChanges: reviewVersionSchema.partial().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** Why the viewer may not write a review of this listing (null: they may). */
export const REVIEW_REFUSALS = {
  unverified: "Verify your e-mail address before you write a review.",
  administrator: "Administrators moderate reviews and cannot write them.",
  owner: "You manage this listing, so you cannot review it.",
  claimPending: "You have claimed this listing, so you cannot review it.",
  duplicate: "You have already reviewed this listing: edit your review instead.",
} as const;

/** GET /api/listings/{id}/reviews/mine. */
export const myReviewSchema = z.object({
  review: ownReviewSchema.nullable(),
  /** Why a new review would be refused; null when the viewer may write one. */
  refusal: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/listings/{id}/reviews/summary. */
export const reviewSummarySchema = z.object({
  listingId: z.number().int(),
  count: z.number().int(),
  /** The plain mean of the approved ratings, to one decimal; null without reviews. */
  average: z.number().nullable(),
  /** The Bayesian score that ranks listings, to two decimals; null without reviews. */
  score: z.number().nullable(),
  /** How many approved reviews gave each number of stars. */
  stars: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** Per topic of the listing's type: the mean (to one decimal) of those who rated it, and how many did. */
  topics: z.array(
    z.object({ topic: z.enum(ALL_REVIEW_TOPICS), average: z.number().nullable(), count: z.number().int() }),
  ),
  /** How many approved reviews each kind of reviewer wrote (for the filter). */
  kinds: z.object({
    STUDENT: z.number().int(),
    ALUMNUS: z.number().int(),
    PARENT: z.number().int(),
    OTHER: z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** The list's query: paging, order and a filter by who wrote them. */
export const reviewPageQuerySchema = z.object({
  page: wholeNumber("page", 0, 1_000_000).default(0),
  size: wholeNumber("size", 1, REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE),
  sort: anyCaseEnum(REVIEW_SORTS, { invalid: `sort must be one of ${REVIEW_SORTS.join(", ")}` }, (text) =>
    text.toLowerCase(),
  ).default("newest"),
  kind: anyCaseEnum(REVIEWER_KINDS, { invalid: `kind must be one of ${REVIEWER_KINDS.join(", ")}` }, (text) =>
    text.toUpperCase(),
  ).optional(),
});
export type ReviewPageQuery = z.infer<typeof reviewPageQuerySchema>;

/** POST /api/reviews/{id}/helpful answers the review's new count. */
export const helpfulVoteSchema = z.object({ reviewId: z.number().int(), helpfulCount: z.number().int() });
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

/** POST /api/reviews/{id}/reports. */
export const reviewReportWriteSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: `reason must be one of ${REVIEW_REPORT_REASONS.join(", ")}` }),
  text: multiLineText("text", { max: REVIEW_REPORT_TEXT_MAX_LENGTH, trim: true }).default(""),
});
export type ReviewReportWrite = z.infer<typeof reviewReportWriteSchema>;

/** A report as the moderation queue shows it. */
export const reviewReportSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS),
  text: z.string(),
  reportedAt: z.string(),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

/** PUT /api/reviews/{id}/reply: plain text, refused when mostly links or repetition like a review. */
export const replyWriteSchema = z.object({
  body: multiLineText("body", { max: REVIEW_REPLY_MAX_LENGTH, min: 1, trim: true }).superRefine((text, context) => {
    const problem = reviewTextProblem(text);
    if (problem) context.addIssue({ code: "custom", message: problem.replace("The review", "The reply") });
  }),
});
export type ReplyWrite = z.infer<typeof replyWriteSchema>;

/** What the moderation queue shows beside a reply: the review it answers. */
export const repliedReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  displayName: z.string(),
});

/**
 * The stars and count a listing card shows: the plain mean of its approved reviews (one decimal; null
 * without any) and how many there are. Ranking uses the Bayesian score of the summary instead.
 */
export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
