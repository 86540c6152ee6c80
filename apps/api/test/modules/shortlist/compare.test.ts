/**
 * Compare (issue 27 item 3): GET /api/listings/compare answers two to four published listings of one
 * type as rows of facts, the best value marked only where "best" is clear, and refuses anything else
 * with a 400 that says why. The structured facts (issue 27 item 1) are rows in the contracts' words:
 * fees compare in one currency and period, a rank with the same ranking body and year, placements of
 * one year; yes/no rows and lists only show where listings differ.
 */
import type { ListingDetails } from "@lwl/contracts/listings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertApprovedReviews, insertListing, insertUser } from "../../helpers/fixtures.ts";

type Details<Kind extends ListingDetails["kind"]> = Extract<ListingDetails, { kind: Kind }>;

const inr = (min: number, max: number) => ({ min, max, currency: "INR" as const });

const collegeDetails = (facts: Partial<Details<"COLLEGE">>): Details<"COLLEGE"> => ({
  kind: "COLLEGE",
  establishedYear: null,
  affiliation: null,
  courses: [],
  tuition: null,
  feeNote: null,
  entranceExams: [],
  admission: null,
  accreditation: null,
  ranking: null,
  hostel: null,
  placements: null,
  ...facts,
});
const schoolDetails = (facts: Partial<Details<"SCHOOL">>): Details<"SCHOOL"> => ({
  kind: "SCHOOL",
  boards: [],
  grades: null,
  gradesNote: null,
  medium: null,
  annualFee: null,
  feeNote: null,
  studentsPerTeacher: null,
  boarding: null,
  transport: null,
  admission: null,
  facilities: [],
  ...facts,
});
const tutorDetails = (facts: Partial<Details<"TUTORIAL">>): Details<"TUTORIAL"> => ({
  kind: "TUTORIAL",
  subjects: ["Maths"],
  levels: [],
  modes: ["ONLINE"],
  fee: null,
  feeNote: null,
  batchSize: null,
  demoClass: null,
  experienceYears: null,
  ...facts,
});

