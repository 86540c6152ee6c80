/**
 * A listing's structured facts (issue 27 item 1) through the real calls: a full body of each type is
 * stored and shown exactly as written, once an administrator approves it; a sparse or untidy body is
 * read into the contract's shape; an owner's edit of the facts of a live listing waits in the queue;
 * and every fact that cannot be right is refused with a 400 naming the field and saying why.
 */
import type { ListingDetails } from "@lwl/contracts/listings";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingApprovals } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { COLLEGE_FACTS, listingBody, SCHOOL_FACTS, TUTOR_FACTS } from "../../helpers/content-bodies.ts";

const QUEUE = "/adminservice/api/v1/admin/pendingapprovals";

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t, "ListingOwner");
  admin = await signInAs(t, "Administrator");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

/** Approves the open queue item of listing `id` as the administrator would. */
async function approve(id: number): Promise<void> {
  const [open] = await t.database.db
    .select({ id: pendingApprovals.id })
    .from(pendingApprovals)
    .where(
      and(
        eq(pendingApprovals.contentType, "LISTING"),
        eq(pendingApprovals.contentId, id),
        eq(pendingApprovals.status, "PENDING"),
      ),
    );
  if (!open) throw new Error(`no open approval for listing ${id}`);
  const response = await call("PUT", `${QUEUE}/${open.id}/approve`, admin);
  expect(response.statusCode).toBe(200);
}

let names = 0;
/** The owner's new listing of `type` with `details` (right or wrong, as a client may send); a new name each time. */
const create = (type: ListingDetails["kind"], details: object) =>
  call("POST", "/api/listings", owner, { ...listingBody({ type, name: `Facts Listing ${++names}` }), details });

/** A listing of the owner's with `details`, approved and live. */
async function published(type: ListingDetails["kind"], details: object): Promise<{ id: number; name: string }> {
  const created = await create(type, details);
  expect(created.statusCode).toBe(201);
  await approve(created.json().id);
  return { id: created.json().id, name: created.json().name };
}

const FULL: [ListingDetails["kind"], ListingDetails][] = [
  ["COLLEGE", COLLEGE_FACTS],
  ["SCHOOL", SCHOOL_FACTS],
  ["TUTORIAL", TUTOR_FACTS],
];

describe("a full body of each type", () => {
  it.each(FULL)("%s: stored as written, shown to visitors exactly once approved", async (type, facts) => {
    const created = await create(type, facts);
    expect([created.statusCode, created.json().status, created.json().details]).toEqual([201, "PENDING", facts]);
    const id = created.json().id as number;
    expect((await call("GET", `/api/listings/${id}`)).statusCode).toBe(404);

    await approve(id);
    const shown = await call("GET", `/api/listings/${id}`);
    expect([shown.statusCode, shown.json().status, shown.json().details]).toEqual([200, "PUBLISHED", facts]);
  });
});

describe("reading a body into the contract's shape", () => {
  it("gives every fact left out its empty value: null, or an empty list", async () => {
    const college = await create("COLLEGE", { kind: "COLLEGE" });
    expect(college.json().details).toEqual({
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
    });
    const school = await create("SCHOOL", { kind: "SCHOOL" });
    expect(school.json().details).toEqual({
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
    });
    const tutor = await create("TUTORIAL", { kind: "TUTORIAL" });
    expect(tutor.json().details).toEqual({
      kind: "TUTORIAL",
      subjects: [],
      levels: [],
      modes: [],
      fee: null,
      feeNote: null,
      batchSize: null,
      demoClass: null,
      experienceYears: null,
    });
  });

  it("tidies what a form sends: one end of a range, codes in any order and twice, blank dates, a long percentage", async () => {
    const college = await create("COLLEGE", {
      kind: "COLLEGE",
      courses: [{ name: "  B.Sc  " }],
      tuition: { min: 75_000 },
      admission: { opens: "", closes: "2027-05-31" },
      placements: { year: null, medianPackage: null, placedPercent: 83.46 },
    });
    expect(college.json().details).toMatchObject({
      courses: [{ name: "B.Sc", level: null, durationYears: null, seats: null }],
      tuition: { min: 75_000, max: 75_000, currency: "INR" },
      admission: { opens: null, closes: "2027-05-31" },
      placements: { year: null, medianPackage: null, placedPercent: 83.5 },
    });
    const emptyWindow = await create("COLLEGE", {
      kind: "COLLEGE",
      admission: { opens: "", closes: null },
      placements: { year: null },
    });
    expect(emptyWindow.json().details).toMatchObject({ admission: null, placements: null });

    const school = await create("SCHOOL", {
      kind: "SCHOOL",
      annualFee: { max: 48_000, currency: "INR" },
      facilities: ["LIBRARY", "SCIENCE_LABS", "LIBRARY"],
    });
    expect(school.json().details).toMatchObject({
      annualFee: { min: 48_000, max: 48_000, currency: "INR" },
      facilities: ["SCIENCE_LABS", "LIBRARY"],
    });
    const tutor = await create("TUTORIAL", {
      kind: "TUTORIAL",
      levels: ["ADULTS", "PRIMARY"],
      modes: ["IN_PERSON", "ONLINE"],
      fee: { amount: 800, per: "HOUR" },
    });
    expect(tutor.json().details).toMatchObject({
      levels: ["PRIMARY", "ADULTS"],
      modes: ["ONLINE", "IN_PERSON"],
      fee: { amount: 800, currency: "INR", per: "HOUR" },
    });
  });
});

