/**
 * A public page's first paint in its HTML (docs/decisions/0016-server-rendered-first-paint.md): the
 * server asks the web app's server render (apps/web/dist-ssr/entry-server.js, here a small module of
 * the test's own with the same export) for the markup of the address and writes it into the root
 * element; it writes the page's stylesheets into the HTML and asks for the largest picture before the
 * scripts. A page the render cannot draw still goes out, as the browser-drawn shell it was before.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { listingPagePathOf } from "@lwl/contracts/page-paths";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { loadConfig } from "../../../src/config.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertListing } from "../../helpers/fixtures.ts";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>LEARN WITHOUT LIMITS</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-f1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-s1.css">
    <link rel="modulepreload" href="/assets/listing-detail-page-b2.js" crossorigin="" data-page="listing">
    <link rel="stylesheet" href="/assets/detail-hero-d4.css" crossorigin="" data-page="listing">
    <link rel="stylesheet" href="/assets/missing-m1.css" crossorigin="" data-page="landing">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** What the built server render exports: the address and the page data the HTML carries, drawn as text. */
const RENDERER = `export async function renderApp(url, pageData) {
  if (url.startsWith("/broken")) throw new Error("cannot draw this page");
  const name = pageData && pageData.kind === "listing" ? pageData.data.name : "no data";
  return '<main data-drawn="' + url + '"><h1>' + name + "</h1></main>";
}
`;

let root: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let withoutRender: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "lwl-server-render-"));
  const web = path.join(root, "web");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await writeFile(path.join(web, "index.html"), TEMPLATE);
  await writeFile(path.join(web, "assets/index-s1.css"), "body{margin:0}");
  await writeFile(path.join(web, "assets/detail-hero-d4.css"), "._cover_x{aspect-ratio:5/1}");
  await writeFile(path.join(root, "entry-server.mjs"), RENDERER);
  database = await createTestDatabase();
  const config = (serverRenderEntry: string | null) =>
    loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent" },
      { webDistDir: web, mediaDir: path.join(root, "media"), serverRenderEntry },
    );
  app = await buildApp({ config: config(path.join(root, "entry-server.mjs")), database, logger: false });
  withoutRender = await buildApp({ config: config(null), database, logger: false });
});
afterAll(async () => {
  await app.close();
  await withoutRender.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

async function htmlOf(server: FastifyInstance, url: string) {
  const response = await server.inject({ method: "GET", url, headers: { accept: "text/html" } });
  return { status: response.statusCode, html: response.body };
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];

describe("a public page's first paint", () => {
  it("is drawn into the root element from the address and the data the page carries", async () => {
    const listing = await insertListing(database.db, { name: "Hillside College" });
    const page = await htmlOf(app, `/description/${listing.id}/hillside-college`);
    expect(page.status).toBe(200);
    expect(rootOf(page.html)).toBe(
      `<main data-drawn="/description/${listing.id}/hillside-college"><h1>Hillside College</h1></main>`,
    );
    // The query string is part of the address the app draws.
    expect(rootOf((await htmlOf(app, "/college?q=arts")).html)).toBe(
      '<main data-drawn="/college?q=arts"><h1>no data</h1></main>',
    );
  });

  it("is left to the browser on a 404, on pages that are not public, when the render fails, and when switched off", async () => {
    expect(rootOf((await htmlOf(app, "/description/987654/none")).html)).toBe("");
    expect(rootOf((await htmlOf(app, "/login")).html)).toBe("");
    const broken = await htmlOf(app, "/broken-link");
    expect(broken.status).toBe(200);
    expect(rootOf(broken.html)).toBe("");
    expect(rootOf((await htmlOf(withoutRender, "/")).html)).toBe("");
  });
});

describe("a drawn page's scripts (ADR 0018)", () => {
  it("moves the entry and its preloads into the loader that asks for them after the page has painted", async () => {
    const listing = await insertListing(database.db, { name: "Lakeside College" });
    const { html } = await htmlOf(app, listingPagePathOf(listing));
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<script src="/after-paint.js" data-entry="/assets/index-e1.js" data-modules="/assets/framework-f1.js /assets/listing-detail-page-b2.js" defer></script>',
    );
  });

  it("leaves them as built on a page the browser draws (not drawn on the server, or not found)", async () => {
    for (const url of ["/login", "/description/987654/none"]) {
      const { html } = await htmlOf(app, url);
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
      expect(html, url).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-f1.js">');
      expect(html, url).not.toContain("after-paint.js");
    }
  });
});

describe("a page's stylesheets and largest picture", () => {
  it("writes the page's own stylesheets into its HTML and keeps their links, disabled, for the app's loader", async () => {
    const listing = await insertListing(database.db, {
      name: "Riverside College",
      coverPicture: "/media/demo/covers/college-08.svg",
    });
    const { html } = await htmlOf(withoutRender, listingPagePathOf(listing));
    expect(html).toContain(
      '<style data-href="/assets/index-s1.css">body{margin:0}</style><link disabled rel="stylesheet" crossorigin href="/assets/index-s1.css">',
    );
    expect(html).toContain(
      '<style data-href="/assets/detail-hero-d4.css">._cover_x{aspect-ratio:5/1}</style><link disabled rel="stylesheet" href="/assets/detail-hero-d4.css"',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // Requested before the scripts, so a phone's few connections do not make it wait for them.
    const preload = html.indexOf('<link rel="preload" as="image" href="/media/demo/covers/college-08.svg"');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf("<script"));
    expect(preload).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
  });

  it("leaves a stylesheet it cannot read linked as built", async () => {
    const { html } = await htmlOf(withoutRender, "/");
    expect(html).toContain('<style data-href="/assets/index-s1.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/missing-m1.css" crossorigin="" data-page="landing">');
  });
});
