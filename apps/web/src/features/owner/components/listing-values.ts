import {
  BOARDING_OPTIONS,
  COURSE_LEVELS,
  SCHOOL_FACILITIES,
  SCHOOL_GRADES,
  type SchoolFacility,
  TUTOR_FEE_PERIODS,
  TUTOR_LEVELS,
  type TutorFeePeriod,
  type TutorLevel,
} from "@lwl/contracts/listing-facts";
import {
  type LISTING_MODES,
  type ListingVersion,
  type ListingWriteInput,
  listingWriteSchema,
  type OwnerListing,
} from "@lwl/contracts/listing-writes";
import type { CollegeCourse, ListingDetails, ListingType } from "@lwl/contracts/listings";
import type { Path } from "react-hook-form";
import { z } from "zod";
import type { AddressValues } from "./address-fields.tsx";
import { ADDRESS_FIELD_LABELS, addressBody, addressValues, emptyAddress } from "./address-fields.tsx";

type ListingMode = (typeof LISTING_MODES)[number];

/** A yes-or-no fact as its three radio buttons hold it: "" is "Not stated". */
type YesNoChoice = "" | "YES" | "NO";

/** A course as its row of boxes holds it. */
interface CourseValues {
  name: string;
  /** A COURSE_LEVELS code, or "" when not stated. */
  level: string;
  durationYears: string;
  seats: string;
}

/**
 * The listing as the form holds it: text in every box (numbers too, so a half-typed one can be shown back),
 * lists held in one box one entry a line. The names follow the write body's paths ("details.tuition.max"),
 * so the contract's issues, the form's own and the server's alike, land on the box they are about.
 */
export interface ListingFormValues {
  type: ListingType;
  name: string;
  description: string;
  address: AddressValues;
  contact: { phone: string; email: string; website: string };
  logo: string;
  coverPicture: string;
  /** Every type's details; only the chosen type's are sent. Fee notes and admission dates are shared. */
  details: {
    establishedYear: string;
    affiliation: string;
    courses: CourseValues[];
    tuition: { min: string; max: string };
    feeNote: string;
    entranceExams: string;
    admission: { opens: string; closes: string };
    accreditation: string;
    ranking: { body: string; rank: string; year: string };
    hostel: YesNoChoice;
    placements: { year: string; medianPackage: string; placedPercent: string };
    boards: string;
    grades: { from: string; to: string };
    gradesNote: string;
    medium: string;
    annualFee: { min: string; max: string };
    studentsPerTeacher: string;
    boarding: string;
    transport: YesNoChoice;
    facilities: SchoolFacility[];
    subjects: string;
    levels: TutorLevel[];
    modes: ListingMode[];
    fee: { amount: string; per: TutorFeePeriod };
    batchSize: string;
    demoClass: YesNoChoice;
    experienceYears: string;
  };
}

/**
 * Each box's label, which the messages beside it start with ("Highest tuition must not be less than lowest
 * tuition."): the words are chosen to read in those sentences too. A course row's boxes are named once
 * for every row (`details.courses.name`).
 */
