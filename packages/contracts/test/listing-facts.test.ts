/** How a listing's facts read wherever they are shown (listing-facts.ts), and the fee bands search filters by. */
import { describe, expect, it } from "vitest";
import {
  admissionWindowText,
  batchSizeText,
  boardingFacetValues,
  calendarDayText,
  FEE_BANDS,
  feeBandLabel,
  feeBandOf,
  formatRupees,
  gradeRangeText,
  moneyRangeText,
  schoolGradeLabel,
  teachingModesText,
  tutorFeeText,
  yearlyFeeText,
  yesNoOf,
  yesNoText,
} from "../src/listing-facts.ts";

describe("amounts", () => {
  it("are written in rupees with Indian digit grouping (lakh and crore)", () => {
    expect(formatRupees(600)).toBe("₹600");
    expect(formatRupees(45_000)).toBe("₹45,000");
    expect(formatRupees(120_000)).toBe("₹1,20,000");
    expect(formatRupees(14_000_000)).toBe("₹1,40,00,000");
    expect(formatRupees(999.6)).toBe("₹1,000");
  });

  it("read as a yearly fee or a tutor's fee per hour or month", () => {
    expect(yearlyFeeText({ min: 120_000, max: 180_000 })).toBe("₹1,20,000 – ₹1,80,000 a year");
    expect(yearlyFeeText(null)).toBeNull();
    expect(tutorFeeText({ amount: 600, per: "HOUR" })).toBe("₹600 an hour");
    expect(tutorFeeText({ amount: 4_000, per: "MONTH" })).toBe("₹4,000 a month");
    expect(tutorFeeText(null)).toBeNull();
  });

  it("read as a range, or as one amount when both ends are the same", () => {
    expect(moneyRangeText({ min: 120_000, max: 180_000 })).toBe("₹1,20,000 – ₹1,80,000");
    expect(moneyRangeText({ min: 95_000, max: 95_000 })).toBe("₹95,000");
  });
});

describe("grades", () => {
  it("read as Nursery, LKG, UKG and Class 1 to 12", () => {
    expect(schoolGradeLabel("NURSERY")).toBe("Nursery");
    expect(schoolGradeLabel("UKG")).toBe("UKG");
    expect(schoolGradeLabel("7")).toBe("Class 7");
    expect(gradeRangeText({ from: "NURSERY", to: "12" })).toBe("Nursery – Class 12");
    expect(gradeRangeText({ from: "LKG", to: "LKG" })).toBe("LKG");
  });
});

describe("admission windows", () => {
  it("read as calendar days, whatever the reader's time zone", () => {
    expect(calendarDayText("2027-03-01")).toBe("1 Mar 2027");
    expect(calendarDayText("2026-12-31")).toBe("31 Dec 2026");
  });

  it("say the ends they know", () => {
    expect(admissionWindowText({ opens: "2027-03-01", closes: "2027-04-30" })).toBe(
      "Opens 1 Mar 2027, closes 30 Apr 2027",
    );
    expect(admissionWindowText({ opens: null, closes: "2027-04-30" })).toBe("Closes 30 Apr 2027");
    expect(admissionWindowText({ opens: "2027-03-01", closes: null })).toBe("Opens 1 Mar 2027");
    expect(admissionWindowText({ opens: null, closes: null })).toBeNull();
  });
});

describe("fee bands", () => {
  it("put a listing in the band of its lowest yearly fee, each bound in the band above", () => {
    expect(feeBandOf("COLLEGE", 0)).toBe("UNDER_1L");
    expect(feeBandOf("COLLEGE", 99_999)).toBe("UNDER_1L");
    expect(feeBandOf("COLLEGE", 100_000)).toBe("1L_TO_3L");
    expect(feeBandOf("COLLEGE", 499_999)).toBe("3L_TO_5L");
    expect(feeBandOf("COLLEGE", 500_000)).toBe("OVER_5L");
    expect(feeBandOf("SCHOOL", 24_999)).toBe("UNDER_25K");
    expect(feeBandOf("SCHOOL", 25_000)).toBe("25K_TO_50K");
    expect(feeBandOf("SCHOOL", 199_999)).toBe("1L_TO_2L");
    expect(feeBandOf("SCHOOL", 5_000_000)).toBe("OVER_2L");
  });

  it("have a label each, and the last band of a type has no upper bound", () => {
    expect(feeBandLabel("1L_TO_3L")).toBe("₹1 – 3 lakh a year");
    expect(feeBandLabel("UNDER_25K")).toBe("Under ₹25,000 a year");
    expect(FEE_BANDS.COLLEGE.at(-1)?.upTo).toBeNull();
    expect(FEE_BANDS.SCHOOL.at(-1)?.upTo).toBeNull();
  });
});

describe("a tutor's ways of teaching and yes-or-no facts", () => {
  it("read in words, and not at all when the listing does not say", () => {
    expect(teachingModesText(["ONLINE", "IN_PERSON"])).toBe("Online and In person");
    expect(teachingModesText([])).toBeNull();
    expect(batchSizeText(1)).toBe("One-to-one");
    expect(batchSizeText(6)).toBe("Up to 6 students");
    expect(batchSizeText(null)).toBeNull();
    expect(yesNoText(true)).toBe("Yes");
    expect(yesNoText(false)).toBe("No");
    expect(yesNoText(null)).toBeNull();
  });
});

describe("facet values", () => {
  it("find a day-and-boarding school under both, and say yes or no only when the listing says", () => {
    expect(boardingFacetValues("DAY_AND_BOARDING")).toEqual(["DAY", "BOARDING"]);
    expect(boardingFacetValues("BOARDING")).toEqual(["BOARDING"]);
    expect(boardingFacetValues(null)).toEqual([]);
    expect(yesNoOf(true)).toBe("YES");
    expect(yesNoOf(false)).toBe("NO");
    expect(yesNoOf(null)).toBeNull();
  });
});
