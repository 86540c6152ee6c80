/**
 * What a public page's HTML carries besides its head, so that a phone need not wait for the app's
 * code before fetching the rest (docs/decisions/0014-page-data-in-the-html.md, issue 13 item 5):
 * only its own route's code and styles from index.html, a preload of its largest picture with the
 * same srcset and sizes the app renders, and on a listing, event or article page the API's own
 * answer for it, escaped for a script element. Pages of things a visitor cannot see carry none.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { listingPagePathOf } from "@lwl/contracts/page-paths";
import type { FastifyInstance } from "fastify";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { loadConfig } from "../../../src/config.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertBlog, insertEvent, insertListing } from "../../helpers/fixtures.ts";

const ORIGIN = "https://learn.example";

/** The built index.html's shape: the entry, then one group of route tags per page kind. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>LEARN WITHOUT LIMITS</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" href="/assets/landing-page-a1.js" crossorigin="" data-page="landing">
    <link rel="modulepreload" href="/assets/listing-detail-page-b2.js" crossorigin="" data-page="listing">
    <link rel="modulepreload" href="/assets/shared-c3.js" crossorigin="" data-page="listing">
    <link rel="stylesheet" href="/assets/detail-hero-d4.css" crossorigin="" data-page="listing">
    <link rel="modulepreload" href="/assets/event-detail-page-e5.js" crossorigin="" data-page="event">
    <link rel="modulepreload" href="/assets/shared-c3.js" crossorigin="" data-page="event">
    <link rel="modulepreload" href="/assets/browse-pages-f6.js" crossorigin="" data-page="browse-listings">
    <link rel="modulepreload" href="/assets/news-article-page-g7.js" crossorigin="" data-page="article">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const COVER = "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f-1280.webp";
const COVER_SRCSET = COVER.replace("-1280.webp", "-320.webp 320w, ").concat(
  COVER.replace("-1280.webp", "-640.webp 640w, "),
  `${COVER} 1280w`,
);

let root: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "lwl-page-data-"));
  const web = path.join(root, "web");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await writeFile(path.join(web, "index.html"), TEMPLATE);
  database = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: ORIGIN },
    { webDistDir: web, mediaDir: path.join(root, "media") },
  );
  app = await buildApp({ config, database, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

function elementsOf(node: Node, found: Element[] = []): Element[] {
  if ("tagName" in node) found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elementsOf(child, found);
  return found;
}

const attrs = (element: Element) => Object.fromEntries(element.attrs.map((a) => [a.name, a.value]));
const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/** What a browser reads from the page: its preloads, its route tags and its embedded data. */
async function pageOf(url: string) {
  const response = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  const elements = elementsOf(parse(response.body));
  const links = elements.filter((element) => element.tagName === "link").map(attrs);
  const dataScripts = elements.filter((element) => attrs(element).id === "page-data");
  return {
    status: response.statusCode,
    body: response.body,
    imagePreloads: links.filter((link) => link.rel === "preload" && link.as === "image"),
    routeFiles: links.filter((link) => "data-page" in link).map((link) => link.href),
    dataScripts: dataScripts.map((script) => ({ type: attrs(script).type, json: JSON.parse(textOf(script)) })),
  };
}

