import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { insertBlog } from "../helpers/fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await insertBlog(db, { title: "Old news", publishedTime: daysAgo(30) });
  await insertBlog(db, { title: "Fresh news", publishedTime: daysAgo(1), tags: ["exams", "cbse"] });
  await insertBlog(db, { title: "Featured story", publishedTime: daysAgo(10), featured: true });
  await insertBlog(db, { title: "Breaking story", publishedTime: daysAgo(20), breaking: true });
  await insertBlog(db, { title: "Pending story", status: "PENDING", featured: true });
  await insertBlog(db, { title: "Draft story", status: "DRAFT" });
});
afterAll(() => t.close());

describe("GET /api/blogs/top/{n}", () => {
  it("lists published posts, featured then breaking first, then newest", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/blogs/top/10" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((b: { title: string }) => b.title)).toEqual([
      "Featured story",
      "Breaking story",
      "Fresh news",
      "Old news",
    ]);
    expect(body[2]).toMatchObject({ category: "admissions", tags: ["exams", "cbse"], status: "PUBLISHED" });
    expect(body[2]).not.toHaveProperty("content");
  });

  it("takes only n", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/blogs/top/2" })).json();
    expect(body).toHaveLength(2);
  });

  it.each([
    ["0", "n must be at least 1"],
    ["51", "n must be at most 50"],
    ["ten", "n must be a whole number"],
  ])("refuses n=%s", async (n, message) => {
    const response = await t.app.inject({ method: "GET", url: `/api/blogs/top/${n}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
