import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createTestApp, NO_LOAD_SHEDDING, type TestApp } from "./helpers/app.ts";
import { createTestDatabase } from "./helpers/database.ts";
import { insertListing } from "./helpers/fixtures.ts";

describe("server basics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers /healthz and /readyz", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("answers unknown API routes with the one error shape", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Route GET /api/nothing-here not found",
    });
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("compresses large responses", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/adminservice/api/v1/content/terms-of-service",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("publishes an OpenAPI document with the routes, browsable at /docs", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(["/api/listings", "/api/listings/{id}", "/api/listings/type/{type}", "/api/events/{id}"]),
    );
    const page = await t.app.inject({ method: "GET", url: "/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("answers 503 on /readyz when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(503);
    await broken.app.close();
  });
});

describe("serving the web app", () => {
  it("serves index.html for deep links, hashed assets for a year, and media", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "lwl-web-"));
    const web = path.join(root, "web");
    const media = path.join(root, "media");
    await mkdir(path.join(web, "assets"), { recursive: true });
    await mkdir(path.join(media, "demo"), { recursive: true });
    await writeFile(
      path.join(web, "index.html"),
      "<!doctype html><title>LEARN WITHOUT LIMITS</title>\n" +
        '    <link rel="modulepreload" href="/assets/landing-a1.js" data-page="landing">\n' +
        '    <link rel="modulepreload" href="/assets/listing-b2.js" data-page="listing">\n',
    );
    await writeFile(path.join(web, "assets", "app-abc123.js"), "console.log(1)");
    await writeFile(path.join(media, "demo", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { webDistDir: web, mediaDir: media });
    const app = await buildApp({ config, database, logger: false, loadShedding: NO_LOAD_SHEDDING });
    try {
      const listing = await insertListing(database.db, { name: "Some College" });
      const deep = await app.inject({ method: "GET", url: `/description/${listing.id}/some-college` });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain("LEARN WITHOUT LIMITS");
      expect(deep.headers["cache-control"]).toBe("no-cache");
      // Each page keeps its own route's code from index.html, and only the landing page preloads the
      // banner: elsewhere the browser would warn that a preloaded file was never used.
      expect(deep.body).not.toContain("banner-1.svg");
      expect(deep.body).toContain('<link rel="modulepreload" href="/assets/listing-b2.js" data-page="listing">');
      expect(deep.body).not.toContain("landing-a1.js");
      for (const url of ["/", "/?utm=x"]) {
        const landing = await app.inject({ method: "GET", url });
        expect(landing.body).toContain(
          '<link rel="preload" as="image" href="/images/banner-1.svg" fetchpriority="high"',
        );
        expect(landing.body).toContain('<link rel="modulepreload" href="/assets/landing-a1.js" data-page="landing">');
        expect(landing.body).not.toContain("listing-b2.js");
        expect(landing.headers["cache-control"]).toBe("no-cache");
      }
      const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const logo = await app.inject({ method: "GET", url: "/media/demo/logo.svg" });
      expect(logo.statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/media/demo/missing.svg" })).statusCode).toBe(404);
      const api = await app.inject({ method: "GET", url: "/api/unknown" });
      expect(api.statusCode).toBe(404);
      expect(api.json().statusCode).toBe(404);
      const staleAsset = await app.inject({ method: "GET", url: "/assets/app-old999.js" });
      expect(staleAsset.statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: "/favicon.png" })).statusCode).toBe(404);
      // Paths with dots that are no file answer the app too (a mistyped listing URL, an old form's address);
      // a news category no post uses is the app's not-found page with its 404.
      for (const [url, status] of [
        ["/subscribeform/a@b.c", 200],
        ["/news-tag/a.b", 200],
        ["/college/a.b?x=1", 200],
        ["/news/a.b", 404],
      ] as const) {
        const page = await app.inject({ method: "GET", url });
        expect({ url, status: page.statusCode, type: page.headers["content-type"] }).toEqual({
          url,
          status,
          type: "text/html; charset=utf-8",
        });
      }
      // A browser navigating to a missing file name gets the app's not-found page; a script or image does not.
      const navigation = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
      expect((await app.inject({ method: "GET", url: "/old-page.json", headers: navigation })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/old-page.json", headers: { accept: "*/*" } })).statusCode).toBe(
        404,
      );
      for (const url of ["/assets/app-old999.js", "/media/demo/missing.svg", "/api/nothing.here"]) {
        expect((await app.inject({ method: "GET", url, headers: navigation })).statusCode).toBe(404);
      }
      const post = await app.inject({ method: "POST", url: "/description/1" });
      expect(post.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
