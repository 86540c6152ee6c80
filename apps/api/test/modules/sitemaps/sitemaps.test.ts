/**
 * /sitemap.xml, /sitemaps/{kind}.xml and /robots.txt (docs/product.md section 2): a sitemaps.org 0.9
 * index with one file per kind, only published content, absolute canonical addresses, lastmod from
 * the content, and the split at the per-file limit.
 */
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, events, listings } from "../../../src/db/schema.ts";
import { type SitemapsDeps, sitemapFile, sitemapIndex } from "../../../src/modules/sitemaps/service.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertBlog, insertEvent, insertListing } from "../../helpers/fixtures.ts";

const PUBLIC_URL = "https://learn.example";
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "sitemap" });

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

let t: TestApp;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  const db = t.database.db;
  await db.delete(blogs);
  await db.delete(events);
  await db.delete(listings);
});
afterAll(() => t.close());

async function getXml(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  expect({ url, status: response.statusCode, type: response.headers["content-type"] }).toEqual({
    url,
    status: 200,
    type: "application/xml; charset=utf-8",
  });
  return parser.parse(response.body) as {
    sitemapindex?: { "@_xmlns": string; sitemap: UrlEntry[] };
    urlset?: { "@_xmlns": string; url?: UrlEntry[] };
  };
}

