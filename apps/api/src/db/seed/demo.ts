/**
 * Demo data for a fresh installation: accounts for every role, 430 listings (ids from 1700, so the
 * spec's listing 1749 exists and is published), 76 events, 72 news posts, reviews of most published
 * listings by 64 reviewer accounts (demo-reviews.ts), a few enquiries in the demo owner's inbox (demo-enquiries.ts), an admin queue and the images they show. Runs
 * only on an empty database, in one transaction, and is the same on every run.
 */

import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../client.ts";
import {
  auditLog,
  blogs,
  claimRequests,
  events,
  listingMonthlyCounts,
  listings,
  ownershipRequests,
  pendingApprovals,
  searchClickCounts,
  users,
} from "../schema.ts";
import { seedBaseData } from "./base.ts";
import { buildDemoUsers } from "./demo-accounts.ts";
import { buildDemoEnquiries, insertDemoEnquiries } from "./demo-enquiries.ts";
import { buildDemoEvents } from "./demo-events.ts";
import { buildDemoListingCounts } from "./demo-listing-counts.ts";
import { buildDemoListings, demoListingRow } from "./demo-listings.ts";
import { sharedMediaFiles, writeMediaFiles } from "./demo-media.ts";
import { buildDemoNews } from "./demo-news.ts";
import { buildApprovals, buildClaimRequests, buildOwnershipRequests, type PendingItem } from "./demo-requests.ts";
import { buildDemoReviews, insertDemoReviews } from "./demo-reviews.ts";
import { buildAccentedListings, buildDemoClickCounts } from "./demo-search.ts";
import { Random } from "./random.ts";

export interface DemoSeedOptions {
  /** Where the images are written; the server serves it at /media/. */
  mediaDir: string;
  log: { info(msg: string): void } | FastifyBaseLogger;
}

/** Any lock key will do, as long as every seeder uses the same one. */
const DEMO_SEED_LOCK = 1749_2026;

async function isEmpty(db: Database): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [listing] = await db.select({ id: listings.id }).from(listings).limit(1);
  return !user && !listing;
}

/** Seeds the demo data when there are no users and no listings; answers whether it did. */
export async function seedDemoDataIfEmpty(db: Database, options: DemoSeedOptions): Promise<boolean> {
  const log: { info(msg: string): void } = options.log;
  if (!(await isEmpty(db))) return false;
  const started = performance.now();

  const accounts = await buildDemoUsers();
  const { admin, owner, owner2, reader, reader2 } = accounts.rows;
  const rng = new Random(1749);
  const demoListings = buildDemoListings(rng, { admin: admin.id, owner: owner.id, owner2: owner2.id });
  const demoEvents = buildDemoEvents(rng, demoListings.published, [owner.id, owner2.id]);
  const demoNews = buildDemoNews(rng, demoListings.published, { admin: admin.id, owners: [owner.id, owner2.id] });
  const [template] = demoListings.published;
  const accented = template ? buildAccentedListings(admin.id, template) : { rows: [], files: [] };
  const demoReviews = buildDemoReviews([...demoListings.rows, ...accented.rows], {
    adminId: admin.id,
    reader,
    reader2,
    takenUsernames: Object.values(accounts.rows).map((u) => u.username),
  });
  const demoEnquiries = buildDemoEnquiries(demoListings.rows, { ownerId: owner.id, readerId: reader.id });
  await writeMediaFiles(options.mediaDir, [
    ...sharedMediaFiles(),
    ...demoListings.files,
    ...accented.files,
    ...accounts.files,
    ...demoReviews.files,
  ]);

  const seeded = await db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL database must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    await seedBaseData(tx);
    await tx.insert(users).values([admin, owner, owner2, reader, reader2, ...demoReviews.users]);
    await tx.insert(listings).values([...demoListings.rows, ...accented.rows].map(demoListingRow));
    await tx
      .insert(searchClickCounts)
      .values(buildDemoClickCounts([...demoListings.published, ...accented.rows], new Date()));
    await tx.execute(sql`select setval(pg_get_serial_sequence('listings', 'id'), (select max(id) from listings))`);

    const eventIds = new Map(
      (await tx.insert(events).values(demoEvents.rows).returning({ id: events.id, slug: events.slug })).map((e) => [
        e.slug,
        e.id,
      ]),
    );
    const blogIds = new Map(
      (await tx.insert(blogs).values(demoNews.rows).returning({ id: blogs.id, slug: blogs.slug })).map((b) => [
        b.slug,
        b.id,
      ]),
    );

    const pending: PendingItem[] = [
      ...demoListings.rows
        .filter((l) => l.status === "PENDING" && l.authorId)
        .map((l) => ({
          contentType: "LISTING" as const,
          contentId: l.id,
          submittedBy: l.authorId ?? admin.id,
          createdAt: l.createdAt,
        })),
      ...demoEvents.pending.map((p) => ({
        contentType: "EVENT" as const,
        contentId: idOf(eventIds, p.slug),
        submittedBy: p.submittedBy,
        createdAt: demoEvents.rows.find((e) => e.slug === p.slug)?.createdAt ?? new Date(),
      })),
      ...demoNews.pending.map((p) => ({
        contentType: "BLOG" as const,
        contentId: idOf(blogIds, p.slug),
        submittedBy: p.submittedBy,
        createdAt: demoNews.rows.find((b) => b.slug === p.slug)?.createdTime ?? new Date(),
      })),
    ];
    await tx.insert(pendingApprovals).values(buildApprovals(pending, demoListings.rows, admin.id));
    await tx.insert(ownershipRequests).values(buildOwnershipRequests(reader.id, reader2.id));
    await tx.insert(claimRequests).values(buildClaimRequests(demoListings.unowned, reader.id, reader2.id));
    await insertDemoReviews(tx, demoReviews);
    await insertDemoEnquiries(tx, demoEnquiries);
    const ownedAndPublished = demoListings.published
      .filter((listing) => listing.authorId === owner.id || listing.authorId === owner2.id)
      .map((listing) => listing.id);
    await tx
      .insert(listingMonthlyCounts)
      .values(buildDemoListingCounts(ownedAndPublished, demoEnquiries.enquiries, new Date()));
    await tx.insert(auditLog).values({
      actorId: null,
      action: "demo-data seeded",
      entityType: "system",
      entityId: "demo-data",
      details: {
        users: 5 + demoReviews.users.length,
        listings: demoListings.rows.length,
        events: demoEvents.rows.length,
        blogs: demoNews.rows.length,
        pendingApprovals: pending.length + 1 + demoReviews.approvals.length,
        reviews: demoReviews.reviews.length,
        enquiries: demoEnquiries.enquiries.length,
      },
    });
    return true;
  });

  if (seeded) {
    const ms = Math.round(performance.now() - started);
    log.info(
      `demo data: ${demoListings.rows.length} listings, ${demoEvents.rows.length} events, ${demoNews.rows.length} posts, ${demoReviews.reviews.length} reviews in ${ms} ms`,
    );
  }
  return seeded;
}

function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`demo data: no id for ${slug}`);
  return id;
}
