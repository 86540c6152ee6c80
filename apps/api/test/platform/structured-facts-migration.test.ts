/**
 * Migration 0025 (issue 27 item 1): the free-text details of every listing become structured facts, on
 * the demo data as it was before the migration (test/seed/fixtures/demo-details-before-0025.json: the
 * `details` of all 432 demo listings, dumped from the seed of session 21) and on texts owners could have
 * written. What reads clearly becomes numbers and codes; what does not stays word for word as a note.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { listingDetailsSchema } from "@lwl/contracts/listings";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase } from "../../src/db/client.ts";
import { databaseUrlNamed, ignoreConnectionErrors, withServerClient } from "../helpers/database-template.ts";
import { PGLITE_TIMEOUT, rows } from "../helpers/pglite.ts";

interface OldRow {
  id: number;
  type: "COLLEGE" | "SCHOOL" | "TUTORIAL";
  details: Record<string, unknown>;
}

const FIXTURE = path.join(import.meta.dirname, "../seed/fixtures/demo-details-before-0025.json");
const BEFORE = "0024_listing_view_receipts";

/** Texts an owner could have typed, beyond the demo's: ids from 900001 on. */
const WRITTEN: OldRow[] = [
  { id: 900001, type: "COLLEGE", details: college({ feeRange: "₹1.2 lakh - ₹2 lakh per annum" }) },
  { id: 900002, type: "COLLEGE", details: college({ feeRange: "Rs. 95,000 a year" }) },
  { id: 900003, type: "COLLEGE", details: college({ feeRange: "₹2,00,000 – ₹1,00,000 per year" }) },
  { id: 900004, type: "COLLEGE", details: college({ feeRange: "Contact the office" }) },
  { id: 900005, type: "COLLEGE", details: college({ feeRange: "  ", courses: ["Diploma in Civil Engineering"] }) },
  { id: 900006, type: "SCHOOL", details: school({ grades: "Nursery to Grade 12", board: "CBSE" }) },
  { id: 900007, type: "SCHOOL", details: school({ grades: "Class 12 – Class 1", board: null }) },
  { id: 900008, type: "SCHOOL", details: school({ grades: "Pre-nursery–5", board: " IB " }) },
  { id: 900009, type: "SCHOOL", details: school({ grades: "LKG-UKG", board: "" }) },
  { id: 900010, type: "TUTORIAL", details: tutor({ hourlyRate: "Rs 4,000 per month" }) },
  { id: 900011, type: "TUTORIAL", details: tutor({ hourlyRate: "₹500 – ₹800 per hour" }) },
  { id: 900012, type: "TUTORIAL", details: tutor({ hourlyRate: "First class free" }) },
  { id: 900013, type: "TUTORIAL", details: tutor({ hourlyRate: null }) },
];

function college(fields: { feeRange: string | null; courses?: string[] }): Record<string, unknown> {
  return { kind: "COLLEGE", establishedYear: 1990, affiliation: "Mumbai University", courses: [], ...fields };
}
function school(fields: { grades: string | null; board: string | null }): Record<string, unknown> {
  return { kind: "SCHOOL", medium: "English", ...fields };
}
function tutor(fields: { hourlyRate: string | null }): Record<string, unknown> {
  return { kind: "TUTORIAL", subjects: ["Physics"], modes: ["ONLINE"], ...fields };
}

const INR = (min: number, max: number) => ({ min, max, currency: "INR" });

