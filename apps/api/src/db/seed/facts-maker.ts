/**
 * A made listing's structured facts (issue 27 item 1) from its kind and what the listing's own
 * generator already chose (courses, fee, board, grades, subjects, the highlights its description
 * names). Facts agree with the description: a college whose highlights praise its hostels has one, a
 * tutor offering a free demo class gives one. A few facts stay unstated (null) now and then, as on a
 * real directory. Cheap: a few draws per fact, as the large seed makes a million of these.
 */
import {
  formatRupees,
  moneyRangeText,
  SCHOOL_FACILITIES,
  SCHOOL_GRADES,
  type SchoolFacility,
  TUTOR_LEVELS,
} from "@lwl/contracts/listing-facts";
import type { ListingDetails } from "@lwl/contracts/listings";
import { addDays } from "./demo-clock.ts";
import {
  type CollegeKind,
  type CourseSpec,
  type FeeSpec,
  NURSING_COLLEGE,
  type SchoolKind,
  STATE_CET,
  STATE_ENGINEERING_TESTS,
  type TutorOffer,
} from "./demo-institutions.ts";
import type { Random } from "./random.ts";

export type CollegeDetails = Extract<ListingDetails, { kind: "COLLEGE" }>;
export type SchoolDetails = Extract<ListingDetails, { kind: "SCHOOL" }>;
export type TutorDetails = Extract<ListingDetails, { kind: "TUTORIAL" }>;
type AdmissionWindow = NonNullable<CollegeDetails["admission"]>;

/** How often a fact a listing could state is left unstated. */
const UNSTATED = 0.04;

/**
 * The contracts' formatters, remembered: the large seed quotes the same few dozen amounts up to a
 * million times, and toLocaleString("en-IN") is the slowest step of a row.
 */
const quoted = new Map<string, string>();
function remembered(key: string, format: () => string): string {
  let text = quoted.get(key);
  if (text === undefined) {
    text = format();
    quoted.set(key, text);
  }
  return text;
}
export const rupeesText = (amount: number): string => remembered(String(amount), () => formatRupees(amount));
const rangeText = (range: FeeSpec): string => remembered(`${range.min}-${range.max}`, () => moneyRangeText(range));

const roundTo = (value: number, step: number): number => Math.max(step, Math.round(value / step) * step);

/** The calendar day of a time, as admission dates are stored (YYYY-MM-DD). */
function calendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day `days` after `now`, remembered (a few hundred days serve every row). */
const dayAfter = (now: Date, days: number): string =>
  remembered(`${now.getTime()}+${days}`, () => calendarDay(addDays(now, days)));

/** A window open on `now` (opened weeks ago), or one opening `opensIn` days after it. */
function admissionWindow(
  rng: Random,
  now: Date,
  openNow: boolean,
  opensIn: readonly [number, number],
): AdmissionWindow {
  if (openNow) return { opens: dayAfter(now, -rng.int(7, 45)), closes: dayAfter(now, rng.int(20, 75)) };
  const opens = rng.int(opensIn[0], opensIn[1]);
  // Now and then only the opening day is announced.
  return { opens: dayAfter(now, opens), closes: rng.chance(0.05) ? null : dayAfter(now, opens + rng.int(30, 75)) };
}

function seatsOf(rng: Random, seats: CourseSpec["seats"]): number | null {
  if (!seats || rng.chance(UNSTATED)) return null;
  const [fewest, most, step] = seats;
  return fewest + step * rng.int(0, Math.floor((most - fewest) / step));
}

const PROGRAMME_YEARS: Record<number, string> = { 1: "one-year", 2: "two-year", 3: "three-year" };

/** A fee as a yearly range; a programme fee is divided by its years and quoted whole in the note. */
function yearlyFee(fee: FeeSpec): { tuition: CollegeDetails["tuition"]; note: string | null } {
  const years = fee.programmeYears ?? 1;
  const tuition = {
    min: roundTo(fee.min / years, 1000),
    max: roundTo(fee.max / years, 1000),
    currency: "INR" as const,
  };
  const note = fee.programmeYears
    ? `${rangeText(fee)} for the whole ${PROGRAMME_YEARS[years] ?? `${years}-year`} programme`
    : null;
  return { tuition, note };
}

const NAAC_GRADES = ["A++", "A+", "A+", "A", "A", "A", "B++", "B++", "B+"] as const;

interface CollegeChoices {
  kind: CollegeKind;
  name: string;
  state: string;
  establishedYear: number;
  affiliation: string;
  /** Sampled from the kind's courses by the listing's generator. */
  courses: readonly CourseSpec[];
  fee: FeeSpec;
  highlights: readonly string[];
  now: Date;
}

