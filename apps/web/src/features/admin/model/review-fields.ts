/**
 * What the reviewer reads of a version under review: every field the visitor will see, named and
 * worded as the public pages word it (the listing page's "Key facts" and contact, the event page's
 * "Event details"), so that the review shows codes as their labels ("Open day", not OPEN_DAY) and
 * leaves nothing out. A field of the version that no row here presents still gets a row of its own
 * (`leftOver`), so a field added to a version later can never be approved unseen.
 */
import type { ApprovalItem } from "@lwl/contracts/approvals";
import type { EventVersion } from "@lwl/contracts/event-writes";
import type { ListingVersion } from "@lwl/contracts/listing-writes";
import type { Address, ListingDetails } from "@lwl/contracts/listings";
import type { PostVersion } from "@lwl/contracts/post-writes";
import {
  ALL_REVIEW_TOPICS,
  REVIEW_TOPIC_LABEL,
  REVIEWER_KIND_LABEL,
  type ReplyVersion,
  type ReviewTopic,
  type ReviewVersion,
} from "@lwl/contracts/reviews";
import { addressLines, displayHost, externalHref, mapLink } from "../../../lib/address.ts";
import { formatDateRange } from "../../../lib/event-time.ts";
import { factTexts, type ListingFactField } from "../../../lib/listing-facts.ts";
import { LISTING_TYPE_LABEL } from "../../../lib/listing-types.ts";
import { fieldLabel, flattenVersion, valueText } from "./field-diff.ts";

/**
 * How a value is shown: words, rich text as it will read, plain text kept to its lines (a review's or a
 * reply's body: never read as HTML), a picture, or a link to open.
 */
export type ReviewForm = "text" | "html" | "plain" | "image" | "link";

export interface ReviewField {
  /** Stable across the two versions of an update: the rows of the same key are compared. */
  key: string;
  /** The page's own name for it. */
  label: string;
  /** What the visitor reads ("" when the page shows nothing for it); the HTML or address for html, image, link. */
  text: string;
  form: ReviewForm;
  /** The link's address, for `link`. */
  href?: string;
  /** The stored values behind the row: a change to any of them marks the row changed. */
  raw: unknown;
  /** The version's fields (dotted paths, or a group's name) the row presents. */
  covers: string[];
}

/** The labels of lookup codes (event types, who can attend), from the same lists the public pages read. */
export interface CodeLabels {
  eventType(code: string): string;
  accessibility(code: string): string;
}

const text = (key: string, label: string, value: string | null | undefined, covers = [key]): ReviewField => ({
  key,
  label,
  text: value ?? "",
  form: "text",
  raw: value ?? null,
  covers,
});

const picture = (key: string, label: string, src: string | null): ReviewField => ({
  key,
  label,
  text: src ?? "",
  form: src ? "image" : "text",
  raw: src,
  covers: [key],
});

const link = (key: string, label: string, url: string | null, words = url ? displayHost(url) : ""): ReviewField => ({
  key,
  label,
  text: url ? words : "",
  form: url ? "link" : "text",
  ...(url ? { href: externalHref(url) } : {}),
  raw: url,
  covers: [key],
});

const html = (key: string, label: string, value: string): ReviewField => ({
  key,
  label,
  text: value,
  form: value ? "html" : "text",
  raw: value,
  covers: [key],
});

/** The address as the page's lines, on one line; the map position (coordinates) as a row of its own. */
function placeFields(prefix: string, label: string, address: Address | null, none = ""): ReviewField[] {
  const latitude = address?.latitude ?? null;
  const longitude = address?.longitude ?? null;
  const map = address ? mapLink(address) : null;
  return [
    {
      ...text(prefix, label, address ? addressLines(address).join(", ") : none),
      raw: address
        ? [address.line1, address.line2, address.city, address.state, address.postalCode, address.country]
        : null,
      covers: ["line1", "line2", "city", "state", "postalCode", "country"].map((field) => `${prefix}.${field}`),
    },
    {
      key: `${prefix}.position`,
      label: "Position on the map",
      text: map ? `${latitude}, ${longitude}` : "",
      form: map ? "link" : "text",
      ...(map ? { href: map } : {}),
      raw: [latitude, longitude],
      covers: [`${prefix}.latitude`, `${prefix}.longitude`, prefix],
    },
  ];
}

const list = (entries: readonly string[]) => (entries.length > 0 ? entries.join(", ") : null);

