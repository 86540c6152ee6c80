/**
 * The listing as moderated content (docs/decisions/0021): the description the one pipeline
 * (modules/moderated-content) writes, shows to its owner and decides from. A listing is its own
 * listing in the queue; it is read with its author's role (whether the author still holds owner rights
 * decides `claimable`), and its creator is its author. Any ListingOwner may create one: the route's
 * role guard is its only check before a create. Its view lacks `searchCount`: the ranking month's
 * clicks depend on the clock and the clicks so far, which the pipeline's fixed reading of a row cannot
 * name, so write-service.ts adds them to each owner's view.
 */
import { type ListingVersion, type ListingWrite, listingVersionSchema } from "@lwl/contracts/listing-writes";
import type { Listing } from "@lwl/contracts/listings";
import type { Role } from "@lwl/contracts/roles";
import { slugify } from "@lwl/contracts/slug";
import { eq } from "drizzle-orm";
import { listings, users } from "../../db/schema.ts";
import { listingRatingColumns } from "../content/ratings.ts";
import type { ContentKind, PublishedEntry } from "../moderated-content/service.ts";
import { toListingWithoutClicks } from "./mappers.ts";
import { NOT_YOUR_LISTING, ownsListing } from "./policy.ts";
import { authorOfListing } from "./queries.ts";
import { listingValuesOf, versionOfListing } from "./versions.ts";

/** A listing's types: read with its author's role now (null without an author, see queries.ts `ListingDetailRow`). */
interface ListingKind {
  table: typeof listings;
  with: { authorRole: Role | null; reviewCount: number; ratingSum: number };
  version: ListingVersion;
  update: ListingWrite;
  create: ListingWrite;
  view: Omit<Listing, "searchCount">;
}

export const listingKind: ContentKind<ListingKind> = {
  type: "LISTING",
  change: "listing",
  noun: "Listing",
  table: listings,
  timestamps: { updatedAt: "updatedAt", publishedAt: "publishedAt" },
  // The author's row is joined, not locked: a write locks the listing only.
  with: {
    fields: { authorRole: users.role, ...listingRatingColumns },
    join: { table: users, on: authorOfListing, outer: true },
  },

  versionOf: versionOfListing,
  valuesOf: listingValuesOf,
  changesSchema: listingVersionSchema.partial(),
  versionOfWrite: (body, clean) => ({ ...body, description: clean(body.description) }),
  insertValuesOf: (_body, version, actor) => ({
    ...listingValuesOf(version),
    type: version.type,
    name: version.name,
    slug: slugify(version.name) || "listing",
    authorId: actor.userId,
  }),

  owns: (actor, found) => ownsListing(actor, found.row),
  notYours: NOT_YOUR_LISTING,

  viewOf: (found) =>
    toListingWithoutClicks({
      ...found.row,
      authorRole: found.authorRole,
      reviewCount: found.reviewCount,
      ratingSum: found.ratingSum,
    }),
  queueFactsOf: (found) => ({ title: found.row.name, listingId: found.row.id, listingName: found.row.name }),
  sitemap: {
    files: {
      colleges: eq(listings.type, "COLLEGE"),
      schools: eq(listings.type, "SCHOOL"),
      tutorials: eq(listings.type, "TUTORIAL"),
    },
    addressFields: { slug: listings.slug },
    pathOf: (entry: PublishedEntry & { slug: string }) => `/description/${entry.id}/${encodeURIComponent(entry.slug)}`,
  },
};