describe("an owner's edit of a live listing's facts", () => {
  it("waits in the queue as pendingChanges, and only shows once approved", async () => {
    const { id, name } = await published("COLLEGE", COLLEGE_FACTS);
    const edited: ListingDetails = {
      ...COLLEGE_FACTS,
      courses: [...COLLEGE_FACTS.courses, { name: "PhD in Commerce", level: "DOCTORATE", durationYears: 3, seats: 8 }],
      tuition: { min: 45_000, max: 95_000, currency: "INR" },
      admission: { opens: "2027-02-15", closes: "2027-04-15" },
      ranking: null,
    };
    const response = await call("PUT", `/api/listings/${id}`, owner, listingBody({ name, details: edited }));
    expect([response.statusCode, response.json().details, response.json().pendingChanges]).toEqual([
      200,
      COLLEGE_FACTS,
      { details: edited },
    ]);
    expect((await call("GET", `/api/listings/${id}`)).json().details).toEqual(COLLEGE_FACTS);

    await approve(id);
    expect((await call("GET", `/api/listings/${id}`)).json().details).toEqual(edited);
    const managed = await call("GET", `/api/listings/${id}/manage`, owner);
    expect([managed.json().details, managed.json().pendingChanges]).toEqual([edited, null]);
  });

  it("is refused whole when a fact is wrong: no proposal is kept", async () => {
    const { id, name } = await published("SCHOOL", SCHOOL_FACTS);
    const response = await call(
      "PUT",
      `/api/listings/${id}`,
      owner,
      listingBody({ name, type: "SCHOOL", details: { ...SCHOOL_FACTS, grades: { from: "10", to: "LKG" } } }),
    );
    expect([response.statusCode, response.json().issues]).toEqual([
      400,
      [{ path: "details.grades.to", message: "details.grades.to must not be below details.grades.from" }],
    ]);
    const managed = await call("GET", `/api/listings/${id}/manage`, owner);
    expect([managed.json().details, managed.json().pendingChanges]).toEqual([SCHOOL_FACTS, null]);
  });
});

