import type { BlogListing, BlogSummary } from "@lwl/contracts/blogs";
import type { EventDetail } from "@lwl/contracts/events";
import type { Address, Listing, ListingType } from "@lwl/contracts/listings";
import { newsCategoryPathOf } from "@lwl/contracts/news-links";
import { absoluteUrlOf, SEARCH_TARGET, SHARE_IMAGE, SITE_DESCRIPTION, SITE_LOGO } from "@lwl/contracts/page-head";
import { BROWSE_PAGES, newsCategoryNameOf } from "@lwl/contracts/page-head-kinds";
import { listingPagePathOf } from "@lwl/contracts/page-paths";
import { SITE_NAME } from "@lwl/contracts/page-title";
import type { Review } from "@lwl/contracts/reviews";
import { listingFactsData } from "./listing-facts-data.ts";

/**
 * schema.org JSON-LD of the public pages (https://schema.org, Google's structured-data guides):
 * plain objects, made absolute on the site's origin; head-html.ts writes them into the page.
 */
export type JsonLd = Record<string, unknown>;

const SCHEMA = "https://schema.org";

export const LISTING_SCHEMA_TYPE: Record<ListingType, string> = {
  COLLEGE: "CollegeOrUniversity",
  SCHOOL: "School",
  // A private tutor is an educational organisation in schema.org's terms.
  TUTORIAL: "EducationalOrganization",
};

/** A crumb: its name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB: Crumb = { name: "Home", path: "/" };
export const NEWS_CRUMB: Crumb = { name: "News", path: "/news" };

export function browseCrumb(kind: keyof typeof BROWSE_PAGES): Crumb {
  return { name: BROWSE_PAGES[kind].title, path: BROWSE_PAGES[kind].path };
}

export function newsCategoryCrumb(slug: string): Crumb {
  return { name: `${newsCategoryNameOf(slug)} News`, path: newsCategoryPathOf(slug.toLowerCase()) };
}

export function breadcrumbList(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrlOf(origin, crumb.path),
    })),
  };
}

/** The site as the publisher of its pages and articles. */
function siteOrganization(origin: string): JsonLd {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: absoluteUrlOf(origin, SITE_LOGO) },
  };
}