let t: TestApp;
let a: number;
let b: number;
let c: number;
let kaveri: number;
let tunga: number;
let sharavati: number;
let tutorA: number;
let tutorB: number;
let tutorC: number;
let tutorD: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = async (name: string, city: string, details: Details<"SCHOOL"> | null) =>
    (await insertListing(db, { name, type: "SCHOOL", city, state: "Maharashtra", logo: null, details })).id;
  a = await school(
    "Sunrise School",
    "Pune",
    schoolDetails({
      boards: ["CBSE"],
      grades: { from: "LKG", to: "12" },
      medium: "English",
      annualFee: inr(60_000, 90_000),
      studentsPerTeacher: 25,
      boarding: "DAY",
      transport: true,
      admission: { opens: "2027-01-10", closes: "2027-03-31" },
      facilities: ["LIBRARY", "SPORTS"],
    }),
  );
  b = await school(
    "Lotus School",
    "Pune",
    schoolDetails({
      boards: ["ICSE", "IGCSE"],
      gradesNote: "Nursery to Class 10, then IGCSE",
      medium: "English",
      annualFee: inr(60_000, 120_000),
      feeNote: "Transport ₹12,000 a year",
      studentsPerTeacher: 30,
      boarding: "DAY_AND_BOARDING",
      transport: true,
      facilities: ["LIBRARY"],
    }),
  );
  c = await school("Bare School", "Nashik", null);
  const authors = await Promise.all([1, 2, 3].map(() => insertUser(db)));
  await insertApprovedReviews(db, a, [5, 4], authors);
  await insertApprovedReviews(db, b, [3], authors);

  const college = async (name: string, details: Details<"COLLEGE">) =>
    (await insertListing(db, { name, type: "COLLEGE", city: "Mysuru", state: "Karnataka", logo: null, details })).id;
  const nirf = (rank: number, year: number) => ({ body: "NIRF (Engineering)", rank, year });
  kaveri = await college(
    "Kaveri College",
    collegeDetails({
      establishedYear: 1965,
      affiliation: "VTU",
      courses: [
        { name: "B.Tech", level: "UG", durationYears: 4, seats: 120 },
        { name: "M.Tech", level: "PG", durationYears: 2, seats: 18 },
        { name: "PhD Engineering", level: "DOCTORATE", durationYears: null, seats: null },
        { name: "Certificate in Design", level: null, durationYears: 0.5, seats: null },
      ],
      tuition: inr(120_000, 180_000),
      feeNote: "Hostel ₹60,000 a year extra",
      entranceExams: ["JEE Main", "KCET"],
      admission: { opens: "2027-03-01", closes: "2027-04-30" },
      accreditation: "NAAC A++",
      ranking: nirf(12, 2026),
      hostel: true,
      placements: { year: 2026, medianPackage: 600_000, placedPercent: 82.5 },
    }),
  );
  tunga = await college(
    "Tunga College",
    collegeDetails({
      courses: [{ name: "Diploma in Civil Engineering", level: "DIPLOMA", durationYears: 3, seats: 60 }],
      tuition: inr(100_000, 150_000),
      entranceExams: ["KCET"],
      admission: { opens: null, closes: "2027-05-15" },
      ranking: nirf(40, 2026),
      hostel: false,
      placements: { year: 2026, medianPackage: 450_000, placedPercent: 91 },
    }),
  );
  sharavati = await college(
    "Sharavati College",
    collegeDetails({
      feeNote: "₹6,00,000 for the whole programme",
      ranking: nirf(5, 2025),
      placements: { year: 2025, medianPackage: 900_000, placedPercent: null },
    }),
  );

  const tutor = async (name: string, details: Details<"TUTORIAL">) =>
    (await insertListing(db, { name, type: "TUTORIAL", logo: null, details })).id;
  tutorA = await tutor(
    "Tutor A",
    tutorDetails({
      levels: ["SECONDARY"],
      fee: { amount: 500, currency: "INR", per: "HOUR" },
      batchSize: 1,
      demoClass: true,
      experienceYears: 8,
    }),
  );
  tutorB = await tutor(
    "Tutor B",
    tutorDetails({
      levels: ["SECONDARY", "SENIOR_SECONDARY"],
      modes: ["ONLINE", "IN_PERSON"],
      fee: { amount: 1200, currency: "INR", per: "HOUR" },
      batchSize: 6,
      demoClass: false,
      experienceYears: 12,
    }),
  );
  tutorC = await tutor(
    "Tutor C",
    tutorDetails({ fee: { amount: 4000, currency: "INR", per: "MONTH" }, experienceYears: 1 }),
  );
  tutorD = await tutor("Tutor D", tutorDetails({ feeNote: "Ask for the fee" }));
  hidden = (await insertListing(db, { name: "Hidden School", type: "SCHOOL", status: "PENDING" })).id;
});
afterAll(() => t.close());

interface Cell {
  text: string | null;
  best: boolean;
}
interface Row {
  key: string;
  label: string;
  better: string | null;
  cells: Cell[];
  differs: boolean;
}

const compare = (ids: string) => t.app.inject({ method: "GET", url: `/api/listings/compare?ids=${ids}` });

async function rowsOf(ids: number[]): Promise<Row[]> {
  const response = await compare(ids.join(","));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows;
}

/** Each row's key with its cells' texts, "*" after the best. */
const marked = (rows: Row[], keys: string[]) =>
  Object.fromEntries(
    keys.map((key) => [
      key,
      rows.find((row) => row.key === key)?.cells.map((cell) => (cell.best ? `${cell.text} *` : cell.text)),
    ]),
  );

