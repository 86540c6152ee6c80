/**
 * Searching by the structured facts of listings (issue 27 item 1): colleges by course level, entrance
 * exam, hostel and fee band; schools by board (several per school), boarding and fee band; tutors by
 * level and demo class. Each facet counts its values under the other filters (not its own), a filter of
 * another type's facet is a 400 naming the types it is for, and an approved edit moves a listing between
 * facets. The same answers from the index on the HTTP thread, in a thread of its own (PostgreSQL) and
 * from PostgreSQL while the index is not ready (which counts no facets).
 */
import type { ListingWriteInput } from "@lwl/contracts/listing-writes";
import type { CollegeCourse, ListingDetails } from "@lwl/contracts/listings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSearchEngine } from "../../../src/modules/search/index/local-engine.ts";
import { searchIndexReady } from "../../../src/modules/search/service.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { insertListing } from "../../helpers/fixtures.ts";
import { notReady } from "../../helpers/search-engines.ts";

const SEARCH = "/searchservice/api/v1";
const QUEUE = "/adminservice/api/v1/admin/pendingapprovals";

const SETUPS = [
  { name: "the index on the HTTP thread", thread: false, degraded: false },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "the index in a thread of its own", thread: true, degraded: false }]
    : []),
  { name: "PostgreSQL while the index is not ready", thread: false, degraded: true },
];

type Details<Kind extends ListingDetails["kind"]> = Extract<ListingDetails, { kind: Kind }>;

const inr = (min: number, max: number) => ({ min, max, currency: "INR" as const });
const course = (name: string, level: CollegeCourse["level"]): CollegeCourse => ({
  name,
  level,
  durationYears: null,
  seats: null,
});