async function apiJson(url: string): Promise<unknown> {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("a listing page", () => {
  it("preloads its cover with the app's srcset and sizes, keeps its own route's files and carries the API's answer", async () => {
    const listing = await insertListing(database.db, { name: "Hillside College", coverPicture: COVER });
    const page = await pageOf(`/description/${listing.id}/hillside-college`);
    expect(page.status).toBe(200);
    expect(page.imagePreloads).toEqual([
      {
        rel: "preload",
        as: "image",
        href: COVER,
        imagesrcset: COVER_SRCSET,
        imagesizes: "100vw",
        fetchpriority: "high",
        "data-server-head": "",
      },
    ]);
    expect(page.routeFiles).toEqual([
      "/assets/listing-detail-page-b2.js",
      "/assets/shared-c3.js",
      "/assets/detail-hero-d4.css",
    ]);
    expect(page.dataScripts).toEqual([
      {
        type: "application/json",
        json: { kind: "listing", id: listing.id, data: await apiJson(`/api/listings/${listing.id}`) },
      },
    ]);
  });

  it("preloads a cover that is no upload as a plain address, and the placeholder when there is none", async () => {
    const drawn = await insertListing(database.db, { coverPicture: "/media/demo/covers/college-08.svg" });
    expect((await pageOf(listingPagePathOf(drawn))).imagePreloads).toEqual([
      {
        rel: "preload",
        as: "image",
        href: "/media/demo/covers/college-08.svg",
        fetchpriority: "high",
        "data-server-head": "",
      },
    ]);
    const bare = await insertListing(database.db, { coverPicture: null });
    expect((await pageOf(listingPagePathOf(bare))).imagePreloads.map((link) => link.href)).toEqual([
      "/images/placeholder-card.svg",
    ]);
  });
});

describe("an event page and an article page", () => {
  it("an event preloads its cover and carries GET /api/events/{id}'s answer", async () => {
    const listing = await insertListing(database.db, { name: "Riverside School" });
    const event = await insertEvent(database.db, listing.id, { title: "Science Fair", coverImage: COVER });
    const page = await pageOf(`/eventdescription/${event.id}/science-fair`);
    expect(page.imagePreloads.map(({ href, imagesrcset, imagesizes }) => ({ href, imagesrcset, imagesizes }))).toEqual([
      { href: COVER, imagesrcset: COVER_SRCSET, imagesizes: "100vw" },
    ]);
    expect(page.routeFiles).toEqual(["/assets/event-detail-page-e5.js", "/assets/shared-c3.js"]);
    expect(page.dataScripts.map((script) => script.json)).toEqual([
      { kind: "event", id: event.id, data: await apiJson(`/api/events/${event.id}`) },
    ]);
  });

  it("an article preloads its picture in the reading column's sizes and carries GET /api/blogs/{id}'s answer", async () => {
    const article = await insertBlog(database.db, { title: "Exam dates announced", imgUrl: COVER });
    const page = await pageOf(`/news-description/${article.id}`);
    expect(page.imagePreloads.map(({ href, imagesizes }) => ({ href, imagesizes }))).toEqual([
      { href: COVER, imagesizes: "(max-width: 1007.98px) 100vw, 960px" },
    ]);
    expect(page.routeFiles).toEqual(["/assets/news-article-page-g7.js"]);
    expect(page.dataScripts.map((script) => script.json)).toEqual([
      { kind: "article", id: article.id, data: await apiJson(`/api/blogs/${article.id}`) },
    ]);
  });
});

describe("a browse page at its plain address", () => {
  it("carries the search service's first page and preloads the first card's cover in the card's sizes", async () => {
    await insertListing(database.db, { name: "Aardvark College of Arts", coverPicture: COVER });
    const answer = (await apiJson("/searchservice/api/v1/listing/college?page=0&size=12")) as {
      content: { name: string }[];
    };
    expect(answer.content[0]?.name).toBe("Aardvark College of Arts");
    for (const url of ["/college", "/College"]) {
      const page = await pageOf(url);
      expect(page.routeFiles).toEqual(["/assets/browse-pages-f6.js"]);
      expect(page.dataScripts.map((script) => script.json)).toEqual([
        { kind: "browse", browse: "COLLEGE", data: answer },
      ]);
      expect(
        page.imagePreloads.map(({ href, imagesrcset, imagesizes }) => ({ href, imagesrcset, imagesizes })),
      ).toEqual([
        {
          href: COVER,
          imagesrcset: COVER_SRCSET,
          imagesizes: "(max-width: 599.98px) 112px, (max-width: 899.98px) 50vw, 300px",
        },
      ]);
    }
  });

  it("an events page carries the event search's first page of upcoming events and preloads the first cover", async () => {
    const listing = await insertListing(database.db, { name: "Lakeside Institute" });
    await insertEvent(database.db, listing.id, {
      title: "Open House",
      coverImage: COVER,
      startsAt: new Date(Date.now() + 3_600_000),
    });
    await insertEvent(database.db, listing.id, {
      title: "Last Year's Fair",
      startsAt: new Date(Date.now() - 86_400_000),
    });
    // What the events page asks for at its plain address: upcoming events only (issue 28).
    const answer = (await apiJson("/searchservice/api/v1/event?upcoming=true&page=0&size=12")) as {
      content: { title: string }[];
    };
    expect(answer.content.map((event) => event.title)).toContain("Open House");
    expect(answer.content.map((event) => event.title)).not.toContain("Last Year's Fair");
    expect(answer.content[0]?.title).toBe("Open House");
    const page = await pageOf("/event");
    expect(page.dataScripts.map((script) => script.json)).toEqual([{ kind: "browse", browse: "EVENT", data: answer }]);
    expect(page.imagePreloads.map(({ href, imagesizes }) => ({ href, imagesizes }))).toEqual([
      { href: COVER, imagesizes: "(max-width: 599.98px) 100vw, (max-width: 899.98px) 50vw, 300px" },
    ]);
  });

  it("with a search, a filter, a sort or a page in the address, carries nothing: the app asks for those", async () => {
    for (const url of ["/college?q=arts", "/college?city=Pune", "/college?sort=name", "/college?page=2", "/listing"]) {
      const page = await pageOf(url);
      expect({ url, preloads: page.imagePreloads, data: page.dataScripts }).toEqual({ url, preloads: [], data: [] });
    }
  });
});

describe("/news at its plain address", () => {
  it("carries each list the page shows as the news service answers it, and preloads the featured story's picture", async () => {
    await insertBlog(database.db, { title: "Merit list out", featured: true, imgUrl: COVER });
    await insertBlog(database.db, { title: "Exams moved a week", breaking: true });
    await insertBlog(database.db, { title: "Scholarships with Asha Trust", sponsored: true });
    const lists = {
      "breaking-news": await apiJson("/api/blogs/breaking-news?page=0&size=5"),
      sponsored: await apiJson("/api/blogs/sponsored?page=0&size=3"),
      featured: await apiJson("/api/blogs/featured?page=0&size=1"),
      published: await apiJson("/api/blogs/published?page=0&size=10"),
    };
    expect((lists.featured as { content: { title: string }[] }).content[0]?.title).toBe("Merit list out");
    expect((lists["breaking-news"] as { totalElements: number }).totalElements).toBeGreaterThan(0);
    expect((lists.sponsored as { totalElements: number }).totalElements).toBeGreaterThan(0);
    const page = await pageOf("/news");
    expect(page.status).toBe(200);
    expect(page.dataScripts.map((script) => script.json)).toEqual([{ kind: "news", lists }]);
    expect(page.imagePreloads.map(({ href, imagesrcset, imagesizes }) => ({ href, imagesrcset, imagesizes }))).toEqual([
      { href: COVER, imagesrcset: COVER_SRCSET, imagesizes: "(max-width: 899.98px) 100vw, 720px" },
    ]);
  });

  it("leaves another page of the latest posts to the app", async () => {
    const page = await pageOf("/news?page=1");
    expect(page.status).toBe(200);
    expect(page.dataScripts).toEqual([]);
    expect(page.imagePreloads).toEqual([]);
  });
});

describe("the other pages", () => {
  it("the landing page preloads its first banner and keeps the landing route's code", async () => {
    const landing = await pageOf("/");
    expect(landing.imagePreloads.map((link) => link.href)).toEqual(["/images/banner-1.svg"]);
    expect(landing.routeFiles).toEqual(["/assets/landing-page-a1.js"]);
    expect(landing.dataScripts).toEqual([]);
  });

  it("pages of things a visitor cannot see, and pages the server writes no head for, carry no preload and no data", async () => {
    const pending = await insertListing(database.db, {
      name: "Unpublished Academy",
      status: "PENDING",
      coverPicture: COVER,
    });
    const draft = await insertBlog(database.db, { title: "Draft post", status: "DRAFT" });
    for (const url of [`/description/${pending.id}`, `/news-description/${draft.id}`, "/eventdescription/987654"]) {
      const page = await pageOf(url);
      expect({ url, status: page.status, preloads: page.imagePreloads, data: page.dataScripts }).toEqual({
        url,
        status: 404,
        preloads: [],
        data: [],
      });
      expect(page.body).not.toContain("Unpublished Academy");
      expect(page.body).not.toContain(COVER);
    }
    for (const url of ["/login", "/user-profile", "/no-such-page", "/about-us"]) {
      const page = await pageOf(url);
      expect({ url, preloads: page.imagePreloads, routeFiles: page.routeFiles, data: page.dataScripts }).toEqual({
        url,
        preloads: [],
        routeFiles: [],
        data: [],
      });
    }
  });
});

describe("escaping the embedded data", () => {
  it("writes markup, comment openers and line separators as JSON escapes, which parse back to the API's strings", async () => {
    const name = "</script><script>alert(1)</script> & <!-- \u2028 Co's";
    const listing = await insertListing(database.db, {
      name,
      description: "<p>Line one</p><!-- a comment --><script>alert(2)</script>",
    });
    const page = await pageOf(listingPagePathOf(listing));
    const start = page.body.indexOf('<script type="application/json" id="page-data">');
    const raw = page.body.slice(start, page.body.indexOf("</script>", start));
    // Nothing inside the element can end it or open markup: no "<" at all, nor "&" or a raw U+2028.
    expect(raw.slice(raw.indexOf(">") + 1)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(page.dataScripts).toHaveLength(1);
    expect(page.dataScripts[0]?.json).toEqual({
      kind: "listing",
      id: listing.id,
      data: await apiJson(`/api/listings/${listing.id}`),
    });
    const [script] = page.dataScripts as { json: { data: { name: string } } }[];
    expect(script?.json.data.name).toBe(name);
  });
});
