import {
  admissionWindowText,
  BOARDING_LABEL,
  batchSizeText,
  COURSE_LEVEL_LABEL,
  formatRupees,
  gradeRangeText,
  SCHOOL_FACILITY_LABEL,
  TUTOR_LEVEL_LABEL,
  teachingModesText,
  tutorFeeText,
  yearlyFeeText,
  yesNoText,
} from "@lwl/contracts/listing-facts";
import type { CollegeCourse, ListingDetails } from "@lwl/contracts/listings";
import { countOf } from "./plural.ts";

type DetailField<D> = D extends ListingDetails ? Exclude<keyof D, "kind"> : never;
export type ListingFactField = DetailField<ListingDetails>;

/**
 * How a listing's key facts are named on its page (features/listings, "Key facts"); the admin review
 * names them the same way, so the reviewer reads what the visitor will read.
 */
const LISTING_FACT_LABEL: Record<ListingFactField, string> = {
  establishedYear: "Established",
  affiliation: "Affiliation",
  accreditation: "Accreditation",
  ranking: "Ranking",
  courses: "Courses",
  tuition: "Annual tuition",
  feeNote: "About the fees",
  entranceExams: "Entrance exams",
  admission: "Admission",
  hostel: "Hostel",
  placements: "Placements",
  boards: "Boards",
  grades: "Grades",
  gradesNote: "About the grades",
  medium: "Medium of teaching",
  annualFee: "Annual fee",
  studentsPerTeacher: "Students per teacher",
  boarding: "Day or boarding",
  transport: "School transport",
  facilities: "Facilities",
  subjects: "Subjects",
  levels: "Levels taught",
  modes: "Teaching modes",
  fee: "Fee",
  batchSize: "Batch size",
  demoClass: "Free demo class",
  experienceYears: "Experience",
};

/** "4 years", "1 year", "1.5 years". */
const durationText = (years: number | null): string | null =>
  years === null ? null : years === 1 ? "1 year" : `${years} years`;

/** "NIRF (Engineering): rank 12 (2026)". */
const rankingText = (ranking: { body: string; rank: number; year: number } | null): string | null =>
  ranking ? `${ranking.body}: rank ${ranking.rank} (${ranking.year})` : null;

/** "Median package ₹8,50,000 a year · 92% placed (2026)"; a year alone says nothing, so it is left out. */
function placementsText(
  placements: { year: number | null; medianPackage: number | null; placedPercent: number | null } | null,
): string | null {
  if (!placements) return null;
  const parts = [
    placements.medianPackage === null ? null : `Median package ${formatRupees(placements.medianPackage)} a year`,
    placements.placedPercent === null ? null : `${placements.placedPercent}% placed`,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return placements.year === null ? parts.join(" · ") : `${parts.join(" · ")} (${placements.year})`;
}

/** "8 years", "1 year", "Less than a year". */
const experienceText = (years: number | null): string | null =>
  years === null ? null : years === 0 ? "Less than a year" : countOf(years, { one: "year", other: "years" });

/** A course's level, duration and seats in words, each null when not stated. */
export function courseTexts(course: CollegeCourse): {
  level: string | null;
  duration: string | null;
  seats: string | null;
} {
  return {
    level: course.level ? COURSE_LEVEL_LABEL[course.level] : null,
    duration: durationText(course.durationYears),
    seats: course.seats === null ? null : String(course.seats),
  };
}

/** "B.Tech Computer Science: Undergraduate (UG), 4 years, 120 seats": one course on one line. */
function courseLine(course: CollegeCourse): string {
  const { level, duration, seats } = courseTexts(course);
  const facts = [level, duration, seats === null ? null : countOf(Number(seats), { one: "seat", other: "seats" })];
  const stated = facts.filter((fact): fact is string => fact !== null);
  return stated.length > 0 ? `${course.name}: ${stated.join(", ")}` : course.name;
}

const listText = (entries: readonly string[]): string | null => (entries.length > 0 ? entries.join(", ") : null);

/** A fact's field with its label and its value in words (null when not stated). */
export interface FactText {
  field: ListingFactField;
  label: string;
  text: string | null;
}

/**
 * Every fact of the details in words, in the order the listing page shows them; lists are joined with
 * commas and courses one a line (`courseLine`, "; " between them). The admin review reads these.
 */
export function factTexts(details: ListingDetails): FactText[] {
  const entries: [ListingFactField, string | null][] = (() => {
    switch (details.kind) {
      case "COLLEGE":
        return [
          ["establishedYear", details.establishedYear === null ? null : String(details.establishedYear)],
          ["affiliation", details.affiliation],
          ["accreditation", details.accreditation],
          ["ranking", rankingText(details.ranking)],
          ["tuition", yearlyFeeText(details.tuition)],
          ["feeNote", details.feeNote],
          ["admission", details.admission ? admissionWindowText(details.admission) : null],
          ["hostel", yesNoText(details.hostel)],
          ["placements", placementsText(details.placements)],
          ["entranceExams", listText(details.entranceExams)],
          ["courses", details.courses.length > 0 ? details.courses.map(courseLine).join("; ") : null],
        ];
      case "SCHOOL":
        return [
          ["boards", listText(details.boards)],
          ["grades", details.grades ? gradeRangeText(details.grades) : null],
          ["gradesNote", details.gradesNote],
          ["medium", details.medium],
          ["annualFee", yearlyFeeText(details.annualFee)],
          ["feeNote", details.feeNote],
          ["studentsPerTeacher", details.studentsPerTeacher === null ? null : String(details.studentsPerTeacher)],
          ["boarding", details.boarding ? BOARDING_LABEL[details.boarding] : null],
          ["transport", yesNoText(details.transport)],
          ["admission", details.admission ? admissionWindowText(details.admission) : null],
          ["facilities", listText(details.facilities.map((facility) => SCHOOL_FACILITY_LABEL[facility]))],
        ];
      case "TUTORIAL":
        return [
          ["subjects", listText(details.subjects)],
          ["levels", listText(details.levels.map((level) => TUTOR_LEVEL_LABEL[level]))],
          ["modes", teachingModesText(details.modes)],
          ["fee", tutorFeeText(details.fee)],
          ["feeNote", details.feeNote],
          ["batchSize", batchSizeText(details.batchSize)],
          ["demoClass", yesNoText(details.demoClass)],
          ["experienceYears", experienceText(details.experienceYears)],
        ];
    }
  })();
  return entries.map(([field, text]) => ({ field, label: LISTING_FACT_LABEL[field], text }));
}
