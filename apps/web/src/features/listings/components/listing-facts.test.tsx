import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { collegeDetails, schoolDetails, tutorDetails } from "../../../test/fixtures.ts";
import { hasFacts, ListingFacts } from "./listing-facts.tsx";

/** Each fact as its term and its description read out. */
function facts() {
  return screen.queryAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

function rows(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe("ListingFacts", () => {
  it("words every fact of a college, fee note under the fees, and lists its courses in a table", () => {
    render(<ListingFacts details={collegeDetails()} />);
    expect(facts()).toEqual([
      ["Established", "1990"],
      ["Affiliation", "Savitribai Phule Pune University"],
      ["Accreditation", "NAAC A++"],
      ["Ranking", "NIRF (Engineering): rank 12 (2026)"],
      ["Annual tuition", "₹1,20,000 – ₹1,80,000 a yearHostel ₹60,000 a year extra."],
      ["Admission", "Opens 1 Mar 2027, closes 30 Apr 2027"],
      ["Hostel", "Yes"],
      ["Placements", "Median package ₹8,50,000 a year · 92% placed (2026)"],
      ["Entrance exams", "MHT CETCUET"],
    ]);
    expect(screen.getByText("Hostel ₹60,000 a year extra.")).toHaveClass(/note/);
    const table = screen.getByRole("table", { name: "Courses" });
    expect(rows(table)).toEqual([
      ["Course", "Level", "Duration", "Seats"],
      ["B.Sc. Physics", "Undergraduate (UG)", "3 years", "60"],
      ["M.A. Economics", "Postgraduate (PG)", "2 years", "–Not stated"],
    ]);
    expect(within(table).getByRole("rowheader", { name: "M.A. Economics" })).toBeInTheDocument();
  });

  it("words every fact of a school: boards, grades with their note, one fee figure, facilities", () => {
    render(<ListingFacts details={schoolDetails()} />);
    expect(facts()).toEqual([
      ["Boards", "CBSECambridge IGCSE"],
      ["Grades", "Nursery – Class 12Class 11 and 12 in science and commerce."],
      ["Medium of teaching", "English"],
      ["Annual fee", "₹45,000 a yearTransport ₹12,000 a year extra."],
      ["Students per teacher", "25"],
      ["Day or boarding", "Day and boarding"],
      ["School transport", "Yes"],
      ["Admission", "Opens 10 Jan 2027"],
      ["Facilities", "Science labsLibrarySports grounds"],
    ]);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("words every fact of a tutor: levels, modes, the fee a period, batch, demo class and experience", () => {
    render(<ListingFacts details={tutorDetails()} />);
    expect(facts()).toEqual([
      ["Subjects", "MathsPhysics"],
      ["Levels taught", "Secondary (Classes 9–10), Senior secondary (Classes 11–12)"],
      ["Teaching modes", "Online and In person"],
      ["Fee", "₹600 an hour"],
      ["Batch size", "Up to 6 students"],
      ["Free demo class", "Yes"],
      ["Experience", "8 years"],
    ]);
  });

  it("leaves out what is not stated: no empty rows, no empty columns, a note alone in its fact's place", () => {
    const details = collegeDetails({
      establishedYear: null,
      affiliation: null,
      accreditation: null,
      ranking: null,
      tuition: null,
      feeNote: "Fees on request.",
      entranceExams: [],
      admission: null,
      hostel: false,
      placements: { year: 2026, medianPackage: null, placedPercent: null },
      courses: [{ name: "Diploma in Nursing", level: null, durationYears: 1.5, seats: null }],
    });
    render(<ListingFacts details={details} />);
    expect(facts()).toEqual([
      ["Annual tuition", "Fees on request."],
      ["Hostel", "No"],
    ]);
    expect(rows(screen.getByRole("table", { name: "Courses" }))).toEqual([
      ["Course", "Duration"],
      ["Diploma in Nursing", "1.5 years"],
    ]);
    expect(document.body).not.toHaveTextContent(/null|undefined/);
  });

  it("says a tutor teaching one student at a time teaches one-to-one, and a month's fee", () => {
    render(
      <ListingFacts
        details={tutorDetails({
          batchSize: 1,
          fee: { amount: 4000, currency: "INR", per: "MONTH" },
          experienceYears: 1,
        })}
      />,
    );
    expect(facts()).toEqual(
      expect.arrayContaining([
        ["Fee", "₹4,000 a month"],
        ["Batch size", "One-to-one"],
        ["Experience", "1 year"],
      ]),
    );
  });

  it("has facts only when one is stated", () => {
    const none = tutorDetails({
      subjects: [],
      levels: [],
      modes: [],
      fee: null,
      batchSize: null,
      demoClass: null,
      experienceYears: null,
    });
    expect(hasFacts(none)).toBe(false);
    expect(hasFacts({ ...none, demoClass: false })).toBe(true);
    expect(hasFacts(null)).toBe(false);
  });
});
