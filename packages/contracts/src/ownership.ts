/**
 * "Become a listing owner" requests and listing claims (docs/product.md sections 3.6, 3.7 and 7):
 * the user service's calls under /api/users and the administrators' decisions under
 * /adminservice/api/v1/requests.
 */
import { z } from "zod";
import { idFromTextSchema } from "./ids.ts";
import { pageSchema } from "./paging.ts";
import { isPictureAddress, MOBILE_MAX_LENGTH, MOBILE_PATTERN } from "./profile-rules.ts";
import { REQUEST_STATUSES } from "./status.ts";
import { emailAddress, multiLineText, singleLineText } from "./text.ts";
import { NAME_MAX_LENGTH } from "./text-rules.ts";

/** Lengths of the request and claim fields, so the forms' boxes stop where the server would. */
export const OWNERSHIP_LIMITS = {
  organisationName: 150,
  position: NAME_MAX_LENGTH,
  website: 2048,
  message: 2000,
  relationship: NAME_MAX_LENGTH,
  evidenceMin: 10,
  evidence: 4000,
  documentUrl: 2048,
  rejectReason: 1000,
} as const;

/** A phone number as people type it (the profile's mobile rule), named after its field. */
function phoneNumber(field: string) {
  const message = `${field} must be 7 to 20 characters: digits, spaces and an optional leading +`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : message) })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .max(MOBILE_MAX_LENGTH, { error: message, abort: true })
    .regex(MOBILE_PATTERN, { error: message });
}

const WEBSITE_MESSAGE = "website must be an http or https address";
/** An optional http(s) address: "" or missing means none. */
const websiteSchema = singleLineText("website", { max: OWNERSHIP_LIMITS.website, trim: true })
  .refine((value) => value === "" || (isPictureAddress(value) && !value.startsWith("/")), { error: WEBSITE_MESSAGE })
  .optional();

const DOCUMENT_MESSAGE = "documentUrl must be the path of a document uploaded to this site";
/** The path the document upload answered (a path on this site, never another site's address). */
export const documentPathSchema = singleLineText("documentUrl", {
  max: OWNERSHIP_LIMITS.documentUrl,
  trim: true,
}).refine((value) => value === "" || (/^\/[^/\s][^\s]*$/.test(value) && !value.includes("..")), {
  error: DOCUMENT_MESSAGE,
});

/** POST /api/users/ownership/listing/request and PUT .../{id}. */
export const ownershipRequestInputSchema = z.object({
  organisationName: singleLineText("organisationName", {
    max: OWNERSHIP_LIMITS.organisationName,
    min: 1,
    trim: true,
  }),
  position: singleLineText("position", { max: OWNERSHIP_LIMITS.position, min: 1, trim: true }),
  phone: phoneNumber("phone"),
  website: websiteSchema,
  message: multiLineText("message", { max: OWNERSHIP_LIMITS.message, min: 1, trim: true }),
});
export type OwnershipRequestInput = z.infer<typeof ownershipRequestInputSchema>;

export const ownershipRequestSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  organisationName: z.string(),
  position: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  message: z.string(),
  status: z.enum(REQUEST_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnershipRequest = z.infer<typeof ownershipRequestSchema>;

/** POST /api/users/claims/listing/claim. The document (optional) is uploaded first; its path comes here. */
export const claimRequestInputSchema = z.object({
  listingId: idFromTextSchema("listingId"),
  relationship: singleLineText("relationship", { max: OWNERSHIP_LIMITS.relationship, min: 1, trim: true }),
  evidence: multiLineText("evidence", {
    max: OWNERSHIP_LIMITS.evidence,
    min: OWNERSHIP_LIMITS.evidenceMin,
    trim: true,
  }),
  contactEmail: emailAddress("contactEmail"),
  contactPhone: phoneNumber("contactPhone"),
  documentUrl: documentPathSchema.optional(),
});
export type ClaimRequestInput = z.infer<typeof claimRequestInputSchema>;

export const claimRequestSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  listingId: z.number().int(),
  listingName: z.string(),
  relationship: z.string(),
  evidence: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  documentUrl: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

/** Who asked, as the administrators' lists show it. */
export const requesterSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type Requester = z.infer<typeof requesterSchema>;

/** GET /adminservice/api/v1/requests/listing-owner: one item (the request, who asked, who decided). */
export const adminOwnershipRequestSchema = ownershipRequestSchema.extend({
  requester: requesterSchema,
  decidedBy: z.string().nullable(),
});
export type AdminOwnershipRequest = z.infer<typeof adminOwnershipRequestSchema>;
export const adminOwnershipRequestPageSchema = pageSchema(adminOwnershipRequestSchema);

/** GET /adminservice/api/v1/requests/listing-claim: one item, with the listing's name, evidence and document. */
export const adminClaimRequestSchema = claimRequestSchema.extend({
  requester: requesterSchema,
  decidedBy: z.string().nullable(),
});
export type AdminClaimRequest = z.infer<typeof adminClaimRequestSchema>;
export const adminClaimRequestPageSchema = pageSchema(adminClaimRequestSchema);

/**
 * The reason of a rejection: the body of POST .../reject/{id}, sent as text/plain (a JSON string is
 * accepted too). Required, at most 1,000 characters, may run over several lines.
 */
export const rejectReasonSchema = multiLineText("reason", { max: OWNERSHIP_LIMITS.rejectReason, min: 1, trim: true });

export const ownershipMessageSchema = z.object({ message: z.string() });