describe("comparing listings", () => {
  it("answers the listings in the order asked, a row per fact of their type, best marked and differences flagged", async () => {
    const response = await compare(`${a},${b},${c}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.type).toBe("SCHOOL");
    expect(body.listings.map((listing: { name: string }) => listing.name)).toEqual([
      "Sunrise School",
      "Lotus School",
      "Bare School",
    ]);
    const row = (key: string, label: string, better: string | null, cells: Cell[], differs = true) => ({
      key,
      label,
      better,
      cells,
      differs,
    });
    const none = { text: null, best: false };
    const shown = (text: string, best = false) => ({ text, best });
    expect(body.rows.slice(0, 12)).toEqual([
      row("location", "Location", null, [
        shown("Pune, Maharashtra"),
        shown("Pune, Maharashtra"),
        shown("Nashik, Maharashtra"),
      ]),
      row("boards", "Boards", null, [shown("CBSE"), shown("ICSE, IGCSE"), none]),
      row("grades", "Grades", null, [shown("LKG – Class 12"), shown("Nursery to Class 10, then IGCSE"), none]),
      row("medium", "Medium of teaching", null, [shown("English"), shown("English"), none]),
      // Both ends lowest: ₹60,000 – ₹90,000 beats ₹60,000 – ₹1,20,000.
      row("annualFee", "Annual fee", "LOWER", [
        shown("₹60,000 – ₹90,000 a year", true),
        shown("₹60,000 – ₹1,20,000 a year (Transport ₹12,000 a year)"),
        none,
      ]),
      row("studentsPerTeacher", "Students per teacher", "LOWER", [shown("25:1", true), shown("30:1"), none]),
      row("boarding", "Day or boarding", null, [shown("Day school"), shown("Day and boarding"), none]),
      row("transport", "School transport", null, [shown("Yes"), shown("Yes"), none]),
      row("admission", "Admissions", null, [shown("Opens 10 Jan 2027, closes 31 Mar 2027"), none, none]),
      row("facilities", "Facilities", null, [shown("Library, Sports grounds"), shown("Library"), none]),
      row("rating", "Average rating", "HIGHER", [shown("4.5 out of 5", true), shown("3.0 out of 5"), none]),
      row("reviewCount", "Reviews", "HIGHER", [shown("2 reviews", true), shown("1 review"), shown("0 reviews")]),
    ]);
    expect(body.rows.map((found: Row) => found.key).slice(12)).toEqual([
      "score",
      "topic.TEACHING",
      "topic.SAFETY",
      "topic.ACTIVITIES",
      "topic.FACILITIES",
      "topic.PARENT_COMMUNICATION",
    ]);
    expect(body.rows.find((found: Row) => found.key === "score")?.cells.map((cell: Cell) => cell.best)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("reads a college's facts: courses with their level, fees, exams, admissions, ranking and placements", async () => {
    const rows = await rowsOf([kaveri, tunga]);
    expect(rows.map((row) => [row.key, row.label, row.better])).toEqual([
      ["location", "Location", null],
      ["established", "Established", null],
      ["affiliation", "Affiliation", null],
      ["courses", "Courses", null],
      ["tuition", "Tuition", "LOWER"],
      ["entranceExams", "Entrance exams", null],
      ["admission", "Admissions", null],
      ["hostel", "Hostel", null],
      ["accreditation", "Accreditation", null],
      ["ranking", "Ranking", "LOWER"],
      ["medianPackage", "Median package (placements)", "HIGHER"],
      ["placedPercent", "Students placed", "HIGHER"],
      ["rating", "Average rating", "HIGHER"],
      ["reviewCount", "Reviews", "HIGHER"],
      ["score", "Review score", "HIGHER"],
      ["topic.ACADEMICS", "Academics (reviews)", "HIGHER"],
      ["topic.FACULTY", "Faculty (reviews)", "HIGHER"],
      ["topic.PLACEMENTS", "Placements (reviews)", "HIGHER"],
      ["topic.INFRASTRUCTURE", "Infrastructure (reviews)", "HIGHER"],
      ["topic.CAMPUS_LIFE", "Campus life (reviews)", "HIGHER"],
      ["topic.VALUE_FOR_MONEY", "Value for money (reviews)", "HIGHER"],
    ]);
    expect(
      marked(
        rows,
        rows.slice(1, 12).map((row) => row.key),
      ),
    ).toEqual({
      established: ["1965", null],
      affiliation: ["VTU", null],
      courses: [
        "B.Tech (UG), M.Tech (PG), PhD Engineering (PhD), Certificate in Design",
        "Diploma in Civil Engineering (Diploma)",
      ],
      tuition: ["₹1,20,000 – ₹1,80,000 a year (Hostel ₹60,000 a year extra)", "₹1,00,000 – ₹1,50,000 a year *"],
      entranceExams: ["JEE Main, KCET", "KCET"],
      admission: ["Opens 1 Mar 2027, closes 30 Apr 2027", "Closes 15 May 2027"],
      hostel: ["Yes", "No"],
      accreditation: ["NAAC A++", null],
      ranking: ["Rank 12 in NIRF (Engineering) 2026 *", "Rank 40 in NIRF (Engineering) 2026"],
      medianPackage: ["₹6,00,000 a year (2026) *", "₹4,50,000 a year (2026)"],
      placedPercent: ["82.5% (2026)", "91% (2026) *"],
    });
  });

  it("marks no fee, rank or placement across a fee in words, another ranking year or another placement year", async () => {
    const rows = await rowsOf([kaveri, tunga, sharavati]);
    expect(marked(rows, ["tuition", "ranking", "medianPackage", "placedPercent"])).toEqual({
      tuition: [
        "₹1,20,000 – ₹1,80,000 a year (Hostel ₹60,000 a year extra)",
        "₹1,00,000 – ₹1,50,000 a year",
        "₹6,00,000 for the whole programme",
      ],
      ranking: [
        "Rank 12 in NIRF (Engineering) 2026",
        "Rank 40 in NIRF (Engineering) 2026",
        "Rank 5 in NIRF (Engineering) 2025",
      ],
      medianPackage: ["₹6,00,000 a year (2026)", "₹4,50,000 a year (2026)", "₹9,00,000 a year (2025)"],
      // Sharavati states no share placed: the two of 2026 still compare.
      placedPercent: ["82.5% (2026)", "91% (2026) *", null],
    });
  });

  it("reads a tutor's facts; the lower fee is marked only among fees of one period", async () => {
    const rows = await rowsOf([tutorB, tutorA]);
    expect(rows.slice(1, 8).map((row) => [row.key, row.label, row.better, row.differs])).toEqual([
      ["subjects", "Subjects", null, false],
      ["levels", "Levels taught", null, true],
      ["modes", "Teaching modes", null, true],
      ["fee", "Fee", "LOWER", true],
      ["batchSize", "Batch size", null, true],
      ["demoClass", "Demo class", null, true],
      ["experience", "Experience", "HIGHER", true],
    ]);
    expect(marked(rows, ["subjects", "levels", "modes", "fee", "batchSize", "demoClass", "experience"])).toEqual({
      subjects: ["Maths", "Maths"],
      levels: ["Secondary (Classes 9–10), Senior secondary (Classes 11–12)", "Secondary (Classes 9–10)"],
      modes: ["Online and In person", "Online"],
      fee: ["₹1,200 an hour", "₹500 an hour *"],
      batchSize: ["Up to 6 students", "One-to-one"],
      demoClass: ["No", "Yes"],
      experience: ["12 years *", "8 years"],
    });
    expect(marked(await rowsOf([tutorA, tutorB, tutorC]), ["fee", "experience"])).toEqual({
      fee: ["₹500 an hour", "₹1,200 an hour", "₹4,000 a month"],
      experience: ["8 years", "12 years *", "1 year"],
    });
    expect(marked(await rowsOf([tutorA, tutorB, tutorD]), ["fee"])).toEqual({
      fee: ["₹500 an hour", "₹1,200 an hour", "Ask for the fee"],
    });
  });

  it("marks nothing where all are equal, and flags no difference", async () => {
    const body = (await compare(`${tutorC},${tutorD}`)).json();
    expect(body.rows.find((row: Row) => row.key === "subjects")).toEqual({
      key: "subjects",
      label: "Subjects",
      better: null,
      cells: [
        { text: "Maths", best: false },
        { text: "Maths", best: false },
      ],
      differs: false,
    });
    expect(body.rows.find((row: Row) => row.key === "reviewCount")?.cells).toEqual([
      { text: "0 reviews", best: false },
      { text: "0 reviews", best: false },
    ]);
  });
});

describe("the refusals (400 with what is wrong)", () => {
  const IDS = "ids must be 2 to 4 listing ids separated by commas, like 12,15,31";
  it.each([
    ["", IDS],
    ["1", IDS],
    ["1,2,3,4,5", IDS],
    ["1,x", IDS],
    ["1,-2", IDS],
    ["1,2147483648", IDS],
    ["4,4", "ids must not name a listing twice"],
  ])("ids=%s", async (ids, message) => {
    const response = await compare(ids);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`ids: ${message}`.replace(/^ids: ids/, "ids"));
  });

  it("without ids", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/listings/compare" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("ids must be 2 to 4 listing ids");
  });

  it("listings of different types", async () => {
    const response = await compare(`${a},${tutorA}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Only listings of one type can be compared: colleges with colleges, schools with schools, tutors with tutors",
    );
  });

  it("an unknown or unpublished listing", async () => {
    const response = await compare(`${a},${hidden},999999`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Listings ${hidden}, 999999 cannot be compared: not found or not published`);
  });
});
