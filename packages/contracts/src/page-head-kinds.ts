import type { ListingType } from "./listings.ts";
import { categoryNameOf, EDITORIAL_CATEGORIES } from "./news-categories.ts";
import { NEWS_PAGE, newsArticlePathOf, newsCategoryPathOf } from "./news-links.ts";
import { descriptionOf, type PageHead } from "./page-head.ts";
import { eventPagePathOf, listingPagePathOf, newsTagPathOf } from "./page-paths.ts";
import { pageTitleOf, SITE_NAME } from "./page-title.ts";

/**
 * The heads of the public pages other than the landing page, one function per page kind, for the
 * server-written head and the web app alike (page-head.ts).
 */
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

/**
 * /shortlist (issue 27): a visitor's own list, different in every browser and account, so not for search
 * engines; the description is what a shared tab or bookmark shows.
 */
export function shortlistHead(): PageHead {
  return {
    title: pageTitleOf("Your shortlist"),
    description: `The colleges, schools and tutors you saved on ${SITE_NAME}, with your notes, ready to compare side by side.`,
    path: "/shortlist",
    noindex: true,
  };
}

/** /compare?ids=… (issue 27): a shareable comparison, named for the listings once they are known. */
export function compareHead(ids: string, names: readonly string[] | null): PageHead {
  const path = ids ? `/compare?ids=${ids}` : "/compare";
  if (!names || names.length === 0) {
    return {
      title: pageTitleOf("Compare"),
      description: `Compare colleges, schools or tutors side by side on ${SITE_NAME}: fees, facts and reviews.`,
      path,
    };
  }
  const listed = `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return {
    title: pageTitleOf(`Compare ${listed}`),
    description: descriptionOf(`${listed} side by side on ${SITE_NAME}: fees, facts and reviews.`),
    path,
  };
}
