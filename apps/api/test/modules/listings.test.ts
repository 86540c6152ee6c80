import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { insertClicks, insertListing, insertUser } from "../helpers/fixtures.ts";

let t: TestApp;
const ids: Record<string, number> = {};
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ownerId = (await insertUser(db, { role: "ListingOwner" })).id;
  // 12 published colleges, 3 schools, 2 tutors, and unpublished ones that must stay hidden.
  for (let i = 0; i < 12; i += 1) {
    const row = await insertListing(db, {
      name: `College ${String(i).padStart(2, "0")}`,
      type: "COLLEGE",
      handPicked: i < 2,
      authorId: i < 3 ? ownerId : null,
    });
    // This month's search clicks rank the landing sections and make each listing's searchCount.
    if (i > 0) await insertClicks(db, row.id, i * 10);
    ids[row.name] = row.id;
  }
  for (let i = 0; i < 3; i += 1) await insertListing(db, { name: `School ${i}`, type: "SCHOOL" });
  for (let i = 0; i < 2; i += 1) await insertListing(db, { name: `Tutor ${i}`, type: "TUTORIAL" });
  for (const status of ["PENDING", "DRAFT", "REJECTED", "ARCHIVED"] as const) {
    const row = await insertListing(db, {
      name: `Hidden ${status}`,
      status,
      handPicked: true,
      authorId: ownerId,
    });
    await insertClicks(db, row.id, 99_999);
    ids[row.name] = row.id;
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/listings", () => {
  it("pages published listings by name with the shared envelope", async () => {
    const response = await get("/api/listings?page=0&size=5");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ number: 0, size: 5, totalElements: 17, totalPages: 4, first: true, last: false });
    expect(body.content).toHaveLength(5);
    expect(body.content[0]).toMatchObject({ name: "College 00", type: "COLLEGE", status: "PUBLISHED" });
    expect(body.content[0].address).toBe("1 Test Road, Pune, Maharashtra 411001, India");
    expect(body.content[0].excerpt).toBe("A test listing.");
  });

  it("defaults to page 0 of size 10", async () => {
    const body = (await get("/api/listings")).json();
    expect(body).toMatchObject({ number: 0, size: 10 });
    expect(body.content).toHaveLength(10);
  });

  it("marks the last page and answers an empty page past the end", async () => {
    const last = (await get("/api/listings?page=3&size=5")).json();
    expect(last).toMatchObject({ first: false, last: true });
    expect(last.content).toHaveLength(2);
    const beyond = (await get("/api/listings?page=9&size=5")).json();
    expect(beyond.content).toEqual([]);
    expect(beyond.last).toBe(true);
  });

  it("never shows unpublished listings", async () => {
    const body = (await get("/api/listings?size=100")).json();
    const names: string[] = body.content.map((l: { name: string }) => l.name);
    expect(names.some((name) => name.startsWith("Hidden"))).toBe(false);
  });

  it.each([
    ["page=-1", "page must be at least 0"],
    ["page=abc", "page must be a whole number"],
    ["page=1.5", "page must be a whole number"],
    ["size=0", "size must be at least 1"],
    ["size=101", "size must be at most 100"],
    ["size=ten", "size must be a whole number"],
  ])("refuses %s with a 400 naming the field", async (query, message) => {
    const response = await get(`/api/listings?${query}`);
    expect(response.statusCode).toBe(400);
    const field = query.split("=")[0];
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message,
      issues: [{ path: field, message }],
    });
  });
});