async function urlsOf(url: string): Promise<UrlEntry[]> {
  const parsed = await getXml(url);
  expect(parsed.urlset?.["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return parsed.urlset?.url ?? [];
}

describe("sitemaps", () => {
  let college: { id: number };
  let event: { id: number };
  let article: { id: number };

  beforeAll(async () => {
    const db = t.database.db;
    college = await insertListing(db, {
      name: "Fergusson College",
      slug: "fergusson-college",
      updatedAt: at("2026-03-01T10:00:00.000Z"),
      publishedAt: at("2026-02-01T10:00:00.000Z"),
    });
    await insertListing(db, { name: "Pending College", slug: "pending-college", status: "PENDING" });
    await insertListing(db, {
      name: "Tom & Jerry's <School>",
      slug: "tom-&-jerry's-<school>",
      type: "SCHOOL",
      updatedAt: at("2026-01-05T00:00:00.000Z"),
      publishedAt: at("2026-01-05T00:00:00.000Z"),
    });
    const hiddenListing = await insertListing(db, { name: "Draft Tutor", type: "TUTORIAL", status: "DRAFT" });
    event = await insertEvent(db, college.id, {
      title: "Open House",
      slug: "open-house",
      updatedAt: at("2026-04-02T08:30:00.000Z"),
    });
    await insertEvent(db, college.id, { title: "Pending Fair", status: "PENDING" });
    // A published event of an unpublished listing is not visible, so not in the sitemap.
    await insertEvent(db, hiddenListing.id, { title: "Hidden Workshop" });
    article = await insertBlog(db, {
      listingId: college.id,
      lastUpdatedTime: at("2026-05-03T12:00:00.000Z"),
      publishedTime: at("2026-05-01T12:00:00.000Z"),
    });
    await insertBlog(db, { status: "PENDING" });
  });

  it("serves an index naming one sitemap per kind, with the newest lastmod of each", async () => {
    const parsed = await getXml("/sitemap.xml");
    expect(parsed.sitemapindex?.["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parsed.sitemapindex?.sitemap).toEqual([
      { loc: `${PUBLIC_URL}/sitemaps/colleges.xml`, lastmod: "2026-03-01T10:00:00.000Z" },
      { loc: `${PUBLIC_URL}/sitemaps/schools.xml`, lastmod: "2026-01-05T00:00:00.000Z" },
      { loc: `${PUBLIC_URL}/sitemaps/tutorials.xml` },
      { loc: `${PUBLIC_URL}/sitemaps/events.xml`, lastmod: "2026-04-02T08:30:00.000Z" },
      { loc: `${PUBLIC_URL}/sitemaps/news.xml`, lastmod: "2026-05-03T12:00:00.000Z" },
      { loc: `${PUBLIC_URL}/sitemaps/pages.xml` },
    ]);
  });

  it("lists only published listings, at their canonical address with the last change", async () => {
    expect(await urlsOf("/sitemaps/colleges.xml")).toEqual([
      { loc: `${PUBLIC_URL}/description/${college.id}/fergusson-college`, lastmod: "2026-03-01T10:00:00.000Z" },
    ]);
    expect(await urlsOf("/sitemaps/tutorials.xml")).toEqual([]);
  });

  it("escapes addresses for XML (the parser reads back the encoded slug)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemaps/schools.xml" });
    // encodeURIComponent leaves the apostrophe, which XML then escapes.
    expect(response.body).toContain("/tom-%26-jerry&apos;s-%3Cschool%3E</loc>");
    const [school] = await urlsOf("/sitemaps/schools.xml");
    expect(school?.loc).toMatch(new RegExp(`^${PUBLIC_URL}/description/\\d+/tom-%26-jerry's-%3Cschool%3E$`));
  });

  it("lists only events that are published and whose listing is published", async () => {
    expect(await urlsOf("/sitemaps/events.xml")).toEqual([
      { loc: `${PUBLIC_URL}/eventdescription/${event.id}/open-house`, lastmod: "2026-04-02T08:30:00.000Z" },
    ]);
  });

  it("lists published articles at the address news-links.ts gives them", async () => {
    expect(await urlsOf("/sitemaps/news.xml")).toEqual([
      { loc: `${PUBLIC_URL}/news-description/${article.id}/${college.id}`, lastmod: "2026-05-03T12:00:00.000Z" },
    ]);
  });

  it("lists the static pages, the browse pages and the news categories", async () => {
    const locs = (await urlsOf("/sitemaps/pages.xml")).map((url) => url.loc.slice(PUBLIC_URL.length));
    expect(locs).toEqual([
      "/",
      "/college",
      "/school",
      "/tutorial",
      "/event",
      "/listing",
      "/news",
      "/news/admissions",
      "/news/exams",
      "/news/scholarships",
      "/news/careers",
      "/news/technology",
      "/news/campus-life",
      "/news/policy",
      "/news/study-abroad",
      "/news/events",
      "/about-us",
      "/contact-us",
      "/privacy-policy",
      "/terms-and-conditions",
    ]);
  });

  it("answers 404 for a sitemap the index does not name", async () => {
    for (const url of ["/sitemaps/colleges-2.xml", "/sitemaps/colleges-1.xml", "/sitemaps/nothing.xml"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it("splits a kind into numbered files at the per-file limit", async () => {
    const db = t.database.db;
    const extra = [];
    for (const name of ["Second College", "Third College"]) extra.push(await insertListing(db, { name }));
    const deps: SitemapsDeps = { db, publicUrl: PUBLIC_URL, maxUrlsPerFile: 2 };
    const index = parser.parse(await sitemapIndex(deps)) as { sitemapindex: { sitemap: UrlEntry[] } };
    expect(index.sitemapindex.sitemap.map((entry) => entry.loc.slice(PUBLIC_URL.length))).toEqual([
      "/sitemaps/colleges.xml",
      "/sitemaps/colleges-2.xml",
      "/sitemaps/schools.xml",
      "/sitemaps/tutorials.xml",
      "/sitemaps/events.xml",
      "/sitemaps/news.xml",
      "/sitemaps/pages.xml",
      "/sitemaps/pages-2.xml",
      "/sitemaps/pages-3.xml",
      "/sitemaps/pages-4.xml",
      "/sitemaps/pages-5.xml",
      "/sitemaps/pages-6.xml",
      "/sitemaps/pages-7.xml",
      "/sitemaps/pages-8.xml",
      "/sitemaps/pages-9.xml",
      "/sitemaps/pages-10.xml",
    ]);
    const locsOf = async (file: string) =>
      (parser.parse((await sitemapFile(deps, file)) ?? "") as { urlset: { url: UrlEntry[] } }).urlset.url.map((url) =>
        url.loc.slice(PUBLIC_URL.length),
      );
    expect(await locsOf("colleges.xml")).toEqual([
      `/description/${college.id}/fergusson-college`,
      `/description/${extra[0]?.id}/second-college`,
    ]);
    expect(await locsOf("colleges-2.xml")).toEqual([`/description/${extra[1]?.id}/third-college`]);
    expect(await sitemapFile(deps, "colleges-3.xml")).toBeNull();
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps private pages, editors and the API out, and names the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /ADMIN",
        "Disallow: /user-profile",
        "Disallow: /change-password",
        "Disallow: /become-listing-owner",
        "Disallow: /edit-become-listing-owner-request/",
        "Disallow: /claim-listing/",
        "Disallow: /add-listing-card",
        "Disallow: /add-listing",
        "Disallow: /edit-listing/",
        "Disallow: /create-event/",
        "Disallow: /edit-event/",
        "Disallow: /create-post/",
        "Disallow: /edit-post/",
        "Disallow: /api/",
        "Disallow: /adminservice/",
        "Disallow: /searchservice/",
        "Disallow: /auth/",
        "",
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});
