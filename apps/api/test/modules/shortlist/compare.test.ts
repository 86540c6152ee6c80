/**
 * Compare (issue 27 item 3): GET /api/listings/compare answers two to four published listings of one
 * type as rows of facts, the best value marked only where "best" is clear, and refuses anything else
 * with a 400 that says why.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertApprovedReviews, insertListing, insertUser } from "../../helpers/fixtures.ts";

let t: TestApp;
let a: number;
let b: number;
let c: number;
let tutorA: number;
let tutorB: number;
let tutorC: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = (name: string, board: string, city: string) =>
    insertListing(db, {
      name,
      type: "SCHOOL",
      city,
      state: "Maharashtra",
      logo: null,
      details: { kind: "SCHOOL", board, grades: "KG–12", medium: "English" },
    });
  a = (await school("Sunrise School", "CBSE", "Pune")).id;
  b = (await school("Lotus School", "ICSE", "Pune")).id;
  c = (
    await insertListing(db, { name: "Bare School", type: "SCHOOL", city: "Nashik", state: "Maharashtra", logo: null })
  ).id;
  const authors = await Promise.all([1, 2, 3].map(() => insertUser(db)));
  await insertApprovedReviews(db, a, [5, 4], authors);
  await insertApprovedReviews(db, b, [3], authors);
  const tutor = (name: string, hourlyRate: string) =>
    insertListing(db, {
      name,
      type: "TUTORIAL",
      logo: null,
      details: { kind: "TUTORIAL", subjects: ["Maths"], modes: ["ONLINE"], hourlyRate },
    });
  tutorA = (await tutor("Tutor A", "₹500 per hour")).id;
  tutorB = (await tutor("Tutor B", "₹1,200 per hour")).id;
  tutorC = (await tutor("Tutor C", "Ask for the fee")).id;
  hidden = (await insertListing(db, { name: "Hidden School", type: "SCHOOL", status: "PENDING" })).id;
});
afterAll(() => t.close());

const compare = (ids: string) => t.app.inject({ method: "GET", url: `/api/listings/compare?ids=${ids}` });
const cells = (body: { rows: { key: string; cells: { text: string | null; best: boolean }[] }[] }, key: string) =>
  body.rows.find((row) => row.key === key)?.cells;

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
    expect(body.rows.slice(0, 6)).toEqual([
      {
        key: "location",
        label: "Location",
        better: null,
        cells: [
          { text: "Pune, Maharashtra", best: false },
          { text: "Pune, Maharashtra", best: false },
          { text: "Nashik, Maharashtra", best: false },
        ],
        differs: true,
      },
      {
        key: "board",
        label: "Board",
        better: null,
        cells: [
          { text: "CBSE", best: false },
          { text: "ICSE", best: false },
          { text: null, best: false },
        ],
        differs: true,
      },
      {
        key: "grades",
        label: "Grades",
        better: null,
        cells: [
          { text: "KG–12", best: false },
          { text: "KG–12", best: false },
          { text: null, best: false },
        ],
        differs: true,
      },
      {
        key: "medium",
        label: "Medium of teaching",
        better: null,
        cells: [
          { text: "English", best: false },
          { text: "English", best: false },
          { text: null, best: false },
        ],
        differs: true,
      },
      {
        key: "rating",
        label: "Average rating",
        better: "HIGHER",
        cells: [
          { text: "4.5 out of 5", best: true },
          { text: "3.0 out of 5", best: false },
          { text: null, best: false },
        ],
        differs: true,
      },
      {
        key: "reviewCount",
        label: "Reviews",
        better: "HIGHER",
        cells: [
          { text: "2 reviews", best: true },
          { text: "1 review", best: false },
          { text: "0 reviews", best: false },
        ],
        differs: true,
      },
    ]);
    expect(body.rows.map((row: { key: string }) => row.key)).toEqual([
      "location",
      "board",
      "grades",
      "medium",
      "rating",
      "reviewCount",
      "score",
      "topic.TEACHING",
      "topic.SAFETY",
      "topic.ACTIVITIES",
      "topic.FACILITIES",
      "topic.PARENT_COMMUNICATION",
    ]);
    expect(cells(body, "score")?.map((cell: { best: boolean }) => cell.best)).toEqual([true, false, false]);
  });

  it("marks the lower fee only where every fee can be read as a number", async () => {
    const readable = (await compare(`${tutorB},${tutorA}`)).json();
    expect(cells(readable, "hourlyRate")).toEqual([
      { text: "₹1,200 per hour", best: false },
      { text: "₹500 per hour", best: true },
    ]);
    const unreadable = (await compare(`${tutorA},${tutorB},${tutorC}`)).json();
    expect(cells(unreadable, "hourlyRate")).toEqual([
      { text: "₹500 per hour", best: false },
      { text: "₹1,200 per hour", best: false },
      { text: "Ask for the fee", best: false },
    ]);
  });

  it("marks nothing where all are equal, and flags no difference", async () => {
    const body = (await compare(`${tutorA},${tutorB}`)).json();
    expect(body.rows.find((row: { key: string }) => row.key === "subjects")).toEqual({
      key: "subjects",
      label: "Subjects",
      better: null,
      cells: [
        { text: "Maths", best: false },
        { text: "Maths", best: false },
      ],
      differs: false,
    });
    expect(cells(body, "reviewCount")).toEqual([
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
