import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { schoolDetails, tutorDetails } from "../../test/fixtures.ts";
import { ownerListing } from "../../test/owner-fixtures.ts";
import { jsonResponse, mockApi } from "../../test/render.tsx";
import { badRequest, prepareFormPageTests, renderFormPages, signInAs } from "./form-pages-test-kit.tsx";
import { AddListingPage, EditListingPage } from "./listing-form-pages.tsx";

prepareFormPageTests();

type User = ReturnType<typeof userEvent.setup>;

function renderAt(at: string) {
  return renderFormPages(at, [
    { path: "add-listing", Component: AddListingPage },
    { path: "edit-listing/:id", Component: EditListingPage },
  ]);
}

/** Types a value at once (pasting is quicker than typing it key by key in jsdom). */
async function fill(user: User, box: HTMLElement, value: string) {
  await user.click(box);
  await user.paste(value);
}

async function fillRequired(user: User) {
  await fill(user, await screen.findByLabelText(/^Name/), "Lakeside Institute");
  await fill(user, screen.getByLabelText(/^Street address/), "4 Lake View");
  await fill(user, screen.getByLabelText(/^City/), "Pune");
  await fill(user, screen.getByLabelText(/^State/), "Maharashtra");
}

const group = (name: string) => screen.getByRole("group", { name });

/** The details the form sent, once the page says it was saved. */
async function submitted(calls: { method: string; body: unknown }[]) {
  await screen.findByText(/^Your (listing|changes) (is|are) pending review$/);
  const sent = calls.find((call) => call.method === "POST" || call.method === "PUT")?.body as
    | { details: unknown }
    | undefined;
  return sent?.details;
}

