/**
 * Writing listings (docs/product.md sections 4.4 and 7): POST /api/listings and PUT /api/listings/{id}
 * take `listingWriteSchema`; both answer the owner's view, `ownerListingSchema`.
 *
 * A listing's editable fields form its "version" (`ListingVersion`): what a write body parses to, what
 * an update proposal holds (a part of it), and what the admin queue compares (current and proposed).
 */
import { z } from "zod";
import {
  addressInputSchema,
  entryList,
  imageField,
  moderationStateFields,
  optionalLine,
  requiredLine,
  richText,
  webAddressField,
} from "./content-fields.ts";
import { DETAIL_MAX_LENGTH, PHONE_PATTERN } from "./content-rules.ts";
import { addressSchema, LISTING_TYPES, listingDetailsSchema, listingSchema, listingSummarySchema } from "./listings.ts";
import { pageSchema } from "./paging.ts";
import { emailAddress } from "./text.ts";

const currentYear = new Date().getUTCFullYear();

export const LISTING_MODES = ["ONLINE", "IN_PERSON"] as const;

const collegeDetailsInput = z.object({
  kind: z.literal("COLLEGE"),
  establishedYear: z
    .number({ error: "details.establishedYear must be a year" })
    .int({ error: "details.establishedYear must be a year" })
    .min(1000, { error: "details.establishedYear must be a year from 1000 on" })
    .max(currentYear + 1, { error: `details.establishedYear must be ${currentYear + 1} at the latest` })
    .nullish()
    .transform((value) => value ?? null),
  affiliation: optionalLine("details.affiliation", DETAIL_MAX_LENGTH),
  courses: entryList("details.courses"),
  feeRange: optionalLine("details.feeRange", DETAIL_MAX_LENGTH),
});

const schoolDetailsInput = z.object({
  kind: z.literal("SCHOOL"),
  board: optionalLine("details.board", DETAIL_MAX_LENGTH),
  grades: optionalLine("details.grades", DETAIL_MAX_LENGTH),
  medium: optionalLine("details.medium", DETAIL_MAX_LENGTH),
});

const tutorDetailsInput = z.object({
  kind: z.literal("TUTORIAL"),
  subjects: entryList("details.subjects"),
  modes: z
    .array(z.enum(LISTING_MODES, { error: "details.modes entries must be ONLINE or IN_PERSON" }), {
      error: "details.modes must be a list",
    })
    .max(2, { error: "details.modes holds ONLINE, IN_PERSON or both" })
    .default([])
    .transform((modes) => LISTING_MODES.filter((mode) => modes.includes(mode))),
  hourlyRate: optionalLine("details.hourlyRate", DETAIL_MAX_LENGTH),
});

/** Type-specific details; `kind` must equal the listing's `type`. */
export const listingDetailsInputSchema = z.discriminatedUnion(
  "kind",
  [collegeDetailsInput, schoolDetailsInput, tutorDetailsInput],
  { error: "details.kind must be COLLEGE, SCHOOL or TUTORIAL" },
);

export const listingContactInputSchema = z
  .object(
    {
      phone: optionalLine("contact.phone", 30).refine((value) => value === null || PHONE_PATTERN.test(value), {
        error: "contact.phone must be a telephone number: digits, spaces, dashes, brackets, an optional leading +",
      }),
      email: z
        .union([z.literal(""), z.null(), z.undefined(), emailAddress("contact.email")])
        .transform((value) => (value ? value : null)),
      website: webAddressField("contact.website"),
    },
    { error: "contact must be an object" },
  )
  .default({ phone: null, email: null, website: null });

/** POST /api/listings and PUT /api/listings/{id}: the whole listing as the form holds it. */
export const listingWriteSchema = z
  .object({
    type: z.enum(LISTING_TYPES, { error: "type must be one of COLLEGE, SCHOOL, TUTORIAL" }),
    name: requiredLine("name"),
    /** Rich text; sanitised by the server before it is stored. */
    description: richText("description"),
    address: addressInputSchema,
    contact: listingContactInputSchema,
    logo: imageField("logo"),
    coverPicture: imageField("coverPicture"),
    details: listingDetailsInputSchema.nullish().transform((value) => value ?? null),
  })
  .refine((listing) => listing.details === null || listing.details.kind === listing.type, {
    error: "details.kind must match type",
    path: ["details", "kind"],
  });
export type ListingWriteInput = z.input<typeof listingWriteSchema>;
export type ListingWrite = z.output<typeof listingWriteSchema>;

/** The editable fields of a listing as stored: a write body after parsing (and sanitising). */
export const listingVersionSchema = z.object({
  type: z.enum(LISTING_TYPES),
  name: z.string(),
  description: z.string(),
  address: addressSchema,
  contact: z.object({ phone: z.string().nullable(), email: z.string().nullable(), website: z.string().nullable() }),
  logo: z.string().nullable(),
  coverPicture: z.string().nullable(),
  details: listingDetailsSchema.nullable(),
});
export type ListingVersion = z.infer<typeof listingVersionSchema>;

/** The owner's (and administrators') view of a listing: the public shape plus its moderation state. */
export const ownerListingSchema = listingSchema.extend({
  ...moderationStateFields,
  /** The fields of an update waiting for review, as proposed (only those that change); null when none. */
  pendingChanges: listingVersionSchema.partial().nullable(),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

/** GET /api/listings/author/{authorId}: cards with their moderation state (null fields for visitors). */
export const ownerListingSummarySchema = listingSummarySchema.extend({
  ...moderationStateFields,
  pendingChanges: listingVersionSchema.partial().nullable(),
});
export type OwnerListingSummary = z.infer<typeof ownerListingSummarySchema>;
export const ownerListingPageSchema = pageSchema(ownerListingSummarySchema);
