import type { ApprovalItem } from "@lwl/contracts/approvals";
import type { ListingVersion } from "@lwl/contracts/listing-writes";
import type { Page } from "@lwl/contracts/paging";

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
