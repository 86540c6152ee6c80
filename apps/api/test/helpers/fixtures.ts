import { slugify } from "@lwl/contracts/slug";
import type { Database } from "../../src/db/client.ts";
import { blogs, events, listings, searchClickCounts, users } from "../../src/db/schema.ts";
import { contentChanged } from "../../src/modules/content-changes/service.ts";
import { monthOf, siteDay } from "../../src/modules/search/calendar.ts";
import { clicksChanged } from "../../src/modules/search/service.ts";

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
