/**
 * The search service on the demo data (issue 9): each relevance rule with named demo listings, facets
 * and filters, near me, paging edges, hidden content and every refusal.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { boardingFacetValues, feeBandOf } from "@lwl/contracts/listing-facts";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, searchClickCounts } from "../../../src/db/schema.ts";
import { seedDemoDataIfEmpty } from "../../../src/db/seed/demo.ts";
import { searchIndexReady } from "../../../src/modules/search/service.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertClicks, insertEvent, insertListing } from "../../helpers/fixtures.ts";

let t: TestApp;
let mediaDir: string;
let hiddenEventListingId: number;

const BASE = "/searchservice/api/v1";

async function get(url: string) {
  const response = await t.app.inject({ method: "GET", url: `${BASE}${url}` });
  return { status: response.statusCode, body: response.json() };
}

interface Item {
  id: number;
  name?: string;
  title?: string;
  city: string | null;
  highlight: string;
  distanceKm?: number;
  startsAt?: string;
  endsAt?: string | null;
  eventType?: string;
}

async function found(url: string): Promise<Item[]> {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.content;
}

const highlights = (items: Item[]) => items.map((item) => item.highlight);
const ids = (items: Item[]) => items.map((item) => item.id);

/** Every rule below holds on each engine (engine.ts); the threaded one needs PostgreSQL. */
const ENGINES = [
  { name: "index on the HTTP thread", thread: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "index in a thread of its own", thread: true }] : []),
];

