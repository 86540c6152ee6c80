import { slugify } from "@lwl/contracts/slug";
import type { Database } from "../../src/db/client.ts";
import { blogs, events, listings, reviews, searchClickCounts, users } from "../../src/db/schema.ts";
import { contentChanged } from "../../src/modules/content-changes/service.ts";
import { clicksChanged } from "../../src/modules/search/service.ts";
import { monthOf, siteDay } from "../../src/shared/site-calendar.ts";

type NewListing = typeof listings.$inferInsert;
type NewEvent = typeof events.$inferInsert;
type NewBlog = typeof blogs.$inferInsert;
type NewUser = typeof users.$inferInsert;

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export async function insertUser(db: Database, overrides: Partial<NewUser> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ email: `user${n}@test.example`, username: `user${n}`, fullName: `User ${n}`, ...overrides })
    .returning();
  if (!row) throw new Error("user not inserted");
  return row;
}

export async function insertListing(db: Database, overrides: Partial<NewListing> = {}) {
  const row = await insertListingRow(db, overrides);
  // As every write does: an app on this database forgets what it showed (searches, sections).
  await contentChanged(db, { kind: "listing", id: row.id });
  return row;
}

/**
 * A listing written without reporting a content change, as if it had been there before the app read
 * anything: for tests of the cache itself, where the change's own echo (PostgreSQL NOTIFY comes back
 * to the instance that sent it) would arrive at a moment the test does not choose.
 */
export async function insertListingRow(db: Database, overrides: Partial<NewListing> = {}) {
  const [row] = await db.insert(listings).values(listingValues(overrides)).returning();
  if (!row) throw new Error("listing not inserted");
  return row;
}

/** A published college's columns (overridden by `overrides`), for inserting many rows at once. */
export function listingValues(overrides: Partial<NewListing> = {}): NewListing {
  const name = overrides.name ?? `Test Listing ${next()}`;
  return {
    name,
    slug: slugify(name),
    type: "COLLEGE",
    status: "PUBLISHED",
    description: "<p>A <strong>test</strong> listing.</p>",
    addressLine1: "1 Test Road",
    city: "Pune",
    state: "Maharashtra",
    postalCode: "411001",
    country: "India",
    publishedAt: new Date(),
    ...overrides,
  };
}

export async function insertEvent(db: Database, listingId: number, overrides: Partial<NewEvent> = {}) {
  const title = overrides.title ?? `Test Event ${next()}`;
  const [row] = await db
    .insert(events)
    .values({
      listingId,
      title,
      slug: slugify(title),
      eventType: "WORKSHOP",
      accessibility: "OPEN",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      status: "PUBLISHED",
      description: "<p>An event.</p>",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("event not inserted");
  await contentChanged(db, { kind: "event", id: row.id });
  return row;
}

export async function insertBlog(db: Database, overrides: Partial<NewBlog> = {}) {
  const title = overrides.title ?? `Test Post ${next()}`;
  const [row] = await db
    .insert(blogs)
    .values({
      title,
      slug: slugify(title),
      category: "admissions",
      shortDescription: "A short description.",
      content: "<p>Body.</p>",
      status: "PUBLISHED",
      publishedTime: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("blog not inserted");
  await contentChanged(db, { kind: "post", id: row.id });
  return row;
}

/** Search-result clicks of a listing in a month (this month unless given), as "Top Searches This Month" counts them. */
export async function insertClicks(
  db: Database,
  listingId: number,
  count: number,
  month = monthOf(siteDay(new Date())),
) {
  await db
    .insert(searchClickCounts)
    .values({ month, listingId, count })
    .onConflictDoUpdate({ target: [searchClickCounts.month, searchClickCounts.listingId], set: { count } });
  clicksChanged(db);
}

/**
 * Approved reviews of a listing with these stars, one by each of `authors` in turn (a review per author
 * and listing), as if moderated long ago; listing_ratings follows by its trigger, and an app on this
 * database hears of the listing's change as a decision would tell it.
 */
export async function insertApprovedReviews(
  db: Database,
  listingId: number,
  stars: number[],
  authors: { id: string }[],
  { tell = true }: { tell?: boolean } = {},
) {
  if (stars.length > authors.length) throw new Error(`${stars.length} reviews need as many authors`);
  if (stars.length === 0) return;
  await db.insert(reviews).values(
    stars.map((rating, index) => ({
      listingId,
      authorId: (authors[index] as { id: string }).id,
      status: "PUBLISHED" as const,
      rating,
      reviewerKind: "STUDENT" as const,
      displayName: `Reviewer ${index + 1}`,
      title: `${rating} stars`,
      body: `A review of ${rating} stars, long enough to be a review: it says what the place is like.`,
      bodyHash: `fixture-${listingId}-${index}`,
      publishedAt: new Date(),
    })),
  );
  // tell: false writes behind the app's back (a script): only the search index's change feed has it.
  if (tell) await contentChanged(db, { kind: "listing", id: listingId });
}