/** The parts of a fact stored as a group, which its one row presents (`details.tuition.min`, …). */
const FACT_PARTS: Partial<Record<ListingFactField, readonly string[]>> = {
  tuition: ["min", "max", "currency"],
  annualFee: ["min", "max", "currency"],
  fee: ["amount", "currency", "per"],
  admission: ["opens", "closes"],
  ranking: ["body", "rank", "year"],
  placements: ["year", "medianPackage", "placedPercent"],
  grades: ["from", "to"],
};

/** One row a fact, in the page's words ("₹1,20,000 – ₹1,80,000 a year", "Undergraduate (UG)"), never as stored. */
function factFields(details: ListingDetails | null): ReviewField[] {
  if (details === null) return [];
  const stored: Record<string, unknown> = details;
  return factTexts(details).map(({ field, label, text: words }) => {
    const key = `details.${field}`;
    const parts = (FACT_PARTS[field] ?? []).map((part) => `${key}.${part}`);
    return { ...text(key, label, words, [key, ...parts]), raw: stored[field] ?? null };
  });
}

function listingFields(listing: ListingVersion): ReviewField[] {
  return [
    // The kind of the details follows the type.
    { ...text("type", "Type", LISTING_TYPE_LABEL[listing.type]), covers: ["type", "details.kind", "details"] },
    text("name", "Name", listing.name),
    ...placeFields("address", "Address", listing.address),
    text("contact.phone", "Phone", listing.contact.phone),
    text("contact.email", "E-mail", listing.contact.email),
    link("contact.website", "Website", listing.contact.website),
    ...factFields(listing.details),
    picture("logo", "Logo", listing.logo),
    picture("coverPicture", "Cover picture", listing.coverPicture),
    html("description", "About", listing.description),
  ];
}

function eventFields(event: EventVersion, labels: CodeLabels): ReviewField[] {
  const [address, position] = placeFields("address", "Where", event.address, event.onlineUrl ? "Online" : "");
  return [
    text("title", "Title", event.title),
    {
      ...text("when", "When", formatDateRange(event.startsAt, event.endsAt, event.timeZone)),
      raw: [event.startsAt, event.endsAt, event.timeZone],
      covers: ["startsAt", "endsAt", "timeZone"],
    },
    text("eventType", "Event type", labels.eventType(event.eventType)),
    text("accessibility", "Who can attend", labels.accessibility(event.accessibility)),
    ...(address && position ? [address, position] : []),
    link("onlineUrl", "Online", event.onlineUrl),
    // The reviewer checks where the visitor's "Register for this event" goes: its whole address.
    link("registrationUrl", "Registration", event.registrationUrl, event.registrationUrl ?? ""),
    // The event page says Free when no fee is given.
    { ...text("fee", "Fee", event.fee?.trim() ? event.fee : "Free"), raw: event.fee },
    picture("coverImage", "Cover picture", event.coverImage),
    html("description", "About this event", event.description),
  ];
}

function postFields(post: PostVersion): ReviewField[] {
  return [
    text("title", "Title", post.title),
    text("category", "Category", post.category.charAt(0).toUpperCase() + post.category.slice(1)),
    text("tags", "Tags", list(post.tags)),
    text("shortDescription", "Summary", post.shortDescription),
    picture("imgUrl", "Picture", post.imgUrl),
    html("content", "Article", post.content),
  ];
}

/** A rating as the reviewer gave it: "4 out of 5". */
export const ratingText = (rating: number) => `${rating} out of 5`;

const isTopic = (code: string): code is ReviewTopic => Object.hasOwn(REVIEW_TOPIC_LABEL, code);

/** The topics rated, in the order the review form asks them; a code this client does not know comes last. */
function topicRows(ratings: Record<string, number>): ReviewField[] {
  const known: readonly string[] = ALL_REVIEW_TOPICS;
  const codes = [
    ...ALL_REVIEW_TOPICS.filter((topic) => Object.hasOwn(ratings, topic)),
    ...Object.keys(ratings).filter((code) => !known.includes(code)),
  ];
  return codes.map((code) => {
    const rating = ratings[code] ?? null;
    const key = `topicRatings.${code}`;
    const label = isTopic(code) ? REVIEW_TOPIC_LABEL[code] : fieldLabel(code.toLowerCase().replaceAll("_", " "));
    return { ...text(key, label, rating === null ? null : ratingText(rating)), raw: rating };
  });
}

