/**
 * The news service's read side (docs/product.md section 7.5, issue 12): one small newsroom, read by a
 * visitor, the author of some posts, another signed-in reader and an administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { type SignedInUser, signInAs } from "../helpers/auth.ts";
import { insertBlog, insertListing } from "../helpers/fixtures.ts";

let t: TestApp;
let author: SignedInUser;
let otherReader: SignedInUser;
let admin: SignedInUser;
const ids: Record<string, number> = {};
let publishedListing: { id: number; name: string; slug: string };
let draftListing: { id: number };

/** The newsroom's clock: every post is dated relative to it, so the orders below are exact. */
const NOW = Date.parse("2026-01-10T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000);
const LONG_BODY = Array.from({ length: 450 }, (_, i) => `word${i}`).join(" ");

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  author = await signInAs(t, "ListingOwner");
  otherReader = await signInAs(t, "Reader");
  admin = await signInAs(t, "Administrator");
  publishedListing = await insertListing(db, { name: "Sunrise College", authorId: author.user.id });
  draftListing = await insertListing(db, { name: "Hidden School", type: "SCHOOL", status: "DRAFT" });

  const published = async (key: string, days: number, values: Parameters<typeof insertBlog>[1]) => {
    const at = daysAgo(days);
    const row = await insertBlog(db, {
      title: key,
      publishedTime: at,
      createdTime: at,
      lastUpdatedTime: at,
      ...values,
    });
    ids[key] = row.id;
  };
  await published("Admissions open", 1, {
    category: "admissions",
    tags: ["admissions", "cbse"],
    featured: true,
    listingId: publishedListing.id,
    content: `<h1>Dates</h1><p onclick="steal()">${LONG_BODY}</p><script>alert(1)</script>`,
  });
  await published("Exam dates", 2, { category: "exams", tags: ["exams", "cbse"], breaking: true });
  await published("Scholarship guide", 3, { category: "scholarships", tags: ["scholarships"], sponsored: true });
  await published("Campus fest", 4, { category: "Campus-Life", tags: ["events"], listingId: draftListing.id });
  await published("More admissions", 5, { category: "admissions", tags: [], authorId: author.user.id });
  await published("Old admissions", 6, { category: "admissions", tags: ["deadlines"] });
  await published("Older admissions", 7, { category: "admissions", tags: ["deadlines"] });
  await published("Robotics club", 8, { category: "robotics", tags: ["stem"] });
  await published("Oldest admissions", 9, { category: "admissions", tags: ["deadlines"] });

  const unpublished = async (key: string, status: "DRAFT" | "PENDING" | "REJECTED", days: number, extra = {}) => {
    const row = await insertBlog(db, {
      title: key,
      status,
      publishedTime: null,
      lastUpdatedTime: daysAgo(days),
      authorId: author.user.id,
      category: "admissions",
      tags: ["cbse"],
      featured: true,
      breaking: true,
      sponsored: true,
      listingId: publishedListing.id,
      ...extra,
    });
    ids[key] = row.id;
  };
  await unpublished("Draft post", "DRAFT", 0.5);
  await unpublished("Pending post", "PENDING", 2.5, { category: "careers" });
  await unpublished("Rejected post", "REJECTED", 10, { category: "gossip" });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const titles = (body: { content: { title: string }[] }) => body.content.map((post) => post.title);
const ALL_PUBLISHED = [
  "Admissions open",
  "Exam dates",
  "Scholarship guide",
  "Campus fest",
  "More admissions",
  "Old admissions",
  "Older admissions",
  "Robotics club",
  "Oldest admissions",
];

describe("GET /api/blogs/published", () => {
  it("pages the published posts, newest first, in the paged envelope", async () => {
    const response = await get("/api/blogs/published?page=0&size=4");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(titles(body)).toEqual(ALL_PUBLISHED.slice(0, 4));
    expect({ ...body, content: undefined }).toEqual({
      content: undefined,
      number: 0,
      size: 4,
      totalElements: 9,
      totalPages: 3,
      first: true,
      last: false,
    });
  });

  it("answers each post as a summary, without its content", async () => {
    const body = (await get("/api/blogs/published?size=1")).json();
    expect(body.content[0]).toEqual({
      id: ids["Admissions open"],
      listingId: publishedListing.id,
      authorId: null,
      title: "Admissions open",
      slug: "admissions-open",
      category: "admissions",
      shortDescription: "A short description.",
      imgUrl: null,
      tags: ["admissions", "cbse"],
      status: "PUBLISHED",
      featured: true,
      sponsored: false,
      breaking: false,
      createdTime: "2026-01-09T12:00:00.000Z",
      lastUpdatedTime: "2026-01-09T12:00:00.000Z",
      publishedTime: "2026-01-09T12:00:00.000Z",
    });
  });

  it("answers the last page with what is left", async () => {
    const body = (await get("/api/blogs/published?page=2&size=4")).json();
    expect(body).toMatchObject({ number: 2, size: 4, totalElements: 9, totalPages: 3, first: false, last: true });
    expect(titles(body)).toEqual(["Oldest admissions"]);
  });

  it("answers an empty last page beyond the last one, not an error", async () => {
    const response = await get("/api/blogs/published?page=7&size=4");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: [],
      number: 7,
      size: 4,
      totalElements: 9,
      totalPages: 3,
      first: false,
      last: true,
    });
  });

  it("defaults to the first page of 10 and takes the largest size, 100", async () => {
    expect((await get("/api/blogs/published")).json()).toMatchObject({ number: 0, size: 10, totalElements: 9 });
    expect(titles((await get("/api/blogs/published?size=100")).json())).toEqual(ALL_PUBLISHED);
  });

  it.each([
    ["page=-1", "page", "page must be at least 0"],
    ["page=one", "page", "page must be a whole number"],
    ["size=0", "size", "size must be at least 1"],
    ["size=101", "size", "size must be at most 100"],
    ["size=2.5", "size", "size must be a whole number"],
  ])("refuses %s with a 400 naming the field", async (query, field, message) => {
    const response = await get(`/api/blogs/published?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message, issues: [{ path: field, message }] });
  });
});

describe("GET /api/blogs/featured, /sponsored and /breaking-news", () => {
  it.each([
    ["featured", ["Admissions open"]],
    ["sponsored", ["Scholarship guide"]],
    ["breaking-news", ["Exam dates"]],
  ])("/%s lists the published posts so marked (the marked drafts stay hidden)", async (path, expected) => {
    const response = await get(`/api/blogs/${path}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: expected.length, totalPages: 1, first: true, last: true });
    expect(titles(response.json())).toEqual(expected);
  });

  it("refuses a bad size on them too", async () => {
    const response = await get("/api/blogs/featured?size=500");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("size must be at most 100");
  });
});

