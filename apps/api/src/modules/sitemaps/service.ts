import { EDITORIAL_CATEGORIES } from "@lwl/contracts/news-categories";
import { newsCategoryPathOf } from "@lwl/contracts/news-links";
import type { Database } from "../../db/client.ts";
import { eventKind } from "../events/event-kind-service.ts";
import { listingKind } from "../listings/listing-kind-service.ts";
import { type SitemapSource, sitemapSourceOf } from "../moderated-content/sitemap-service.ts";
import { postKind } from "../news/post-kind-service.ts";

export interface SitemapsDeps {
  db: Database;
  /** PUBLIC_URL without a trailing slash: every address in a sitemap is absolute. */
  publicUrl: string;
  /** The sitemaps.org limit, 50,000; tests pass a small one to see the split. */
  maxUrlsPerFile: number;
}

export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * The moderated content with pages of its own, each listed as its description says
 * (modules/moderated-content): the listings in `colleges`, `schools` and `tutorials`, the events in
 * `events`, the posts in `news`.
 */
const CONTENT: SitemapSource[] = [
  sitemapSourceOf(listingKind),
  sitemapSourceOf(eventKind),
  sitemapSourceOf(postKind),
].flatMap((source) => source ?? []);

/** The sitemap files, in the index's order: the content's, then the pages that are not content. */
const SITEMAP_KINDS: string[] = [...CONTENT.flatMap((source) => source.files), "pages"];

interface SitemapUrl {
  path: string;
  lastModified?: Date;
}

/** The public pages that are not content: the browse pages, the news categories and the static pages. */
const STATIC_PAGES = [
  "/",
  "/college",
  "/school",
  "/tutorial",
  "/event",
  "/listing",
  "/news",
  ...EDITORIAL_CATEGORIES.map((category) => newsCategoryPathOf(category.slug)),
  "/about-us",
  "/contact-us",
  "/privacy-policy",
  "/terms-and-conditions",
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

async function urlsOf(deps: SitemapsDeps, kind: string): Promise<SitemapUrl[]> {
  if (kind === "pages") return STATIC_PAGES.map((path) => ({ path }));
  const source = CONTENT.find((candidate) => candidate.files.includes(kind));
  return source ? source.urls(deps, kind) : [];
}

/** `colleges` for the first file of a kind, `colleges-2` for the second, and so on. */
function fileNameOf(kind: string, part: number): string {
  return part === 1 ? `${kind}.xml` : `${kind}-${part}.xml`;
}

function chunk<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  // A kind with nothing published still has its (empty) file, so the index never names a 404.
  return parts.length > 0 ? parts : [[]];
}

function latest(urls: SitemapUrl[]): Date | undefined {
  let newest: Date | undefined;
  for (const url of urls) if (url.lastModified && (!newest || url.lastModified > newest)) newest = url.lastModified;
  return newest;
}

function lastmodTag(date: Date | undefined, indent: string): string {
  return date ? `${indent}<lastmod>${date.toISOString()}</lastmod>\n` : "";
}

/** The sitemap index: one file per kind, and more (`colleges-2.xml`) when a kind passes the limit. */
export async function sitemapIndex(deps: SitemapsDeps): Promise<string> {
  let body = "";
  for (const kind of SITEMAP_KINDS) {
    const parts = chunk(await urlsOf(deps, kind), deps.maxUrlsPerFile);
    parts.forEach((urls, index) => {
      body +=
        `  <sitemap>\n    <loc>${escapeXml(`${deps.publicUrl}/sitemaps/${fileNameOf(kind, index + 1)}`)}</loc>\n` +
        `${lastmodTag(latest(urls), "    ")}  </sitemap>\n`;
    });
  }
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`;
}

/** One sitemap file, named as the index names it (`news.xml`, `colleges-2.xml`); null when there is no such file. */
export async function sitemapFile(deps: SitemapsDeps, fileName: string): Promise<string | null> {
  const match = /^([a-z]+)(?:-([1-9][0-9]*))?\.xml$/.exec(fileName);
  const kind = SITEMAP_KINDS.find((candidate) => candidate === match?.[1]);
  if (!match || !kind) return null;
  const part = match[2] === undefined ? 1 : Number(match[2]);
  // `colleges-1.xml` is not a name the index uses: one address per file.
  if (match[2] === "1") return null;
  const urls = chunk(await urlsOf(deps, kind), deps.maxUrlsPerFile)[part - 1];
  if (!urls) return null;
  const body = urls
    .map(
      (url) =>
        `  <url>\n    <loc>${escapeXml(`${deps.publicUrl}${url.path}`)}</loc>\n${lastmodTag(url.lastModified, "    ")}  </url>\n`,
    )
    .join("");
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${body}</urlset>\n`;
}

/** The paths robots.txt keeps crawlers out of: private pages, the owner editors and the API. */
export const DISALLOWED_PATHS = [
  "/ADMIN",
  "/user-profile",
  "/change-password",
  "/become-listing-owner",
  "/edit-become-listing-owner-request/",
  "/claim-listing/",
  "/add-listing-card",
  "/add-listing",
  "/edit-listing/",
  "/create-event/",
  "/edit-event/",
  "/create-post/",
  "/edit-post/",
  "/api/",
  "/adminservice/",
  "/searchservice/",
  "/auth/",
];

export function robotsTxt(deps: Pick<SitemapsDeps, "publicUrl">): string {
  const rules = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${deps.publicUrl}/sitemap.xml\n`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
