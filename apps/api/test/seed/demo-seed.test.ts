import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import {
  COURSE_LEVELS,
  FEE_BANDS,
  feeBandOf,
  formatRupees,
  SCHOOL_FACILITIES,
  SCHOOL_GRADES,
  TUTOR_FEE_PERIOD_LABEL,
  TUTOR_LEVELS,
} from "@lwl/contracts/listing-facts";
import { listingDetailsInputSchema } from "@lwl/contracts/listing-writes";
import { type ListingDetails, listingDetailsSchema } from "@lwl/contracts/listings";
import { slugify } from "@lwl/contracts/slug";
import { verify } from "@node-rs/argon2";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.ts";
import {
  auditLog,
  blogs,
  claimRequests,
  enquiries,
  enquiryReplies,
  events,
  listingMonthlyCounts,
  listings,
  lookups,
  ownershipRequests,
  pendingApprovals,
  searchClickCounts,
  users,
} from "../../src/db/schema.ts";
import { seedDemoDataIfEmpty } from "../../src/db/seed/demo.ts";
import { DEMO_ACCOUNT_LIST, DEMO_ACCOUNTS } from "../../src/db/seed/demo-accounts.ts";
import { DEMO_NOW } from "../../src/db/seed/demo-clock.ts";
import { DEMO_REVIEWER_COUNT } from "../../src/db/seed/demo-reviews.ts";
import { withArticle } from "../../src/db/seed/listing-factory.ts";
import { EVENT_ACCESSIBILITY_LOOKUPS, EVENT_TYPE_LOOKUPS } from "../../src/db/seed/lookups.ts";
import { monthOf, previousMonth, siteDay } from "../../src/shared/site-calendar.ts";
import { createTestDatabase } from "../helpers/database.ts";

const quiet = { info: () => {} };
const ALLOWED_TAGS = new Set(["p", "ul", "li", "strong"]);
/** Articles are laid out like a publication's: headings, lists, a picture with its caption, links, a quote. */
const ARTICLE_TAGS = new Set([...ALLOWED_TAGS, "h2", "h3", "ol", "a", "figure", "img", "figcaption", "blockquote"]);
const UPCOMING_AFTER = new Date("2027-01-15T00:00:00Z");
/** The demo's day, as admission dates are written. */
const DEMO_DAY = "2026-11-01";
const BOARDS = new Set(["CBSE", "ICSE", "State Board", "IB", "IGCSE"]);

type DetailsOf<Kind extends ListingDetails["kind"]> = Extract<ListingDetails, { kind: Kind }>;

/** The details of every demo listing of one type, parsed by the contract. */
async function detailsOf<Kind extends ListingDetails["kind"]>(
  db: DatabaseHandle["db"],
  kind: Kind,
): Promise<{ id: number; description: string; details: DetailsOf<Kind> }[]> {
  const rows = await db
    .select({ id: listings.id, description: listings.description, details: listings.details })
    .from(listings)
    .where(eq(listings.type, kind))
    .orderBy(asc(listings.id));
  return rows.map((row) => {
    const details = listingDetailsSchema.parse(row.details);
    if (details.kind !== kind) throw new Error(`listing ${row.id} has ${details.kind} details`);
    return { id: row.id, description: row.description, details: details as DetailsOf<Kind> };
  });
}

const isOpenOn = (day: string, window: { opens: string | null; closes: string | null } | null) =>
  window?.opens != null && window.opens <= day && (window.closes === null || day <= window.closes);

function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)].map((m) => (m[1] ?? "").toLowerCase());
}

