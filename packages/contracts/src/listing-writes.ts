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
import {
  DETAIL_MAX_LENGTH,
  isRealCalendarDay,
  LIST_ENTRY_MAX_LENGTH,
  LIST_MAX_ENTRIES,
  PHONE_PATTERN,
} from "./content-rules.ts";
import {
  AMOUNT_MAX,
  BOARDING_OPTIONS,
  COURSE_LEVELS,
  FACT_CURRENCIES,
  SCHOOL_FACILITIES,
  SCHOOL_GRADES,
  TUTOR_FEE_PERIODS,
  TUTOR_LEVELS,
} from "./listing-facts.ts";
import { addressSchema, LISTING_TYPES, listingDetailsSchema, listingSchema, listingSummarySchema } from "./listings.ts";
import { pageSchema } from "./paging.ts";
import { emailAddress, singleLineText } from "./text.ts";

const currentYear = new Date().getUTCFullYear();

export const LISTING_MODES = ["ONLINE", "IN_PERSON"] as const;

/** An optional whole number within bounds; null when missing. */
const wholeNumberField = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` })
    .nullish()
    .transform((value) => value ?? null);

const yearField = (field: string) =>
  z
    .number({ error: `${field} must be a year` })
    .int({ error: `${field} must be a year` })
    .min(1000, { error: `${field} must be a year from 1000 on` })
    .max(currentYear + 1, { error: `${field} must be ${currentYear + 1} at the latest` })
    .nullish()
    .transform((value) => value ?? null);

const yesNoField = (field: string) =>
  z
    .boolean({ error: `${field} must be true or false` })
    .nullish()
    .transform((value) => value ?? null);

/** A list of codes from a closed set: duplicates dropped, in the set's own order. */
const codeList = <const Values extends readonly [string, ...string[]]>(field: string, values: Values) =>
  z
    .array(z.enum(values, { error: `${field} entries must be among ${values.join(", ")}` }), {
      error: `${field} must be a list`,
    })
    .max(values.length * 2, { error: `${field} holds each of ${values.join(", ")} at most once` })
    .nullish()
    .transform((chosen): Values[number][] => values.filter((value) => (chosen ?? []).includes(value)));

const calendarDayField = (field: string) =>
  singleLineText(field, { max: 40, trim: true })
    .refine((value) => value === "" || isRealCalendarDay(value), { error: `${field} must be a date like 2027-03-01` })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A fee as a range in whole rupees: either end alone is one figure (both ends equal); neither is none.
 * The currency is INR, the only one yet.
 */
const amountRangeField = (field: string) =>
  z
    .object(
      {
        min: wholeNumberField(`${field}.min`, 0, AMOUNT_MAX),
        max: wholeNumberField(`${field}.max`, 0, AMOUNT_MAX),
        currency: z.enum(FACT_CURRENCIES, { error: `${field}.currency must be INR` }).default("INR"),
      },
      { error: `${field} must be an object with min and max` },
    )
    .nullish()
    .transform((range, context) => {
      const min = range?.min ?? range?.max ?? null;
      const max = range?.max ?? range?.min ?? null;
      if (!range || min === null || max === null) return null;
      if (max < min) {
        context.addIssue({ code: "custom", message: `${field}.max must not be less than ${field}.min`, path: ["max"] });
        return z.NEVER;
      }
      return { min, max, currency: range.currency };
    });

const admissionWindowField = (field: string) =>
  z
    .object(
      { opens: calendarDayField(`${field}.opens`), closes: calendarDayField(`${field}.closes`) },
      { error: `${field} must be an object with opens and closes` },
    )
    .nullish()
    .transform((window, context) => {
      if (!window || (window.opens === null && window.closes === null)) return null;
      if (window.opens !== null && window.closes !== null && window.closes < window.opens) {
        context.addIssue({
          code: "custom",
          message: `${field}.closes must not be before ${field}.opens`,
          path: ["closes"],
        });
        return z.NEVER;
      }
      return window;
    });

const courseInput = z.object(
  {
    name: requiredLine("details.courses name", LIST_ENTRY_MAX_LENGTH),
    level: z
      .enum(COURSE_LEVELS, { error: `details.courses level must be one of ${COURSE_LEVELS.join(", ")}` })
      .nullish()
      .transform((value) => value ?? null),
    durationYears: z
      .number({ error: "details.courses durationYears must be a number of years" })
      .min(0.5, { error: "details.courses durationYears must be at least 0.5" })
      .max(10, { error: "details.courses durationYears must be at most 10" })
      .refine((years) => Number.isInteger(years * 2), { error: "details.courses durationYears must be in half years" })
      .nullish()
      .transform((value) => value ?? null),
    seats: wholeNumberField("details.courses seats", 1, 100_000),
  },
  { error: "details.courses entries must be objects with a name" },
);

const collegeDetailsInput = z.object({
  kind: z.literal("COLLEGE"),
  establishedYear: yearField("details.establishedYear"),
  affiliation: optionalLine("details.affiliation", DETAIL_MAX_LENGTH),
  courses: z
    .array(courseInput, { error: "details.courses must be a list" })
    .max(LIST_MAX_ENTRIES, { error: `details.courses may hold at most ${LIST_MAX_ENTRIES} entries` })
    .nullish()
    .transform((courses, context) => {
      const names = new Set<string>();
      for (const course of courses ?? []) {
        const key = course.name.toLowerCase();
        if (names.has(key)) {
          context.addIssue({ code: "custom", message: `details.courses names ${course.name} twice` });
          return z.NEVER;
        }
        names.add(key);
      }
      return courses ?? [];
    }),
  tuition: amountRangeField("details.tuition"),
  feeNote: optionalLine("details.feeNote", DETAIL_MAX_LENGTH),
  entranceExams: entryList("details.entranceExams", { maxEntries: 20 }),
  admission: admissionWindowField("details.admission"),
  accreditation: optionalLine("details.accreditation", DETAIL_MAX_LENGTH),
  ranking: z
    .object(
      {
        body: requiredLine("details.ranking.body", LIST_ENTRY_MAX_LENGTH),
        rank: z
          .number({ error: "details.ranking.rank must be a whole number" })
          .int({ error: "details.ranking.rank must be a whole number" })
          .min(1, { error: "details.ranking.rank must be at least 1" })
          .max(100_000, { error: "details.ranking.rank must be at most 100000" }),
        year: z
          .number({ error: "details.ranking.year must be a year" })
          .int({ error: "details.ranking.year must be a year" })
          .min(1900, { error: "details.ranking.year must be a year from 1900 on" })
          .max(currentYear + 1, { error: `details.ranking.year must be ${currentYear + 1} at the latest` }),
      },
      { error: "details.ranking must be an object with body, rank and year" },
    )
    .nullish()
    .transform((value) => value ?? null),
  hostel: yesNoField("details.hostel"),
  placements: z
    .object(
      {
        year: yearField("details.placements.year"),
        medianPackage: wholeNumberField("details.placements.medianPackage", 0, AMOUNT_MAX),
        placedPercent: z
          .number({ error: "details.placements.placedPercent must be a number from 0 to 100" })
          .min(0, { error: "details.placements.placedPercent must be a number from 0 to 100" })
          .max(100, { error: "details.placements.placedPercent must be a number from 0 to 100" })
          .nullish()
          .transform((value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10)),
      },
      { error: "details.placements must be an object" },
    )
    .nullish()
    .transform((value) =>
      !value || (value.year === null && value.medianPackage === null && value.placedPercent === null) ? null : value,
    ),
});

const schoolDetailsInput = z.object({
  kind: z.literal("SCHOOL"),
  boards: entryList("details.boards", { maxEntries: 6 }),
  grades: z
    .object(
      {
        from: z.enum(SCHOOL_GRADES, { error: `details.grades.from must be one of ${SCHOOL_GRADES.join(", ")}` }),
        to: z.enum(SCHOOL_GRADES, { error: `details.grades.to must be one of ${SCHOOL_GRADES.join(", ")}` }),
      },
      { error: "details.grades must be an object with from and to" },
    )
    .refine((range) => SCHOOL_GRADES.indexOf(range.to) >= SCHOOL_GRADES.indexOf(range.from), {
      error: "details.grades.to must not be below details.grades.from",
      path: ["to"],
    })
    .nullish()
    .transform((value) => value ?? null),
  gradesNote: optionalLine("details.gradesNote", DETAIL_MAX_LENGTH),
  medium: optionalLine("details.medium", DETAIL_MAX_LENGTH),
  annualFee: amountRangeField("details.annualFee"),
  feeNote: optionalLine("details.feeNote", DETAIL_MAX_LENGTH),
  studentsPerTeacher: wholeNumberField("details.studentsPerTeacher", 1, 200),
  boarding: z
    .enum(BOARDING_OPTIONS, { error: `details.boarding must be one of ${BOARDING_OPTIONS.join(", ")}` })
    .nullish()
    .transform((value) => value ?? null),
  transport: yesNoField("details.transport"),
  admission: admissionWindowField("details.admission"),
  facilities: codeList("details.facilities", SCHOOL_FACILITIES),
});

const tutorDetailsInput = z.object({
  kind: z.literal("TUTORIAL"),
  subjects: entryList("details.subjects"),
  levels: codeList("details.levels", TUTOR_LEVELS),
  modes: z
    .array(z.enum(LISTING_MODES, { error: "details.modes entries must be ONLINE or IN_PERSON" }), {
      error: "details.modes must be a list",
    })
    .max(2, { error: "details.modes holds ONLINE, IN_PERSON or both" })
    .default([])
    .transform((modes) => LISTING_MODES.filter((mode) => modes.includes(mode))),
  fee: z
    .object(
      {
        amount: z
          .number({ error: "details.fee.amount must be a whole number" })
          .int({ error: "details.fee.amount must be a whole number" })
          .min(0, { error: "details.fee.amount must be at least 0" })
          .max(AMOUNT_MAX, { error: `details.fee.amount must be at most ${AMOUNT_MAX}` }),
        currency: z.enum(FACT_CURRENCIES, { error: "details.fee.currency must be INR" }).default("INR"),
        per: z.enum(TUTOR_FEE_PERIODS, { error: "details.fee.per must be HOUR or MONTH" }),
      },
      { error: "details.fee must be an object with amount and per" },
    )
    .nullish()
    .transform((value) => value ?? null),
  feeNote: optionalLine("details.feeNote", DETAIL_MAX_LENGTH),
  batchSize: wholeNumberField("details.batchSize", 1, 500),
  demoClass: yesNoField("details.demoClass"),
  experienceYears: wholeNumberField("details.experienceYears", 0, 70),
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
