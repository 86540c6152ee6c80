import type { ApprovalAction, ApprovalItem } from "@lwl/contracts/approvals";
import type { ListingVersion } from "@lwl/contracts/listing-writes";
import type { Page } from "@lwl/contracts/paging";
import type { ReplyVersion, ReviewReport, ReviewVersion } from "@lwl/contracts/reviews";

export const listingVersion = (overrides: Partial<ListingVersion> = {}): ListingVersion => ({
  type: "SCHOOL",
  name: "Green Valley School",
  description: "<p>A <strong>friendly</strong> school.</p>",
  address: {
    line1: "1 Hill Road",
    line2: null,
    city: "Pune",
    state: "Maharashtra",
    postalCode: "411001",
    country: "India",
    latitude: null,
    longitude: null,
  },
  contact: { phone: "+91 20 1234 5678", email: "office@greenvalley.example", website: null },
  logo: null,
  coverPicture: null,
  details: null,
  ...overrides,
});

/** A pending LISTING item: new content, or an update when `current` is given. */
export function listingItem(
  id: number,
  options: { current?: ListingVersion; proposed?: Partial<ListingVersion> } = {},
): ApprovalItem {
  const proposed = listingVersion({ name: `Listing ${id}`, ...options.proposed });
  return {
    id,
    contentType: "LISTING",
    contentId: 100 + id,
    action: options.current ? "UPDATE" : "CREATE",
    title: proposed.name,
    listingId: 100 + id,
    listingName: proposed.name,
    submittedBy: { id: "u-1", fullName: "Owen Owner", email: "owen@example.com" },
    submittedAt: "2026-11-20T10:00:00.000Z",
    status: "PENDING",
    reason: null,
    decidedAt: null,
    current: options.current ?? null,
    proposed,
  };
}

export const reviewVersion = (overrides: Partial<ReviewVersion> = {}): ReviewVersion => ({
  rating: 4,
  // Listed out of the form's order: the rows follow the form's order.
  topicRatings: { PLACEMENTS: 3, ACADEMICS: 5 },
  reviewerKind: "ALUMNUS",
  graduationYear: 2019,
  displayName: "Priya S.",
  title: "Strong teaching, slow placements",
  body: "The faculty know their subjects and make time for questions.\nPlacements took longer than promised.",
  ...overrides,
});

/**
 * A pending REVIEW item of Sunrise College: new by default, an update when `current` is given, a
 * reported review with `action: "REPORT"` (its `current` and `proposed` both the published version).
 */
export function reviewItem(
  id: number,
  options: {
    action?: ApprovalAction;
    current?: ReviewVersion;
    proposed?: Partial<ReviewVersion>;
    reports?: ReviewReport[];
    flag?: string | null;
  } = {},
): ApprovalItem {
  const action = options.action ?? (options.current ? "UPDATE" : "CREATE");
  const proposed = reviewVersion({ ...options.current, ...options.proposed });
  return {
    id,
    contentType: "REVIEW",
    contentId: 200 + id,
    action,
    title: (options.current ?? proposed).title,
    listingId: 7,
    listingName: "Sunrise College",
    submittedBy: { id: "u-2", fullName: "Priya Sharma", email: "priya@example.com" },
    submittedAt: "2026-11-21T10:00:00.000Z",
    status: "PENDING",
    reason: null,
    decidedAt: null,
    current: options.current ?? (action === "REPORT" ? proposed : null),
    proposed,
    reports: options.reports ?? [],
    flag: options.flag ?? null,
  };
}

/**
 * A pending REPLY item: Sunrise College's answer to Priya's review, new by default, an update when
 * `current` is given.
 */
export function replyItem(
  id: number,
  options: { current?: ReplyVersion; proposed?: Partial<ReplyVersion> } = {},
): ApprovalItem {
  const proposed: ReplyVersion = {
    body: "Thank you, Priya.\nPlacements now start in the third year.",
    ...options.current,
    ...options.proposed,
  };
  return {
    id,
    contentType: "REPLY",
    contentId: 300 + id,
    action: options.current ? "UPDATE" : "CREATE",
    title: "Reply to “Strong teaching, slow placements”",
    listingId: 7,
    listingName: "Sunrise College",
    submittedBy: { id: "u-3", fullName: "Anil Mehta", email: "anil@sunrise.example" },
    submittedAt: "2026-11-24T10:00:00.000Z",
    status: "PENDING",
    reason: null,
    decidedAt: null,
    current: options.current ?? null,
    proposed,
    review: {
      id: 201,
      rating: 4,
      title: "Strong teaching, slow placements",
      body: "The faculty know their subjects.\nPlacements took longer than promised.",
      displayName: "Priya S.",
    },
  };
}

/** The paged envelope of `all` cut at ?page&size, as the server answers. */
export function pageOf<Item>(all: Item[], url: URL): Page<Item> {
  const page = Number(url.searchParams.get("page") ?? 0);
  const size = Number(url.searchParams.get("size") ?? 10);
  const totalPages = Math.ceil(all.length / size);
  return {
    content: all.slice(page * size, (page + 1) * size),
    number: page,
    size,
    totalElements: all.length,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}
