/**
 * Enquiries sent from a listing's page (issue 27 items 4 and 5): "Ask about admission" (college,
 * school) or "Book a demo class" (tutor). The enquiry goes to the listing's owner by e-mail and into
 * their inbox; a listing without an owner sends it to the site's address. The enquirer gets a copy.
 *
 * Calls (listing service, /api):
 * - POST /api/listings/{id}/enquiries (`enquiryWriteSchema`) -> 201 `enquiryReceiptSchema`; anyone,
 *   limited per address, per account and per listing; the same message to many listings is refused.
 * - GET /api/enquiries/inbox?page&size&status -> `inboxPageSchema`: enquiries to the viewer's listings
 *   (an Administrator's inbox also holds those to listings without an owner).
 * - GET /api/enquiries/inbox/unread -> `unreadCountSchema`: the header's count.
 * - GET /api/enquiries/inbox/{id} -> `inboxEnquirySchema` (marks it read); POST .../{id}/replies
 *   (`enquiryReplyWriteSchema`) -> 201 `inboxEnquirySchema`; POST .../{id}/close -> `inboxEnquirySchema`.
 * - GET /api/enquiries/mine?page&size (`pageQuerySchema`) -> `myEnquiryPageSchema`; DELETE /api/enquiries/mine/{id} -> 204.
 */
import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./paging.ts";
import { MOBILE_MAX_LENGTH, MOBILE_PATTERN } from "./profile-rules.ts";
import { emailAddress, multiLineText, singleLineText } from "./text.ts";
import { NAME_MAX_LENGTH } from "./text-rules.ts";

/** Enquiries are deleted this long after they were sent (personal data is not kept for ever). */
export const ENQUIRY_RETENTION_DAYS = 365;

export const ENQUIRY_LIMITS = {
  name: NAME_MAX_LENGTH,
  interest: 120,
  messageMin: 10,
  message: 3000,
  reply: 3000,
} as const;

export const ENQUIRY_ASKERS = ["STUDENT", "PARENT"] as const;
export type EnquiryAsker = (typeof ENQUIRY_ASKERS)[number];

export const ENQUIRY_STATUSES = ["NEW", "REPLIED", "CLOSED"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Where an enquiry went: the listing's owner, or the site's team for a listing nobody owns. */
export const ENQUIRY_RECIPIENTS = ["OWNER", "SITE"] as const;

const PHONE_MESSAGE = "phone must be 7 to 20 characters: digits, spaces and an optional leading +";

/** POST /api/listings/{id}/enquiries: who asks, how to reach them, what about, and their consent. */
export const enquiryWriteSchema = z.object({
  name: singleLineText("name", { max: ENQUIRY_LIMITS.name, min: 1, trim: true }),
  email: emailAddress("email"),
  phone: singleLineText("phone", { max: MOBILE_MAX_LENGTH, min: 1, trim: true }).regex(MOBILE_PATTERN, {
    error: PHONE_MESSAGE,
  }),
  asker: z.enum(ENQUIRY_ASKERS, {
    error: (issue) =>
      issue.input === undefined ? "asker is required" : `asker must be one of ${ENQUIRY_ASKERS.join(", ")}`,
  }),
  interest: singleLineText("interest", { max: ENQUIRY_LIMITS.interest, trim: true }).default(""),
  message: multiLineText("message", { max: ENQUIRY_LIMITS.message, min: ENQUIRY_LIMITS.messageMin, trim: true }),
  /** The box stating that the listing may contact them: it must be ticked. */
  consent: z.literal(true, { error: "consent is required: tick the box to agree to be contacted" }),
});
export type EnquiryWrite = z.infer<typeof enquiryWriteSchema>;
export type EnquiryWriteInput = z.input<typeof enquiryWriteSchema>;

export const enquiryReceiptSchema = z.object({
  id: z.number().int(),
  sentTo: z.enum(ENQUIRY_RECIPIENTS),
  message: z.string(),
});
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;

export const enquiryReplyWriteSchema = z.object({
  body: multiLineText("body", { max: ENQUIRY_LIMITS.reply, min: 1, trim: true }),
});
export type EnquiryReplyWrite = z.infer<typeof enquiryReplyWriteSchema>;

const listingRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const enquiryReplySchema = z.object({ id: z.number().int(), body: z.string(), createdAt: z.string() });

/** One enquiry in its owner's inbox: the enquirer's contact details, seen by that owner only. */
export const inboxEnquirySchema = z.object({
  id: z.number().int(),
  listing: listingRefSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  asker: z.enum(ENQUIRY_ASKERS),
  interest: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  read: z.boolean(),
  createdAt: z.string(),
  replies: z.array(enquiryReplySchema),
});
export type InboxEnquiry = z.infer<typeof inboxEnquirySchema>;

export const inboxPageSchema = pageSchema(inboxEnquirySchema).extend({ unread: z.number().int() });
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxQuerySchema = pageQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: `status must be one of ${ENQUIRY_STATUSES.join(", ")}` }).optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** One of the enquirer's own enquiries, on their profile. */
export const myEnquirySchema = z.object({
  id: z.number().int(),
  listing: listingRefSchema,
  asker: z.enum(ENQUIRY_ASKERS),
  interest: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
  replies: z.array(enquiryReplySchema),
});
export type MyEnquiry = z.infer<typeof myEnquirySchema>;

export const myEnquiryPageSchema = pageSchema(myEnquirySchema);
export type MyEnquiryPage = z.infer<typeof myEnquiryPageSchema>;