describe("the listing editor's structured facts", () => {
  it("sends a college's facts as the contract's numbers, codes and dates", async () => {
    await signInAs();
    const calls = mockApi({ "POST /api/listings": () => jsonResponse(ownerListing({ status: "PENDING" }), 201) });
    const user = userEvent.setup();
    renderAt("/add-listing?type=college");
    await fillRequired(user);
    await fill(user, screen.getByLabelText(/^Year established/), "1998");
    await fill(user, screen.getByLabelText(/^Accreditation/), "NAAC A++");
    await user.click(within(group("Hostel (optional)")).getByRole("radio", { name: "Yes" }));

    await user.click(screen.getByRole("button", { name: "Add course" }));
    const first = group("Course 1");
    expect(within(first).getByLabelText(/^Course name/)).toHaveFocus();
    await user.paste("B.Tech Computer Science");
    await user.selectOptions(within(first).getByLabelText(/^Level/), "Undergraduate (UG)");
    await fill(user, within(first).getByLabelText(/^Duration/), "4");
    await fill(user, within(first).getByLabelText(/^Seats/), "120");
    await user.click(screen.getByRole("button", { name: "Add course" }));
    await fill(user, within(group("Course 2")).getByLabelText(/^Course name/), "Diploma in Nursing");
    await fill(user, within(group("Course 2")).getByLabelText(/^Duration/), "1.5");

    await fill(user, screen.getByLabelText(/^Lowest tuition/), "1,20,000");
    await fill(user, screen.getByLabelText(/^Highest tuition/), "180000");
    await fill(user, screen.getByLabelText(/^Fee note/), "Hostel ₹60,000 a year extra.");
    await fill(user, screen.getByLabelText(/^Entrance exams/), "JEE Main\nMHT CET");
    await fill(user, screen.getByLabelText(/^Opening date/), "2027-03-01");
    await fill(user, screen.getByLabelText(/^Closing date/), "2027-04-30");
    await fill(user, screen.getByLabelText(/^Ranking body/), "NIRF (Engineering)");
    await fill(user, screen.getByLabelText(/^Rank \(optional\)/), "12");
    await fill(user, screen.getByLabelText(/^Year of the ranking/), "2026");
    await fill(user, screen.getByLabelText(/^Median package/), "850000");
    await fill(user, screen.getByLabelText(/^Per cent placed/), "92");
    await user.click(screen.getByRole("button", { name: "Submit listing" }));

    expect(await submitted(calls)).toEqual({
      kind: "COLLEGE",
      establishedYear: 1998,
      affiliation: null,
      courses: [
        { name: "B.Tech Computer Science", level: "UG", durationYears: 4, seats: 120 },
        { name: "Diploma in Nursing", level: null, durationYears: 1.5, seats: null },
      ],
      tuition: { min: 120000, max: 180000, currency: "INR" },
      feeNote: "Hostel ₹60,000 a year extra.",
      entranceExams: ["JEE Main", "MHT CET"],
      admission: { opens: "2027-03-01", closes: "2027-04-30" },
      accreditation: "NAAC A++",
      ranking: { body: "NIRF (Engineering)", rank: 12, year: 2026 },
      hostel: true,
      placements: { year: null, medianPackage: 850000, placedPercent: 92 },
    });
  });

  it("sends a school's grades, one fee figure, boarding, transport and facilities", async () => {
    await signInAs();
    const calls = mockApi({ "POST /api/listings": () => jsonResponse(ownerListing({ status: "PENDING" }), 201) });
    const user = userEvent.setup();
    renderAt("/add-listing?type=school");
    await fillRequired(user);
    await fill(user, screen.getByLabelText(/^Boards/), "CBSE\nCambridge IGCSE");
    await user.selectOptions(screen.getByLabelText(/^Lowest grade/), "Nursery");
    await user.selectOptions(screen.getByLabelText(/^Highest grade/), "Class 10");
    await fill(user, screen.getByLabelText(/^Highest annual fee/), "45000");
    await fill(user, screen.getByLabelText(/^Students per teacher/), "25");
    await user.selectOptions(screen.getByLabelText(/^Day or boarding/), "Day and boarding");
    await user.click(within(group("School transport (optional)")).getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("checkbox", { name: "Swimming pool" }));
    await user.click(screen.getByRole("checkbox", { name: "Library" }));
    await user.click(screen.getByRole("button", { name: "Submit listing" }));

    expect(await submitted(calls)).toEqual({
      kind: "SCHOOL",
      boards: ["CBSE", "Cambridge IGCSE"],
      grades: { from: "NURSERY", to: "10" },
      gradesNote: null,
      medium: null,
      // One figure is both ends.
      annualFee: { min: 45000, max: 45000, currency: "INR" },
      feeNote: null,
      studentsPerTeacher: 25,
      boarding: "DAY_AND_BOARDING",
      transport: false,
      admission: null,
      facilities: ["LIBRARY", "SWIMMING_POOL"],
    });
  });

  it("sends a tutor's levels, fee a month, batch size, demo class and experience", async () => {
    await signInAs();
    const calls = mockApi({ "POST /api/listings": () => jsonResponse(ownerListing({ status: "PENDING" }), 201) });
    const user = userEvent.setup();
    renderAt("/add-listing?type=tutorial");
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: "Competitive exams" }));
    await user.click(screen.getByRole("checkbox", { name: "Primary (Classes 1–5)" }));
    await fill(user, screen.getByLabelText(/^Fee \(optional\)/), "4000");
    await user.selectOptions(screen.getByLabelText(/^Per/), "Month");
    await fill(user, screen.getByLabelText(/^Batch size/), "1");
    await user.click(within(group("Free demo class (optional)")).getByRole("radio", { name: "Yes" }));
    await fill(user, screen.getByLabelText(/^Years of experience/), "0");
    await user.click(screen.getByRole("button", { name: "Submit listing" }));

    expect(await submitted(calls)).toEqual({
      kind: "TUTORIAL",
      subjects: [],
      levels: ["PRIMARY", "COMPETITIVE_EXAMS"],
      modes: [],
      fee: { amount: 4000, currency: "INR", per: "MONTH" },
      feeNote: null,
      batchSize: 1,
      demoClass: true,
      experienceYears: 0,
    });
  });

  it("loads every saved fact of a school and a tutor back into its box", async () => {
    await signInAs();
    mockApi({
      "GET /api/listings/5/manage": ownerListing({ id: 5, type: "SCHOOL", details: schoolDetails() }),
      "GET /api/listings/6/manage": ownerListing({ id: 6, type: "TUTORIAL", details: tutorDetails() }),
    });
    const school = renderAt("/edit-listing/5");
    expect(await screen.findByLabelText(/^Boards/)).toHaveValue("CBSE\nCambridge IGCSE");
    expect(screen.getByLabelText(/^Lowest grade/)).toHaveDisplayValue("Nursery");
    expect(screen.getByLabelText(/^Highest grade/)).toHaveDisplayValue("Class 12");
    expect(screen.getByLabelText(/^Grades note/)).toHaveValue("Class 11 and 12 in science and commerce.");
    expect(screen.getByLabelText(/^Lowest annual fee/)).toHaveValue("45000");
    expect(screen.getByLabelText(/^Highest annual fee/)).toHaveValue("45000");
    expect(screen.getByLabelText(/^Fee note/)).toHaveValue("Transport ₹12,000 a year extra.");
    expect(screen.getByLabelText(/^Students per teacher/)).toHaveValue("25");
    expect(screen.getByLabelText(/^Day or boarding/)).toHaveDisplayValue("Day and boarding");
    expect(within(group("School transport (optional)")).getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(screen.getByLabelText(/^Opening date/)).toHaveValue("2027-01-10");
    expect(screen.getByLabelText(/^Closing date/)).toHaveValue("");
    const facilities = within(group("Facilities (optional)")).getAllByRole("checkbox", { checked: true });
    expect(facilities.map((box) => box.closest("label")?.textContent)).toEqual([
      "Science labs",
      "Library",
      "Sports grounds",
    ]);
    school.unmount();

    renderAt("/edit-listing/6");
    expect(await screen.findByLabelText(/^Subjects/)).toHaveValue("Maths\nPhysics");
    const levels = within(group("Levels taught (optional)")).getAllByRole("checkbox", { checked: true });
    expect(levels.map((box) => box.closest("label")?.textContent)).toEqual([
      "Secondary (Classes 9–10)",
      "Senior secondary (Classes 11–12)",
    ]);
    expect(screen.getByRole("checkbox", { name: "Online" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "In person" })).toBeChecked();
    expect(screen.getByLabelText(/^Fee \(optional\)/)).toHaveValue("600");
    expect(screen.getByLabelText(/^Per/)).toHaveDisplayValue("Hour");
    expect(screen.getByLabelText(/^Batch size/)).toHaveValue("6");
    expect(within(group("Free demo class (optional)")).getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(screen.getByLabelText(/^Years of experience/)).toHaveValue("8");
  });

  it("removes a course by its own button and gives the focus back to Add course", async () => {
    await signInAs();
    mockApi({ "GET /api/listings/5/manage": ownerListing({ id: 5 }) });
    const user = userEvent.setup();
    renderAt("/edit-listing/5");
    await user.click(await screen.findByRole("button", { name: "Remove course 1" }));
    expect(screen.getByRole("button", { name: "Add course" })).toHaveFocus();
    expect(within(group("Course 1")).getByLabelText(/^Course name/)).toHaveValue("M.A. Economics");
    expect(screen.queryByRole("group", { name: "Course 2" })).not.toBeInTheDocument();
  });

  it("checks the facts with the contract before sending, each message beside its box", async () => {
    await signInAs();
    const calls = mockApi({});
    const user = userEvent.setup();
    renderAt("/add-listing?type=college");
    await fillRequired(user);
    await fill(user, screen.getByLabelText(/^Lowest tuition/), "200000");
    await fill(user, screen.getByLabelText(/^Highest tuition/), "90000");
    await fill(user, screen.getByLabelText(/^Opening date/), "2027-05-01");
    await fill(user, screen.getByLabelText(/^Closing date/), "2027-04-30");
    await fill(user, screen.getByLabelText(/^Median package/), "8.5 lakh");
    await user.click(screen.getByRole("button", { name: "Add course" }));
    await fill(user, within(group("Course 1")).getByLabelText(/^Duration/), "1.25");
    await user.click(screen.getByRole("button", { name: "Submit listing" }));

    expect(await screen.findByLabelText(/^Highest tuition/)).toHaveAccessibleDescription(
      "In rupees a year Highest tuition must not be less than lowest tuition.",
    );
    expect(screen.getByLabelText(/^Closing date/)).toHaveAccessibleDescription(
      "Closing date must not be before opening date.",
    );
    expect(screen.getByLabelText(/^Median package/)).toHaveAccessibleDescription(
      "In rupees a year Median package must be a whole number.",
    );
    const course = group("Course 1");
    expect(within(course).getByLabelText(/^Course name/)).toHaveAccessibleDescription("Course name is required.");
    expect(within(course).getByLabelText(/^Duration/)).toHaveAccessibleDescription(
      "In years: 1.5 for 18 months Duration must be in half years.",
    );
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("asks for the rest of a half-given grade range or ranking, and names a course listed twice", async () => {
    await signInAs();
    const calls = mockApi({});
    const user = userEvent.setup();
    const school = renderAt("/add-listing?type=school");
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/^Lowest grade/), "Class 1");
    await user.click(screen.getByRole("button", { name: "Submit listing" }));
    expect(await screen.findByLabelText(/^Highest grade/)).toHaveAccessibleDescription("Highest grade is required.");
    school.unmount();

    renderAt("/add-listing?type=college");
    await fillRequired(user);
    await fill(user, screen.getByLabelText(/^Rank \(optional\)/), "12");
    await user.click(screen.getByRole("button", { name: "Submit listing" }));
    expect(await screen.findByLabelText(/^Ranking body/)).toHaveAccessibleDescription(
      "For example NIRF (Engineering) Ranking body is required.",
    );
    expect(screen.getByLabelText(/^Year of the ranking/)).toHaveAccessibleDescription(
      "Year of the ranking is required.",
    );
    await fill(user, screen.getByLabelText(/^Ranking body/), "NIRF");
    await fill(user, screen.getByLabelText(/^Year of the ranking/), "2026");
    for (const name of ["B.Com", "b.com"]) {
      await user.click(screen.getByRole("button", { name: "Add course" }));
      await user.paste(name);
    }
    await user.click(screen.getByRole("button", { name: "Submit listing" }));
    expect(await within(group("Courses")).findByRole("alert")).toHaveTextContent(
      "b.com is listed twice: list each course once.",
    );
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("shows the server's issues about facts beside their boxes, a course's in its row", async () => {
    await signInAs();
    mockApi({
      "POST /api/listings": badRequest([
        { path: "details.tuition.max", message: "details.tuition.max must be at most 100000000" },
        { path: "details.courses.1.seats", message: "details.courses seats must be at most 100000" },
        { path: "details.entranceExams.1", message: "details.entranceExams must not contain control characters" },
      ]),
    });
    const user = userEvent.setup();
    renderAt("/add-listing?type=college");
    await fillRequired(user);
    for (const name of ["B.Com", "BBA"]) {
      await user.click(screen.getByRole("button", { name: "Add course" }));
      await user.paste(name);
    }
    await fill(user, screen.getByLabelText(/^Entrance exams/), "CAT\nMAT");
    await user.click(screen.getByRole("button", { name: "Submit listing" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByLabelText(/^Highest tuition/)).toHaveAccessibleDescription(
      "In rupees a year Highest tuition must be at most 100000000.",
    );
    expect(within(group("Course 2")).getByLabelText(/^Seats/)).toHaveAccessibleDescription(
      "Seats must be at most 100000.",
    );
    expect(within(group("Course 1")).getByLabelText(/^Seats/)).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/^Entrance exams/)).toHaveAccessibleDescription(
      "One exam a line, for example JEE Main. Entrance exams must not contain control characters.",
    );
  });
});
