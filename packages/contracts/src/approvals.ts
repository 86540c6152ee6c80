/**
 * The moderation queue of the admin service (issue 11; docs/product.md section 7), mounted at
 * /adminservice/api/v1, administrators only:
 *
 * - GET /admin/pendingapprovals?page&size: open items of every type, oldest first (`approvalPageSchema`).
 * - GET /admin/pendingapprovals/{TYPE}?page&size: one type, BLOG, LISTING, EVENT, REVIEW or REPLY in any case.
 * - GET /admin/pendingapprovals/refresh: the open counts (`approvalCountsSchema`).
 * - PUT /admin/pendingapprovals/{id}/approve: no body; answers the decided item.
 * - PUT /admin/pendingapprovals/{id}/reject: the reason as a text/plain body (a JSON string, or
 *   `{ "reason": "..." }`, also do); answers the decided item.
 *
 * An item carries `current` (the live version; null for new content) and `proposed` (the version that
 * approving publishes: the whole new content, or the live version with the proposed fields applied), in
 * the version shape of its type, so the client can show a field-by-field difference.
 */
import { z } from "zod";
import { anyCaseEnum } from "./closed-set.ts";
import { REJECT_REASON_MAX_LENGTH } from "./content-rules.ts";
import { eventVersionSchema } from "./event-writes.ts";
import { listingVersionSchema } from "./listing-writes.ts";
import { pageSchema } from "./paging.ts";
import { postVersionSchema } from "./post-writes.ts";
import { repliedReviewSchema, replyVersionSchema, reviewReportSchema, reviewVersionSchema } from "./reviews.ts";
import { REQUEST_STATUSES } from "./status.ts";
import { multiLineText } from "./text.ts";

export const APPROVAL_CONTENT_TYPES = ["BLOG", "LISTING", "EVENT", "REVIEW", "REPLY"] as const;
export type ApprovalContentType = (typeof APPROVAL_CONTENT_TYPES)[number];

/**
 * CREATE: new (or resubmitted) content; UPDATE: an edit of published content; REPORT: a published review
 * that someone reported (approving keeps it up, rejecting takes it down).
 */
export const APPROVAL_ACTIONS = ["CREATE", "UPDATE", "REPORT"] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** The {TYPE} of the path: BLOG, LISTING, EVENT, REVIEW or REPLY in any letter case; anything else is a 400. */
export const approvalTypeParamSchema = anyCaseEnum(
  APPROVAL_CONTENT_TYPES,
  { invalid: `type must be one of ${APPROVAL_CONTENT_TYPES.join(", ")}` },
  (text) => text.toUpperCase(),
);

/** Who submitted an item; null when that account no longer exists. */
export const approvalSubmitterSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

const approvalItemBase = {
  id: z.number().int(),
  contentId: z.number().int(),
  action: z.enum(APPROVAL_ACTIONS),
  /** The listing's name, the event's or post's title (as proposed for new content, as live for updates). */
  title: z.string(),
  /** The listing concerned: the listing itself, or the listing of the event or post (null for a post without one). */
  listingId: z.number().int().nullable(),
  listingName: z.string().nullable(),
  submittedBy: approvalSubmitterSchema.nullable(),
  submittedAt: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** The rejection reason of a decided item; null otherwise. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
};

export const approvalItemSchema = z.discriminatedUnion("contentType", [
  z.object({
    ...approvalItemBase,
    contentType: z.literal("LISTING"),
    current: listingVersionSchema.nullable(),
    proposed: listingVersionSchema,
  }),
  z.object({
    ...approvalItemBase,
    contentType: z.literal("EVENT"),
    current: eventVersionSchema.nullable(),
    proposed: eventVersionSchema,
  }),
  z.object({
    ...approvalItemBase,
    contentType: z.literal("BLOG"),
    current: postVersionSchema.nullable(),
    proposed: postVersionSchema,
  }),
  z.object({
    ...approvalItemBase,
    contentType: z.literal("REVIEW"),
    current: reviewVersionSchema.nullable(),
    proposed: reviewVersionSchema,
    /** The open reports of the review, oldest first (empty when nobody reported it). */
    reports: z.array(reviewReportSchema),
    /** Why the review was flagged when written (the same text on other listings), or null. */
    flag: z.string().nullable(),
  }),
  z.object({
    ...approvalItemBase,
    contentType: z.literal("REPLY"),
    current: replyVersionSchema.nullable(),
    proposed: replyVersionSchema,
    /** The review the listing's owner answers. */
    review: repliedReviewSchema,
  }),
]);
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

export const approvalPageSchema = pageSchema(approvalItemSchema);

/** GET /admin/pendingapprovals/refresh: open items per type, and all of them (the header's notifyCount). */
export const approvalCountsSchema = z.object({
  BLOG: z.number().int(),
  LISTING: z.number().int(),
  EVENT: z.number().int(),
  REVIEW: z.number().int(),
  REPLY: z.number().int(),
  total: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

/** The rejection reason, as text: required, at most 1,000 characters, trimmed. */
export const rejectReasonSchema = multiLineText("reason", { max: REJECT_REASON_MAX_LENGTH, min: 1, trim: true });

/**
 * The body of a reject call: the reason as plain text (what the spec's client sends), a JSON string,
 * or a JSON object `{ "reason": "..." }`; all three parse to the reason.
 */
export const rejectBodySchema = z
  .union([z.string(), z.object({ reason: z.unknown() }).transform((body) => body.reason), z.undefined(), z.null()], {
    error: "reason is required: send it as the text body",
  })
  .transform((value) => (value === undefined || value === null ? "" : value))
  .pipe(rejectReasonSchema);
