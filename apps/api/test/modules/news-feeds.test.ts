/**
 * RSS 2.0 feeds of the news (issue 12): /news/rss.xml and /news/{category}/rss.xml, well-formed
 * (fast-xml-parser's validator), shaped as RSS 2.0 requires, with absolute addresses on PUBLIC_URL.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { insertBlog, insertListing } from "../helpers/fixtures.ts";

const ORIGIN = "https://news.example.org";
let t: TestApp;
const ids: Record<string, number> = {};
let listingId: number;

const NOW = Date.parse("2026-01-10T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  const db = t.database.db;
  listingId = (await insertListing(db, { name: "Sunrise College" })).id;
  const post = async (key: string, days: number, values: Parameters<typeof insertBlog>[1] = {}) => {
    const at = daysAgo(days);
    ids[key] = (await insertBlog(db, { title: key, publishedTime: at, createdTime: at, ...values })).id;
  };
  await post('Fees & <scholarships> "explained"', 1, {
    category: "scholarships",
    listingId,
    shortDescription: "Grants <b>and</b> loans & more",
  });
  await post("Exam dates", 2, { category: "exams" });
  await post("Campus fest", 3, { category: "Campus-Life" });
  await post("Draft exam post", 0, { category: "exams", status: "DRAFT", publishedTime: null });
});
afterAll(() => t.close());

interface RssItem {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  description: string;
  category: string;
  pubDate: string;
}

/** Checks well-formedness and RSS 2.0's required elements, and answers the channel. */
function parseRss(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml);
  const rss = parsed.rss;
  expect(rss["@_version"]).toBe("2.0");
  const channel = rss.channel;
  for (const required of ["title", "link", "description"]) expect(channel[required], required).toBeTruthy();
  const items: RssItem[] = channel.item ?? [];
  for (const item of items) {
    expect(item.link).toMatch(/^https:\/\/news\.example\.org\/news-description\/\d+(\/\d+)?$/);
    expect(item.guid["#text"]).toBe(item.link);
    expect(item.guid["@_isPermaLink"]).toBe("true");
    // RFC 822 dates, as RSS 2.0 asks: "Sat, 09 Jan 2026 12:00:00 GMT".
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  }
  return { channel, items };
}

describe("GET /news/rss.xml", () => {
  it("lists the published posts newest first with absolute links on the public origin, escaped", async () => {
    const response = await t.app.inject({ method: "GET", url: "/news/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const { channel, items } = parseRss(response.body);
    expect(channel.title).toBe("LEARN WITHOUT LIMITS news");
    expect(channel.link).toBe(`${ORIGIN}/news`);
    expect(channel["atom:link"]["@_href"]).toBe(`${ORIGIN}/news/rss.xml`);
    expect(channel["atom:link"]["@_rel"]).toBe("self");
    expect(items.map((item) => item.title)).toEqual(['Fees & <scholarships> "explained"', "Exam dates", "Campus fest"]);
    expect(items[0]?.link).toBe(`${ORIGIN}/news-description/${ids['Fees & <scholarships> "explained"']}/${listingId}`);
    expect(items[1]?.link).toBe(`${ORIGIN}/news-description/${ids["Exam dates"]}`);
    expect(items[0]?.description).toBe("Grants <b>and</b> loans & more");
    expect(items.map((item) => item.category)).toEqual(["Scholarships", "Exams", "Campus Life"]);
    expect(items[1]?.pubDate).toBe("Thu, 08 Jan 2026 12:00:00 GMT");
    expect(response.body).not.toContain("Draft exam post");
  });

  it("escapes markup and ampersands in the XML itself", async () => {
    const response = await t.app.inject({ method: "GET", url: "/news/rss.xml" });
    expect(response.body).toContain("<title>Fees &amp; &lt;scholarships&gt; &quot;explained&quot;</title>");
    expect(response.body).toContain("<description>Grants &lt;b&gt;and&lt;/b&gt; loans &amp; more</description>");
  });
});

describe("GET /news/{category}/rss.xml", () => {
  it("has one category's posts, found in any letter case, with the category's own addresses", async () => {
    const response = await t.app.inject({ method: "GET", url: "/news/CAMPUS-LIFE/rss.xml" });
    expect(response.statusCode).toBe(200);
    const { channel, items } = parseRss(response.body);
    expect(channel.title).toBe("LEARN WITHOUT LIMITS: Campus Life news");
    expect(channel.link).toBe(`${ORIGIN}/news/campus-life`);
    expect(channel["atom:link"]["@_href"]).toBe(`${ORIGIN}/news/campus-life/rss.xml`);
    expect(items.map((item) => item.title)).toEqual(["Campus fest"]);
  });

  it("is a valid, empty feed for an editorial category without published posts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/news/careers/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(parseRss(response.body).items).toEqual([]);
  });

  it("is a JSON 404 for an unknown category", async () => {
    const response = await t.app.inject({ method: "GET", url: "/news/gossip/rss.xml" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Category gossip not found" });
  });
});
