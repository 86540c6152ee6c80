/**
 * The structured facts of a listing (issue 27 item 1): the closed sets they are chosen from, their
 * labels, and how an amount or a range reads. One place for the editor, the detail page, the compare
 * rows, the search facets and the JSON-LD, so "UG" and "₹1,20,000 – ₹1,80,000 a year" read the same
 * everywhere. zod-free: the search thread and the web's card code import it without zod.
 */

/** Every amount is in Indian rupees; the field is stored so a later currency is a value, not a guess. */
export const FACT_CURRENCIES = ["INR"] as const;
export type FactCurrency = (typeof FACT_CURRENCIES)[number];

export const COURSE_LEVELS = ["UG", "PG", "DIPLOMA", "DOCTORATE"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LEVEL_LABEL: Record<CourseLevel, string> = {
  UG: "Undergraduate (UG)",
  PG: "Postgraduate (PG)",
  DIPLOMA: "Diploma",
  DOCTORATE: "Doctorate (PhD)",
};

/** School grades in order, from the youngest class. */
export const SCHOOL_GRADES = [
  "NURSERY",
  "LKG",
  "UKG",
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "11",
  "12",
] as const;
export type SchoolGrade = (typeof SCHOOL_GRADES)[number];
const PRE_PRIMARY_LABEL: Record<string, string> = { NURSERY: "Nursery", LKG: "LKG", UKG: "UKG" };
export const schoolGradeLabel = (grade: SchoolGrade): string => PRE_PRIMARY_LABEL[grade] ?? `Class ${grade}`;

export const BOARDING_OPTIONS = ["DAY", "BOARDING", "DAY_AND_BOARDING"] as const;
export type BoardingOption = (typeof BOARDING_OPTIONS)[number];
export const BOARDING_LABEL: Record<BoardingOption, string> = {
  DAY: "Day school",
  BOARDING: "Boarding school",
  DAY_AND_BOARDING: "Day and boarding",
};

/** The boarding facet's values: a day-and-boarding school is found under both. */
export const BOARDING_FACET_VALUES = ["DAY", "BOARDING"] as const;
export function boardingFacetValues(option: BoardingOption | null): (typeof BOARDING_FACET_VALUES)[number][] {
  if (option === null) return [];
  return option === "DAY_AND_BOARDING" ? ["DAY", "BOARDING"] : [option];
}

export const SCHOOL_FACILITIES = [
  "SCIENCE_LABS",
  "COMPUTER_LAB",
  "LIBRARY",
  "SPORTS",
  "SWIMMING_POOL",
  "MUSIC_AND_ARTS",
  "SPECIAL_NEEDS",
] as const;
export type SchoolFacility = (typeof SCHOOL_FACILITIES)[number];
export const SCHOOL_FACILITY_LABEL: Record<SchoolFacility, string> = {
  SCIENCE_LABS: "Science labs",
  COMPUTER_LAB: "Computer lab",
  LIBRARY: "Library",
  SPORTS: "Sports grounds",
  SWIMMING_POOL: "Swimming pool",
  MUSIC_AND_ARTS: "Music and arts",
  SPECIAL_NEEDS: "Special needs support",
};

export const TUTOR_LEVELS = [
  "PRIMARY",
  "MIDDLE",
  "SECONDARY",
  "SENIOR_SECONDARY",
  "COLLEGE",
  "COMPETITIVE_EXAMS",
  "ADULTS",
] as const;
export type TutorLevel = (typeof TUTOR_LEVELS)[number];
export const TUTOR_LEVEL_LABEL: Record<TutorLevel, string> = {
  PRIMARY: "Primary (Classes 1–5)",
  MIDDLE: "Middle school (Classes 6–8)",
  SECONDARY: "Secondary (Classes 9–10)",
  SENIOR_SECONDARY: "Senior secondary (Classes 11–12)",
  COLLEGE: "College students",
  COMPETITIVE_EXAMS: "Competitive exams",
  ADULTS: "Adults",
};

export const TUTOR_FEE_PERIODS = ["HOUR", "MONTH"] as const;
export type TutorFeePeriod = (typeof TUTOR_FEE_PERIODS)[number];
export const TUTOR_FEE_PERIOD_LABEL: Record<TutorFeePeriod, string> = { HOUR: "an hour", MONTH: "a month" };

export const TEACHING_MODE_LABEL = { ONLINE: "Online", IN_PERSON: "In person" } as const;

/** Stored amounts: whole rupees. The largest a form takes (₹10 crore) keeps typos like an extra 0 out. */
export const AMOUNT_MAX = 100_000_000;

export interface MoneyRange {
  min: number;
  max: number;
  currency: FactCurrency;
}

/** ₹1,20,000: Indian digit grouping (lakh and crore), as every Indian fee is written. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

/** "₹1,20,000 – ₹1,80,000" or "₹600" when both ends are one amount. */
export function moneyRangeText(range: Pick<MoneyRange, "min" | "max">): string {
  return range.min === range.max ? formatRupees(range.min) : `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}

/** "₹1,20,000 – ₹1,80,000 a year": a college's tuition or a school's annual fee. */
export function yearlyFeeText(range: Pick<MoneyRange, "min" | "max"> | null): string | null {
  return range ? `${moneyRangeText(range)} a year` : null;
}

/** "₹600 an hour", "₹4,000 a month": a tutor's fee. */
export function tutorFeeText(fee: { amount: number; per: TutorFeePeriod } | null): string | null {
  return fee ? `${formatRupees(fee.amount)} ${TUTOR_FEE_PERIOD_LABEL[fee.per]}` : null;
}

/** ["ONLINE", "IN_PERSON"] -> "Online and In person"; null when none is given. */
export function teachingModesText(modes: readonly (keyof typeof TEACHING_MODE_LABEL)[]): string | null {
  return modes.length > 0 ? modes.map((mode) => TEACHING_MODE_LABEL[mode]).join(" and ") : null;
}

/** "One-to-one", "Up to 6 students". */
export function batchSizeText(size: number | null): string | null {
  return size === null ? null : size === 1 ? "One-to-one" : `Up to ${size} students`;
}

/** A yes-or-no fact in words; null when the listing does not say. */
export function yesNoText(value: boolean | null): string | null {
  return value === null ? null : value ? "Yes" : "No";
}

/** "Nursery – Class 12". */
export function gradeRangeText(range: { from: SchoolGrade; to: SchoolGrade }): string {
  return range.from === range.to
    ? schoolGradeLabel(range.from)
    : `${schoolGradeLabel(range.from)} – ${schoolGradeLabel(range.to)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "12 Mar 2027" from 2027-03-12, without time zones: an admission date is a calendar day. */
export function calendarDayText(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "Opens 1 Mar 2027, closes 30 Apr 2027"; either end may be unknown. */
export function admissionWindowText(window: { opens: string | null; closes: string | null }): string | null {
  const parts = [
    window.opens ? `opens ${calendarDayText(window.opens)}` : null,
    window.closes ? `closes ${calendarDayText(window.closes)}` : null,
  ].filter((part): part is string => part !== null);
  const text = parts.join(", ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

/**
 * The fee bands search filters by (a facet of colleges and schools): a listing is in the band of its
 * lowest annual fee, the least a family would pay. Bounds in rupees a year; the last band has none.
 */
export const FEE_BANDS = {
  COLLEGE: [
    { code: "UNDER_1L", upTo: 100_000, label: "Under ₹1 lakh a year" },
    { code: "1L_TO_3L", upTo: 300_000, label: "₹1 – 3 lakh a year" },
    { code: "3L_TO_5L", upTo: 500_000, label: "₹3 – 5 lakh a year" },
    { code: "OVER_5L", upTo: null, label: "₹5 lakh a year and more" },
  ],
  SCHOOL: [
    { code: "UNDER_25K", upTo: 25_000, label: "Under ₹25,000 a year" },
    { code: "25K_TO_50K", upTo: 50_000, label: "₹25,000 – 50,000 a year" },
    { code: "50K_TO_1L", upTo: 100_000, label: "₹50,000 – 1 lakh a year" },
    { code: "1L_TO_2L", upTo: 200_000, label: "₹1 – 2 lakh a year" },
    { code: "OVER_2L", upTo: null, label: "₹2 lakh a year and more" },
  ],
} as const satisfies Record<string, readonly { code: string; upTo: number | null; label: string }[]>;
export type FeeBandType = keyof typeof FEE_BANDS;
export type FeeBand = (typeof FEE_BANDS)[FeeBandType][number]["code"];
export const FEE_BAND_CODES: readonly FeeBand[] = [...FEE_BANDS.COLLEGE, ...FEE_BANDS.SCHOOL].map((band) => band.code);

/** The band of a yearly fee's lower end: below a band's `upTo`, or the last band. */
export function feeBandOf(type: FeeBandType, lowestYearlyFee: number): FeeBand {
  const bands: readonly { code: FeeBand; upTo: number | null }[] = FEE_BANDS[type];
  const found = bands.find((band) => band.upTo !== null && lowestYearlyFee < band.upTo);
  return (found ?? (bands[bands.length - 1] as { code: FeeBand })).code;
}

export function feeBandLabel(code: string): string {
  const bands: readonly { code: string; label: string }[] = [...FEE_BANDS.COLLEGE, ...FEE_BANDS.SCHOOL];
  return bands.find((band) => band.code === code)?.label ?? code;
}

/** Yes/no facets (a college's hostel, a tutor's demo class) carry these values. */
export const YES_NO = ["YES", "NO"] as const;
export type YesNo = (typeof YES_NO)[number];
export const yesNoOf = (value: boolean | null): YesNo | null => (value === null ? null : value ? "YES" : "NO");
