/**
 * The large benchmark data set: adds N published listings (ids after the current maximum) with about
 * N/10 events and N/20 news posts, in multi-row INSERTs inside transactions, then runs VACUUM ANALYZE.
 * Listings spread over the demo's cities by weight, with localities, coordinates around each city
 * centre, type-specific subjects, boards and affiliations; events take their host's place; search
 * clicks for this month and last month follow each listing's popularity.
 * Images reuse the shared demo variants (no file per row).
 */
import type { ListingType } from "@lwl/contracts/listings";
import { slugify } from "@lwl/contracts/slug";
import { sql } from "drizzle-orm";
import { monthOf, previousMonth, siteDay } from "../../modules/search/calendar.ts";
import { ensurePopularity } from "../../modules/search/service.ts";
import type { Database } from "../client.ts";
import { blogs, events, listings, searchClickCounts } from "../schema.ts";
import { seedBaseData } from "./base.ts";
import { addDays, DEMO_NOW } from "./demo-clock.ts";
import { type EventRow, makeEvent } from "./demo-events.ts";
import {
  GENERIC_LOGO_VARIANTS,
  genericLogoPath,
  mediaUrl,
  NEWS_CATEGORIES,
  sharedMediaFiles,
  writeMediaFiles,
} from "./demo-media.ts";
import { type BlogRow, makePost } from "./demo-news.ts";
import { EVENT_KINDS, EVENT_TYPE_CODES } from "./event-content.ts";
import { demoPopularityFor, type ListingDraft, ListingFactory, type ListingRow } from "./listing-factory.ts";
import { NEWS_CONTENT } from "./news-content.ts";
import { Random } from "./random.ts";

export interface LargeSeedOptions {
  /** How many listings to add. */
  listings: number;
  /** Rows per INSERT statement (default 1,000). */
  batchSize?: number;
  /** Listings per transaction (default 10,000). */
  transactionSize?: number;
  /** When set, the shared demo images are written here so the URLs resolve. */
  mediaDir?: string | null;
  log?: (message: string) => void;
}

export interface LargeSeedResult {
  listings: number;
  events: number;
  posts: number;
  firstId: number;
  lastId: number;
  ms: number;
}

const TYPE_CYCLE: readonly ListingType[] = ["COLLEGE", "SCHOOL", "TUTORIAL", "SCHOOL", "COLLEGE", "TUTORIAL", "SCHOOL"];
const LOGOS_PER_TYPE = GENERIC_LOGO_VARIANTS / 3;

