import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import * as pages from "../modules/pages/service.ts";
import { notFound } from "../shared/http-error.ts";
import { encodePage, pageEncoding } from "./page-encoding.ts";

/** Path prefixes that belong to the API: an unknown path under them is a JSON 404, never the SPA. */
export const API_PREFIXES = ["/api/", "/auth/", "/searchservice/", "/adminservice/", "/media/", "/docs"];

/** Serves media under /media/ and, when built, the React app with index.html as the fallback for deep links. */
export async function registerStatic(app: FastifyInstance) {
  const { mediaDir, webDistDir } = app.config;
  // The demo seed and uploads write here later; the static plugin wants the root to exist now.
  await mkdir(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: "/media/",
    decorateReply: false,
    maxAge: "1d",
  });

  const indexFile = webDistDir ? path.join(webDistDir, "index.html") : null;
  const hasWeb = indexFile !== null && existsSync(indexFile);
  if (hasWeb && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite's hashed assets never change; everything else is checked on each visit.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  const pagesDeps: pages.PagesDeps = {
    db: app.db,
    now: app.clock,
    publicUrl: app.config.publicUrl,
    renderApp: hasWeb ? await loadAppRenderer(app.config.serverRenderEntry, app.log) : null,
    stylesheet: webDistDir ? builtStylesheets(webDistDir) : () => null,
  };
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") && isPagePath(request.url, request.headers.accept);
    if (hasWeb && wantsPage) {
      // Read on every visit (a small file), so a new release is picked up at once, as the browser
      // checks it on every visit too.
      const template = await readFile(indexFile as string, "utf8");
      // The page's own head, and 404 for a listing, event, article or news category a visitor cannot see (the app
      // still renders its not-found page; the status tells crawlers and link checkers the truth).
      const page = await pages.renderPage(pagesDeps, template, request.url, (error) =>
        request.log.warn({ err: error }, "could not read the page's content or draw its first paint"),
      );
      if (page.status === 301) return reply.header("cache-control", "no-cache").redirect(page.location, 301);
      // Checked on every visit (no-cache), answered with 304 while the HTML is the same.
      reply
        .code(page.status)
        .header("cache-control", "no-cache")
        .header("vary", "accept-encoding")
        .type("text/html; charset=utf-8");
      if (page.status === 200) {
        reply.header("etag", page.etag);
        if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
      }
      const encoding = pageEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(page.html);
      return reply.header("content-encoding", encoding).send(encodePage(page.html, encoding));
    }
    throw notFound("Route", `${request.method} ${request.url.split("?")[0]}`);
  });
}

/**
 * The web app's server render, when built (`npm run build -w @lwl/web` writes apps/web/dist-ssr), or
 * null: pages then go out without their first paint, as before ADR 0016.
 */
async function loadAppRenderer(entry: string | null, log: FastifyInstance["log"]): Promise<pages.AppRenderer | null> {
  if (!entry || !existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderApp?: pages.AppRenderer };
    if (typeof module.renderApp === "function") return module.renderApp;
    log.warn({ entry }, "the web app's server render has no renderApp; pages go out without their first paint");
  } catch (error) {
    log.warn(
      { err: error, entry },
      "could not load the web app's server render; pages go out without their first paint",
    );
  }
  return null;
}

/**
 * The built stylesheets' text by address, read once each: their names carry their content's hash, so
 * a file never changes (a new build has new names). Only files under the web app's assets.
 */
function builtStylesheets(webDistDir: string): (href: string) => string | null {
  const assets = path.join(webDistDir, "assets");
  const read = new Map<string, string | null>();
  return (href) => {
    let css = read.get(href);
    if (css === undefined) {
      const file = path.join(webDistDir, href);
      css = path.dirname(file) === assets && existsSync(file) ? readFileSync(file, "utf8") : null;
      read.set(href, css);
    }
    return css;
  };
}

/** Endings of the files a page loads (scripts, styles, images, fonts, data): a missing one is a 404. */
const FILE_EXTENSION =
  /\.(?:m?js|css|map|json|txt|xml|webmanifest|wasm|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|pdf)$/i;

/**
 * A deep link into the app, not an API call and not a file: a missing file (say an asset of an older
 * build) must be a 404, never index.html served as a script. Any other path answers the app, dots and
 * all (`/subscribeform/a@b.c`, a mistyped listing URL), and so does a browser navigating to a missing
 * file name, which asks for HTML: it gets the app's not-found page rather than raw JSON.
 */
export function isPagePath(url: string, accept = ""): boolean {
  const pathname = url.split("?")[0] ?? "/";
  if (isApiPath(pathname) || pathname.startsWith("/assets/")) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !FILE_EXTENSION.test(lastSegment) || accept.includes("text/html");
}

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === "/api";
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 section 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(etag));
}
