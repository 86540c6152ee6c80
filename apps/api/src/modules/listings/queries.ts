import type { ListingType } from "@lwl/contracts/listings";
import type { PageQuery } from "@lwl/contracts/paging";
import type { Role } from "@lwl/contracts/roles";
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { listings, lookups, searchClickCounts, users } from "../../db/schema.ts";
import { listingRatingColumns } from "../content/ratings.ts";
import { isVisible } from "../content/visibility.ts";

export const listingSummaryColumns = {
  id: listings.id,
  slug: listings.slug,
  name: listings.name,
  type: listings.type,
  status: listings.status,
  authorId: listings.authorId,
  addressLine1: listings.addressLine1,
  addressLine2: listings.addressLine2,
  city: listings.city,
  state: listings.state,
  postalCode: listings.postalCode,
  country: listings.country,
  logo: listings.logo,
  coverPicture: listings.coverPicture,
  handPicked: listings.handPicked,
  /** For the excerpt, which mappers.ts cuts with the one HTML-to-text rule (content/html.ts). */
  description: listings.description,
  ...listingRatingColumns,
};
export type ListingSummaryRow = Awaited<ReturnType<typeof findHandPicked>>[number];
export type ListingRow = typeof listings.$inferSelect;
/**
 * A listing with its author's role now (null without an author): whether the author still holds owner
 * rights decides the detail's `claimable` (policy.ts `isClaimable`), so the role is read with the row.
 */
export type ListingWithAuthorRow = ListingRow & { authorRole: Role | null; reviewCount: number; ratingSum: number };
/** The same with the listing's search clicks in the ranking month: what the detail answers as `searchCount`. */
export type ListingDetailRow = ListingWithAuthorRow & { searchCount: number };

/** The ranking month's clicks on search results (modules/search `popularMonth` decides the month). */
const clicksIn = (month: string) =>
  and(eq(searchClickCounts.month, month), eq(searchClickCounts.listingId, listings.id));
/** A listing's clicks through a left join on `clicksIn`: none is 0. */
const popularity = sql<number>`coalesce(${searchClickCounts.count}, 0)`;

/**
 * Every column of the listing, its author's role through a left join on users, and its clicks through a
 * left join on search_click_counts for the ranking month (see `ListingDetailRow`).
 */
const listingDetailColumns = {
  ...getTableColumns(listings),
  authorRole: users.role,
  searchCount: popularity,
  ...listingRatingColumns,
};
export const authorOfListing = eq(users.id, listings.authorId);

export interface ListingFilter {
  type?: ListingType;
  authorId?: string;
  /** Only published listings; false for owners and admins looking at their own. */
  publishedOnly: boolean;
}

function whereOf(filter: ListingFilter): SQL | undefined {
  return and(
    filter.publishedOnly ? isVisible(listings.status) : undefined,
    filter.type ? eq(listings.type, filter.type) : undefined,
    filter.authorId ? eq(listings.authorId, filter.authorId) : undefined,
  );
}

export function findListingRows(db: Database, filter: ListingFilter, page: PageQuery) {
  return db
    .select(listingSummaryColumns)
    .from(listings)
    .where(whereOf(filter))
    .orderBy(asc(listings.name), asc(listings.id))
    .limit(page.size)
    .offset(page.page * page.size);
}

export async function countListings(db: Database, filter: ListingFilter): Promise<number> {
  const [total] = await db.select({ value: count() }).from(listings).where(whereOf(filter));
  return total?.value ?? 0;
}

/** A listing with its author's role and its clicks in `month`, the ranking month, in one query. */
export function findListingById(db: Database, id: number, month: string): Promise<ListingDetailRow | undefined> {
  return db
    .select(listingDetailColumns)
    .from(listings)
    .leftJoin(users, authorOfListing)
    .leftJoin(searchClickCounts, clicksIn(month))
    .where(eq(listings.id, id))
    .then((rows) => rows[0]);
}

export function findHandPicked(db: Database, size: number, month: string) {
  return db
    .select(listingSummaryColumns)
    .from(listings)
    .leftJoin(searchClickCounts, clicksIn(month))
    .where(and(eq(listings.handPicked, true), isVisible(listings.status)))
    .orderBy(desc(popularity), asc(listings.id))
    .limit(size);
}

/**
 * A landing section's selection of one type: the most searched listing of each city first, then each
 * city's second, and so on, so one city (or one alphabet letter) never fills the band.
 */
export function findPopularOfType(db: Database, type: ListingType, size: number, month: string) {
  const ranked = db
    .select({
      ...listingSummaryColumns,
      reviewCount: listingRatingColumns.reviewCount.as("review_count"),
      ratingSum: listingRatingColumns.ratingSum.as("rating_sum"),
      popularity: popularity.as("popularity"),
      cityRank:
        sql<number>`row_number() over (partition by lower(${listings.city}) order by ${popularity} desc, ${listings.id})`.as(
          "city_rank",
        ),
    })
    .from(listings)
    .leftJoin(searchClickCounts, clicksIn(month))
    .where(and(isVisible(listings.status), eq(listings.type, type)))
    .as("ranked");
  return db.select().from(ranked).orderBy(asc(ranked.cityRank), desc(ranked.popularity), asc(ranked.id)).limit(size);
}

export function findMostSearched(db: Database, size: number, month: string) {
  return db
    .select(listingSummaryColumns)
    .from(listings)
    .leftJoin(searchClickCounts, clicksIn(month))
    .where(isVisible(listings.status))
    .orderBy(desc(popularity), asc(listings.id))
    .limit(size);
}

export function findLookups(db: Database, kind: (typeof lookups.$inferSelect)["kind"]) {
  return db
    .select({ code: lookups.code, label: lookups.label })
    .from(lookups)
    .where(eq(lookups.kind, kind))
    .orderBy(asc(lookups.sortOrder), asc(lookups.code));
}

/** What the ownership and publishing rules need to know about a listing (listings/policy.ts). */
export function findListingAccess(db: Database, id: number) {
  return db
    .select({ id: listings.id, authorId: listings.authorId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}
