import type { ListingType } from "./listings.ts";
import { categoryNameOf, EDITORIAL_CATEGORIES } from "./news-categories.ts";
import { NEWS_PAGE, newsArticlePathOf, newsCategoryPathOf } from "./news-links.ts";
import { slugify } from "./slug.ts";

/**
 * Each public page's head (title, description, canonical address, share image), written once here:
 * the server puts it into the HTML it sends (apps/api/src/modules/pages) and the web app keeps it
 * right on in-app navigation (apps/web/src/lib/page-head.tsx), so the two cannot drift apart.
 * Plain functions and no zod: the web app's pages carry this file.
 */
export const SITE_NAME = "LEARN WITHOUT LIMITS";
export const SITE_DESCRIPTION =
  "Discover colleges and universities, schools, private tutors and education events near you, and read the education news.";
/** A 1200 × 630 PNG (what link previews want; an SVG is not shown by them). */
export const SHARE_IMAGE = "/images/share.png";
export const SITE_LOGO = "/images/logo.svg";
/** Where a search engine's site search box sends people: the search overlay, opened with its text. */
export const SEARCH_TARGET = "/?search=open&q={search_term_string}";
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

export function pageTitleOf(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: colleges, schools, tutors and events`;
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

// --- Canonical addresses of the detail pages (docs/product.md section 2: the slug comes from the title).

/** A title with no Latin letters or digits slugs to "": a fixed word keeps the address well formed. */
export function listingSlugOf(listing: { name: string }): string {
  return slugify(listing.name) || "listing";
}

export function eventSlugOf(event: { title: string }): string {
  return slugify(event.title) || "event";
}

export function listingPagePathOf(listing: { id: number; name: string }): string {
  return `/description/${listing.id}/${listingSlugOf(listing)}`;
}

export function eventPagePathOf(event: { id: number; title: string }): string {
  return `/eventdescription/${event.id}/${eventSlugOf(event)}`;
}

export function newsTagPathOf(tag: string): string {
  return `/news-tag/${encodeURIComponent(tag)}`;
}

// --- The heads, one function per page kind.

export function landingHead(): PageHead {
  return { title: pageTitleOf(), description: SITE_DESCRIPTION, path: "/" };
}

export type BrowseKind = ListingType | "ALL" | "EVENT";

export const BROWSE_PAGES: Record<BrowseKind, { path: string; title: string; description: string }> = {
  ALL: {
    path: "/listing",
    title: "All Listings",
    description: "Every college, school and private tutor in the directory.",
  },
  COLLEGE: {
    path: "/college",
    title: "Colleges & Universities",
    description: "Compare colleges and universities by courses, affiliation, fees and location.",
  },
  SCHOOL: { path: "/school", title: "Schools", description: "Find schools by board, grades and medium of teaching." },
  TUTORIAL: {
    path: "/tutorial",
    title: "Private Tutors",
    description: "Tutors for every subject and level, online or in person.",
  },
  EVENT: {
    path: "/event",
    title: "Education Events",
    description: "Open days, fairs, workshops and webinars of colleges, schools and tutors.",
  },
};

export function browseHead(kind: BrowseKind): PageHead {
  const page = BROWSE_PAGES[kind];
  return { title: pageTitleOf(page.title), description: page.description, path: page.path };
}

export type StaticPage = "about" | "contact" | "privacy" | "terms";

export const STATIC_PAGES: Record<StaticPage, { path: string; title: string; description: string }> = {
  about: {
    path: "/about-us",
    title: "About Us",
    description: `What ${SITE_NAME} is: one place to discover colleges, schools, private tutors and education events.`,
  },
  contact: {
    path: "/contact-us",
    title: "Contact Us",
    description: `Write to the ${SITE_NAME} team: questions, corrections to a listing, partnerships.`,
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "What personal data we collect, why we collect it, and the choices you have.",
  },
  terms: {
    path: "/terms-and-conditions",
    title: "Terms and Conditions",
    description: `The rules for using ${SITE_NAME}, for visitors, account holders and listing owners.`,
  },
};

export function staticPageHead(page: StaticPage): PageHead {
  const { path, title, description } = STATIC_PAGES[page];
  return { title: pageTitleOf(title), description, path };
}

const LISTING_KIND: Record<ListingType, string> = {
  COLLEGE: "College",
  SCHOOL: "School",
  TUTORIAL: "Private tutor",
};

export interface ListingHeadInput {
  id: number;
  name: string;
  type: ListingType;
  city: string;
  state: string;
  /** Plain text from the description. */
  excerpt: string;
  coverPicture: string | null;
  logo: string | null;
}

export function listingHead(listing: ListingHeadInput): PageHead {
  const place = [listing.city, listing.state].filter(Boolean).join(", ");
  const fallback = `${LISTING_KIND[listing.type]}${place ? ` in ${place}` : ""}: ${listing.name} on ${SITE_NAME}.`;
  return {
    title: pageTitleOf(listing.name),
    description: descriptionOf(listing.excerpt || fallback),
    path: listingPagePathOf(listing),
    image: listing.coverPicture ?? listing.logo,
  };
}

export interface EventHeadInput {
  id: number;
  title: string;
  listingName: string;
  /** Where it happens on one line, or "Online". */
  address: string;
  excerpt: string;
  coverImage: string | null;
  photo?: string | null;
  logo?: string | null;
}

export function eventHead(event: EventHeadInput): PageHead {
  const fallback = `${event.title}, an event of ${event.listingName}${event.address ? ` (${event.address})` : ""}.`;
  return {
    title: pageTitleOf(event.title),
    description: descriptionOf(event.excerpt || fallback),
    path: eventPagePathOf(event),
    image: event.coverImage ?? event.photo ?? event.logo ?? null,
  };
}

export function newsHomeHead(): PageHead {
  return {
    title: pageTitleOf("News"),
    description: "Education news: admissions, exams, scholarships, careers and campus life.",
    path: NEWS_PAGE,
  };
}

/** The display name of a category slug: the editorial name, or the slug made readable. */
export function newsCategoryNameOf(slug: string): string {
  const lower = slug.toLowerCase();
  return EDITORIAL_CATEGORIES.find((category) => category.slug === lower)?.name ?? categoryNameOf(lower);
}

export function newsCategoryHead(slug: string): PageHead {
  const lower = slug.toLowerCase();
  const name = newsCategoryNameOf(lower);
  return {
    title: pageTitleOf(`${name} News`),
    description: `The latest ${name} news from colleges, schools and tutors on ${SITE_NAME}.`,
    path: newsCategoryPathOf(lower),
  };
}

export function newsTagHead(tag: string): PageHead {
  const lower = tag.toLowerCase();
  return {
    title: pageTitleOf(`News tagged “${lower}”`),
    description: `News articles tagged “${lower}” on ${SITE_NAME}.`,
    path: newsTagPathOf(lower),
  };
}

export interface ArticleHeadInput {
  id: number;
  listingId: number | null;
  title: string;
  shortDescription: string;
  imgUrl: string | null;
}

export function articleHead(article: ArticleHeadInput): PageHead {
  return {
    title: pageTitleOf(article.title),
    description: descriptionOf(article.shortDescription || article.title),
    path: newsArticlePathOf(article),
    image: article.imgUrl,
    type: "article",
  };
}

/** A listing, event, article or category that is not there: the app shows its not-found page. */
export function notFoundHead(what: string, path: string): PageHead {
  const thing = `${what[0]?.toUpperCase() ?? ""}${what.slice(1)}`;
  return {
    title: pageTitleOf(`${thing} not found`),
    description: `We could not find this ${what}. It may have been removed, or the link may be mistyped.`,
    path,
    noindex: true,
  };
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