describe("GET /api/blogs/{id}", () => {
  it("answers the article: sanitised content, reading time, its listing and related posts", async () => {
    const response = await get(`/api/blogs/${ids["Admissions open"]}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.content).toBe(`<h2>Dates</h2><p>${LONG_BODY}</p>`);
    // 451 words at 200 a minute.
    expect(body.readingMinutes).toBe(3);
    expect(body.listing).toEqual({
      id: publishedListing.id,
      name: "Sunrise College",
      slug: "sunrise-college",
      type: "COLLEGE",
    });
    expect(body).toMatchObject({ id: ids["Admissions open"], title: "Admissions open", status: "PUBLISHED" });
  });

  it("relates up to 4 published posts of the same category or sharing a tag, newest first, never itself", async () => {
    const body = (await get(`/api/blogs/${ids["Admissions open"]}`)).json();
    // Candidates: Exam dates (shares cbse), and the four other admissions posts; the draft and
    // pending posts share the category and a tag but are not published.
    expect(body.related.map((post: { title: string }) => post.title)).toEqual([
      "Exam dates",
      "More admissions",
      "Old admissions",
      "Older admissions",
    ]);
    expect(body.related[0]).not.toHaveProperty("content");
  });

  it("relates posts by a shared tag alone, across categories", async () => {
    const body = (await get(`/api/blogs/${ids["Exam dates"]}`)).json();
    expect(body.related.map((post: { title: string }) => post.title)).toEqual(["Admissions open"]);
  });

  it("answers an empty related list when nothing matches", async () => {
    const body = (await get(`/api/blogs/${ids["Robotics club"]}`)).json();
    expect(body.related).toEqual([]);
    expect(body.listing).toBeNull();
    expect(body.readingMinutes).toBe(1);
  });

  it("keeps a post of an unpublished listing readable, without naming the listing", async () => {
    const response = await get(`/api/blogs/${ids["Campus fest"]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ listingId: draftListing.id, listing: null });
  });

  it.each([["Draft post"], ["Pending post"], ["Rejected post"]])(
    "hides the %s from visitors and other readers as if it did not exist",
    async (key) => {
      const id = ids[key];
      for (const headers of [{}, otherReader.headers]) {
        const response = await get(`/api/blogs/${id}`, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: `Post ${id} not found` });
      }
    },
  );

  it("shows an unpublished post to its author and to an administrator, to preview it", async () => {
    for (const headers of [author.headers, admin.headers]) {
      const response = await get(`/api/blogs/${ids["Draft post"]}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title: "Draft post", status: "DRAFT" });
    }
  });

  it("answers 404 for an unknown id", async () => {
    const response = await get("/api/blogs/999999");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Post 999999 not found");
  });

  it.each(["0", "abc", "1.5"])("refuses id %s with a 400 naming the field", async (id) => {
    const response = await get(`/api/blogs/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "id must be a positive whole number",
      issues: [{ path: "id", message: "id must be a positive whole number" }],
    });
  });
});