async function maxListingId(db: Database): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${listings.id})` }).from(listings);
  return Number(row?.max ?? 0);
}

async function insertInBatches<T>(rows: readonly T[], batchSize: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += batchSize) await insert(rows.slice(i, i + batchSize));
}

/** A row of the given type, found by a few random tries (the rows mix all types). */
function pickOfType<T extends { type: ListingType }>(rng: Random, rows: readonly T[], type: ListingType): T {
  let row = rng.pick(rows);
  for (let tries = 0; tries < 10 && row.type !== type; tries++) row = rng.pick(rows);
  return row;
}

/** Adds the listings, events and posts; ids continue after the current maximum listing id. */
export async function seedLargeDataSet(db: Database, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const total = Math.max(0, Math.floor(options.listings));
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const transactionSize = Math.max(batchSize, options.transactionSize ?? 10_000);

  await seedBaseData(db);
  if (options.mediaDir) await writeMediaFiles(options.mediaDir, sharedMediaFiles());
  const firstId = (await maxListingId(db)) + 1;
  // Each run adds different data, and the same run on the same database is reproducible.
  const rng = new Random(0x5eed ^ firstId);
  const factory = new ListingFactory(rng);
  const articles = NEWS_CATEGORIES.flatMap((category) =>
    NEWS_CONTENT[category].articles.map((article) => ({ category, article })),
  );
  let eventCount = 0;
  let postCount = 0;

  for (let offset = 0; offset < total; offset += transactionSize) {
    const size = Math.min(transactionSize, total - offset);
    const rows: (ListingRow & ListingDraft)[] = [];
    // Each row's demo popularity, by id: seed-only (not a column), the clicks below are made from it.
    const popularity = new Map<number, number>();
    for (let i = 0; i < size; i++) {
      const id = firstId + offset + i;
      const type = TYPE_CYCLE[id % TYPE_CYCLE.length] ?? "SCHOOL";
      const draft = factory.make(type, id);
      const createdAt = addDays(DEMO_NOW, -rng.int(1, 1100) - rng.next());
      const logo = mediaUrl(genericLogoPath(type, rng.int(0, LOGOS_PER_TYPE - 1)));
      // Drawn here, between the logo and the rows that follow, so every run's data stays as it was.
      popularity.set(id, demoPopularityFor(rng));
      rows.push({
        ...draft,
        logo,
        status: "PUBLISHED",
        authorId: null,
        handPicked: false,
        createdAt,
        updatedAt: createdAt,
        publishedAt: createdAt,
      });
    }

    const eventRows: EventRow[] = [];
    const usedTitles = new Set<string>();
    for (let i = 0; i < Math.round(size / 10); i++) {
      const eventType = EVENT_TYPE_CODES[(offset + i) % EVENT_TYPE_CODES.length] ?? "SEMINAR";
      const host = pickOfType(rng, rows, rng.pick(EVENT_KINDS[eventType].hosts));
      const kind = EVENT_KINDS[eventType].hosts.includes(host.type) ? eventType : "SEMINAR";
      const event = makeEvent(rng, host, kind, addDays(DEMO_NOW, rng.int(-180, 240)), usedTitles);
      const createdAt = addDays(event.startsAt < DEMO_NOW ? event.startsAt : DEMO_NOW, -rng.int(7, 60));
      eventRows.push({ ...event, createdAt, updatedAt: createdAt, publishedAt: createdAt });
    }

    const postRows: BlogRow[] = [];
    for (let i = 0; i < Math.round(size / 20); i++) {
      const { category, article } = rng.pick(articles);
      const about = article.about;
      const listing = about ? pickOfType(rng, rows, about) : rng.chance(0.6) ? rng.pick(rows) : null;
      const post = makePost(rng, category, article, listing, offset + i);
      // Most titles do not name the listing; its city keeps them apart.
      const title = listing && !article.title.includes("{listing}") ? `${post.title} – ${listing.city}` : post.title;
      const createdTime = addDays(DEMO_NOW, -rng.int(0, 720) - rng.next());
      postRows.push({
        ...post,
        title,
        slug: slugify(title),
        createdTime,
        lastUpdatedTime: createdTime,
        publishedTime: createdTime,
        featured: rng.chance(0.02),
        sponsored: rng.chance(0.01),
      });
    }

    // Search clicks this month and last month (Top Searches This Month, the popularity tie-break): about
    // one listing in twelve was opened from search results in a month, a few of them often.
    const month = monthOf(siteDay(new Date()));
    const clickRows = [month, previousMonth(month)].flatMap((m, index) =>
      rows
        .filter((row) => (row.id * 7 + index) % 12 === 0)
        .map((row) => ({ month: m, listingId: row.id, count: 1 + Math.floor((popularity.get(row.id) ?? 0) / 10) })),
    );

    await db.transaction(async (tx) => {
      await insertInBatches(rows, batchSize, (batch) => tx.insert(listings).values(batch));
      await insertInBatches(clickRows, batchSize, (batch) => tx.insert(searchClickCounts).values(batch));
      await insertInBatches(eventRows, batchSize, (batch) => tx.insert(events).values(batch));
      await insertInBatches(postRows, batchSize, (batch) => tx.insert(blogs).values(batch));
    });
    eventCount += eventRows.length;
    postCount += postRows.length;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `  ${(offset + size).toLocaleString("en")} / ${total.toLocaleString("en")} listings, ` +
        `${eventCount.toLocaleString("en")} events, ${postCount.toLocaleString("en")} posts (${seconds} s)`,
    );
  }

  if (total > 0) {
    await db.execute(sql`select setval(pg_get_serial_sequence('listings', 'id'), (select max(id) from listings))`);
  }
  // The ranking month's clicks into the listing rows now, as the first search would (modules/search),
  // so that the VACUUM below leaves every page all-visible and no first search pays for the refill.
  await ensurePopularity({ db, now: () => new Date() });
  // VACUUM as well: PGlite has no autovacuum, and without a visibility map counts cannot use
  // index-only scans (a paged count over 30,000 rows took 430 ms instead of 40 ms).
  log("  VACUUM ANALYZE ...");
  await db.execute(sql`vacuum analyze`);
  return {
    listings: total,
    events: eventCount,
    posts: postCount,
    firstId,
    lastId: firstId + total - 1,
    ms: Math.round(performance.now() - started),
  };
}