describe("demo data", () => {
  let database: DatabaseHandle;
  let mediaDir: string;
  let seeded: boolean;

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(path.join(tmpdir(), "lwl-demo-media-"));
    seeded = await seedDemoDataIfEmpty(database.db, { mediaDir, log: quiet });
  });

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("seeds an empty database", () => {
    expect(seeded).toBe(true);
  });

  it("has the required number of published listings of each type", async () => {
    const rows = await database.db
      .select({ type: listings.type, n: count() })
      .from(listings)
      .where(eq(listings.status, "PUBLISHED"))
      .groupBy(listings.type);
    const byType = Object.fromEntries(rows.map((r) => [r.type, r.n]));
    expect(byType.COLLEGE).toBeGreaterThanOrEqual(150);
    expect(byType.SCHOOL).toBeGreaterThanOrEqual(150);
    expect(byType.TUTORIAL).toBeGreaterThanOrEqual(100);
  });

  it("numbers listings from 1700 and publishes listing 1749", async () => {
    const all = await database.db.select({ id: listings.id }).from(listings).orderBy(asc(listings.id));
    expect(all[0]?.id).toBe(1700);
    expect(all.map((r) => r.id)).toEqual(all.map((_, i) => 1700 + i));
    const [special] = await database.db.select().from(listings).where(eq(listings.id, SPECIAL_LISTING_ID));
    expect(special?.status).toBe("PUBLISHED");
    expect(special?.publishedAt).toBeInstanceOf(Date);
  });

  it("mixes statuses, owners and hand-picked listings", async () => {
    const rows = await database.db.select().from(listings);
    const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner.email));
    const [owner2] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner2.email));
    expect(rows.filter((r) => r.status === "PENDING")).toHaveLength(6);
    expect(rows.filter((r) => r.status === "REJECTED")).toHaveLength(2);
    expect(rows.filter((r) => r.status === "DRAFT")).toHaveLength(1);
    expect(rows.filter((r) => r.authorId === null)).toHaveLength(60);
    expect(rows.filter((r) => r.authorId === owner?.id)).toHaveLength(12);
    expect(rows.filter((r) => r.authorId === owner2?.id)).toHaveLength(12);
    const handPicked = rows.filter((r) => r.handPicked);
    expect(handPicked.length).toBeGreaterThanOrEqual(18);
    expect(new Set(handPicked.map((r) => r.type)).size).toBe(3);
    expect(handPicked.every((r) => r.status === "PUBLISHED")).toBe(true);
    for (const row of rows) {
      expect(row.slug).toBe(slugify(row.name));
      expect(row.publishedAt === null).toBe(row.status !== "PUBLISHED");
    }
  });

  it("clicks its listings this month and last month from each one's demo popularity (Top Searches This Month)", async () => {
    const month = monthOf(siteDay(new Date()));
    const clicks = await database.db
      .select()
      .from(searchClickCounts)
      .orderBy(desc(searchClickCounts.count), asc(searchClickCounts.listingId));
    const thisMonth = clicks.filter((c) => c.month === month);
    // A tenth of the popularity this month, a fifteenth last month; a few listings are very popular.
    expect(thisMonth.filter((c) => c.count >= 250).length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...thisMonth.map((c) => c.count))).toBeLessThanOrEqual(500);
    // The demo's Top Searches, as they were when the popularity was still a column (migration 0018).
    expect(thisMonth.slice(0, 4).map((c) => [c.listingId, c.count])).toEqual([
      [1952, 481],
      [1985, 476],
      [2083, 445],
      [SPECIAL_LISTING_ID, 421],
    ]);
    expect(clicks.find((c) => c.month === previousMonth(month) && c.listingId === SPECIAL_LISTING_ID)?.count).toBe(280);
    expect(clicks).toHaveLength(650);
  });

  it("gives the demo owners' published listings six months of page views and shortlists, and counts the demo enquiries", async () => {
    const owners = [DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner2.email];
    const theirs = await database.db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.authorId))
      .where(and(inArray(users.email, owners), eq(listings.status, "PUBLISHED")));
    const counted = await database.db.select().from(listingMonthlyCounts);
    const thisMonth = monthOf(siteDay(new Date()));
    const lastSix = counted.filter((row) => row.views > 0);
    expect(new Set(lastSix.map((row) => row.listingId))).toEqual(new Set(theirs.map((row) => row.id)));
    expect(lastSix).toHaveLength(theirs.length * 6);
    expect(lastSix.filter((row) => row.month === thisMonth)).toHaveLength(theirs.length);
    expect(lastSix.every((row) => row.shortlisted <= row.views)).toBe(true);
    // Each demo enquiry is counted once, in its listing's row of the month it was sent.
    const sent = await database.db
      .select({ listingId: enquiries.listingId, createdAt: enquiries.createdAt })
      .from(enquiries);
    const expected = new Map<string, number>();
    for (const enquiry of sent) {
      const key = `${enquiry.listingId}:${monthOf(siteDay(enquiry.createdAt))}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const countedEnquiries = new Map(
      counted.filter((row) => row.enquiries > 0).map((row) => [`${row.listingId}:${row.month}`, row.enquiries]),
    );
    expect(countedEnquiries).toEqual(expected);
    expect(sent.length).toBeGreaterThan(0);
  });

  it("gives every listing an address, contacts on .example domains and details that match the contract", async () => {
    const rows = await database.db.select().from(listings);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.addressLine1).not.toBe("");
      expect(row.postalCode).toMatch(/^\d{6}$/);
      expect(row.country).toBe("India");
      expect(row.latitude).toEqual(expect.any(Number));
      expect(row.longitude).toEqual(expect.any(Number));
      expect(row.contactPhone).toMatch(/^\+91 /);
      expect(row.contactEmail).toMatch(/@[a-z0-9.-]+\.example$/);
      if (row.contactWebsite) expect(new URL(row.contactWebsite).hostname).toMatch(/\.example$/);
      const details = listingDetailsSchema.parse(row.details);
      expect(details.kind).toBe(row.type);
      for (const tag of tagsOf(row.description)) expect(ALLOWED_TAGS).toContain(tag);
    }
  });

  it("states facts the editor would accept as they are: each listing's details pass the write schema unchanged", async () => {
    const rows = await database.db.select({ id: listings.id, details: listings.details }).from(listings);
    for (const row of rows) expect(listingDetailsInputSchema.parse(row.details), String(row.id)).toEqual(row.details);
  });

  it("gives every college levelled courses, yearly tuition, entrance exams and an admission window", async () => {
    const colleges = await detailsOf(database.db, "COLLEGE");
    expect(colleges).toHaveLength(160);
    for (const { id, details } of colleges) {
      const where = `college ${id}`;
      expect(details.courses.length, where).toBeGreaterThanOrEqual(2);
      expect(new Set(details.courses.map((c) => c.name.toLowerCase())).size, where).toBe(details.courses.length);
      for (const course of details.courses) {
        expect(COURSE_LEVELS, where).toContain(course.level);
        expect(Number.isInteger((course.durationYears ?? 0) * 2), where).toBe(true);
        expect(course.durationYears, where).toBeGreaterThanOrEqual(1);
        if (course.seats !== null) expect(course.seats, where).toBeGreaterThanOrEqual(4);
      }
      expect(details.tuition?.min, where).toBeGreaterThan(0);
      expect(details.tuition?.min ?? 1, where).toBeLessThanOrEqual(details.tuition?.max ?? 0);
      expect(details.admission?.opens, where).toMatch(/^2026-|^2027-/);
      if (details.admission?.closes)
        expect(details.admission.closes > (details.admission.opens ?? ""), where).toBe(true);
      expect(details.establishedYear, where).toBeGreaterThanOrEqual(1925);
      expect(details.affiliation, where).toBeTruthy();
    }
    // Most name the exams they admit with; a few (a nursing college's diplomas) admit on marks.
    expect(colleges.filter((c) => c.details.entranceExams.length > 0).length).toBeGreaterThan(140);
    const open = colleges.filter((c) => isOpenOn(DEMO_DAY, c.details.admission));
    const upcoming = colleges.filter((c) => (c.details.admission?.opens ?? "") > DEMO_DAY);
    expect(open.length).toBeGreaterThanOrEqual(20);
    expect(upcoming.length).toBeGreaterThanOrEqual(60);
    // Every band of the fee filter has colleges in it.
    const bands = new Set(colleges.map((c) => feeBandOf("COLLEGE", c.details.tuition?.min ?? 0)));
    expect([...bands].sort()).toEqual(FEE_BANDS.COLLEGE.map((band) => band.code).sort());
  });

  it("keeps courses and exams true to India: MBBS with NEET-UG, B.Tech with JEE Main, MBA with CAT, law with CLAT", async () => {
    const colleges = await detailsOf(database.db, "COLLEGE");
    const offering = (prefix: string) =>
      colleges.flatMap(({ details }) =>
        details.courses.filter((c) => c.name.startsWith(prefix)).map((course) => ({ course, details })),
      );
    const expectations: [string, string, number, string, readonly [number, number]][] = [
      ["MBBS", "UG", 5.5, "NEET-UG", [100, 250]],
      ["B.Tech ", "UG", 4, "JEE Main", [60, 180]],
      ["MBA", "PG", 2, "CAT", [60, 240]],
      ["PGDM", "PG", 2, "CAT", [60, 180]],
      ["BA LLB", "UG", 5, "CLAT", [60, 180]],
      ["M.Tech", "PG", 2, "GATE", [18, 36]],
      ["MD ", "PG", 3, "NEET-PG", [4, 20]],
    ];
    for (const [prefix, level, years, exam, [fewest, most]] of expectations) {
      const found = offering(prefix);
      expect(found.length, prefix).toBeGreaterThan(0);
      for (const { course, details } of found) {
        expect([course.level, course.durationYears], course.name).toEqual([level, years]);
        expect(details.entranceExams, course.name).toContain(exam);
        if (course.seats !== null) {
          expect(course.seats, course.name).toBeGreaterThanOrEqual(fewest);
          expect(course.seats, course.name).toBeLessThanOrEqual(most);
        }
      }
    }
    const levels = new Set(colleges.flatMap(({ details }) => details.courses.map((c) => c.level)));
    expect([...levels].sort()).toEqual([...COURSE_LEVELS].sort());
    // A programme fee (management) is stored a year at a time, its whole in the note.
    const programmeFees = colleges.filter((c) => c.details.feeNote?.endsWith("programme"));
    expect(programmeFees.length).toBeGreaterThan(0);
    for (const { details } of programmeFees) {
      const [low, high] = [details.tuition?.min ?? 0, details.tuition?.max ?? 0];
      expect(details.feeNote).toBe(
        `${formatRupees(low * 2)} – ${formatRupees(high * 2)} for the whole two-year programme`,
      );
    }
  });

  it("accredits, ranks and places colleges believably, some facts unstated", async () => {
    const colleges = (await detailsOf(database.db, "COLLEGE")).map((c) => c.details);
    const accredited = colleges.filter((c) => c.accreditation !== null);
    expect(accredited.length).toBeGreaterThan(120);
    expect(accredited.length).toBeLessThan(160);
    for (const { accreditation } of accredited) expect(accreditation).toMatch(/^NAAC (A\+\+|A\+|A|B\+\+|B\+)$/);
    expect(new Set(accredited.map((c) => c.accreditation)).size).toBe(5);

    const ranked = colleges.flatMap((c) => (c.ranking ? [c.ranking] : []));
    expect(ranked.length).toBeGreaterThan(20);
    expect(ranked.length).toBeLessThan(80);
    for (const ranking of ranked) {
      expect(ranking.body).toMatch(/^NIRF \(.+\)$/);
      expect([2025, 2026]).toContain(ranking.year);
      expect(ranking.rank).toBeGreaterThanOrEqual(1);
      expect(ranking.rank).toBeLessThanOrEqual(200);
    }
    // One college to a rank of a list in a year.
    expect(new Set(ranked.map((r) => `${r.body} ${r.year} ${r.rank}`)).size).toBe(ranked.length);

    // Medical colleges publish no placements; the others mostly do, as a yearly package in rupees.
    const medical = colleges.filter((c) => c.courses.some((course) => course.name === "MBBS"));
    expect(medical.length).toBeGreaterThan(0);
    expect(medical.every((c) => c.placements === null)).toBe(true);
    const placed = colleges.flatMap((c) => (c.placements ? [c.placements] : []));
    expect(placed.length).toBeGreaterThan(80);
    for (const placement of placed) {
      expect([2025, 2026]).toContain(placement.year);
      expect(placement.placedPercent).toBeGreaterThanOrEqual(45);
      expect(placement.placedPercent).toBeLessThanOrEqual(99);
      if (placement.medianPackage !== null) {
        expect(placement.medianPackage).toBeGreaterThanOrEqual(240_000);
        expect(placement.medianPackage).toBeLessThanOrEqual(1_400_000);
      }
    }
    expect(new Set(colleges.map((c) => c.hostel))).toEqual(new Set([true, false, null]));
    // A few unstated facts, for the pages' "not stated" cases; most colleges state everything.
    expect(colleges.some((c) => c.courses.some((course) => course.seats === null))).toBe(true);
    expect(colleges.some((c) => c.admission?.closes === null)).toBe(true);
    expect(placed.some((p) => p.medianPackage === null)).toBe(true);
    const full = colleges.filter(
      (c) => c.accreditation && c.hostel !== null && c.admission?.closes && c.courses.every((course) => course.seats),
    );
    expect(full.length).toBeGreaterThan(colleges.length / 2);
  });

  it("gives every school boards, a grade range, a fee, a ratio, boarding, transport and facilities", async () => {
    const schools = await detailsOf(database.db, "SCHOOL");
    // With the accented École Mondiale Internationale of demo-search.ts.
    expect(schools).toHaveLength(161);
    for (const { id, details } of schools) {
      const where = `school ${id}`;
      expect(details.boards.length, where).toBeGreaterThanOrEqual(1);
      expect(details.boards.length, where).toBeLessThanOrEqual(2);
      for (const board of details.boards) expect(BOARDS, where).toContain(board);
      const [from, to] = [
        SCHOOL_GRADES.indexOf(details.grades?.from ?? "12"),
        SCHOOL_GRADES.indexOf(details.grades?.to ?? "1"),
      ];
      expect(from, where).toBeLessThanOrEqual(to);
      expect(details.medium, where).toBeTruthy();
      if (details.annualFee) expect(details.annualFee.min, where).toBeLessThanOrEqual(details.annualFee.max);
      if (details.feeNote?.startsWith("Transport")) expect(details.transport, where).toBe(true);
      if (details.studentsPerTeacher !== null) {
        expect(details.studentsPerTeacher, where).toBeGreaterThanOrEqual(15);
        expect(details.studentsPerTeacher, where).toBeLessThanOrEqual(40);
      }
      expect(details.facilities, where).toEqual(SCHOOL_FACILITIES.filter((f) => details.facilities.includes(f)));
      // Boarders only from Class 1 up; a boarding-only school runs no buses.
      if (details.boarding === "BOARDING") {
        expect(from, where).toBeGreaterThanOrEqual(SCHOOL_GRADES.indexOf("1"));
        expect(details.transport, where).toBe(false);
      }
    }
    const all = schools.map((s) => s.details);
    expect(all.filter((s) => s.boards.length === 2).length).toBeGreaterThan(0);
    expect(new Set(all.flatMap((s) => s.boards))).toEqual(BOARDS);
    expect(new Set(all.map((s) => s.boarding))).toEqual(new Set(["DAY", "BOARDING", "DAY_AND_BOARDING", null]));
    expect(new Set(all.flatMap((s) => s.facilities))).toEqual(new Set(SCHOOL_FACILITIES));
    const bands = new Set(all.flatMap((s) => (s.annualFee ? [feeBandOf("SCHOOL", s.annualFee.min)] : [])));
    expect([...bands].sort()).toEqual(FEE_BANDS.SCHOOL.map((band) => band.code).sort());
    // Unstated now and then, stated for most.
    expect(all.filter((s) => s.annualFee === null).length).toBeGreaterThan(0);
    expect(all.filter((s) => s.annualFee !== null && s.admission !== null).length).toBeGreaterThan(140);
    expect(all.filter((s) => isOpenOn(DEMO_DAY, s.admission)).length).toBeGreaterThanOrEqual(20);
  });

  it("tells the school's classes and admission dates in its description as its facts say them", async () => {
    const schools = await detailsOf(database.db, "SCHOOL");
    const nursery = schools.find((s) => s.details.grades?.from === "NURSERY" && s.details.grades.to === "12");
    expect(nursery?.description).toContain(", from Nursery to Class 12, with ");
    // École Mondiale quotes only the start of its made description.
    for (const { id, description, details } of schools.filter((s) => s.id !== 2130)) {
      if (details.admission?.opens && details.admission.closes) {
        expect(description, `school ${id}`).toMatch(
          /Admission forms for the 2027–28 session are accepted from \d{1,2} \w{3} 202[67] to \d{1,2} \w{3} 202[67]\./,
        );
      }
    }
  });

  it("gives every tutor subjects, levels, modes, a fee by the hour or the month, a batch size and experience", async () => {
    const tutors = await detailsOf(database.db, "TUTORIAL");
    expect(tutors).toHaveLength(111);
    for (const { id, description, details } of tutors) {
      const where = `tutor ${id}`;
      expect(details.subjects.length, where).toBeGreaterThanOrEqual(2);
      expect(details.levels.length, where).toBeGreaterThanOrEqual(1);
      expect(details.levels, where).toEqual(TUTOR_LEVELS.filter((level) => details.levels.includes(level)));
      expect(details.modes.length, where).toBeGreaterThanOrEqual(1);
      expect(details.fee?.amount, where).toBeGreaterThanOrEqual(350);
      expect(details.batchSize, where).toBeGreaterThanOrEqual(1);
      expect(details.batchSize, where).toBeLessThanOrEqual(30);
      // Batches of ten and more are coaching, paid by the month.
      if ((details.batchSize ?? 0) >= 10) expect(details.fee?.per, where).toBe("MONTH");
      // The description quotes the fee in the contracts' words (Ecole Francaise only the start of one).
      const fee = details.fee;
      if (fee && id !== 2131)
        expect(description, where).toContain(
          `Fees are ${formatRupees(fee.amount)} ${TUTOR_FEE_PERIOD_LABEL[fee.per]}.`,
        );
      expect(description, where).not.toMatch(/per hour/);
    }
    const all = tutors.map((t) => t.details);
    expect(new Set(all.map((t) => t.fee?.per))).toEqual(new Set(["HOUR", "MONTH"]));
    expect(all.some((t) => t.batchSize === 1)).toBe(true);
    expect(all.some((t) => (t.batchSize ?? 0) >= 15)).toBe(true);
    expect(new Set(all.map((t) => t.demoClass))).toEqual(new Set([true, false, null]));
    expect(new Set(all.flatMap((t) => t.levels))).toEqual(new Set(TUTOR_LEVELS));
    expect(all.filter((t) => t.experienceYears !== null && t.demoClass !== null).length).toBeGreaterThan(90);
  });

  it("has past and upcoming events with lookup codes, two upcoming ones for listing 1749", async () => {
    const rows = await database.db.select().from(events);
    const published = await database.db.select({ id: listings.id, status: listings.status }).from(listings);
    const statusOf = new Map(published.map((l) => [l.id, l.status]));
    const eventTypes = new Set<string>(EVENT_TYPE_LOOKUPS.map((l) => l.code));
    const accessibility = new Set<string>(EVENT_ACCESSIBILITY_LOOKUPS.map((l) => l.code));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((e) => e.status === "PUBLISHED" && e.startsAt > UPCOMING_AFTER).length).toBeGreaterThanOrEqual(
      40,
    );
    expect(rows.filter((e) => e.startsAt < new Date("2026-11-01T09:00:00Z")).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((e) => e.status === "PENDING")).toHaveLength(4);
    expect(
      rows.filter((e) => e.listingId === SPECIAL_LISTING_ID && e.status === "PUBLISHED" && e.startsAt > UPCOMING_AFTER),
    ).toHaveLength(2);
    for (const event of rows) {
      expect(statusOf.get(event.listingId)).toBe("PUBLISHED");
      expect(eventTypes).toContain(event.eventType);
      expect(accessibility).toContain(event.accessibility);
      expect(event.address !== null || event.onlineUrl !== null).toBe(true);
      if (event.onlineUrl) expect(event.onlineUrl).toMatch(/^https:\/\/meet\.example\//);
      expect(event.endsAt && event.endsAt >= event.startsAt).toBe(true);
      expect(event.fee).toBeTruthy();
      if (event.address)
        expect(Object.keys(event.address).sort()).toEqual([
          "city",
          "country",
          "latitude",
          "line1",
          "line2",
          "longitude",
          "postalCode",
          "state",
        ]);
    }
    expect(new Set(rows.map((e) => e.eventType)).size).toBe(EVENT_TYPE_LOOKUPS.length);
  });

  it("has news in at least 8 categories with tags, summaries and long content", async () => {
    const rows = await database.db.select().from(blogs);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((b) => b.category)).size).toBeGreaterThanOrEqual(8);
    expect(rows.filter((b) => b.status === "PENDING")).toHaveLength(4);
    expect(rows.some((b) => b.featured)).toBe(true);
    expect(rows.some((b) => b.sponsored)).toBe(true);
    expect(rows.some((b) => b.breaking)).toBe(true);
    expect(rows.filter((b) => b.listingId !== null).length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((b) => b.listingId === null)).toBe(true);
    const now = new Date("2026-11-01T09:00:00Z").getTime();
    for (const post of rows) {
      expect(post.category).toMatch(/^[a-z-]+$/);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeLessThanOrEqual(5);
      for (const tag of post.tags) expect(tag).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.shortDescription.length).toBeGreaterThanOrEqual(120);
      expect(post.content.replace(/<[^>]*>/g, "").length).toBeGreaterThan(450);
      const tags = tagsOf(post.content);
      for (const tag of tags) expect(ARTICLE_TAGS).toContain(tag);
      for (const needed of ["h2", "ul", "ol", "img", "a"]) expect(tags, post.title).toContain(needed);
      for (const [, src] of post.content.matchAll(/<img src="([^"]+)"/g)) {
        expect(existsSync(path.join(mediaDir, (src ?? "").slice("/media/".length))), src).toBe(true);
      }
      expect(post.slug).toBe(slugify(post.title));
      expect(post.createdTime.getTime()).toBeLessThanOrEqual(now);
      expect(post.createdTime.getTime()).toBeGreaterThanOrEqual(now - 90 * 86_400_000);
      expect(post.publishedTime === null).toBe(post.status !== "PUBLISHED");
    }
  });

  it("writes a and an as they are said: an ICSE school, a CBSE school", async () => {
    const rows = await database.db.select({ description: listings.description }).from(listings);
    const text = rows.map((r) => r.description).join(" ");
    expect(text).toContain("is an ICSE school");
    expect(text).toContain("is a CBSE school");
    expect(text.match(/\ba (?:ICSE|IB|IGCSE|[aeio])\w*/g) ?? []).toEqual([]);
    expect(text).not.toMatch(/\ban (?:CBSE|State)/);
    expect([withArticle("ICSE"), withArticle("IB"), withArticle("CBSE"), withArticle("State Board")]).toEqual([
      "an ICSE",
      "an IB",
      "a CBSE",
      "a State Board",
    ]);
    expect([withArticle("engineering"), withArticle("university"), withArticle("MBA")]).toEqual([
      "an engineering",
      "a university",
      "an MBA",
    ]);
  });

  it("gives the cards of each type many different pictures, each one drawn differently", async () => {
    const rows = await database.db.select({ type: listings.type, cover: listings.coverPicture }).from(listings);
    for (const type of ["COLLEGE", "SCHOOL", "TUTORIAL"] as const) {
      const covers = new Set(rows.filter((r) => r.type === type).map((r) => r.cover));
      expect(covers.size, type).toBeGreaterThanOrEqual(15);
      const drawings = [...covers].map((url) =>
        readFileSync(path.join(mediaDir, (url ?? "").slice("/media/".length)), "utf8"),
      );
      // Titles differ anyway; the pictures themselves must too.
      const pictures = drawings.map((svg) => svg.replace(/<title[^>]*>.*?<\/title>/, ""));
      expect(new Set(pictures).size, type).toBe(covers.size);
    }
  });

  it("stores only local media URLs whose files exist", async () => {
    const urls = [
      ...(await database.db.select({ a: listings.logo, b: listings.coverPicture }).from(listings)).flatMap((r) => [
        r.a,
        r.b,
      ]),
      ...(await database.db.select({ a: events.coverImage, b: events.photo, c: events.logo }).from(events)).flatMap(
        (r) => [r.a, r.b, r.c],
      ),
      ...(await database.db.select({ a: blogs.imgUrl }).from(blogs)).map((r) => r.a),
      ...(await database.db.select({ a: users.pictureUrl }).from(users)).map((r) => r.a),
    ];
    expect(urls.every((u) => typeof u === "string")).toBe(true);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/media\/demo\/[a-z0-9/-]+\.svg$/);
      expect(existsSync(path.join(mediaDir, (url ?? "").slice("/media/".length))), url ?? "").toBe(true);
    }
  });

  it("queues an approval for every pending listing, event and post, plus one proposed edit", async () => {
    // Reviews have their own queue items (demo-reviews.test.ts).
    const approvals = (await database.db.select().from(pendingApprovals)).filter((a) => a.contentType !== "REVIEW");
    const open = approvals.filter((a) => a.status === "PENDING");
    const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner.email));
    const [owner2] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner2.email));
    const pendingContent = {
      LISTING: (await database.db.select().from(listings).where(eq(listings.status, "PENDING"))).map((r) => r.id),
      EVENT: (await database.db.select().from(events).where(eq(events.status, "PENDING"))).map((r) => r.id),
      BLOG: (await database.db.select().from(blogs).where(eq(blogs.status, "PENDING"))).map((r) => r.id),
    };
    for (const [type, ids] of Object.entries(pendingContent)) {
      expect(ids.length).toBeGreaterThan(0);
      const queued = open.filter((a) => a.contentType === type && a.action === "CREATE").map((a) => a.contentId);
      expect(queued.sort()).toEqual([...ids].sort());
    }
    expect(open.every((a) => a.submittedBy === owner?.id || a.submittedBy === owner2?.id)).toBe(true);
    const update = open.find((a) => a.action === "UPDATE");
    expect(update?.contentType).toBe("LISTING");
    expect(update?.proposedChanges).toHaveProperty("description");
    const [edited] = await database.db
      .select()
      .from(listings)
      .where(eq(listings.id, update?.contentId ?? 0));
    expect(edited?.status).toBe("PUBLISHED");
    expect(approvals.filter((a) => a.status === "REJECTED" && a.reason)).toHaveLength(2);
  });

  it("has two pending become-owner requests and two pending claims of unowned listings", async () => {
    const requests = await database.db.select().from(ownershipRequests);
    expect(requests.filter((r) => r.status === "PENDING")).toHaveLength(2);
    const claims = await database.db.select().from(claimRequests);
    expect(claims.filter((c) => c.status === "PENDING")).toHaveLength(2);
    for (const claim of claims) {
      const [listing] = await database.db.select().from(listings).where(eq(listings.id, claim.listingId));
      expect(listing?.authorId).toBeNull();
      expect(listing?.status).toBe("PUBLISHED");
    }
  });

  it("creates the demo accounts with working passwords", async () => {
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(DEMO_ACCOUNT_LIST.length + DEMO_REVIEWER_COUNT);
    for (const account of DEMO_ACCOUNT_LIST) {
      const user = rows.find((u) => u.email === account.email);
      expect(user?.role).toBe(account.role);
      expect(user?.fullName).toBe(account.fullName);
      expect(user?.emailVerified).toBe(true);
      expect(user?.loginType).toBe("Normal");
      const prefix = account.email.split("@")[0] ?? "";
      expect(user?.username.length).toBeLessThanOrEqual(10);
      expect(user?.username.startsWith(prefix.slice(0, 7))).toBe(true);
      expect(user?.username).toHaveLength(Math.min(prefix.length, 7) + 3);
      expect(await verify(user?.passwordHash ?? "", account.password)).toBe(true);
      expect(await verify(user?.passwordHash ?? "", `${account.password}x`)).toBe(false);
    }
  });

  it("seeds the lookups and writes one audit entry", async () => {
    const [lookupCount] = await database.db.select({ n: count() }).from(lookups);
    expect(lookupCount?.n).toBeGreaterThan(0);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "demo-data seeded"));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBeNull();
  });

  it("gives the demo owner a few enquiries (two unread, one answered, one closed) and the administrators one to a listing nobody owns", async () => {
    const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner.email));
    const [reader] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.reader.email));
    const rows = await database.db.select().from(enquiries).orderBy(asc(enquiries.id));
    expect(
      rows.map((row) => [row.ownerId === owner?.id ? "owner" : row.ownerId, row.status, row.readAt !== null]),
    ).toEqual([
      ["owner", "NEW", false],
      ["owner", "NEW", false],
      ["owner", "REPLIED", true],
      ["owner", "CLOSED", true],
      [null, "NEW", false],
    ]);
    expect(rows.filter((row) => row.userId === reader?.id)).toHaveLength(1);
    const listingRows = await database.db
      .select({ id: listings.id, authorId: listings.authorId, status: listings.status })
      .from(listings);
    for (const row of rows) {
      const listing = listingRows.find((l) => l.id === row.listingId);
      expect(listing?.status).toBe("PUBLISHED");
      expect(listing?.authorId ?? null).toBe(row.ownerId);
      expect(row.createdAt.getTime()).toBeLessThan(DEMO_NOW.getTime());
    }
    expect(await database.db.select({ n: count() }).from(enquiryReplies)).toEqual([{ n: 2 }]);
  });

  it("continues the listing id sequence after the demo ids", async () => {
    const [row] = await database.db
      .insert(listings)
      .values({ name: "Sequence Check", slug: "sequence-check", type: "SCHOOL" })
      .returning({ id: listings.id });
    expect(row?.id).toBe(2132);
    await database.db.delete(listings).where(eq(listings.id, row?.id ?? 0));
  });

  it("does nothing the second time", async () => {
    const before = await database.db.select({ n: count() }).from(listings);
    expect(await seedDemoDataIfEmpty(database.db, { mediaDir, log: quiet })).toBe(false);
    const after = await database.db.select({ n: count() }).from(listings);
    expect(after).toEqual(before);
    const [userCount] = await database.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(DEMO_ACCOUNT_LIST.length + DEMO_REVIEWER_COUNT);
  });

  it("is the same on every run", async () => {
    const other = await createTestDatabase();
    const otherMedia = await mkdtemp(path.join(tmpdir(), "lwl-demo-media-"));
    try {
      expect(await seedDemoDataIfEmpty(other.db, { mediaDir: otherMedia, log: quiet })).toBe(true);
      const pick = (db: DatabaseHandle["db"]) =>
        db
          .select({ id: listings.id, name: listings.name, slug: listings.slug, status: listings.status })
          .from(listings)
          .orderBy(asc(listings.id));
      expect(await pick(other.db)).toEqual(await pick(database.db));
      const titles = (db: DatabaseHandle["db"]) =>
        db.select({ t: events.title, s: events.startsAt }).from(events).orderBy(asc(events.id));
      expect(await titles(other.db)).toEqual(await titles(database.db));
      const posts = (db: DatabaseHandle["db"]) =>
        db.select({ t: blogs.title, c: blogs.category, tags: blogs.tags }).from(blogs).orderBy(asc(blogs.id));
      expect(await posts(other.db)).toEqual(await posts(database.db));
      const people = (db: DatabaseHandle["db"]) =>
        db.select({ id: users.id, username: users.username }).from(users).orderBy(asc(users.email));
      expect(await people(other.db)).toEqual(await people(database.db));
    } finally {
      await other.close();
      await rm(otherMedia, { recursive: true, force: true });
    }
  });
});
