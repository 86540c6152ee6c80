import { pageTitleOf, SITE_NAME } from "./page-title.ts";

/**
 * Each public page's head (title, description, canonical address, share image), written once here:
 * the server puts it into the HTML it sends (apps/api/src/modules/pages) and the web app keeps it
 * right on in-app navigation (apps/web/src/lib/page-head.tsx), so the two cannot drift apart.
 * Plain functions and no zod: the web app's pages carry this file. The heads of the other page kinds
 * are in page-head-kinds.ts, the detail pages' addresses in page-paths.ts, the title formula in
 * page-title.ts: small files, so the landing page loads only what it uses.
 */
export const SITE_DESCRIPTION =
  "Discover colleges and universities, schools, private tutors and education events near you, and read the education news.";
/** A 1200 × 630 PNG (what link previews want; an SVG is not shown by them). */
export const SHARE_IMAGE = "/images/share.png";
export const SITE_LOGO = "/images/logo.svg";
/** Where a search engine's site search box sends people: the search overlay, opened with its text. */
export const SEARCH_TARGET = "/?search=open&key={search_term_string}";
/** What link previews and search results show at most; longer text is cut at a word. */
const DESCRIPTION_MAX = 160;

export interface PageHead {
  /** The whole `<title>`, site name included. */
  title: string;
  description: string;
  /** The canonical address, a path on the site's origin. */
  path: string;
  /** The share image: a path on the site or an absolute URL; the site's image when absent. */
  image?: string | null;
  /** Open Graph type. */
  type?: "website" | "article";
  /** A page that must not be indexed (not found). */
  noindex?: boolean;
}

/** Plain text on one line, cut at a word before 160 characters. */
export function descriptionOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** A site path (or an absolute URL, kept as it is) made absolute on the site's origin. */
export function absoluteUrlOf(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

// --- The tags of a head, the same on the server and in the browser.

export type HeadTag =
  | { tag: "meta"; key: "name" | "property"; name: string; content: string }
  | { tag: "link"; rel: string; href: string };

/** The description, canonical, robots, Open Graph and Twitter card tags of a head (the title apart). */
export function headTagsOf(head: PageHead, origin: string): HeadTag[] {
  const url = absoluteUrlOf(origin, head.path);
  // Link previews (Facebook, X, WhatsApp, Slack) show no SVG: the site's PNG stands in for one.
  const image = absoluteUrlOf(origin, head.image && !/\.svg(?:[?#]|$)/i.test(head.image) ? head.image : SHARE_IMAGE);
  const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({
    tag: "meta",
    key,
    name,
    content,
  });
  // A page that is not there has no canonical address: it asks not to be indexed instead.
  const address: HeadTag[] = head.noindex
    ? [meta("name", "robots", "noindex")]
    : [{ tag: "link", rel: "canonical", href: url }, meta("property", "og:url", url)];
  return [
    meta("name", "description", head.description),
    ...address,
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:image", image),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image),
  ];
}

// The landing page's head (the others: page-head-kinds.ts).
export function landingHead(): PageHead {
  return { title: pageTitleOf(), description: SITE_DESCRIPTION, path: "/" };
}