describe("GET /api/blogs/author/{id}", () => {
  const url = () => `/api/blogs/author/${author.user.id}`;

  it("shows visitors and other readers the author's published posts only", async () => {
    for (const headers of [{}, otherReader.headers]) {
      const body = (await get(url(), headers)).json();
      expect(titles(body)).toEqual(["More admissions"]);
      expect(body.totalElements).toBe(1);
    }
  });

  it.each([
    ["the author", () => author],
    ["an administrator", () => admin],
  ])("shows %s every status, by last update, newest first", async (_who, viewer) => {
    const body = (await get(url(), viewer().headers)).json();
    expect(body.content.map((post: { title: string; status: string }) => [post.title, post.status])).toEqual([
      ["Draft post", "DRAFT"],
      ["Pending post", "PENDING"],
      ["More admissions", "PUBLISHED"],
      ["Rejected post", "REJECTED"],
    ]);
    expect(body.totalElements).toBe(4);
  });

  it("pages the author's list", async () => {
    const body = (await get(`${url()}?page=1&size=3`, author.headers)).json();
    expect(titles(body)).toEqual(["Rejected post"]);
    expect(body).toMatchObject({ number: 1, totalElements: 4, totalPages: 2, first: false, last: true });
  });

  it("reads the id in any letter case", async () => {
    const body = (
      await get(url().toUpperCase().replace("/API/BLOGS/AUTHOR", "/api/blogs/author"), author.headers)
    ).json();
    expect(body.totalElements).toBe(4);
  });

  it("answers an empty page for an author with no posts", async () => {
    const body = (await get(`/api/blogs/author/${otherReader.user.id}`)).json();
    expect(body).toMatchObject({ content: [], totalElements: 0, totalPages: 0, first: true, last: true });
  });

  it("refuses an id that is not a user id", async () => {
    const response = await get("/api/blogs/author/42");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("id must be a valid user id (UUID)");
  });
});

describe("GET /api/blogs/category/{name}", () => {
  it("lists a category's published posts, newest first", async () => {
    const body = (await get("/api/blogs/category/admissions")).json();
    expect(titles(body)).toEqual([
      "Admissions open",
      "More admissions",
      "Old admissions",
      "Older admissions",
      "Oldest admissions",
    ]);
    expect(body.totalElements).toBe(5);
  });

  it.each(["ADMISSIONS", "Admissions", "aDmIsSiOnS"])("reads %s case-insensitively", async (name) => {
    expect((await get(`/api/blogs/category/${name}`)).json().totalElements).toBe(5);
  });

  it.each(["campus-life", "CAMPUS-LIFE", "Campus%20Life"])(
    "matches a category stored in another case, and by its name (%s)",
    async (name) => {
      expect(titles((await get(`/api/blogs/category/${name}`)).json())).toEqual(["Campus fest"]);
    },
  );

  it("pages a category", async () => {
    const body = (await get("/api/blogs/category/admissions?page=1&size=2")).json();
    expect(titles(body)).toEqual(["Old admissions", "Older admissions"]);
    expect(body).toMatchObject({ number: 1, totalPages: 3, first: false, last: false });
  });

  it("answers an empty page for an editorial category with no published post yet", async () => {
    const response = await get("/api/blogs/category/careers");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ content: [], totalElements: 0 });
  });

  it("answers a category outside the editorial list that has published posts", async () => {
    expect(titles((await get("/api/blogs/category/Robotics")).json())).toEqual(["Robotics club"]);
  });

  it.each(["gossip", "no-such-category"])("answers 404 for a category without published posts (%s)", async (name) => {
    const response = await get(`/api/blogs/category/${name}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: `Category ${name} not found` });
  });

  it("refuses a name that is too long", async () => {
    const response = await get(`/api/blogs/category/${"x".repeat(61)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("name must be at most 60 characters");
  });
});