/** [what is wrong, the listing's type, the details sent, the failing field, its message] */
const REFUSALS: [string, ListingDetails["kind"], object, string, string][] = [
  [
    "tuition whose max is below its min",
    "COLLEGE",
    { ...COLLEGE_FACTS, tuition: { min: 90_000, max: 40_000 } },
    "details.tuition.max",
    "details.tuition.max must not be less than details.tuition.min",
  ],
  [
    "a negative fee",
    "COLLEGE",
    { ...COLLEGE_FACTS, tuition: { min: -1, max: 40_000 } },
    "details.tuition.min",
    "details.tuition.min must be at least 0",
  ],
  [
    "a fee above ₹10 crore",
    "SCHOOL",
    { ...SCHOOL_FACTS, annualFee: { min: 85_000, max: 100_000_001 } },
    "details.annualFee.max",
    "details.annualFee.max must be at most 100000000",
  ],
  [
    "a fee in dollars",
    "COLLEGE",
    { ...COLLEGE_FACTS, tuition: { min: 1000, max: 2000, currency: "USD" } },
    "details.tuition.currency",
    "details.tuition.currency must be INR",
  ],
  [
    "an admission closing before it opens",
    "COLLEGE",
    { ...COLLEGE_FACTS, admission: { opens: "2027-04-30", closes: "2027-03-01" } },
    "details.admission.closes",
    "details.admission.closes must not be before details.admission.opens",
  ],
  [
    "an admission date that is no day (30 February)",
    "SCHOOL",
    { ...SCHOOL_FACTS, admission: { opens: "2027-02-30", closes: null } },
    "details.admission.opens",
    "details.admission.opens must be a date like 2027-03-01",
  ],
  [
    "an admission date in words",
    "COLLEGE",
    { ...COLLEGE_FACTS, admission: { opens: "2027-03-01", closes: "end of April" } },
    "details.admission.closes",
    "details.admission.closes must be a date like 2027-03-01",
  ],
  [
    "grades running backwards",
    "SCHOOL",
    { ...SCHOOL_FACTS, grades: { from: "12", to: "NURSERY" } },
    "details.grades.to",
    "details.grades.to must not be below details.grades.from",
  ],
  [
    "a grade that is not one",
    "SCHOOL",
    { ...SCHOOL_FACTS, grades: { from: "KG", to: "12" } },
    "details.grades.from",
    "details.grades.from must be one of NURSERY, LKG, UKG, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12",
  ],
  [
    "an unknown course level",
    "COLLEGE",
    { ...COLLEGE_FACTS, courses: [{ name: "MBA", level: "MASTERS" }] },
    "details.courses.0.level",
    "details.courses level must be one of UG, PG, DIPLOMA, DOCTORATE",
  ],
  [
    "a course named twice, in another case",
    "COLLEGE",
    { ...COLLEGE_FACTS, courses: [{ name: "B.Com." }, { name: "b.com." }] },
    "details.courses",
    "details.courses names b.com. twice",
  ],
  [
    "a course of 0.3 years",
    "COLLEGE",
    { ...COLLEGE_FACTS, courses: [{ name: "Certificate in Tally", durationYears: 0.3 }] },
    "details.courses.0.durationYears",
    "details.courses durationYears must be at least 0.5",
  ],
  [
    "a course of 2.3 years",
    "COLLEGE",
    { ...COLLEGE_FACTS, courses: [{ name: "MBA", durationYears: 2.3 }] },
    "details.courses.0.durationYears",
    "details.courses durationYears must be in half years",
  ],
  [
    "a course with no seats",
    "COLLEGE",
    { ...COLLEGE_FACTS, courses: [{ name: "MBA", seats: 0 }] },
    "details.courses.0.seats",
    "details.courses seats must be at least 1",
  ],
  [
    "150 per cent placed",
    "COLLEGE",
    { ...COLLEGE_FACTS, placements: { year: 2026, medianPackage: 600_000, placedPercent: 150 } },
    "details.placements.placedPercent",
    "details.placements.placedPercent must be a number from 0 to 100",
  ],
  [
    "a ranking without its rank",
    "COLLEGE",
    { ...COLLEGE_FACTS, ranking: { body: "NIRF (Colleges)", year: 2026 } },
    "details.ranking.rank",
    "details.ranking.rank must be a whole number",
  ],
  [
    "a rank of 0",
    "COLLEGE",
    { ...COLLEGE_FACTS, ranking: { body: "NIRF (Colleges)", rank: 0, year: 2026 } },
    "details.ranking.rank",
    "details.ranking.rank must be at least 1",
  ],
  [
    "a hostel said in words",
    "COLLEGE",
    { ...COLLEGE_FACTS, hostel: "yes" },
    "details.hostel",
    "details.hostel must be true or false",
  ],
  [
    "an unknown facility",
    "SCHOOL",
    { ...SCHOOL_FACTS, facilities: ["LIBRARY", "HORSE_RIDING"] },
    "details.facilities.1",
    "details.facilities entries must be among SCIENCE_LABS, COMPUTER_LAB, LIBRARY, SPORTS, SWIMMING_POOL, MUSIC_AND_ARTS, SPECIAL_NEEDS",
  ],
  [
    "a boarding option that is none",
    "SCHOOL",
    { ...SCHOOL_FACTS, boarding: "HOSTEL" },
    "details.boarding",
    "details.boarding must be one of DAY, BOARDING, DAY_AND_BOARDING",
  ],
  [
    "201 students to a teacher",
    "SCHOOL",
    { ...SCHOOL_FACTS, studentsPerTeacher: 201 },
    "details.studentsPerTeacher",
    "details.studentsPerTeacher must be at most 200",
  ],
  [
    "an unknown tutoring level",
    "TUTORIAL",
    { ...TUTOR_FACTS, levels: ["PHD"] },
    "details.levels.0",
    "details.levels entries must be among PRIMARY, MIDDLE, SECONDARY, SENIOR_SECONDARY, COLLEGE, COMPETITIVE_EXAMS, ADULTS",
  ],
  [
    "a fee per week",
    "TUTORIAL",
    { ...TUTOR_FACTS, fee: { amount: 1500, per: "WEEK" } },
    "details.fee.per",
    "details.fee.per must be HOUR or MONTH",
  ],
  [
    "a fee in paise",
    "TUTORIAL",
    { ...TUTOR_FACTS, fee: { amount: 499.5, per: "HOUR" } },
    "details.fee.amount",
    "details.fee.amount must be a whole number",
  ],
  [
    "a batch of none",
    "TUTORIAL",
    { ...TUTOR_FACTS, batchSize: 0 },
    "details.batchSize",
    "details.batchSize must be at least 1",
  ],
  ["a college's facts on a school", "SCHOOL", COLLEGE_FACTS, "details.kind", "details.kind must match type"],
  [
    "a kind that is none of the types",
    "COLLEGE",
    { ...COLLEGE_FACTS, kind: "UNIVERSITY" },
    "details.kind",
    "details.kind must be COLLEGE, SCHOOL or TUTORIAL",
  ],
];

describe("refusals", () => {
  it.each(REFUSALS)("refuses %s with a 400 naming the field", async (_what, type, details, path, message) => {
    const response = await create(type, details);
    expect([response.statusCode, response.json().issues]).toEqual([400, [{ path, message }]]);
  });
});