/** Who wrote it, as the review shows it: "Alumnus, class of 2019", "Parent". */
export function reviewerText(review: Pick<ReviewVersion, "reviewerKind" | "graduationYear">): string {
  const kind = REVIEWER_KIND_LABEL[review.reviewerKind] ?? review.reviewerKind;
  return typeof review.graduationYear === "number" ? `${kind}, class of ${review.graduationYear}` : kind;
}

function reviewRows(review: ReviewVersion): ReviewField[] {
  return [
    // With no topic rated, the empty topicRatings is a field of its own with nothing to show: covered here.
    {
      ...text("rating", "Overall rating", ratingText(review.rating)),
      raw: review.rating,
      covers: ["rating", "topicRatings"],
    },
    ...topicRows(review.topicRatings ?? {}),
    {
      ...text("reviewer", "Reviewer", reviewerText(review)),
      raw: [review.reviewerKind, review.graduationYear],
      covers: ["reviewerKind", "graduationYear"],
    },
    text("displayName", "Display name", review.displayName),
    text("title", "Title", review.title),
    // Plain text as the author typed it: shown as text, line breaks kept, never as HTML.
    { ...text("body", "Review", review.body), form: "plain" },
  ];
}

/** The owner's reply: its text alone, plain text as typed (the review it answers is shown beside it). */
function replyRows(reply: ReplyVersion): ReviewField[] {
  return [{ ...text("body", "Reply", reply.body), form: "plain" }];
}

type Version = Record<string, unknown>;

/** The version's fields that no row presents, each as its own row under its field name. */
function leftOver(version: Version, rows: ReviewField[]): ReviewField[] {
  const covered = new Set(rows.flatMap((row) => row.covers));
  return [...flattenVersion(version)]
    .filter(([path]) => !covered.has(path))
    .map(([path, value]) => {
      const shown = valueText(value);
      return { ...text(path, fieldLabel(path), shown === "—" ? "" : shown), raw: value ?? null };
    });
}

/** The rows of one version of an item's content (its `proposed` or its `current`). */
export function reviewFields(
  item: ApprovalItem,
  side: "proposed" | "current",
  labels: CodeLabels,
): ReviewField[] | null {
  let rows: ReviewField[];
  let version: Version;
  if (item.contentType === "LISTING") {
    const listing = item[side];
    if (!listing) return null;
    rows = listingFields(listing);
    version = listing;
  } else if (item.contentType === "EVENT") {
    const event = item[side];
    if (!event) return null;
    rows = eventFields(event, labels);
    version = event;
  } else if (item.contentType === "REVIEW") {
    const review = item[side];
    if (!review) return null;
    rows = reviewRows(review);
    version = review;
  } else if (item.contentType === "REPLY") {
    const reply = item[side];
    if (!reply) return null;
    rows = replyRows(reply);
    version = reply;
  } else {
    const post = item[side];
    if (!post) return null;
    rows = postFields(post);
    version = post;
  }
  return [...rows, ...leftOver(version, rows)];
}

/**
 * The name the content goes by in a version: the listing's name, the event's, post's or review's title;
 * a reply has none of its own and goes by the server's name for it ("Reply to “…”").
 */
export function titleOf(item: ApprovalItem, side: "proposed" | "current" = "proposed"): string {
  if (item.contentType === "LISTING") return item[side]?.name ?? item.title;
  if (item.contentType === "REPLY") return item.title;
  return item[side]?.title ?? item.title;
}

export interface ReviewChange {
  key: string;
  label: string;
  current: ReviewField | null;
  proposed: ReviewField | null;
  changed: boolean;
}

const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** Row by row, in the proposed version's order (then rows only the live version has). */
export function diffReviewFields(current: ReviewField[], proposed: ReviewField[]): ReviewChange[] {
  const before = new Map(current.map((row) => [row.key, row]));
  const after = new Map(proposed.map((row) => [row.key, row]));
  const keys = [...after.keys(), ...[...before.keys()].filter((key) => !after.has(key))];
  return keys.map((key) => {
    const was = before.get(key) ?? null;
    const will = after.get(key) ?? null;
    return {
      key,
      label: (will ?? was)?.label ?? key,
      current: was,
      proposed: will,
      changed: was === null || will === null || !same(was.raw, will.raw),
    };
  });
}