/** Every fee text of the demo colleges, as it reads after the migration. */
const DEMO_FEES: Record<string, { tuition: ReturnType<typeof INR> | null; feeNote: string | null }> = {
  "₹18,000 – ₹45,000 per year": { tuition: INR(18_000, 45_000), feeNote: null },
  "₹25,000 – ₹60,000 per year": { tuition: INR(25_000, 60_000), feeNote: null },
  "₹35,000 – ₹75,000 per year": { tuition: INR(35_000, 75_000), feeNote: null },
  "₹50,000 – ₹95,000 per year": { tuition: INR(50_000, 95_000), feeNote: null },
  "₹60,000 – ₹1,20,000 per year": { tuition: INR(60_000, 120_000), feeNote: null },
  "₹70,000 – ₹1,30,000 per year": { tuition: INR(70_000, 130_000), feeNote: null },
  "₹80,000 – ₹1,60,000 per year": { tuition: INR(80_000, 160_000), feeNote: null },
  "₹80,000 – ₹3,50,000 per year": { tuition: INR(80_000, 350_000), feeNote: null },
  "₹90,000 – ₹1,40,000 per year": { tuition: INR(90_000, 140_000), feeNote: null },
  "₹90,000 – ₹2,20,000 per year": { tuition: INR(90_000, 220_000), feeNote: null },
  "₹1,00,000 – ₹4,00,000 per year": { tuition: INR(100_000, 400_000), feeNote: null },
  "₹1,20,000 – ₹1,80,000 per year": { tuition: INR(120_000, 180_000), feeNote: null },
  "₹1,50,000 – ₹2,50,000 per year": { tuition: INR(150_000, 250_000), feeNote: null },
  "₹1,50,000 – ₹3,00,000 per year": { tuition: INR(150_000, 300_000), feeNote: null },
  "₹1,80,000 – ₹3,00,000 per year": { tuition: INR(180_000, 300_000), feeNote: null },
  "₹2,00,000 – ₹3,50,000 per year": { tuition: INR(200_000, 350_000), feeNote: null },
  "₹2,50,000 – ₹4,00,000 per year": { tuition: INR(250_000, 400_000), feeNote: null },
  "₹6,00,000 – ₹14,00,000 per year": { tuition: INR(600_000, 1_400_000), feeNote: null },
  // A programme's total is not a yearly fee: the words stay.
  "₹4,50,000 – ₹9,00,000 per programme": { tuition: null, feeNote: "₹4,50,000 – ₹9,00,000 per programme" },
  "₹6,00,000 – ₹12,00,000 per programme": { tuition: null, feeNote: "₹6,00,000 – ₹12,00,000 per programme" },
};

const DEMO_GRADES: Record<string, { from: string; to: string }> = {
  "1–10": { from: "1", to: "10" },
  "1–12": { from: "1", to: "12" },
  "5–10": { from: "5", to: "10" },
  "6–12": { from: "6", to: "12" },
  "KG–10": { from: "LKG", to: "10" },
  "KG–12": { from: "LKG", to: "12" },
  "Nursery–10": { from: "NURSERY", to: "10" },
  "Nursery–12": { from: "NURSERY", to: "12" },
};

const DEMO_RATES: Record<string, number> = {
  "₹350 per hour": 350,
  "₹400 per hour": 400,
  "₹500 per hour": 500,
  "₹600 per hour": 600,
  "₹750 per hour": 750,
  "₹900 per hour": 900,
  "₹1,200 per hour": 1_200,
  "₹1,500 per hour": 1_500,
};

/** Every course name of the demo colleges and the level its name says. */
const DEMO_COURSE_LEVELS: Record<string, string> = {
  "BA (Hons) Political Science": "UG",
  "BA Economics": "UG",
  "BA English Literature": "UG",
  "BA LLB (Hons)": "UG",
  "BBA LLB (Hons)": "UG",
  BBA: "UG",
  BCA: "UG",
  "B.Com": "UG",
  "B.Arch": "UG",
  "B.Des Communication Design": "UG",
  "B.Des Fashion Design": "UG",
  "B.Des Product Design": "UG",
  "B.Pharm": "UG",
  "B.Sc (Hons) Computer Science": "UG",
  "B.Sc Chemistry": "UG",
  "B.Sc Medical Lab Technology": "UG",
  "B.Sc Nursing": "UG",
  "B.Sc Physics": "UG",
  "B.Tech Artificial Intelligence and Machine Learning": "UG",
  "B.Tech Civil Engineering": "UG",
  "B.Tech Computer Science and Engineering": "UG",
  "B.Tech Electronics and Communication": "UG",
  "B.Tech Information Technology": "UG",
  "B.Tech Mechanical Engineering": "UG",
  "Bachelor of Physiotherapy": "UG",
  LLB: "UG",
  MBBS: "UG",
  "Pharm.D": "UG",
  "D.Pharm": "DIPLOMA",
  "Executive MBA": "PG",
  "LLM Constitutional Law": "PG",
  "LLM Corporate Law": "PG",
  "M.Des Interaction Design": "PG",
  "M.Pharm Pharmaceutics": "PG",
  "M.Sc Biotechnology": "PG",
  "M.Sc Mathematics": "PG",
  "M.Tech Data Science": "PG",
  "MA Psychology": "PG",
  MBA: "PG",
  "MBA Business Analytics": "PG",
  MCA: "PG",
  "MD General Medicine": "PG",
  PGDM: "PG",
  "PGDM Banking and Finance": "PG",
  "PhD programmes": "DOCTORATE",
};

