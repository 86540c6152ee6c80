/**
 * The web app's page fallback tells the truth in its status (docs/product.md section 2): a listing,
 * event or article page of something a visitor cannot see answers 404 with the app's HTML (the app
 * shows its not-found page); a dotted path that is no file is the app's page, a missing asset a 404.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { NO_LOAD_SHEDDING } from "../helpers/app.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { insertBlog, insertEvent, insertListing } from "../helpers/fixtures.ts";

const PAGE = "<!doctype html><title>LEARN WITHOUT LIMITS</title><div id=root></div>\n";

let root: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "lwl-pages-"));
  const web = path.join(root, "web");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await writeFile(path.join(web, "index.html"), PAGE);
  database = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent" },
    { webDistDir: web, mediaDir: path.join(root, "media") },
  );
  app = await buildApp({ config, database, logger: false, loadShedding: NO_LOAD_SHEDDING });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

/** The app's page: index.html, with the head the server writes for the address (test/modules/pages). */
const isAppPage = (body: string) => body.startsWith("<!doctype html>") && body.includes("<div id=root></div>");

async function pageOf(url: string) {
  const response = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  return {
    url,
    status: response.statusCode,
    type: response.headers["content-type"],
    appPage: isAppPage(response.body),
  };
}

const html = (url: string, status: number) => ({ url, status, type: "text/html; charset=utf-8", appPage: true });

describe("detail pages answer 404 with the app's page when the item is not visible", () => {
  it("answers 200 for published items and 404 for unknown, unpublished and non-numeric ids", async () => {
    const db = database.db;
    const listing = await insertListing(db, { name: "Open College" });
    const pendingListing = await insertListing(db, { name: "Waiting College", status: "PENDING" });
    const event = await insertEvent(db, listing.id, { title: "Open Day" });
    const draftEvent = await insertEvent(db, listing.id, { title: "Draft Day", status: "DRAFT" });
    const eventOfPendingListing = await insertEvent(db, pendingListing.id, { title: "Hidden Day" });
    const article = await insertBlog(db, { listingId: listing.id });
    const rejectedArticle = await insertBlog(db, { status: "REJECTED" });

    const visible = [
      `/description/${listing.id}/open-college`,
      `/eventdescription/${event.id}/open-day`,
      `/news-description/${article.id}/${listing.id}`,
      `/news-description/${article.id}`,
    ];
    for (const url of visible) expect(await pageOf(url)).toEqual(html(url, 200));

    const missing = [
      `/description/${pendingListing.id}/waiting-college`,
      "/description/999999/nothing",
      "/description/abc/x",
      "/description/12.5",
      "/description/0/zero",
      "/description/99999999999/too-big",
      "/description",
      `/eventdescription/${draftEvent.id}/draft-day`,
      `/eventdescription/${eventOfPendingListing.id}/hidden-day`,
      "/eventdescription/424242/gone",
      "/eventdescription/x",
      `/news-description/${rejectedArticle.id}`,
      "/news-description/777777/1",
      "/news-description/-1",
    ];
    for (const url of missing) expect(await pageOf(url)).toEqual(html(url, 404));
  });

  it("keeps 200 for the other pages of the app", async () => {
    for (const url of ["/", "/college", "/news/admissions", "/descriptions/1", "/event"]) {
      expect(await pageOf(url)).toEqual(html(url, 200));
    }
  });
});

describe("with the database unreachable", () => {
  it("still answers the app's page (200), which shows its own error", async () => {
    const web = path.join(root, "web");
    const broken = await createTestDatabase();
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent" },
      { webDistDir: web, mediaDir: path.join(root, "media") },
    );
    const brokenApp = await buildApp({ config, database: broken, logger: false, loadShedding: NO_LOAD_SHEDDING });
    try {
      await broken.close();
      const url = "/description/1/some-college";
      const response = await brokenApp.inject({ method: "GET", url });
      expect({
        url,
        status: response.statusCode,
        type: response.headers["content-type"],
        appPage: isAppPage(response.body),
      }).toEqual(html(url, 200));
    } finally {
      await brokenApp.close();
    }
  });
});

describe("dotted paths", () => {
  it("answers the app's page for a dotted path that is no file, and 404 for a missing asset", async () => {
    const url = "/subscribeform/a@b.c";
    const page = await app.inject({ method: "GET", url });
    expect({ url, status: page.statusCode, type: page.headers["content-type"], appPage: isAppPage(page.body) }).toEqual(
      html(url, 200),
    );
    const asset = await app.inject({ method: "GET", url: "/assets/missing.js" });
    expect({ status: asset.statusCode, body: asset.json() }).toEqual({
      status: 404,
      body: { statusCode: 404, error: "Not Found", message: "Route GET /assets/missing.js not found" },
    });
  });

  it("serves robots.txt and the sitemap from the server, never index.html", async () => {
    const robots = await app.inject({ method: "GET", url: "/robots.txt", headers: { accept: "text/html" } });
    expect({ status: robots.statusCode, type: robots.headers["content-type"] }).toEqual({
      status: 200,
      type: "text/plain; charset=utf-8",
    });
    const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml", headers: { accept: "text/html" } });
    expect({ status: sitemap.statusCode, type: sitemap.headers["content-type"] }).toEqual({
      status: 200,
      type: "application/xml; charset=utf-8",
    });
  });
});

describe("pages travel compressed (the not-found handler is no route, so @fastify/compress never sees them)", () => {
  const fetchPage = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: "GET",
      url,
      headers: { accept: "text/html", ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }) },
    });

  it("answers brotli first, then gzip, and plain HTML to a client that takes neither", async () => {
    const plain = await fetchPage("/about-us");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(isAppPage(plain.body)).toBe(true);

    const brotli = await fetchPage("/about-us", "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await fetchPage("/about-us", "gzip;q=0.8, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect((await fetchPage("/about-us", "identity")).headers["content-encoding"]).toBeUndefined();
  });

  it("compresses a 404 page too, and keeps its status", async () => {
    const missing = await fetchPage("/description/999999/nothing", "gzip");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(isAppPage(gunzipSync(missing.rawPayload).toString())).toBe(true);
  });
});
