import type { PageAssetKind } from "@lwl/contracts/page-assets";
import type { BrowseKind, StaticPage } from "@lwl/contracts/page-head-kinds";

/** A public page the server writes a head for, read from the address. */
export type PageRequest =
  | { kind: "landing" }
  | { kind: "browse"; browse: BrowseKind }
  | { kind: "static"; page: StaticPage }
  | { kind: "listing"; id: number | null }
  | { kind: "event"; id: number | null }
  | { kind: "article"; id: number | null }
  | { kind: "news" }
  | { kind: "news-category"; slug: string }
  | { kind: "news-tag"; tag: string };

const BROWSE: Record<string, BrowseKind> = {
  listing: "ALL",
  college: "COLLEGE",
  school: "SCHOOL",
  tutorial: "TUTORIAL",
  event: "EVENT",
};

const STATIC: Record<string, StaticPage> = {
  "about-us": "about",
  "contact-us": "contact",
  "privacy-policy": "privacy",
  "terms-and-conditions": "terms",
};

const DETAIL: Record<string, "listing" | "event" | "article"> = {
  description: "listing",
  eventdescription: "event",
  "news-description": "article",
};

/** Ids are PostgreSQL integers: anything else names nothing, and must not reach the database. */
const MAX_ID = 2_147_483_647;

function idOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Which public page an address is, the way the web app's route table reads it (app/router.tsx):
 * case-insensitive, a trailing slash allowed, an optional last segment on the detail pages. Null for
 * every other address (sign-in, profile, owner and admin pages, unknown paths).
 */
export function pageRequestOf(pathname: string): PageRequest | null {
  const segments = pathname.replace(/\/+$/, "").split("/").slice(1);
  if (segments.length === 0) return { kind: "landing" };
  const [first = "", second, third] = segments;
  const page = first.toLowerCase();
  const detail = DETAIL[page];
  if (detail && Object.hasOwn(DETAIL, page)) {
    // /description (no id) and /description/1/slug/more are the app's not-found page too.
    return { kind: detail, id: segments.length <= 3 && third !== "" ? idOf(second) : null };
  }
  if (segments.length === 1) {
    if (Object.hasOwn(BROWSE, page)) return { kind: "browse", browse: BROWSE[page] as BrowseKind };
    if (Object.hasOwn(STATIC, page)) return { kind: "static", page: STATIC[page] as StaticPage };
    if (page === "news") return { kind: "news" };
    return null;
  }
  if (segments.length === 2 && second) {
    const value = decoded(second);
    if (value === null || value.trim() === "") return null;
    if (page === "news") return { kind: "news-category", slug: value.toLowerCase() };
    if (page === "news-tag") return { kind: "news-tag", tag: value.toLowerCase() };
  }
  return null;
}

/** The group of route code and styles in index.html that a page needs first (apps/web/vite.config.ts). */
export function pageAssetKindOf(page: PageRequest): PageAssetKind | null {
  switch (page.kind) {
    case "landing":
      return "landing";
    case "browse":
      return page.browse === "EVENT" ? "browse-events" : "browse-listings";
    case "static":
      return null;
    case "listing":
    case "event":
    case "article":
    case "news-category":
    case "news-tag":
      return page.kind;
    case "news":
      return "news";
  }
}