describe("GET /api/listings/{id}", () => {
  it("answers a published listing in full", async () => {
    const response = await get(`/api/listings/${ids["College 03"]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids["College 03"],
      slug: "college-03",
      description: "<p>A <strong>test</strong> listing.</p>",
      fullAddress: { line1: "1 Test Road", city: "Pune", postalCode: "411001" },
      contact: { address: "1 Test Road, Pune, Maharashtra 411001, India" },
      searchCount: 30,
    });
  });

  it("answers 404 for unknown and for unpublished listings alike", async () => {
    for (const id of [999_999, ids["Hidden PENDING"], ids["Hidden DRAFT"]]) {
      const response = await get(`/api/listings/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: `Listing ${id} not found` });
    }
  });

  it.each(["abc", "0", "-4", "1.5", "99999999999"])("refuses id %s with a 400", async (id) => {
    const response = await get(`/api/listings/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("id must be a positive whole number");
  });
});

describe("GET /api/listings/type/{type}", () => {
  it("filters by type in any case", async () => {
    for (const type of ["school", "SCHOOL", "School"]) {
      const body = (await get(`/api/listings/type/${type}`)).json();
      expect(body.totalElements).toBe(3);
      expect(body.content.every((l: { type: string }) => l.type === "SCHOOL")).toBe(true);
    }
    expect((await get("/api/listings/type/tutorial")).json().totalElements).toBe(2);
    expect((await get("/api/listings/type/college?size=20")).json().totalElements).toBe(12);
  });

  it("refuses an unknown type", async () => {
    const response = await get("/api/listings/type/university");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("type must be one of college, school, tutorial");
  });

  it("validates paging there too", async () => {
    expect((await get("/api/listings/type/school?size=500")).statusCode).toBe(400);
  });
});

describe("GET /api/listings/author/{authorId}", () => {
  it("lists an author's published listings only", async () => {
    const body = (await get(`/api/listings/author/${ownerId}`)).json();
    expect(body.totalElements).toBe(3);
    expect(body.content.every((l: { authorId: string }) => l.authorId === ownerId)).toBe(true);
  });

  it("answers an empty page for an author without listings", async () => {
    const body = (await get("/api/listings/author/00000000-0000-4000-8000-000000000000")).json();
    expect(body).toMatchObject({ totalElements: 0, totalPages: 0, content: [] });
  });

  it("refuses an author id that is not a UUID", async () => {
    const response = await get("/api/listings/author/42");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("authorId must be a valid user id (UUID)");
  });
});

describe("landing sections", () => {
  it("hand-picked lists only published hand-picked listings", async () => {
    const body = (await get("/api/listings/hand-picked")).json();
    expect(body.map((l: { name: string }) => l.name).sort()).toEqual(["College 00", "College 01"]);
  });

  it("top searches orders published listings by this month's search clicks", async () => {
    const body = (await get("/api/listings/top-searches?size=3")).json();
    expect(body.map((l: { name: string }) => l.name)).toEqual(["College 11", "College 10", "College 09"]);
  });

  it("refuses a size out of range", async () => {
    expect((await get("/api/listings/hand-picked?size=0")).statusCode).toBe(400);
    expect((await get("/api/listings/top-searches?size=51")).json().message).toBe("size must be at most 50");
  });
});

describe("a landing section's selection of one type", () => {
  beforeAll(async () => {
    // The landing section would otherwise show the first names alphabetically: Aarav, Abha...
    const school = async (name: string, city: string, clicks: number) =>
      insertClicks(t.database.db, (await insertListing(t.database.db, { name, type: "SCHOOL", city })).id, clicks);
    await school("Aarav Academy", "Pune", 50);
    await school("Abha Academy", "Pune", 40);
    await school("Zoya School", "Delhi", 5);
    await school("Yash School", "Mumbai", 1);
    await school("Chennai School", "Chennai", 900);
    await insertListing(t.database.db, { name: "Pending School", type: "SCHOOL", city: "Goa", status: "PENDING" });
  });

  it("takes the most searched of each city in turn, so one city never fills the band", async () => {
    const body = (await get("/api/listings/type/school/popular?size=5")).json();
    expect(body.map((l: { name: string; city: string }) => `${l.name}, ${l.city}`)).toEqual([
      "Chennai School, Chennai",
      "Aarav Academy, Pune",
      "Zoya School, Delhi",
      "Yash School, Mumbai",
      "Abha Academy, Pune",
    ]);
  });

  it("shows published listings of that type only, and refuses a bad type or size", async () => {
    const body = (await get("/api/listings/type/school/popular?size=50")).json();
    expect(body.every((l: { type: string; status: string }) => l.type === "SCHOOL" && l.status === "PUBLISHED")).toBe(
      true,
    );
    expect(body.map((l: { name: string }) => l.name)).not.toContain("Pending School");
    expect((await get("/api/listings/type/planet/popular")).statusCode).toBe(400);
    expect((await get("/api/listings/type/school/popular?size=51")).json().message).toBe("size must be at most 50");
  });
});

describe("lookups", () => {
  it.each([
    ["/api/listingType", "COLLEGE"],
    ["/api/eventType", "WORKSHOP"],
    ["/api/eventAccessibility", "OPEN"],
  ])("%s lists its entries", async (url, code) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const body: { code: string; label: string }[] = response.json();
    expect(body.map((entry) => entry.code)).toContain(code);
    expect(body.every((entry) => entry.label.length > 0)).toBe(true);
  });
});