describe("GET /api/blogs/tag/{tag}", () => {
  it("lists the published posts with a tag, in any letter case, newest first", async () => {
    for (const tag of ["cbse", "CBSE"]) {
      const body = (await get(`/api/blogs/tag/${tag}`)).json();
      expect(titles(body)).toEqual(["Admissions open", "Exam dates"]);
    }
  });

  it("pages a tag", async () => {
    const body = (await get("/api/blogs/tag/deadlines?page=1&size=2")).json();
    expect(titles(body)).toEqual(["Oldest admissions"]);
    expect(body).toMatchObject({ totalElements: 3, totalPages: 2, last: true });
  });

  it("answers an empty page for a tag nobody uses", async () => {
    const response = await get("/api/blogs/tag/unused");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe("GET /api/blogs/categories", () => {
  it("answers every editorial category in order with its published posts, then the others by name", async () => {
    const response = await get("/api/blogs/categories");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: "Admissions", slug: "admissions", count: 5 },
      { name: "Exams", slug: "exams", count: 1 },
      { name: "Scholarships", slug: "scholarships", count: 1 },
      // The pending careers post does not count.
      { name: "Careers", slug: "careers", count: 0 },
      { name: "Technology", slug: "technology", count: 0 },
      // Stored as "Campus-Life": counted with its editorial category.
      { name: "Campus Life", slug: "campus-life", count: 1 },
      { name: "Policy", slug: "policy", count: 0 },
      { name: "Study Abroad", slug: "study-abroad", count: 0 },
      { name: "Events", slug: "events", count: 0 },
      // Not editorial; the rejected post's "gossip" is not listed at all.
      { name: "Robotics", slug: "robotics", count: 1 },
    ]);
  });
});

describe("GET /api/blogs/listing/{listingId}", () => {
  it("lists the published posts of a published listing (its draft stays hidden)", async () => {
    const response = await get(`/api/blogs/listing/${publishedListing.id}`);
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(["Admissions open"]);
    expect(response.json()).toMatchObject({ totalElements: 1, totalPages: 1, first: true, last: true });
  });

  it.each([
    ["an unpublished listing", () => draftListing.id],
    ["an unknown listing", () => 999999],
  ])("answers 404 for %s", async (_what, id) => {
    const response = await get(`/api/blogs/listing/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Listing ${id()} not found`);
  });

  it("refuses a listing id that is not one", async () => {
    const response = await get("/api/blogs/listing/abc");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("listingId must be a positive whole number");
  });
});

describe("the OpenAPI document", () => {
  it("describes every news call with its parameters and answers", async () => {
    const spec = (await get("/docs/json")).json();
    const newsPaths = Object.keys(spec.paths)
      .filter((path) => path.startsWith("/api/blogs"))
      .sort();
    expect(newsPaths).toEqual([
      "/api/blogs",
      "/api/blogs/author/{id}",
      "/api/blogs/breaking-news",
      "/api/blogs/categories",
      "/api/blogs/category/{name}",
      "/api/blogs/featured",
      "/api/blogs/listing/{listingId}",
      "/api/blogs/listing/{listingId}/all",
      "/api/blogs/published",
      "/api/blogs/sponsored",
      "/api/blogs/tag/{tag}",
      "/api/blogs/top/{n}",
      "/api/blogs/{id}",
      "/api/blogs/{id}/manage",
    ]);
    const article = spec.paths["/api/blogs/{id}"].get;
    expect(Object.keys(article.responses["200"].content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["content", "readingMinutes", "listing", "related"]),
    );
    const published = spec.paths["/api/blogs/published"].get;
    expect(published.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      "query:page",
      "query:size",
    ]);
  });
});
