/**
 * The compare rows of the structured facts (issue 27 item 1), per listing type, in the words of the
 * contracts' labels and formatters. Which way is better is set only where it is clear: a lower fee
 * (in one currency and period), a lower rank (of one ranking body and year), a higher median package
 * or share placed (of one year), fewer students per teacher, more years of experience. Yes/no rows and
 * lists only show where the listings differ.
 */
import {
  admissionWindowText,
  BOARDING_LABEL,
  batchSizeText,
  COURSE_LEVEL_LABEL,
  type CourseLevel,
  formatRupees,
  gradeRangeText,
  SCHOOL_FACILITY_LABEL,
  TUTOR_LEVEL_LABEL,
  teachingModesText,
  tutorFeeText,
} from "@lwl/contracts/listing-facts";
import type { CollegeCourse } from "@lwl/contracts/listings";
import {
  type ComparedListing,
  detailsOf,
  type Fact,
  fee,
  listText,
  number,
  plain,
  type Reading,
  yearlyFee,
  yesNo,
} from "./compare-readings.ts";

const college = (listing: ComparedListing) => detailsOf(listing, "COLLEGE");
const school = (listing: ComparedListing) => detailsOf(listing, "SCHOOL");
const tutor = (listing: ComparedListing) => detailsOf(listing, "TUTORIAL");

/** A course level's short name: UG, PG, Diploma, PhD (the label's abbreviation where it has one). */
const levelName = (level: CourseLevel) =>
  /\(([^)]+)\)$/.exec(COURSE_LEVEL_LABEL[level])?.[1] ?? COURSE_LEVEL_LABEL[level];

/** "B.Tech (UG)", or the name alone when its level is not given. */
const courseText = (course: CollegeCourse) =>
  course.level ? `${course.name} (${levelName(course.level)})` : course.name;

const admission = (window: { opens: string | null; closes: string | null } | null | undefined): Reading =>
  plain(window ? admissionWindowText(window) : null);

/** " (2026)" after a figure of a given year. */
const ofYear = (year: number | null) => (year === null ? "" : ` (${year})`);

/** A ranking, compared only with rankings of the same body and year (rank 12 of NIRF 2026 is not rank 12 of another list). */
function ranking(ranked: { body: string; rank: number; year: number } | null | undefined): Reading {
  if (!ranked) return { text: null };
  const unit = `${ranked.body.trim().toLowerCase().replace(/\s+/g, " ")} ${ranked.year}`;
  return number(ranked.rank, (rank) => `Rank ${rank} in ${ranked.body} ${ranked.year}`, unit);
}

/** A placement figure, compared only with those of the same year. */
function placement(
  listing: ComparedListing,
  pick: "medianPackage" | "placedPercent",
  text: (value: number) => string,
): Reading {
  const placements = college(listing)?.placements;
  if (!placements) return { text: null };
  const year = placements.year;
  return number(placements[pick], (value) => `${text(value)}${ofYear(year)}`, `${year ?? ""}`);
}

export const COLLEGE_FACTS: Fact[] = [
  {
    key: "established",
    label: "Established",
    better: null,
    read: (l) => plain(college(l)?.establishedYear?.toString()),
  },
  { key: "affiliation", label: "Affiliation", better: null, read: (l) => plain(college(l)?.affiliation) },
  { key: "courses", label: "Courses", better: null, read: (l) => listText(college(l)?.courses.map(courseText)) },
  {
    key: "tuition",
    label: "Tuition",
    better: "LOWER",
    read: (l) => yearlyFee(college(l)?.tuition, college(l)?.feeNote),
  },
  { key: "entranceExams", label: "Entrance exams", better: null, read: (l) => listText(college(l)?.entranceExams) },
  { key: "admission", label: "Admissions", better: null, read: (l) => admission(college(l)?.admission) },
  { key: "hostel", label: "Hostel", better: null, read: (l) => yesNo(college(l)?.hostel) },
  { key: "accreditation", label: "Accreditation", better: null, read: (l) => plain(college(l)?.accreditation) },
  { key: "ranking", label: "Ranking", better: "LOWER", read: (l) => ranking(college(l)?.ranking) },
  {
    key: "medianPackage",
    label: "Median package (placements)",
    better: "HIGHER",
    read: (l) => placement(l, "medianPackage", (value) => `${formatRupees(value)} a year`),
  },
  {
    key: "placedPercent",
    label: "Students placed",
    better: "HIGHER",
    read: (l) => placement(l, "placedPercent", (value) => `${value}%`),
  },
];

export const SCHOOL_FACTS: Fact[] = [
  { key: "boards", label: "Boards", better: null, read: (l) => listText(school(l)?.boards) },
  {
    key: "grades",
    label: "Grades",
    better: null,
    read: (l) => {
      const found = school(l);
      return plain(found?.grades ? gradeRangeText(found.grades) : found?.gradesNote);
    },
  },
  { key: "medium", label: "Medium of teaching", better: null, read: (l) => plain(school(l)?.medium) },
  {
    key: "annualFee",
    label: "Annual fee",
    better: "LOWER",
    read: (l) => yearlyFee(school(l)?.annualFee, school(l)?.feeNote),
  },
  {
    key: "studentsPerTeacher",
    label: "Students per teacher",
    better: "LOWER",
    read: (l) => number(school(l)?.studentsPerTeacher, (value) => `${value}:1`),
  },
  {
    key: "boarding",
    label: "Day or boarding",
    better: null,
    read: (l) => {
      const boarding = school(l)?.boarding;
      return plain(boarding ? BOARDING_LABEL[boarding] : null);
    },
  },
  { key: "transport", label: "School transport", better: null, read: (l) => yesNo(school(l)?.transport) },
  { key: "admission", label: "Admissions", better: null, read: (l) => admission(school(l)?.admission) },
  {
    key: "facilities",
    label: "Facilities",
    better: null,
    read: (l) => listText(school(l)?.facilities.map((facility) => SCHOOL_FACILITY_LABEL[facility])),
  },
];

export const TUTOR_FACTS: Fact[] = [
  { key: "subjects", label: "Subjects", better: null, read: (l) => listText(tutor(l)?.subjects) },
  {
    key: "levels",
    label: "Levels taught",
    better: null,
    read: (l) => listText(tutor(l)?.levels.map((level) => TUTOR_LEVEL_LABEL[level])),
  },
  {
    key: "modes",
    label: "Teaching modes",
    better: null,
    read: (l) => plain(teachingModesText(tutor(l)?.modes ?? [])),
  },
  {
    key: "fee",
    label: "Fee",
    better: "LOWER",
    read: (l) => {
      const found = tutor(l);
      const charged = found?.fee;
      // Compared only with fees of the same period: an hourly fee is not a monthly one.
      const figures = charged
        ? {
            text: tutorFeeText(charged) ?? "",
            unit: `${charged.currency} ${charged.per}`,
            values: [charged.amount],
          }
        : null;
      return fee(figures, found?.feeNote);
    },
  },
  {
    key: "batchSize",
    label: "Batch size",
    better: null,
    read: (l) => number(tutor(l)?.batchSize, (size) => batchSizeText(size) ?? ""),
  },
  { key: "demoClass", label: "Demo class", better: null, read: (l) => yesNo(tutor(l)?.demoClass) },
  {
    key: "experience",
    label: "Experience",
    better: "HIGHER",
    read: (l) => number(tutor(l)?.experienceYears, (years) => (years === 1 ? "1 year" : `${years} years`)),
  },
];