export function collegeFacts(rng: Random, choices: CollegeChoices): CollegeDetails {
  const { kind, highlights } = choices;
  const nursing = choices.name.includes(NURSING_COLLEGE.suffix);
  const specs: readonly CourseSpec[] = nursing
    ? rng.sample(NURSING_COLLEGE.courses, rng.int(2, NURSING_COLLEGE.courses.length))
    : [...choices.courses, ...kind.extraCourses.filter((extra) => rng.chance(extra.share))];
  const courses = specs.map((spec) => ({
    name: spec.name,
    level: spec.level,
    durationYears: spec.durationYears,
    seats: seatsOf(rng, spec.seats),
  }));

  const rankingList: CollegeKind["ranking"] | null = nursing ? NURSING_COLLEGE.ranking : kind.ranking;
  // Few colleges make a list's top tenth; most ranked ones are further down.
  const topTenth = Math.ceil((rankingList?.lowest ?? 0) / 10);
  const ranking =
    rankingList && rng.chance(0.3)
      ? {
          body: rankingList.body,
          rank: rng.chance(0.15) ? rng.int(1, topTenth) : rng.int(topTenth + 1, rankingList.lowest),
          year: rng.chance(0.75) ? 2026 : 2025,
        }
      : null;
  const accreditation = highlights.includes("NAAC A+ accreditation")
    ? "NAAC A+"
    : ranking && ranking.rank <= topTenth
      ? "NAAC A++"
      : rng.chance(0.1)
        ? null
        : `NAAC ${rng.pick(NAAC_GRADES)}`;

  const exams = new Set<string>();
  for (const exam of specs.flatMap((spec) => spec.exams)) {
    const named = exam === STATE_CET ? STATE_ENGINEERING_TESTS[choices.state] : exam;
    if (named) exams.add(named);
  }
  // JEE Advanced admits to the institutes at the top of the engineering list only.
  if (exams.has("JEE Main") && ranking && ranking.body === "NIRF (Engineering)" && ranking.rank <= topTenth) {
    exams.add("JEE Advanced");
  }
  const entranceExams = [...exams].filter(
    (exam, index) => index === 0 || !kind.optionalExams.includes(exam) || rng.chance(0.6),
  );

  const hostel = highlights.some((h) => /hostels|Residential campus/.test(h))
    ? true
    : rng.chance(UNSTATED)
      ? null
      : rng.chance(kind.hostel);

  // Every college states its fees and admission dates (the closing day now and then unknown); what a
  // few leave unstated are seats, hostel, accreditation and placement figures.
  const fee = yearlyFee(nursing ? rng.pick(NURSING_COLLEGE.feeRanges) : choices.fee);
  const feeNote =
    fee.note ??
    (hostel && rng.chance(0.3)
      ? `Hostel and mess ${rupeesText(roundTo(rng.int(60_000, 140_000), 5000))} a year extra`
      : null);

  const placementsOf = nursing ? NURSING_COLLEGE.placements : kind.placements;
  const placements =
    placementsOf && rng.chance(0.85)
      ? {
          year: rng.chance(0.8) ? 2026 : 2025,
          medianPackage: rng.chance(0.1)
            ? null
            : roundTo(rng.int(placementsOf.median[0], placementsOf.median[1]), 10_000),
          placedPercent: rng.int(placementsOf.placed[0] * 10, placementsOf.placed[1] * 10) / 10,
        }
      : null;

  return {
    kind: "COLLEGE",
    establishedYear: choices.establishedYear,
    affiliation: choices.affiliation,
    courses,
    tuition: fee.tuition,
    feeNote,
    entranceExams,
    admission: admissionWindow(rng, choices.now, rng.chance(kind.admission.openNow), kind.admission.opensIn),
    accreditation,
    ranking,
    hostel,
    placements,
  };
}

/** The facilities a school's highlights speak of. */
const HIGHLIGHT_FACILITIES: Record<string, readonly SchoolFacility[]> = {
  "Science, computer and robotics labs": ["SCIENCE_LABS", "COMPUTER_LAB"],
  "Swimming pool and football ground": ["SWIMMING_POOL", "SPORTS"],
  "Music, dance and art every week": ["MUSIC_AND_ARTS"],
  "Counsellor and special educator on campus": ["SPECIAL_NEEDS"],
};

/** The first speaks of buses: only for a school that runs them. */
const SCHOOL_FEE_NOTES = [
  "Transport and meals are charged separately",
  "Fees rise by class; the full schedule is available from the office",
  "Ten per cent off the tuition fee for a second child",
] as const;

/** When the school's admissions open, as the demo's description once said it: now, soon, or in the new year. */
const SCHOOL_ADMISSION_OPENS_IN = [null, [15, 40], [55, 80]] as const;

interface SchoolChoices {
  kind: SchoolKind;
  board: string;
  grades: SchoolDetails["grades"] & object;
  medium: string;
  highlights: readonly string[];
  /** 0: open on the demo day; 1: opening in a few weeks; 2: in the new year. */
  admissionOpens: number;
  now: Date;
}