const college = (facts: Partial<Details<"COLLEGE">>): Details<"COLLEGE"> => ({
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
const school = (facts: Partial<Details<"SCHOOL">>): Details<"SCHOOL"> => ({
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
const tutor = (facts: Partial<Details<"TUTORIAL">>): Details<"TUTORIAL"> => ({
  kind: "TUTORIAL",
  subjects: [],
  levels: [],
  modes: [],
  fee: null,
  feeNote: null,
  batchSize: null,
  demoClass: null,
  experienceYears: null,
  ...facts,
});

/**
 * The fixture. Fee bands by the lowest annual fee, below each band's bound: ₹99,999 is under ₹1 lakh,
 * ₹1,00,000 is in "1 – 3 lakh"; a school's ₹24,999 is under ₹25,000, ₹50,000 in "50,000 – 1 lakh".
 */
const COLLEGES = [
  {
    name: "Zinnia Institute of Technology",
    city: "Pune",
    details: college({
      affiliation: "Pune University",
      courses: [course("B.Tech", "UG"), course("M.Tech", "PG"), course("PhD Engineering", "DOCTORATE")],
      entranceExams: ["JEE Main", "MHT CET"],
      hostel: true,
      tuition: inr(150_000, 250_000),
    }),
  },
  {
    name: "Zinnia Medical College",
    city: "Mumbai",
    details: college({
      affiliation: "Mumbai University",
      // Two UG courses: the college counts once under UG.
      courses: [course("MBBS", "UG"), course("BDS", "UG"), course("MD", "PG")],
      entranceExams: ["NEET UG"],
      hostel: false,
      tuition: inr(600_000, 900_000),
    }),
  },
  {
    name: "Zinnia Arts College",
    city: "Pune",
    details: college({
      affiliation: "Pune University",
      courses: [course("BA", "UG"), course("Diploma in Design", "DIPLOMA"), course("Evening Certificate", null)],
      tuition: inr(99_999, 120_000),
    }),
  },
  {
    name: "Zinnia Commerce College",
    city: "Pune",
    details: college({
      affiliation: "Pune University",
      entranceExams: ["MHT CET"],
      hostel: true,
      tuition: inr(100_000, 100_000),
    }),
  },
  { name: "Zinnia Law College", city: "Pune", details: null },
];

const SCHOOLS = [
  {
    name: "Zinnia Public School",
    city: "Pune",
    details: school({ boards: ["CBSE"], annualFee: inr(24_999, 30_000), boarding: "DAY" }),
  },
  {
    name: "Zinnia International School",
    city: "Mumbai",
    details: school({ boards: ["IB", "IGCSE"], annualFee: inr(300_000, 500_000), boarding: "DAY_AND_BOARDING" }),
  },
  {
    name: "Zinnia Hill School",
    city: "Pune",
    details: school({ boards: ["CBSE", "ICSE"], annualFee: inr(50_000, 80_000), boarding: "BOARDING" }),
  },
  // Says nothing yet; its owner's edit, once approved, puts it under a board, a band and boarding.
  { name: "Zinnia Village School", city: "Pune", details: school({}) },
];

const TUTORS = [
  {
    name: "Zinnia Maths Tutor",
    city: "Pune",
    details: tutor({
      subjects: ["Maths", "Physics"],
      levels: ["SECONDARY", "SENIOR_SECONDARY"],
      modes: ["ONLINE"],
      demoClass: true,
    }),
  },
  {
    name: "Zinnia Chemistry Classes",
    city: "Pune",
    details: tutor({
      subjects: ["Chemistry"],
      levels: ["SENIOR_SECONDARY", "COMPETITIVE_EXAMS"],
      modes: ["ONLINE", "IN_PERSON"],
      demoClass: false,
    }),
  },
  { name: "Zinnia Music Lessons", city: "Pune", details: tutor({ subjects: ["Music"], modes: ["IN_PERSON"] }) },
];

const facet = (value: string, count: number) => ({ value, count });

describe.each(SETUPS)("search by structured facts, from $name", ({ thread, degraded }) => {
  let t: TestApp;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let village = 0;

  async function get(url: string) {
    const response = await t.app.inject({ method: "GET", url: `${SEARCH}${url}` });
    return { status: response.statusCode, body: response.json() };
  }

  /** The names found, A to Z. */
  async function names(url: string): Promise<string[]> {
    const { status, body } = await get(`${url}${url.includes("?") ? "&" : "?"}sort=name`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.content.map((item: { name: string }) => item.name);
  }

  beforeAll(async () => {
    t = await createTestApp({ searchThread: thread });
    const db = t.database.db;
    if (degraded) useSearchEngine(db, notReady(db));
    owner = await signInAs(t, "ListingOwner");
    admin = await signInAs(t, "Administrator");
    for (const [type, rows] of [
      ["COLLEGE", COLLEGES],
      ["SCHOOL", SCHOOLS],
      ["TUTORIAL", TUTORS],
    ] as const) {
      for (const row of rows) {
        const authorId = row.name === "Zinnia Village School" ? owner.user.id : null;
        const listing = await insertListing(db, { ...row, type, authorId, state: "Maharashtra" });
        if (authorId) village = listing.id;
      }
    }
    if (!degraded) await searchIndexReady(db);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it.runIf(!degraded)("counts each college facet over every college, most first, then by value", async () => {
    const { body } = await get("/listing/college?size=1");
    expect(body.facets).toEqual({
      city: [facet("Pune", 4), facet("Mumbai", 1)],
      state: [facet("Maharashtra", 5)],
      affiliation: [facet("Pune University", 3), facet("Mumbai University", 1)],
      courseLevel: [facet("UG", 3), facet("PG", 2), facet("DIPLOMA", 1), facet("DOCTORATE", 1)],
      exam: [facet("MHT CET", 2), facet("JEE Main", 1), facet("NEET UG", 1)],
      hostel: [facet("YES", 2), facet("NO", 1)],
      fees: [facet("1L_TO_3L", 2), facet("OVER_5L", 1), facet("UNDER_1L", 1)],
    });
  });

  it.runIf(!degraded)("counts each school and tutor facet: a day-and-boarding school under both", async () => {
    expect((await get("/listing/school?size=1")).body.facets).toEqual({
      city: [facet("Pune", 3), facet("Mumbai", 1)],
      state: [facet("Maharashtra", 4)],
      board: [facet("CBSE", 2), facet("IB", 1), facet("ICSE", 1), facet("IGCSE", 1)],
      fees: [facet("50K_TO_1L", 1), facet("OVER_2L", 1), facet("UNDER_25K", 1)],
      boarding: [facet("BOARDING", 2), facet("DAY", 2)],
    });
    expect((await get("/listing/tutorial?size=1")).body.facets).toEqual({
      city: [facet("Pune", 3)],
      state: [facet("Maharashtra", 3)],
      subject: [facet("Chemistry", 1), facet("Maths", 1), facet("Music", 1), facet("Physics", 1)],
      mode: [facet("IN_PERSON", 2), facet("ONLINE", 2)],
      level: [facet("SENIOR_SECONDARY", 2), facet("COMPETITIVE_EXAMS", 1), facet("SECONDARY", 1)],
      demoClass: [facet("NO", 1), facet("YES", 1)],
    });
  });

  it("narrows colleges by course level, exam, hostel and fee band, in any letter case", async () => {
    expect(await names("/listing/college?courseLevel=PG")).toEqual([
      "Zinnia Institute of Technology",
      "Zinnia Medical College",
    ]);
    expect(await names("/listing/college?courseLevel=diploma&courseLevel=doctorate")).toEqual([
      "Zinnia Arts College",
      "Zinnia Institute of Technology",
    ]);
    expect(await names("/listing/college?exam=mht%20cet")).toEqual([
      "Zinnia Commerce College",
      "Zinnia Institute of Technology",
    ]);
    expect(await names("/listing/college?hostel=YES")).toEqual([
      "Zinnia Commerce College",
      "Zinnia Institute of Technology",
    ]);
    expect(await names("/listing/college?hostel=no")).toEqual(["Zinnia Medical College"]);
    expect(await names("/listing/college?fees=UNDER_1L")).toEqual(["Zinnia Arts College"]);
    expect(await names("/listing/college?fees=1L_TO_3L&fees=OVER_5L")).toEqual([
      "Zinnia Commerce College",
      "Zinnia Institute of Technology",
      "Zinnia Medical College",
    ]);
    expect(await names("/listing/college?key=zinnia&courseLevel=UG&hostel=YES")).toEqual([
      "Zinnia Institute of Technology",
    ]);
  });

  it("narrows schools by board, boarding and fee band, and tutors by level and demo class", async () => {
    expect(await names("/listing/school?board=cbse")).toEqual(["Zinnia Hill School", "Zinnia Public School"]);
    expect(await names("/listing/school?board=ICSE")).toEqual(["Zinnia Hill School"]);
    expect(await names("/listing/school?boarding=DAY")).toEqual([
      "Zinnia International School",
      "Zinnia Public School",
    ]);
    expect(await names("/listing/school?boarding=BOARDING")).toEqual([
      "Zinnia Hill School",
      "Zinnia International School",
    ]);
    expect(await names("/listing/school?fees=UNDER_25K")).toEqual(["Zinnia Public School"]);
    expect(await names("/listing/school?fees=50K_TO_1L&board=CBSE")).toEqual(["Zinnia Hill School"]);
    expect(await names("/listing/tutorial?level=SENIOR_SECONDARY")).toEqual([
      "Zinnia Chemistry Classes",
      "Zinnia Maths Tutor",
    ]);
    expect(await names("/listing/tutorial?demoClass=YES")).toEqual(["Zinnia Maths Tutor"]);
    expect(await names("/listing/tutorial?level=senior_secondary&demoClass=NO")).toEqual(["Zinnia Chemistry Classes"]);
    // A value of the closed set that no tutor has finds none: no 400.
    expect(await names("/listing/tutorial?level=ADULTS")).toEqual([]);
  });

  it.runIf(!degraded)("counts a facet under the other filters but not its own", async () => {
    const { body } = await get("/listing/college?hostel=YES&size=1");
    expect(body.totalElements).toBe(2);
    expect(body.facets).toEqual({
      city: [facet("Pune", 2)],
      state: [facet("Maharashtra", 2)],
      affiliation: [facet("Pune University", 2)],
      courseLevel: [facet("DOCTORATE", 1), facet("PG", 1), facet("UG", 1)],
      exam: [facet("MHT CET", 2), facet("JEE Main", 1)],
      hostel: [facet("YES", 2), facet("NO", 1)],
      fees: [facet("1L_TO_3L", 2)],
    });
    const schools = (await get("/listing/school?boarding=BOARDING&board=CBSE&size=1")).body;
    expect(schools.totalElements).toBe(1);
    expect([schools.facets.board, schools.facets.boarding, schools.facets.fees]).toEqual([
      [facet("CBSE", 1), facet("IB", 1), facet("ICSE", 1), facet("IGCSE", 1)],
      [facet("BOARDING", 1), facet("DAY", 1)],
      [facet("50K_TO_1L", 1)],
    ]);
  });

  it.runIf(degraded)("answers every facet of the type empty", async () => {
    expect((await get("/listing/college?hostel=YES")).body.facets).toEqual({
      city: [],
      state: [],
      affiliation: [],
      courseLevel: [],
      exam: [],
      hostel: [],
      fees: [],
    });
  });

  it.each([
    ["/listing/school?hostel=YES", "hostel applies to colleges only"],
    ["/listing/tutorial?courseLevel=UG", "courseLevel applies to colleges only"],
    ["/listing/school?exam=NEET", "exam applies to colleges only"],
    ["/listing/tutorial?fees=UNDER_1L", "fees applies to colleges and schools only"],
    ["/listing/college?boarding=DAY", "boarding applies to schools only"],
    ["/listing/college?board=CBSE", "board applies to schools only"],
    ["/listing/school?level=PRIMARY", "level applies to tutors only"],
    ["/listing/college?demoClass=YES", "demoClass applies to tutors only"],
  ])("%s is a 400 naming the types the facet is for", async (url, message) => {
    const { status, body } = await get(url);
    expect({ status, message: body.message }).toEqual({ status: 400, message });
  });

  it.runIf(!degraded).each([
    ["/listing/college?fees=UNDER_25K", 'fees has no value "UNDER_25K"'],
    ["/listing/school?fees=OVER_5L", 'fees has no value "OVER_5L"'],
    ["/listing/college?exam=GATE", 'exam has no value "GATE"'],
  ])("%s is a 400: another type's fee band, an exam no college takes", async (url, message) => {
    const { status, body } = await get(url);
    expect({ status, message: body.message }).toEqual({ status: 400, message });
  });

  it("follows an owner's edit once approved: the school moves into a board, a fee band and boarding", async () => {
    const edit: ListingWriteInput = {
      type: "SCHOOL",
      name: "Zinnia Village School",
      description: "<p>A school in the village.</p>",
      address: {
        line1: "1 Test Road",
        line2: null,
        city: "Pune",
        state: "Maharashtra",
        postalCode: "411001",
        country: "India",
        latitude: null,
        longitude: null,
      },
      contact: { phone: null, email: null, website: null },
      logo: null,
      coverPicture: null,
      details: { kind: "SCHOOL", boards: ["State Board"], annualFee: { min: 150_000 }, boarding: "BOARDING" },
    };
    const proposed = await t.app.inject({
      method: "PUT",
      url: `/api/listings/${village}`,
      headers: owner.headers,
      payload: edit,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    // Waiting for review: the live listing, and so the search, unchanged.
    expect(await names("/listing/school?fees=1L_TO_2L")).toEqual([]);
    expect(await names("/listing/school?boarding=BOARDING")).toEqual([
      "Zinnia Hill School",
      "Zinnia International School",
    ]);

    const queue = (
      await t.app.inject({ method: "GET", url: `${QUEUE}/LISTING?size=100`, headers: admin.headers })
    ).json();
    const item = queue.content.find((entry: { contentId: number }) => entry.contentId === village);
    const approved = await t.app.inject({ method: "PUT", url: `${QUEUE}/${item.id}/approve`, headers: admin.headers });
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await names("/listing/school?fees=1L_TO_2L")).toEqual(["Zinnia Village School"]);
    expect(await names("/listing/school?board=state%20board")).toEqual(["Zinnia Village School"]);
    expect(await names("/listing/school?boarding=BOARDING")).toEqual([
      "Zinnia Hill School",
      "Zinnia International School",
      "Zinnia Village School",
    ]);
    if (!degraded) {
      const { body } = await get("/listing/school?size=1");
      expect([body.facets.board, body.facets.fees, body.facets.boarding]).toEqual([
        [facet("CBSE", 2), facet("IB", 1), facet("ICSE", 1), facet("IGCSE", 1), facet("State Board", 1)],
        [facet("1L_TO_2L", 1), facet("50K_TO_1L", 1), facet("OVER_2L", 1), facet("UNDER_25K", 1)],
        [facet("BOARDING", 3), facet("DAY", 2)],
      ]);
    }
  });
});