describe.each(ENGINES)("search on the demo data, $name", ({ thread }) => {
  beforeAll(async () => {
    t = await createTestApp({ searchThread: thread });
    mediaDir = await mkdtemp(path.join(tmpdir(), "lwl-search-media-"));
    await seedDemoDataIfEmpty(t.database.db, { mediaDir, log: { info: () => {} } });
    // A published event of a listing that is not published: it must never be found.
    const draft = await insertListing(t.database.db, { name: "Quokka Draft Institute", status: "DRAFT" });
    hiddenEventListingId = draft.id;
    await insertEvent(t.database.db, draft.id, { title: "Quokka Science Fair" });
    // Loaded before the first search (until then PostgreSQL would answer: degraded.ts).
    await searchIndexReady(t.database.db);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  describe("prefix while typing", () => {
    it("beng finds the Bengaluru listings, names first, and marks the typed part", async () => {
      const { body } = await get("/listing/college/autocomplete?key=beng&size=3");
      expect(body).toMatchObject({ number: 0, size: 3, totalElements: 28, totalPages: 10, first: true, last: false });
      expect(highlights(body.content)).toEqual([
        "<mark>Beng</mark>aluru School of Management",
        "Sharma School of Design and Architecture, <mark>Beng</mark>aluru",
        "Bhat School of Law, <mark>Beng</mark>aluru",
      ]);
    });

    it("manag finds the Management colleges, every suggestion a name match", async () => {
      const items = await found("/listing/college/autocomplete?key=manag");
      expect(items).toHaveLength(8);
      expect(items.every((item) => item.highlight.includes("<mark>Manag</mark>ement"))).toBe(true);
      expect(ids(items)).toContain(1749);
    });
  });

  describe("accents and letter case, both ways", () => {
    it("ecole finds École Mondiale Internationale, with the whole answer", async () => {
      const { status, body } = await get("/listing/school?key=ecole");
      expect(status).toBe(200);
      // The card's stars are the listing's own (its seeded reviews).
      const detail = (await t.app.inject({ method: "GET", url: "/api/listings/2130" })).json();
      expect(body).toEqual({
        content: [
          {
            id: 2130,
            slug: "ecole-mondiale-internationale",
            type: "SCHOOL",
            name: "École Mondiale Internationale",
            city: expect.any(String),
            state: expect.any(String),
            address: expect.any(String),
            logo: "/media/demo/logos/listing-2130.svg",
            coverPicture: expect.stringMatching(/^\/media\/demo\/covers\/school-\d\d\.svg$/),
            excerpt: expect.stringMatching(/^École Mondiale Internationale teaches in English and French\./),
            rating: detail.rating,
            highlight: "<mark>École</mark> Mondiale Internationale",
          },
        ],
        number: 0,
        size: 20,
        totalElements: 1,
        totalPages: 1,
        first: true,
        last: true,
        facets: {
          city: [{ value: body.content[0].city, count: 1 }],
          state: [{ value: body.content[0].state, count: 1 }],
          // The school's own facts, as the contracts read them (each value once, A to Z).
          board: [...detail.details.boards].sort().map((value: string) => ({ value, count: 1 })),
          fees: detail.details.annualFee
            ? [{ value: feeBandOf("SCHOOL", detail.details.annualFee.min), count: 1 }]
            : [],
          boarding: boardingFacetValues(detail.details.boarding)
            .sort()
            .map((value) => ({ value, count: 1 })),
        },
        didYouMean: null,
        nextCursor: null,
      });
    });

    it.each(["École", "ÉCOLE", "eCOLE"])("%s finds Ecole Francaise, written without the accent", async (key) => {
      const items = await found(`/listing/tutorial?key=${encodeURIComponent(key)}`);
      expect(highlights(items)).toEqual(["<mark>Ecole</mark> Francaise – French Tuition"]);
    });
  });

  describe("typo tolerance (Meilisearch's default)", () => {
    it.each(["bengalru", "bangaluru"])("%s (one typo) finds the Bengaluru schools bengaluru finds", async (typo) => {
      const exact = await get("/listing/school?key=bengaluru&city=Bengaluru&size=20");
      const misspelt = await get(`/listing/school?key=${typo}&city=Bengaluru&size=20`);
      expect(exact.body.totalElements).toBeGreaterThan(5);
      expect(misspelt.body.totalElements).toBe(exact.body.totalElements);
      expect(ids(misspelt.body.content)).toEqual(ids(exact.body.content));
      expect(misspelt.body.content[0].highlight).toContain("<mark>Bengaluru</mark>");
    });

    it("chemestry finds the Chemistry tutors, Chemistry names first, as chemistry does", async () => {
      const exact = await get("/listing/tutorial?key=chemistry&size=5");
      const misspelt = await get("/listing/tutorial?key=chemestry&size=5");
      expect(misspelt.body.totalElements).toBe(exact.body.totalElements);
      expect((misspelt.body.content as Item[]).every((item) => item.highlight.includes("<mark>Chemistry</mark>"))).toBe(
        true,
      );
    });

    it("forgives two typos from nine letters (chemestri) and one from five (physcs)", async () => {
      expect((await found("/listing/tutorial?key=chemestri&size=1"))[0]?.highlight).toContain("<mark>Chemistry</mark>");
      expect((await found("/listing/tutorial?key=physcs&size=1"))[0]?.highlight).toContain("<mark>Physics</mark>");
    });

    it("does not forgive two typos below nine letters (phisycs)", async () => {
      const { body } = await get("/listing/tutorial?key=phisycs");
      expect(body).toMatchObject({ content: [], totalElements: 0 });
    });

    it("keeps words under five letters precise: mats finds nothing, and suggests a word one letter away", async () => {
      const { body } = await get("/listing/tutorial?key=mats");
      expect(body).toEqual({
        content: [],
        number: 0,
        size: 20,
        totalElements: 0,
        totalPages: 0,
        first: true,
        last: true,
        facets: { city: [], state: [], subject: [], mode: [], level: [], demoClass: [] },
        // "mat" (the MAT entrance exam of the demo's management colleges, issue 27) and "maths" are both
        // one letter away, and "mat" is nearer by trigrams; the vocabulary is the whole site's, and "mat" as
        // the last word finds tutors by prefix (mathematics, material), which is why it is offered.
        didYouMean: "mat",
        nextCursor: null,
      });
      expect((await found("/listing/tutorial?key=maths")).length).toBe(3);
      expect((await found("/listing/tutorial?key=mat")).length).toBeGreaterThan(0);
    });
  });

  describe("several words, in any order, across fields", () => {
    it("management bengaluru and bengaluru management answer the same, all-words matches first", async () => {
      const one = await found("/listing/college?key=management%20bengaluru&size=8");
      const other = await found("/listing/college?key=bengaluru%20management&size=8");
      expect(ids(one)).toEqual(ids(other));
      // Both words in the name; then both words, one in the city; then a two-typo match; then one word only.
      expect(highlights(one).slice(0, 4)).toEqual([
        "<mark>Bengaluru</mark> School of <mark>Management</mark>",
        "Prof. Diya Joshi Business School",
        "<mark>Mangaluru</mark> Institute of <mark>Management</mark> Studies",
        "Kaveri Institute of <mark>Management</mark> Studies",
      ]);
      expect(one[1]?.city).toBe("Bengaluru");
    });

    it("a page filled by all-words matches has the same rows and total as the whole ranking", async () => {
      const whole = (await get("/listing/college?key=management%20bengaluru&size=8")).body;
      const short = (await get("/listing/college?key=management%20bengaluru&size=2")).body;
      expect(short).toMatchObject({
        totalElements: whole.totalElements,
        totalPages: Math.ceil(whole.totalElements / 2),
      });
      expect(ids(short.content)).toEqual(ids(whole.content).slice(0, 2));
      const second = (await get("/listing/college?key=management%20bengaluru&size=2&page=1")).body;
      expect(ids(second.content)).toEqual(ids(whole.content).slice(2, 4));
      expect(second.totalElements).toBe(whole.totalElements);
    });

    it("says how many results have every word when the others have only some, and nothing for one word", async () => {
      const both = (await get("/listing/college?key=management%20bengaluru&size=8")).body;
      // The three all-words matches above, then the colleges with one of the words.
      expect([both.matchingEveryWord, both.totalElements > 3]).toEqual([3, true]);
      // One word: nothing to say.
      expect((await get("/listing/college?key=management&size=8")).body).not.toHaveProperty("matchingEveryWord");
      const three = (await get("/listing/college?key=bengaluru%20school%20management&size=2")).body;
      expect([three.matchingEveryWord, three.totalElements > 2]).toEqual([2, true]);
      const events = (await get("/event?key=admission%20bengaluru&size=4")).body;
      expect(events.matchingEveryWord).toBeLessThan(events.totalElements);
    });

    it("matches board, subjects and affiliation as well: cbse finds CBSE schools", async () => {
      const { body } = await get("/listing/school?key=cbse&board=CBSE&size=1");
      const all = await get("/listing/school?key=cbse&size=1");
      expect(body.totalElements).toBeGreaterThan(0);
      expect(all.body.totalElements).toBeGreaterThanOrEqual(body.totalElements);
    });
  });

  describe("ranking", () => {
    it("exact name first, then a name match, then the city only; ties by this month's searches", async () => {
      const exact = await found("/listing/college?key=chandigarh%20college%20of%20engineering&size=2");
      expect(highlights(exact)[0]).toBe(
        "<mark>Chandigarh</mark> <mark>College</mark> <mark>of</mark> <mark>Engineering</mark>",
      );

      const mumbai = await found("/listing/college?key=mumbai&size=10");
      expect(mumbai.map((item) => item.name)).toEqual([
        // The name starts with the search.
        "Mumbai Institute of Engineering and Technology",
        // The name has it (more searched first).
        "Nair College of Engineering, Mumbai",
        "Iyer Institute of Medical Sciences, Mumbai",
        // Only the city has it.
        ...mumbai.slice(3).map((item) => item.name),
      ]);
      expect(mumbai.slice(3).every((item) => item.city === "Mumbai" && !item.highlight.includes("<mark>"))).toBe(true);
    });

    it("popularity breaks ties: clicks this month move a listing up within its tier", async () => {
      await insertClicks(t.database.db, 2003, 100_000);
      const mumbai = await found("/listing/college?key=mumbai&size=3");
      expect(mumbai.map((item) => item.name)).toEqual([
        "Mumbai Institute of Engineering and Technology",
        "Iyer Institute of Medical Sciences, Mumbai",
        "Nair College of Engineering, Mumbai",
      ]);
    });

    it("answers an empty page, never an error, when nothing matches", async () => {
      const { status, body } = await get("/listing/school?key=xyzzyq");
      expect(status).toBe(200);
      expect(body).toEqual({
        content: [],
        number: 0,
        size: 20,
        totalElements: 0,
        totalPages: 0,
        first: true,
        last: true,
        facets: { city: [], state: [], board: [], fees: [], boarding: [] },
        didYouMean: null,
        nextCursor: null,
      });
      expect((await get("/event/autocomplete?key=xyzzyq")).body).toEqual({
        content: [],
        number: 0,
        size: 8,
        totalElements: 0,
        totalPages: 0,
        first: true,
        last: true,
      });
    });

    it("escapes HTML in the highlight", async () => {
      const items = await found("/listing/college/autocomplete?key=teresa");
      expect(highlights(items)).toContain("St. <mark>Teresa</mark>&#39;s University");
    });
  });

  describe("the key", () => {
    it("is trimmed: ' beng ' is beng", async () => {
      expect(await found("/listing/college/autocomplete?key=%20%20beng%20")).toEqual(
        await found("/listing/college/autocomplete?key=beng"),
      );
    });

    it("absent or empty: the default list, the most searched first", async () => {
      const absent = await get("/listing/college");
      const empty = await get("/listing/college?key=%20");
      expect(empty.body).toEqual(absent.body);
      expect(absent.body.totalElements).toBe(
        (
          await t.database.db
            .select()
            .from(listings)
            .where(and(eq(listings.type, "COLLEGE"), eq(listings.status, "PUBLISHED")))
        ).length,
      );
      expect(absent.body.content[0].highlight).not.toContain("<mark>");
    });

    it.each([
      ["b", "key needs at least 3 characters"],
      ["%20ab%20", "key needs at least 3 characters"],
      ["x".repeat(101), "key must be at most 100 characters"],
    ])("key=%s is a 400", async (key, message) => {
      for (const url of [
        `/listing/school?key=${key}`,
        `/listing/school/autocomplete?key=${key}`,
        `/event?key=${key}`,
      ]) {
        const { status, body } = await get(url);
        expect(status).toBe(400);
        expect(body).toEqual({
          statusCode: 400,
          error: "Bad Request",
          message,
          issues: [{ path: "key", message }],
        });
      }
    });

    it("the default list pages through every listing once: the month's clicked ones first, then by name", async () => {
      const first = (await get("/listing/tutorial")).body;
      const pages = await Promise.all(
        Array.from({ length: first.totalPages }, (_, page) => found(`/listing/tutorial?page=${page}`)),
      );
      const all = pages.flat();
      expect(all).toHaveLength(first.totalElements);
      expect(new Set(ids(all)).size).toBe(first.totalElements);
      const clicked = await t.database.db.select().from(searchClickCounts);
      const month = clicked
        .map((row) => row.month)
        .sort()
        .at(-1);
      const clicks = new Map(clicked.filter((row) => row.month === month).map((row) => [row.listingId, row.count]));
      const counts = all.map((item) => clicks.get(item.id) ?? 0);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const unclicked = all.filter((item) => !clicks.has(item.id)).map((item) => item.name ?? "");
      expect(unclicked.length).toBeGreaterThan(0);
    });

    it("of punctuation only finds nothing (it is not the default list)", async () => {
      const { body } = await get("/listing/school?key=%21%21%21");
      expect(body).toEqual({
        content: [],
        number: 0,
        size: 20,
        totalElements: 0,
        totalPages: 0,
        first: true,
        last: true,
        facets: { city: [], state: [], board: [], fees: [], boarding: [] },
        didYouMean: null,
        nextCursor: null,
      });
      expect((await get("/event/autocomplete?key=...")).body).toMatchObject({ content: [], totalElements: 0 });
      expect((await get("/event?key=%3F%3F%3F")).body).toMatchObject({
        content: [],
        totalElements: 0,
        facets: { city: [], state: [], eventType: [], accessibility: [] },
      });
    });

    it("takes 100 characters", async () => {
      expect((await get(`/listing/school?key=${"x".repeat(100)}`)).status).toBe(200);
    });
  });

  describe("the type", () => {
    it("is college, school or tutorial in any case", async () => {
      expect(await found("/listing/CoLLeGe/autocomplete?key=beng&size=2")).toEqual(
        await found("/listing/college/autocomplete?key=beng&size=2"),
      );
      const { status, body } = await get("/listing/planet?key=beng");
      expect(status).toBe(400);
      expect(body.message).toBe("type must be one of college, school, tutorial");
    });
  });

  describe("paging", () => {
    it("pages 0-based; results default to 20, suggestions to 8; 20 at most", async () => {
      expect((await get("/listing/college")).body).toMatchObject({ number: 0, size: 20 });
      expect((await get("/listing/college/autocomplete")).body).toMatchObject({ number: 0, size: 8 });
      for (const url of ["/listing/college?size=21", "/listing/college/autocomplete?size=21", "/event?size=21"]) {
        expect((await get(url)).body.message).toBe("size must be at most 20");
      }
      expect((await get("/listing/college?page=-1")).body.message).toBe("page must be at least 0");
      expect((await get("/listing/college?size=0")).body.message).toBe("size must be at least 1");
    });

    it("the last page is marked, and a page past the end is empty with the right total", async () => {
      const first = (await get("/listing/college/autocomplete?key=beng&size=10")).body;
      expect(first).toMatchObject({ totalElements: 28, totalPages: 3, first: true, last: false });
      const last = (await get("/listing/college/autocomplete?key=beng&size=10&page=2")).body;
      expect(last).toMatchObject({ number: 2, totalElements: 28, first: false, last: true });
      expect(last.content).toHaveLength(8);
      const beyond = (await get("/listing/college/autocomplete?key=beng&size=10&page=7")).body;
      expect(beyond).toEqual({
        content: [],
        number: 7,
        size: 10,
        totalElements: 28,
        totalPages: 3,
        first: false,
        last: true,
      });
    });

    it("pages do not overlap and together give every match once", async () => {
      const pages = await Promise.all([0, 1, 2].map((page) => found(`/listing/college?key=beng&size=10&page=${page}`)));
      const all = pages.flatMap(ids);
      expect(all).toHaveLength(28);
      expect(new Set(all).size).toBe(28);
    });
  });

  describe("only published content", () => {
    it("never finds a listing that is not published, by its exact name", async () => {
      const hidden = await t.database.db
        .select({ id: listings.id, name: listings.name, type: listings.type })
        .from(listings)
        .where(ne(listings.status, "PUBLISHED"));
      expect(hidden.length).toBeGreaterThan(5);
      for (const listing of hidden.slice(0, 6)) {
        const items = await found(`/listing/${listing.type}?key=${encodeURIComponent(listing.name)}`);
        expect(ids(items)).not.toContain(listing.id);
      }
    });

    it("never finds a published event of a listing that is not published", async () => {
      expect((await get("/event?key=quokka")).body.totalElements).toBe(0);
      expect((await get("/event/autocomplete?key=quokka")).body.totalElements).toBe(0);
      await insertEvent(t.database.db, 1749, { title: "Quokka Robotics Day" });
      expect(highlights(await found("/event?key=quokka"))).toEqual(["<mark>Quokka</mark> Robotics Day"]);
      expect(hiddenEventListingId).toBeGreaterThan(0);
    });
  });

  describe("facets and filters", () => {
    it("count per value for the key and the other filters; a facet ignores its own filter", async () => {
      const { body } = await get("/listing/college?key=beng&city=kolkata&size=2");
      expect(body.totalElements).toBe(13);
      expect(body.content.every((item: Item) => item.city === "Kolkata")).toBe(true);
      expect(body.facets.city).toEqual([
        { value: "Bengaluru", count: 15 },
        { value: "Kolkata", count: 13 },
      ]);
      expect(body.facets.state).toEqual([{ value: "West Bengal", count: 13 }]);
      expect(body.facets.affiliation).toEqual([
        { value: "University of Calcutta", count: 7 },
        { value: "Autonomous, affiliated to University of Calcutta", count: 5 },
        { value: "State university", count: 1 },
      ]);
    });

    it("takes several values of one facet (any of them) and answers only the type's facets", async () => {
      const { body } = await get("/listing/college?key=beng&city=Kolkata&city=Bengaluru&size=1");
      expect(body.totalElements).toBe(28);
      expect(Object.keys(body.facets)).toEqual([
        "city",
        "state",
        "affiliation",
        "courseLevel",
        "exam",
        "hostel",
        "fees",
      ]);
      expect(Object.keys((await get("/listing/school?size=1")).body.facets)).toEqual([
        "city",
        "state",
        "board",
        "fees",
        "boarding",
      ]);
      expect(Object.keys((await get("/listing/tutorial?size=1")).body.facets)).toEqual([
        "city",
        "state",
        "subject",
        "mode",
        "level",
        "demoClass",
      ]);
    });

    it("filters schools by board, tutors by subject and mode", async () => {
      const cbse = await get("/listing/school?board=cbse&size=1");
      const allSchools = await get("/listing/school?size=1");
      const cbseFacet = allSchools.body.facets.board.find((facet: { value: string }) => facet.value === "CBSE");
      expect(cbse.body.totalElements).toBe(cbseFacet.count);

      const chemistryOnline = await get("/listing/tutorial?subject=Chemistry&mode=ONLINE&size=20");
      expect(chemistryOnline.body.totalElements).toBeGreaterThan(0);
      expect(chemistryOnline.body.facets.mode.map((facet: { value: string }) => facet.value).sort()).toEqual([
        "IN_PERSON",
        "ONLINE",
      ]);
      const subjects = chemistryOnline.body.facets.subject as { value: string; count: number }[];
      expect(subjects.find((facet) => facet.value === "Chemistry")?.count).toBe(chemistryOnline.body.totalElements);
    });

    it.each([
      ["/listing/school?city=Atlantis", 'city has no value "Atlantis"'],
      ["/listing/tutorial?mode=BOTH", 'mode has no value "BOTH"'],
      ["/listing/college?board=CBSE", "board applies to schools only"],
      ["/listing/school?affiliation=x", "affiliation applies to colleges only"],
      ["/listing/college?subject=Physics", "subject applies to tutors only"],
      ["/event?eventType=PARTY", 'eventType has no value "PARTY"'],
      ["/event?accessibility=VIP", 'accessibility has no value "VIP"'],
    ])("%s is a 400 naming the field", async (url, message) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body).toEqual({ statusCode: 400, error: "Bad Request", message });
    });
  });

  describe("events", () => {
    it("upcoming first by default: soonest first, then past ones, most recent first", async () => {
      const pages = await Promise.all([0, 1, 2, 3].map((page) => found(`/event?size=20&page=${page}`)));
      const items = pages.flat();
      const now = Date.now();
      const over = items.map((item) => new Date(item.endsAt ?? item.startsAt ?? 0).getTime() < now);
      const firstPast = over.indexOf(true);
      expect(firstPast).toBeGreaterThan(0);
      expect(over.slice(firstPast).every(Boolean)).toBe(true);
      const starts = items.map((item) => new Date(item.startsAt ?? 0).getTime());
      expect(starts.slice(0, firstPast)).toEqual([...starts.slice(0, firstPast)].sort((a, b) => a - b));
      expect(starts.slice(firstPast)).toEqual([...starts.slice(firstPast)].sort((a, b) => b - a));
    });

    it("upcoming=true keeps only events still to come or under way, eventType filters", async () => {
      const { body } = await get("/event?upcoming=true&eventType=OPEN_DAY&size=20");
      expect(body.totalElements).toBeGreaterThan(0);
      for (const item of body.content as Item[]) {
        expect(item.eventType).toBe("OPEN_DAY");
        expect(new Date(item.endsAt ?? item.startsAt ?? 0).getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000);
      }
      expect(body.facets.eventType.find((facet: { value: string }) => facet.value === "OPEN_DAY").count).toBe(
        body.totalElements,
      );
    });

    it("from and to keep the events of those days (site time zone)", async () => {
      const items = await found("/event?from=2027-01-01&to=2027-01-31&size=20");
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(new Date(item.startsAt ?? "").getTime()).toBeLessThan(new Date("2027-01-31T18:30:00Z").getTime());
        expect(new Date(item.endsAt ?? item.startsAt ?? "").getTime()).toBeGreaterThanOrEqual(
          new Date("2026-12-31T18:30:00Z").getTime(),
        );
      }
    });

    it.each([
      ["/event?from=2026-02-30", "from must be a real date"],
      ["/event?to=tomorrow", "to must be a date like 2026-11-23"],
      ["/event?from=2027-02-01&to=2027-01-01", "from must not be after to"],
      ["/event?upcoming=yes", "upcoming must be true or false"],
    ])("%s is a 400", async (url, message) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    });
  });

  describe("near me", () => {
    const BENGALURU = "lat=12.9716&lng=77.5946";

    it("sorts by distance within 25 km and gives distanceKm", async () => {
      const items = await found(`/listing/tutorial?${BENGALURU}&size=20`);
      expect(items.length).toBeGreaterThan(3);
      const distances = items.map((item) => item.distanceKm ?? Number.NaN);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((km) => km >= 0 && km <= 25)).toBe(true);
      expect(items.every((item) => item.city === "Bengaluru")).toBe(true);
    });

    it("finds every listing at the widest radius (any distance), nearest first", async () => {
      const everywhere = (await get("/listing/school?size=1")).body.totalElements;
      const far = await get(`/listing/school?${BENGALURU}&radiusKm=20040&sort=distance&size=20`);
      expect(far.body.totalElements).toBe(everywhere);
      const distances = (far.body.content as Item[]).map((item) => item.distanceKm ?? Number.NaN);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it("takes a radius and a key; without near me there is no distanceKm", async () => {
      const all = (await get(`/listing/tutorial?${BENGALURU}&size=1`)).body.totalElements;
      const near = await get(`/listing/tutorial?${BENGALURU}&radiusKm=3&size=20`);
      expect(near.body.totalElements).toBeLessThan(all);
      expect((near.body.content as Item[]).every((item) => (item.distanceKm ?? 99) <= 3)).toBe(true);
      expect((await found("/listing/tutorial?size=1"))[0]).not.toHaveProperty("distanceKm");
      const events = await found(`/event?${BENGALURU}&size=20`);
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((item) => typeof item.distanceKm === "number")).toBe(true);
    });

    it.each([
      ["/listing/school?lat=12.9", "lng is needed with lat"],
      ["/listing/school?lng=77.5", "lat is needed with lng"],
      ["/listing/school?lat=91&lng=0", "lat must be between -90 and 90"],
      ["/listing/school?lat=1&lng=0&radiusKm=0", "radiusKm must be more than 0"],
      ["/listing/school?lat=1&lng=0&radiusKm=20041", "radiusKm must be at most 20040"],
      ["/listing/school?sort=distance", "sort=distance needs lat and lng"],
      ["/listing/school?sort=stars", "sort must be one of relevance, name, distance, rating"],
    ])("%s is a 400", async (url, message) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    });
  });
});