export function schoolFacts(rng: Random, choices: SchoolChoices): SchoolDetails {
  const { kind, grades, highlights } = choices;
  const also = kind.alsoBoards[choices.board];
  const boards = also && rng.chance(0.3) ? [choices.board, also] : [choices.board];
  const step = kind.annualFeeFrom[0] >= 100_000 ? 10_000 : 1000;
  const feeFrom = roundTo(rng.int(...kind.annualFeeFrom), step);
  const annualFee = rng.chance(UNSTATED)
    ? null
    : { min: feeFrom, max: roundTo(feeFrom * (1.3 + rng.next() * 0.9), step), currency: "INR" as const };

  const takesBoarders = highlights.includes("Hostel for boys and girls from Class 6") || rng.chance(kind.boarding);
  // Little children are not boarders: a school from Nursery that boards is a day school too.
  const boardersOnly = takesBoarders && SCHOOL_GRADES.indexOf(grades.from) >= 3 && rng.chance(0.25);
  const boarding = rng.chance(UNSTATED) ? null : boardersOnly ? "BOARDING" : takesBoarders ? "DAY_AND_BOARDING" : "DAY";
  const transport = boardersOnly
    ? false
    : highlights.includes("Transport covering most of the city")
      ? true
      : rng.chance(UNSTATED)
        ? null
        : rng.chance(0.8);

  const fromHighlights = new Set(highlights.flatMap((h) => HIGHLIGHT_FACILITIES[h] ?? []));
  const seniorClasses = SCHOOL_GRADES.indexOf(grades.to) >= SCHOOL_GRADES.indexOf("9");
  const shares: Record<SchoolFacility, number> = {
    SCIENCE_LABS: seniorClasses ? 0.9 : 0.3,
    COMPUTER_LAB: 0.85,
    LIBRARY: 0.95,
    SPORTS: 0.75,
    SWIMMING_POOL: kind.annualFeeFrom[0] >= 100_000 ? 0.6 : 0.1,
    MUSIC_AND_ARTS: 0.5,
    SPECIAL_NEEDS: 0.15,
  };
  const facilities = rng.chance(UNSTATED)
    ? []
    : SCHOOL_FACILITIES.filter((facility) => fromHighlights.has(facility) || rng.chance(shares[facility]));

  const opensIn = SCHOOL_ADMISSION_OPENS_IN[choices.admissionOpens] ?? null;
  return {
    kind: "SCHOOL",
    boards,
    grades,
    gradesNote:
      grades.to === "12" && rng.chance(0.15) ? "Science, commerce and humanities streams in Classes 11 and 12" : null,
    medium: choices.medium,
    annualFee,
    feeNote: annualFee && rng.chance(0.3) ? rng.pick(transport ? SCHOOL_FEE_NOTES : SCHOOL_FEE_NOTES.slice(1)) : null,
    studentsPerTeacher: highlights.includes("Low student–teacher ratio")
      ? rng.int(15, 20)
      : rng.chance(UNSTATED)
        ? null
        : rng.int(...kind.studentsPerTeacher),
    boarding,
    transport,
    admission: rng.chance(UNSTATED) ? null : admissionWindow(rng, choices.now, opensIn === null, opensIn ?? [0, 0]),
    facilities,
  };
}

const TUTOR_FEE_NOTES = [
  "Study material included",
  "Fees are paid every quarter",
  "Ten per cent off for brothers and sisters",
] as const;

interface TutorChoices {
  offer: TutorOffer;
  subjects: string[];
  modes: ("ONLINE" | "IN_PERSON")[];
  hourlyRate: number;
  /** A centre teaches in batches; a tutor often one to one. */
  centre: boolean;
  /** The years the description says the tutor has taught; null for a centre. */
  experienceYears: number | null;
  highlights: readonly string[];
}

export function tutorFacts(rng: Random, choices: TutorChoices): TutorDetails {
  const { offer, highlights } = choices;
  const dropsOne = offer.levels.length > 2 && rng.chance(0.3);
  const taught = dropsOne ? offer.levels.slice(0, -1) : offer.levels;
  const levels = TUTOR_LEVELS.filter((level) => taught.includes(level));

  const batch = choices.centre
    ? offer.coaching
      ? rng.int(15, 30)
      : rng.int(6, 15)
    : rng.chance(0.45)
      ? 1
      : rng.int(2, 8);
  const batchSize = highlights.includes("Small batches of at most eight students")
    ? Math.min(batch, rng.int(4, 8))
    : batch;
  // Coaching in batches is paid by the month; a private tutor by the hour, now and then by the month.
  const monthly = batchSize >= 10 || rng.chance(0.15);
  // Every tutor states a fee; a few leave the demo class or (a centre) their years unstated.
  const fee = monthly
    ? { amount: roundTo(choices.hourlyRate * rng.int(8, 14), 500), currency: "INR" as const, per: "MONTH" as const }
    : { amount: choices.hourlyRate, currency: "INR" as const, per: "HOUR" as const };

  return {
    kind: "TUTORIAL",
    subjects: choices.subjects,
    levels,
    modes: choices.modes,
    fee,
    feeNote: highlights.includes("Study material included in the fee")
      ? "Study material included"
      : rng.chance(0.2)
        ? rng.pick(TUTOR_FEE_NOTES)
        : null,
    batchSize,
    demoClass: highlights.includes("Free demo class before you enrol")
      ? true
      : rng.chance(UNSTATED)
        ? null
        : rng.chance(0.55),
    experienceYears: choices.experienceYears ?? (rng.chance(UNSTATED) ? null : rng.int(3, 25)),
  };
}