/** The migrations up to `last` only, in a folder of their own: a database as it was before 0025. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "lwl-migrations-"));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  if (end < 0) throw new Error(`no migration ${last}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

/** PGlite in memory, or a new database on TEST_DATABASE_URL's server: opened at `migrationsDir`. */
async function freshDatabase(): Promise<{
  open(migrationsDir?: string): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // One PGlite in memory for both steps: the second open would start an empty one.
    let handle: DatabaseHandle | null = null;
    let migratedAt: string | undefined;
    return {
      async open(migrationsDir) {
        if (handle && migrationsDir === migratedAt) return handle;
        if (!handle) {
          handle = await openDatabase({
            databaseUrl: null,
            dataDir: "memory://",
            pgliteThread: "main",
            migrationsDir,
            onConnectionError: ignoreConnectionErrors,
          });
          migratedAt = migrationsDir;
          return handle;
        }
        // The rest of the migrations on the same database, as a server start applies them.
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        await migrate(handle.db as Parameters<typeof migrate>[0], {
          migrationsFolder: migrationsDir ?? MIGRATIONS_DIR,
        });
        migratedAt = migrationsDir;
        return handle;
      },
      async drop() {
        await handle?.close();
      },
    };
  }
  const name = `lwl_test_facts_${randomBytes(4).toString("hex")}`;
  await withServerClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = databaseUrlNamed(serverUrl, name);
  const opened: DatabaseHandle[] = [];
  return {
    async open(migrationsDir) {
      const handle = await openDatabase({
        databaseUrl: url,
        dataDir: "memory://",
        maxConnections: 2,
        migrationsDir,
        onConnectionError: ignoreConnectionErrors,
      });
      opened.push(handle);
      return handle;
    },
    async drop() {
      for (const handle of opened) await handle.close();
      await withServerClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const insertListings = (listings: OldRow[]): SQL =>
  sql`insert into listings (id, slug, type, name, status, details) values ${sql.join(
    listings.map(
      (row) =>
        sql`(${row.id}, ${`listing-${row.id}`}, ${row.type}, ${`Listing ${row.id}`}, 'PUBLISHED', ${JSON.stringify(row.details)}::jsonb)`,
    ),
    sql`, `,
  )}`;

describe("migration 0025: free-text details become structured facts", PGLITE_TIMEOUT, () => {
  let demo: OldRow[];
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let before: string;
  const after = new Map<number, Record<string, unknown>>();
  let proposed: Record<string, unknown>;
  let facts: Map<number, string[]>;
  const college0 = () => demo.find((row) => row.type === "COLLEGE") as OldRow;

  beforeAll(async () => {
    demo = JSON.parse(await readFile(FIXTURE, "utf8")) as OldRow[];
    before = await migrationsUpTo(BEFORE);
    database = await freshDatabase();
    const old = await database.open(before);
    await old.db.execute(insertListings([...demo, ...WRITTEN]));
    // An owner's edit waiting in the queue holds details too.
    await old.db.execute(sql`insert into pending_approvals (content_type, content_id, action, proposed_changes)
      values ('LISTING', ${college0().id}, 'UPDATE',
        ${JSON.stringify({ name: "Renamed", details: college({ feeRange: "₹75,000 per year", courses: ["MBA"] }) })}::jsonb)`);
    const migrated = await database.open();
    for (const row of await rows<{ id: number; details: Record<string, unknown> }>(
      migrated.db,
      sql`select id, details from listings`,
    )) {
      after.set(row.id, row.details);
    }
    const [approval] = await rows<{ proposed_changes: Record<string, unknown> }>(
      migrated.db,
      sql`select proposed_changes from pending_approvals`,
    );
    proposed = approval?.proposed_changes ?? {};
    facts = new Map(
      (
        await rows<{ id: number; words: string[] }>(
          migrated.db,
          sql`select id, tsvector_to_array(search_facts) as words from listings where id in (${college0().id}, 900005)`,
        )
      ).map((row) => [row.id, row.words]),
    );
  });

  afterAll(async () => {
    await database?.drop();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it("gives every demo listing details of the new shape", () => {
    expect(after.size).toBe(demo.length + WRITTEN.length);
    for (const row of demo) {
      const parsed = listingDetailsSchema.safeParse(after.get(row.id));
      expect(parsed.success, `listing ${row.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("reads each demo college's yearly fee as numbers and keeps a programme's total as a note", () => {
    const colleges = demo.filter((row) => row.type === "COLLEGE");
    expect(new Set(colleges.map((row) => row.details.feeRange))).toEqual(new Set(Object.keys(DEMO_FEES)));
    for (const row of colleges) {
      const { tuition, feeNote } = after.get(row.id) as { tuition: unknown; feeNote: unknown };
      expect({ tuition, feeNote }, row.details.feeRange as string).toEqual(DEMO_FEES[row.details.feeRange as string]);
    }
  });

  it("keeps a college's other facts, gives each course the level its name says, and leaves the new facts unstated", () => {
    const row = college0();
    expect(after.get(row.id)).toEqual({
      kind: "COLLEGE",
      establishedYear: row.details.establishedYear,
      affiliation: row.details.affiliation,
      courses: (row.details.courses as string[]).map((name) => ({
        name,
        level: DEMO_COURSE_LEVELS[name],
        durationYears: null,
        seats: null,
      })),
      ...DEMO_FEES[row.details.feeRange as string],
      entranceExams: [],
      admission: null,
      accreditation: null,
      ranking: null,
      hostel: null,
      placements: null,
    });
    const names = new Set(demo.flatMap((found) => (found.details.courses as string[] | undefined) ?? []));
    expect(names).toEqual(new Set(Object.keys(DEMO_COURSE_LEVELS)));
    for (const found of demo.filter((candidate) => candidate.type === "COLLEGE")) {
      const courses = (after.get(found.id) as { courses: { name: string; level: string }[] }).courses;
      expect(courses.map((course) => course.name)).toEqual(found.details.courses);
      for (const course of courses) expect(course.level, course.name).toBe(DEMO_COURSE_LEVELS[course.name]);
    }
  });

  it("turns each demo school's board into a list and its grades into a range", () => {
    const schools = demo.filter((row) => row.type === "SCHOOL");
    expect(new Set(schools.map((row) => row.details.grades))).toEqual(new Set(Object.keys(DEMO_GRADES)));
    for (const row of schools) {
      expect(after.get(row.id), `listing ${row.id}`).toEqual({
        kind: "SCHOOL",
        boards: [row.details.board],
        grades: DEMO_GRADES[row.details.grades as string],
        gradesNote: null,
        medium: row.details.medium,
        annualFee: null,
        feeNote: null,
        studentsPerTeacher: null,
        boarding: null,
        transport: null,
        admission: null,
        facilities: [],
      });
    }
  });

  it("reads each demo tutor's hourly rate as an amount an hour", () => {
    const tutors = demo.filter((row) => row.type === "TUTORIAL");
    expect(new Set(tutors.map((row) => row.details.hourlyRate))).toEqual(new Set(Object.keys(DEMO_RATES)));
    for (const row of tutors) {
      expect(after.get(row.id), `listing ${row.id}`).toEqual({
        kind: "TUTORIAL",
        subjects: row.details.subjects,
        levels: [],
        modes: row.details.modes,
        fee: { amount: DEMO_RATES[row.details.hourlyRate as string], currency: "INR", per: "HOUR" },
        feeNote: null,
        batchSize: null,
        demoClass: null,
        experienceYears: null,
      });
    }
  });

  it("reads fees written other ways, and keeps as a note what does not read as a yearly fee", () => {
    const fee = (id: number) => {
      const details = after.get(id) as { tuition: unknown; feeNote: unknown };
      return { tuition: details.tuition, feeNote: details.feeNote };
    };
    expect(fee(900001)).toEqual({ tuition: INR(120_000, 200_000), feeNote: null });
    expect(fee(900002)).toEqual({ tuition: INR(95_000, 95_000), feeNote: null });
    expect(fee(900003)).toEqual({ tuition: null, feeNote: "₹2,00,000 – ₹1,00,000 per year" });
    expect(fee(900004)).toEqual({ tuition: null, feeNote: "Contact the office" });
    expect(fee(900005)).toEqual({ tuition: null, feeNote: null });
    expect((after.get(900005) as { courses: unknown }).courses).toEqual([
      { name: "Diploma in Civil Engineering", level: "DIPLOMA", durationYears: null, seats: null },
    ]);
  });

  it("reads grades written other ways, and keeps as a note a range that does not read", () => {
    const grades = (id: number) => {
      const details = after.get(id) as { boards: unknown; grades: unknown; gradesNote: unknown };
      return { boards: details.boards, grades: details.grades, gradesNote: details.gradesNote };
    };
    expect(grades(900006)).toEqual({ boards: ["CBSE"], grades: { from: "NURSERY", to: "12" }, gradesNote: null });
    expect(grades(900007)).toEqual({ boards: [], grades: null, gradesNote: "Class 12 – Class 1" });
    expect(grades(900008)).toEqual({ boards: ["IB"], grades: null, gradesNote: "Pre-nursery–5" });
    expect(grades(900009)).toEqual({ boards: [], grades: { from: "LKG", to: "UKG" }, gradesNote: null });
  });

  it("reads a monthly fee, and keeps a range or words as the tutor's fee note", () => {
    const fee = (id: number) => {
      const details = after.get(id) as { fee: unknown; feeNote: unknown };
      return { fee: details.fee, feeNote: details.feeNote };
    };
    expect(fee(900010)).toEqual({ fee: { amount: 4_000, currency: "INR", per: "MONTH" }, feeNote: null });
    expect(fee(900011)).toEqual({ fee: null, feeNote: "₹500 – ₹800 per hour" });
    expect(fee(900012)).toEqual({ fee: null, feeNote: "First class free" });
    expect(fee(900013)).toEqual({ fee: null, feeNote: null });
  });

  it("converts the details of an edit waiting in the queue, and leaves its other fields", () => {
    expect(proposed).toEqual({
      name: "Renamed",
      details: {
        kind: "COLLEGE",
        establishedYear: 1990,
        affiliation: "Mumbai University",
        courses: [{ name: "MBA", level: "PG", durationYears: null, seats: null }],
        tuition: INR(75_000, 75_000),
        feeNote: null,
        entranceExams: [],
        admission: null,
        accreditation: null,
        ranking: null,
        hostel: null,
        placements: null,
      },
    });
  });

  it("matches course names in search, not the keys of the course objects", () => {
    // The first demo college teaches B.Sc Nursing, Bachelor of Physiotherapy and MBBS.
    const words = facts.get(college0().id) ?? [];
    expect(words).toEqual(expect.arrayContaining(["b.sc", "nursing", "physiotherapy", "mbbs"]));
    for (const key of ["name", "level", "seats", "durationyears", "null", "ug"]) expect(words).not.toContain(key);
    expect(facts.get(900005)).toEqual(expect.arrayContaining(["diploma", "civil", "engineering"]));
  });
});
