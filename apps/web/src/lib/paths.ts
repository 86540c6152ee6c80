import type { ListingType } from "@lwl/contracts/listings";
import { newsArticlePathOf, newsCategoryPathOf } from "@lwl/contracts/news-links";
import {
  eventPagePathOf,
  eventSlugOf,
  listingPagePathOf,
  listingSlugOf,
  newsTagPathOf,
} from "@lwl/contracts/page-paths";

/**
 * Every in-app address built in one place: links use these, and the route table (app/router.tsx)
 * is written with them, so the two cannot drift apart. Detail slugs come from the title (spec
 * section 2), the same way the search overlay makes them.
 */
export const PATHS = {
  home: "/",
  news: "/news",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-Password",
  callback: "/callback",
  verify: "/verify",
  userProfile: "/user-profile",
  changePassword: "/change-password",
  addListingCard: "/add-listing-card",
  unauthorized: "/unauthorized",
  notListingOwner: "/not-a-listing-owner",
  /** The spec's spelling. */
  notYours: "/not-belogs-to-you",
  allListings: "/listing",
  colleges: "/college",
  schools: "/school",
  tutorials: "/tutorial",
  events: "/event",
  contactUs: "/contact-us",
  aboutUs: "/about-us",
  privacyPolicy: "/privacy-policy",
  terms: "/terms-and-conditions",
  /** The saved listings (issue 27 item 2) and their side-by-side comparison (item 3, ids in ?ids=). */
  shortlist: "/shortlist",
  compare: "/compare",
  error: "/error",
  /** Prefixes of the detail pages; listingPath and eventPath add the id and the slug. */
  listingDetail: "/description",
  eventDetail: "/eventdescription",
  /** The administrators' area (the spec's spelling). */
  admin: "/ADMIN",
  becomeListingOwner: "/become-listing-owner",
  /** Prefixes of the request and claim pages; editOwnershipRequestPath and claimListingPath add the id. */
  editOwnershipRequest: "/edit-become-listing-owner-request",
  claimListing: "/claim-listing",
  /** The owner's form for a new listing; the type comes from ?type= (the card chosen on /add-listing-card). */
  addListing: "/add-listing",
  /** Prefixes of the news pages; newsCategoryPath, newsTagPath and newsArticlePath add the rest. */
  newsTag: "/news-tag",
  newsArticle: "/news-description",
  subscribeForm: "/subscribeform",
  newsletterConfirm: "/newsletter/confirm",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
} as const;

/**
 * Pages of later issues that are not built yet. Until one lands no link may point at it: an unknown
 * route sends visitors to Sign in and signed-in people to "Something went wrong" (spec section 2's
 * fallback). The issue that builds the page sets its flag, and its links (header, footer, landing,
 * profile) come back.
 */
export const PAGE_BUILT = {
  /** /news and /news-description/...: the News link, "All news" and the featured story's link. */
  news: true,
  /** /add-listing-card: the profile's Add Listing button. */
  addListing: true,
} as const;

/** Route patterns (React Router's syntax) of the pages whose address carries values. */
export const ROUTE_PATTERNS = {
  listingDetail: `${PATHS.listingDetail}/:listingId/:slug?`,
  eventDetail: `${PATHS.eventDetail}/:eventId/:slug?`,
  editOwnershipRequest: `${PATHS.editOwnershipRequest}/:id`,
  claimListing: `${PATHS.claimListing}/:listingId`,
  /** Owner forms (docs/product.md section 2.4); the id is the listing's, except for the edit forms of events and posts. */
  editListing: "/edit-listing/:id",
  createEvent: "/create-event/:id",
  editEvent: "/edit-event/:id",
  createPost: "/create-post/:id",
  editPost: "/edit-post/:id",
  newsCategory: `${PATHS.news}/:category`,
  newsTag: `${PATHS.newsTag}/:tag`,
  /** The second segment is the listing id (spec) or, in the other reading, anything or nothing. */
  newsArticle: `${PATHS.newsArticle}/:blogId/:listing?`,
  subscribeForm: `${PATHS.subscribeForm}/:email?`,
} as const;

export const BROWSE_PATH_BY_TYPE: Record<ListingType, string> = {
  COLLEGE: PATHS.colleges,
  SCHOOL: PATHS.schools,
  TUTORIAL: PATHS.tutorials,
};

/**
 * Detail addresses come from contracts/page-head.ts, which the server's canonical links use too; a title
 * with no Latin letters or digits slugs to "listing" or "event", keeping the address well formed.
 */
export const listingSlug: (listing: { name: string }) => string = listingSlugOf;
export const eventSlug: (event: { title: string }) => string = eventSlugOf;
export const listingPath: (listing: { id: number; name: string }) => string = listingPagePathOf;
export const eventPath: (event: { id: number; title: string }) => string = eventPagePathOf;

/** /compare?ids=12,15,31: the address to share a comparison by. */
export function comparePath(ids: readonly number[]): string {
  return `${PATHS.compare}?ids=${ids.join(",")}`;
}

export function editOwnershipRequestPath(id: number): string {
  return `${PATHS.editOwnershipRequest}/${id}`;
}

export function claimListingPath(listingId: number): string {
  return `${PATHS.claimListing}/${listingId}`;
}

/** The profile's "Your requests and claims" (features/ownership), where a pending request or claim is followed. */
export const REQUESTS_AND_CLAIMS_ID = "requests-and-claims";
export const requestsAndClaimsPath = `${PATHS.userProfile}#${REQUESTS_AND_CLAIMS_ID}`;
/** The owner's inbox of enquiries on the profile page (the header's count leads there). */
export const ENQUIRY_INBOX_ID = "enquiries";
export const enquiryInboxPath = `${PATHS.userProfile}#${ENQUIRY_INBOX_ID}`;

/** Route ids are positive whole numbers; anything else cannot name a listing or event. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** News article page; the listing segment is optional in the spec's second reading of the route. */
export function newsArticlePath(article: { id: number; listingId: number | null }): string {
  return newsArticlePathOf(article);
}

/** /news/{category}: categories are addressed by their slug ("campus-life"). */
export function newsCategoryPath(slug: string): string {
  return newsCategoryPathOf(slug);
}

export const newsTagPath: (tag: string) => string = newsTagPathOf;

export function subscribeFormPath(email = ""): string {
  return email ? `${PATHS.subscribeForm}/${encodeURIComponent(email)}` : PATHS.subscribeForm;
}

/** Browse pages keep a 1-based ?page= in the address (what people expect to read and share). */
export function pageHref(pathname: string, search: URLSearchParams, pageIndex: number): string {
  const params = new URLSearchParams(search);
  if (pageIndex <= 0) params.delete("page");
  else params.set("page", String(pageIndex + 1));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Reads the 1-based ?page= back as a 0-based index; anything odd means the first page. */
export function pageIndexFrom(search: URLSearchParams): number {
  const value = Number(search.get("page"));
  return Number.isInteger(value) && value >= 1 ? value - 1 : 0;
}
