import { z } from "zod";
import { anyCaseEnum } from "./closed-set.ts";
import { ratingSummarySchema } from "./reviews.ts";
import { CONTENT_STATUSES } from "./status.ts";

export const LISTING_TYPES = ["COLLEGE", "SCHOOL", "TUTORIAL"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The path form of each listing type (/listing/college): lower case, as the spec's addresses write it. */
const LISTING_TYPE_PATHS = ["college", "school", "tutorial"] as const satisfies readonly Lowercase<ListingType>[];

/** Path form of a listing type: college, school or tutorial, in any case; parses to the type. */
export const listingTypeParamSchema = anyCaseEnum(
  LISTING_TYPE_PATHS,
  { invalid: `type must be one of ${LISTING_TYPE_PATHS.join(", ")}` },
  (text) => text.toLowerCase(),
).transform((path) => path.toUpperCase() as Uppercase<typeof path>);

export const addressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const contactSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** The address on one line (docs/product.md section 3 names contact.address). */
  address: z.string(),
});

export const collegeDetailsSchema = z.object({
  kind: z.literal("COLLEGE"),
  establishedYear: z.number().int().nullable(),
  affiliation: z.string().nullable(),
  courses: z.array(z.string()),
  feeRange: z.string().nullable(),
});
export const schoolDetailsSchema = z.object({
  kind: z.literal("SCHOOL"),
  board: z.string().nullable(),
  grades: z.string().nullable(),
  medium: z.string().nullable(),
});
export const tutorDetailsSchema = z.object({
  kind: z.literal("TUTORIAL"),
  subjects: z.array(z.string()),
  modes: z.array(z.enum(["ONLINE", "IN_PERSON"])),
  hourlyRate: z.string().nullable(),
});
export const listingDetailsSchema = z.discriminatedUnion("kind", [
  collegeDetailsSchema,
  schoolDetailsSchema,
  tutorDetailsSchema,
]);
export type ListingDetails = z.infer<typeof listingDetailsSchema>;

/** What a card needs: list endpoints answer with these. */
export const listingSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(LISTING_TYPES),
  status: z.enum(CONTENT_STATUSES),
  authorId: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  /** The address on one line. */
  address: z.string(),
  logo: z.string().nullable(),
  coverPicture: z.string().nullable(),
  excerpt: z.string(),
  handPicked: z.boolean(),
  /** Its approved reviews: their mean and count (issue 26). */
  rating: ratingSummarySchema,
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const listingSchema = listingSummarySchema.extend({
  /** Sanitised HTML. */
  description: z.string(),
  fullAddress: addressSchema,
  contact: contactSchema,
  details: listingDetailsSchema.nullable(),
  /**
   * The listing's clicks from search results in the month that ranks "Top Searches This Month" (this
   * month, or last month while this one has under a handful; docs/product.md section 7.1): the same in
   * the public detail and in the owner's views.
   */
  searchCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /**
   * Whether the people who run the institution may claim it (docs/product.md section 3.7): it is
   * published and has no owner, that is no author or an author demoted below ListingOwner. The claim
   * call applies the same rule; `authorId` alone cannot say it, since a demoted owner stays the author.
   */
  claimable: z.boolean(),
});
export type Listing = z.infer<typeof listingSchema>;

export const lookupSchema = z.object({ code: z.string(), label: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;