export const LISTING_LABELS = {
  type: "Type",
  name: "Name",
  description: "Description",
  ...ADDRESS_FIELD_LABELS,
  contact: "Contact",
  "contact.phone": "Phone",
  "contact.email": "E-mail",
  "contact.website": "Website",
  logo: "Logo",
  coverPicture: "Cover picture",
  details: "Details",
  "details.establishedYear": "Year established",
  "details.affiliation": "Affiliation",
  "details.courses": "Courses",
  "details.courses.name": "Course name",
  "details.courses.level": "Level",
  "details.courses.durationYears": "Duration",
  "details.courses.seats": "Seats",
  "details.tuition": "Annual tuition",
  "details.tuition.min": "Lowest tuition",
  "details.tuition.max": "Highest tuition",
  "details.feeNote": "Fee note",
  "details.entranceExams": "Entrance exams",
  "details.admission": "Admission",
  "details.admission.opens": "Opening date",
  "details.admission.closes": "Closing date",
  "details.accreditation": "Accreditation",
  "details.ranking": "Ranking",
  "details.ranking.body": "Ranking body",
  "details.ranking.rank": "Rank",
  "details.ranking.year": "Year of the ranking",
  "details.hostel": "Hostel",
  "details.placements": "Placements",
  "details.placements.year": "Placement year",
  "details.placements.medianPackage": "Median package",
  "details.placements.placedPercent": "Per cent placed",
  "details.boards": "Boards",
  "details.grades": "Grades",
  "details.grades.from": "Lowest grade",
  "details.grades.to": "Highest grade",
  "details.gradesNote": "Grades note",
  "details.medium": "Medium of instruction",
  "details.annualFee": "Annual fee",
  "details.annualFee.min": "Lowest annual fee",
  "details.annualFee.max": "Highest annual fee",
  "details.studentsPerTeacher": "Students per teacher",
  "details.boarding": "Day or boarding",
  "details.transport": "School transport",
  "details.facilities": "Facilities",
  "details.subjects": "Subjects",
  "details.levels": "Levels taught",
  "details.modes": "Teaching modes",
  "details.fee": "Fee",
  "details.fee.amount": "Fee",
  "details.fee.per": "Per",
  "details.batchSize": "Batch size",
  "details.demoClass": "Free demo class",
  "details.experienceYears": "Years of experience",
} as const satisfies Partial<Record<string, string>> as Record<Path<ListingFormValues>, string>;

export const emptyCourse = (): CourseValues => ({ name: "", level: "", durationYears: "", seats: "" });

const emptyDetails = (): ListingFormValues["details"] => ({
  establishedYear: "",
  affiliation: "",
  courses: [],
  tuition: { min: "", max: "" },
  feeNote: "",
  entranceExams: "",
  admission: { opens: "", closes: "" },
  accreditation: "",
  ranking: { body: "", rank: "", year: "" },
  hostel: "",
  placements: { year: "", medianPackage: "", placedPercent: "" },
  boards: "",
  grades: { from: "", to: "" },
  gradesNote: "",
  medium: "",
  annualFee: { min: "", max: "" },
  studentsPerTeacher: "",
  boarding: "",
  transport: "",
  facilities: [],
  subjects: "",
  levels: [],
  modes: [],
  fee: { amount: "", per: "HOUR" },
  batchSize: "",
  demoClass: "",
  experienceYears: "",
});

