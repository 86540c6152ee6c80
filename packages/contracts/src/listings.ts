import { z } from "zod";
import { anyCaseEnum } from "./closed-set.ts";
import {
  BOARDING_OPTIONS,
  COURSE_LEVELS,
  FACT_CURRENCIES,
  SCHOOL_FACILITIES,
  SCHOOL_GRADES,
  TUTOR_FEE_PERIODS,
  TUTOR_LEVELS,
} from "./listing-facts.ts";
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

/** An amount range in whole rupees (listing-facts.ts): a fee from `min` to `max`, equal for one figure. */
export const moneyRangeSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  currency: z.enum(FACT_CURRENCIES),
});

/** Admission dates as calendar days (YYYY-MM-DD); either end may be unknown. */
export const admissionWindowSchema = z.object({ opens: z.string().nullable(), closes: z.string().nullable() });

export const collegeCourseSchema = z.object({
  name: z.string(),
  level: z.enum(COURSE_LEVELS).nullable(),
  /** Years, in halves (1.5 for an 18-month diploma). */
  durationYears: z.number().nullable(),
  seats: z.number().int().nullable(),
});
export type CollegeCourse = z.infer<typeof collegeCourseSchema>;

export const collegeDetailsSchema = z.object({
  kind: z.literal("COLLEGE"),
  establishedYear: z.number().int().nullable(),
  affiliation: z.string().nullable(),
  courses: z.array(collegeCourseSchema),
  /** Annual tuition. */
  tuition: moneyRangeSchema.nullable(),
  /** What the numbers cannot say ("hostel ₹60,000 a year extra"), or a fee text that did not read as one. */
  feeNote: z.string().nullable(),
  entranceExams: z.array(z.string()),
  admission: admissionWindowSchema.nullable(),
  /** "NAAC A++". */
  accreditation: z.string().nullable(),
  /** "NIRF (Engineering)", rank 12 in 2026. */
  ranking: z.object({ body: z.string(), rank: z.number().int(), year: z.number().int() }).nullable(),
  hostel: z.boolean().nullable(),
  placements: z
    .object({
      year: z.number().int().nullable(),
      /** Rupees a year. */
      medianPackage: z.number().int().nullable(),
      /** Of the students who sought a placement, per cent. */
      placedPercent: z.number().nullable(),
    })
    .nullable(),
});
export const schoolDetailsSchema = z.object({
  kind: z.literal("SCHOOL"),
  boards: z.array(z.string()),
  grades: z.object({ from: z.enum(SCHOOL_GRADES), to: z.enum(SCHOOL_GRADES) }).nullable(),
  /** Grades in words where they do not read as a range. */
  gradesNote: z.string().nullable(),
  medium: z.string().nullable(),
  /** Annual fee. */
  annualFee: moneyRangeSchema.nullable(),
  feeNote: z.string().nullable(),
  /** Students per teacher (30 for 30:1). */
  studentsPerTeacher: z.number().nullable(),
  boarding: z.enum(BOARDING_OPTIONS).nullable(),
  transport: z.boolean().nullable(),
  admission: admissionWindowSchema.nullable(),
  facilities: z.array(z.enum(SCHOOL_FACILITIES)),
});
export const tutorDetailsSchema = z.object({
  kind: z.literal("TUTORIAL"),
  subjects: z.array(z.string()),
  levels: z.array(z.enum(TUTOR_LEVELS)),
  modes: z.array(z.enum(["ONLINE", "IN_PERSON"])),
  fee: z
    .object({ amount: z.number().int(), currency: z.enum(FACT_CURRENCIES), per: z.enum(TUTOR_FEE_PERIODS) })
    .nullable(),
  feeNote: z.string().nullable(),
  /** The most students taught together; 1 is one-to-one. */
  batchSize: z.number().int().nullable(),
  demoClass: z.boolean().nullable(),
  experienceYears: z.number().int().nullable(),
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