/** The landing page: the site, and its search box for search engines (the search overlay, ?search=open&key=). */
export function webSite(origin: string): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${origin}/`,
    publisher: siteOrganization(origin),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absoluteUrlOf(origin, SEARCH_TARGET) },
      "query-input": "required name=search_term_string",
    },
  };
}

function postalAddress(address: Omit<Address, "latitude" | "longitude">): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: [address.line1, address.line2].filter(Boolean).join(", "),
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

function geoOf(address: { latitude: number | null; longitude: number | null }): JsonLd | undefined {
  if (address.latitude === null || address.longitude === null) return undefined;
  return { "@type": "GeoCoordinates", latitude: address.latitude, longitude: address.longitude };
}

/** JSON.stringify leaves undefined properties out; this keeps the objects readable to build. */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null));
}

/** The stars of the schema: 1 to 5. */
const ratingScale = { bestRating: 5, worstRating: 1 };

/** The listing's approved reviews summed (only where it has some: an empty rating is not data). */
function aggregateRatingOf(listing: Listing): JsonLd | undefined {
  if (listing.rating.count === 0 || listing.rating.average === null) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: listing.rating.average,
    ratingCount: listing.rating.count,
    reviewCount: listing.rating.count,
    ...ratingScale,
  };
}

/** An approved review as schema.org reads one: who wrote it (their shown name), when, its stars and text. */
function reviewData(review: Review): JsonLd {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.displayName },
    datePublished: review.publishedAt.slice(0, 10),
    name: review.title,
    reviewBody: review.body,
    reviewRating: { "@type": "Rating", ratingValue: review.rating, ...ratingScale },
  };
}

/**
 * The listing as its schema.org type, with the facts it states (listing-facts-data.ts), its rating and
 * latest approved reviews where it has any.
 */
export function listingOrganization(
  origin: string,
  listing: Listing,
  pagePath: string,
  reviews: readonly Review[] = [],
): JsonLd {
  const image = listing.coverPicture ?? listing.logo;
  return compact({
    "@context": SCHEMA,
    "@type": LISTING_SCHEMA_TYPE[listing.type],
    name: listing.name,
    description: listing.excerpt || undefined,
    url: absoluteUrlOf(origin, pagePath),
    sameAs: listing.contact.website ? [listing.contact.website] : undefined,
    address: postalAddress(listing.fullAddress),
    geo: geoOf(listing.fullAddress),
    telephone: listing.contact.phone ?? undefined,
    email: listing.contact.email ?? undefined,
    logo: listing.logo ? absoluteUrlOf(origin, listing.logo) : undefined,
    image: absoluteUrlOf(origin, image ?? SHARE_IMAGE),
    ...listingFactsData(listing.details),
    aggregateRating: aggregateRatingOf(listing),
    review: reviews.length > 0 ? reviews.map(reviewData) : undefined,
  });
}

/**
 * "2026-12-01T10:30:00+05:30": the instant as the wall-clock time of the event's zone, with that
 * zone's offset, so a reader of the data sees the time the organiser announced.
 */
export function isoInZone(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "longOffset",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const zoneName = parts.timeZoneName ?? "GMT";
  const offset = zoneName === "GMT" ? "+00:00" : zoneName.replace("GMT", "");
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const CURRENCY_OF: [RegExp, string][] = [
  [/₹|\brs\.?|\binr\b/i, "INR"],
  [/\$|\busd\b/i, "USD"],
  [/€|\beur\b/i, "EUR"],
  [/£|\bgbp\b/i, "GBP"],
];

/** The offer of an event's fee ("₹500", "Free", "INR 1,200"): price and currency when they can be read. */
export function offerOf(fee: string, url: string): JsonLd {
  const free = /^\s*(free|nil|none|0)\s*$/i.test(fee);
  const amount = /\d[\d,]*(?:\.\d+)?/.exec(fee)?.[0]?.replace(/,/g, "");
  const currency = CURRENCY_OF.find(([pattern]) => pattern.test(fee))?.[1];
  return compact({
    "@type": "Offer",
    url,
    price: free ? "0" : amount,
    priceCurrency: free ? (currency ?? "INR") : amount ? currency : undefined,
    description: free || (amount && currency) ? undefined : fee,
    availability: "https://schema.org/InStock",
  });
}

export function eventData(origin: string, event: EventDetail, pagePath: string): JsonLd {
  const pageUrl = absoluteUrlOf(origin, pagePath);
  const place = event.fullAddress
    ? compact({
        "@type": "Place",
        name: event.fullAddress.line1 || event.address,
        address: postalAddress(event.fullAddress),
        geo: geoOf(event.fullAddress),
      })
    : null;
  const virtual = event.onlineUrl ? { "@type": "VirtualLocation", url: event.onlineUrl } : null;
  const locations = [place, virtual].filter((location) => location !== null);
  const mode =
    place && virtual
      ? "MixedEventAttendanceMode"
      : virtual
        ? "OnlineEventAttendanceMode"
        : "OfflineEventAttendanceMode";
  const image = event.coverImage ?? event.photo ?? event.logo;
  return compact({
    "@context": SCHEMA,
    "@type": "Event",
    name: event.title,
    description: event.excerpt || undefined,
    url: pageUrl,
    startDate: isoInZone(new Date(event.startsAt), event.timeZone),
    endDate: event.endsAt ? isoInZone(new Date(event.endsAt), event.timeZone) : undefined,
    eventAttendanceMode: `https://schema.org/${mode}`,
    // Visitors only ever see published events that are on; the product has no cancelled state.
    eventStatus: "https://schema.org/EventScheduled",
    location: locations.length === 1 ? locations[0] : locations.length > 1 ? locations : undefined,
    image: absoluteUrlOf(origin, image ?? SHARE_IMAGE),
    organizer: {
      "@type": LISTING_SCHEMA_TYPE[event.listing.type],
      name: event.listing.name,
      url: absoluteUrlOf(origin, listingPagePathOf(event.listing)),
    },
    offers: event.fee ? offerOf(event.fee, event.registrationUrl ?? pageUrl) : undefined,
  });
}

export function newsArticleData(
  origin: string,
  article: BlogSummary,
  listing: BlogListing | null,
  pagePath: string,
): JsonLd {
  // The article names no person: it is written for its listing, or else by the site's newsroom.
  const author = listing
    ? {
        "@type": LISTING_SCHEMA_TYPE[listing.type],
        name: listing.name,
        url: absoluteUrlOf(origin, listingPagePathOf(listing)),
      }
    : siteOrganization(origin);
  return compact({
    "@context": SCHEMA,
    "@type": "NewsArticle",
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.shortDescription || undefined,
    url: absoluteUrlOf(origin, pagePath),
    mainEntityOfPage: absoluteUrlOf(origin, pagePath),
    image: [absoluteUrlOf(origin, article.imgUrl ?? SHARE_IMAGE)],
    datePublished: article.publishedTime ?? article.createdTime,
    dateModified: article.lastUpdatedTime,
    articleSection: newsCategoryNameOf(article.category),
    keywords: article.tags.length > 0 ? article.tags.join(", ") : undefined,
    author: [author],
    publisher: siteOrganization(origin),
  });
}