export function emptyListingValues(type: ListingType): ListingFormValues {
  return {
    type,
    name: "",
    description: "",
    address: emptyAddress(),
    contact: { phone: "", email: "", website: "" },
    logo: "",
    coverPicture: "",
    details: emptyDetails(),
  };
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
const yesNoChoice = (value: boolean | null): YesNoChoice => (value === null ? "" : value ? "YES" : "NO");
const rangeText = (range: { min: number; max: number } | null) => ({
  min: numberText(range?.min),
  max: numberText(range?.max),
});
const windowText = (window: { opens: string | null; closes: string | null } | null) => ({
  opens: window?.opens ?? "",
  closes: window?.closes ?? "",
});

/** The saved details as the boxes hold them. */
function detailValues(saved: ListingDetails | null): ListingFormValues["details"] {
  const details = emptyDetails();
  if (saved?.kind === "COLLEGE") {
    details.establishedYear = numberText(saved.establishedYear);
    details.affiliation = saved.affiliation ?? "";
    details.courses = saved.courses.map((course: CollegeCourse) => ({
      name: course.name,
      level: course.level ?? "",
      durationYears: numberText(course.durationYears),
      seats: numberText(course.seats),
    }));
    details.tuition = rangeText(saved.tuition);
    details.feeNote = saved.feeNote ?? "";
    details.entranceExams = saved.entranceExams.join("\n");
    details.admission = windowText(saved.admission);
    details.accreditation = saved.accreditation ?? "";
    details.ranking = {
      body: saved.ranking?.body ?? "",
      rank: numberText(saved.ranking?.rank),
      year: numberText(saved.ranking?.year),
    };
    details.hostel = yesNoChoice(saved.hostel);
    details.placements = {
      year: numberText(saved.placements?.year),
      medianPackage: numberText(saved.placements?.medianPackage),
      placedPercent: numberText(saved.placements?.placedPercent),
    };
  } else if (saved?.kind === "SCHOOL") {
    details.boards = saved.boards.join("\n");
    details.grades = { from: saved.grades?.from ?? "", to: saved.grades?.to ?? "" };
    details.gradesNote = saved.gradesNote ?? "";
    details.medium = saved.medium ?? "";
    details.annualFee = rangeText(saved.annualFee);
    details.feeNote = saved.feeNote ?? "";
    details.studentsPerTeacher = numberText(saved.studentsPerTeacher);
    details.boarding = saved.boarding ?? "";
    details.transport = yesNoChoice(saved.transport);
    details.admission = windowText(saved.admission);
    details.facilities = saved.facilities;
  } else if (saved?.kind === "TUTORIAL") {
    details.subjects = saved.subjects.join("\n");
    details.levels = saved.levels;
    details.modes = saved.modes;
    details.fee = { amount: numberText(saved.fee?.amount), per: saved.fee?.per ?? "HOUR" };
    details.feeNote = saved.feeNote ?? "";
    details.batchSize = numberText(saved.batchSize);
    details.demoClass = yesNoChoice(saved.demoClass);
    details.experienceYears = numberText(saved.experienceYears);
  }
  return details;
}

/** A saved listing (with the changes waiting for review on top, if any) as the form holds it. */
export function listingValues(listing: OwnerListing): ListingFormValues {
  const live: ListingVersion = {
    type: listing.type,
    name: listing.name,
    description: listing.description,
    address: listing.fullAddress,
    contact: { phone: listing.contact.phone, email: listing.contact.email, website: listing.contact.website },
    logo: listing.logo,
    coverPicture: listing.coverPicture,
    details: listing.details,
  };
  const version: ListingVersion = { ...live, ...(listing.pendingChanges ?? {}) };
  return {
    type: version.type,
    name: version.name,
    description: version.description,
    address: addressValues(version.address),
    contact: {
      phone: version.contact.phone ?? "",
      email: version.contact.email ?? "",
      website: version.contact.website ?? "",
    },
    logo: version.logo ?? "",
    coverPicture: version.coverPicture ?? "",
    details: detailValues(version.details),
  };
}

const entries = (text: string) =>
  text
    .split(/\r?\n/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * A number as typed: null when the box is empty, spaces and the commas of "1,20,000" ignored. Anything else
 * that is not a number stays NaN, which the contract refuses with its own message ("must be a whole number").
 */
function numberOrNull(text: string): number | null {
  const plain = text.replace(/[\s,]/g, "");
  return plain === "" ? null : Number(plain);
}

/** The value when it is one of the closed set's codes (a select's "" is none). */
function oneOf<const Values extends readonly string[]>(values: Values, value: string): Values[number] | null {
  return values.find((code) => code === value) ?? null;
}

const yesNoValue = (choice: YesNoChoice): boolean | null => (choice === "" ? null : choice === "YES");

/** A range's two boxes: none filled is no range; one filled is one figure (the contract makes both ends it). */
function rangeBody({ min, max }: { min: string; max: string }) {
  if (min.trim() === "" && max.trim() === "") return null;
  return { min: numberOrNull(min), max: numberOrNull(max), currency: "INR" as const };
}

function windowBody({ opens, closes }: { opens: string; closes: string }) {
  return opens === "" && closes === "" ? null : { opens: opens || null, closes: closes || null };
}

type DetailsInput = NonNullable<ListingWriteInput["details"]>;

/** A ranking is its body, rank and year together (formChecks asks for the rest when one is given). */
function rankingBody({ body, rank, year }: ListingFormValues["details"]["ranking"]) {
  const position = numberOrNull(rank);
  const when = numberOrNull(year);
  return body.trim() === "" || position === null || when === null ? null : { body, rank: position, year: when };
}

function placementsBody(placements: ListingFormValues["details"]["placements"]) {
  const body = {
    year: numberOrNull(placements.year),
    medianPackage: numberOrNull(placements.medianPackage),
    placedPercent: numberOrNull(placements.placedPercent),
  };
  return Object.values(body).every((value) => value === null) ? null : body;
}

function collegeBody(d: ListingFormValues["details"]): DetailsInput {
  return {
    kind: "COLLEGE",
    establishedYear: numberOrNull(d.establishedYear),
    affiliation: d.affiliation,
    courses: d.courses.map((course) => ({
      name: course.name,
      level: oneOf(COURSE_LEVELS, course.level),
      durationYears: numberOrNull(course.durationYears),
      seats: numberOrNull(course.seats),
    })),
    tuition: rangeBody(d.tuition),
    feeNote: d.feeNote,
    entranceExams: entries(d.entranceExams),
    admission: windowBody(d.admission),
    accreditation: d.accreditation,
    ranking: rankingBody(d.ranking),
    hostel: yesNoValue(d.hostel),
    placements: placementsBody(d.placements),
  };
}

function schoolBody(d: ListingFormValues["details"]): DetailsInput {
  const from = oneOf(SCHOOL_GRADES, d.grades.from);
  const to = oneOf(SCHOOL_GRADES, d.grades.to);
  return {
    kind: "SCHOOL",
    boards: entries(d.boards),
    grades: from !== null && to !== null ? { from, to } : null,
    gradesNote: d.gradesNote,
    medium: d.medium,
    annualFee: rangeBody(d.annualFee),
    feeNote: d.feeNote,
    studentsPerTeacher: numberOrNull(d.studentsPerTeacher),
    boarding: oneOf(BOARDING_OPTIONS, d.boarding),
    transport: yesNoValue(d.transport),
    admission: windowBody(d.admission),
    facilities: SCHOOL_FACILITIES.filter((facility) => d.facilities.includes(facility)),
  };
}

function tutorBody(d: ListingFormValues["details"]): DetailsInput {
  const amount = numberOrNull(d.fee.amount);
  return {
    kind: "TUTORIAL",
    subjects: entries(d.subjects),
    levels: TUTOR_LEVELS.filter((level) => d.levels.includes(level)),
    modes: d.modes,
    fee: amount === null ? null : { amount, currency: "INR", per: oneOf(TUTOR_FEE_PERIODS, d.fee.per) ?? "HOUR" },
    feeNote: d.feeNote,
    batchSize: numberOrNull(d.batchSize),
    demoClass: yesNoValue(d.demoClass),
    experienceYears: numberOrNull(d.experienceYears),
  };
}

/** The form's values as the contract's write body: only the chosen type's details, numbers as numbers. */
function listingBody(values: ListingFormValues): ListingWriteInput {
  const details =
    values.type === "COLLEGE"
      ? collegeBody(values.details)
      : values.type === "SCHOOL"
        ? schoolBody(values.details)
        : tutorBody(values.details);
  return {
    type: values.type,
    name: values.name,
    description: values.description,
    address: addressBody(values.address),
    contact: values.contact,
    logo: values.logo,
    coverPicture: values.coverPicture,
    details,
  };
}

/**
 * What the contract cannot say about boxes left half filled, in its words so the messages read alike: a
 * grade range needs both ends, a ranking its body, rank and year.
 */
function formChecks(values: ListingFormValues, context: z.RefinementCtx) {
  const required = (path: string[]) =>
    context.addIssue({ code: "custom", message: `${path.join(".")} is required`, path });
  const d = values.details;
  if (values.type === "SCHOOL" && (d.grades.from === "") !== (d.grades.to === "")) {
    required(["details", "grades", d.grades.from === "" ? "from" : "to"]);
  }
  if (values.type === "COLLEGE") {
    const parts = (["body", "rank", "year"] as const).filter((part) => d.ranking[part].trim() === "");
    if (parts.length > 0 && parts.length < 3) for (const part of parts) required(["details", "ranking", part]);
  }
}

/** The one gate: the form's values become the write body, which the contract (the server's own schema) checks. */
export const listingFormSchema = z
  .custom<ListingFormValues>()
  .superRefine(formChecks)
  .transform(listingBody)
  .pipe(listingWriteSchema);
