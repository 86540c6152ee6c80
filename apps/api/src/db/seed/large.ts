/**
 * The large benchmark data set: adds N published listings (ids after the current maximum) with about
 * N/10 events and N/20 news posts, then runs VACUUM ANALYZE. Listings spread over the demo's cities by
 * weight, with localities, coordinates around each city centre, type-specific subjects, boards and
 * affiliations, and names and descriptions with the long tail of real ones (large-text.ts); events take
 * their host's place; search clicks for this month and last month follow each listing's popularity.
 * Images reuse the shared demo variants (no file per row).
 *
 * On PostgreSQL the rows go in with COPY in one transaction that drops the big tables' secondary
 * indexes first and builds them once at the end (large-copy.ts); on PGlite in multi-row INSERTs. The
 * time of each phase is logged and returned: making the rows, loading them, building the indexes,
 * filling the ranking month's popularity, VACUUM ANALYZE.
 */

import type { ListingType } from "@lwl/contracts/listings";
import { slugify } from "@lwl/contracts/slug";
import { sql } from "drizzle-orm";
import { ensurePopularity } from "../../modules/search/service.ts";
import { monthOf, previousMonth, siteDay } from "../../shared/site-calendar.ts";
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
  type NewsCategory,
  sharedMediaFiles,
  writeMediaFiles,
} from "./demo-media.ts";
import { type BlogRow, makePost } from "./demo-news.ts";
import { EVENT_KINDS, EVENT_TYPE_CODES } from "./event-content.ts";
import { openLoader, rowsOf, type TableRows } from "./large-copy.ts";
import { LargeListingMaker } from "./large-listings.ts";
import { demoPopularityFor, type ListingDraft, type ListingRow } from "./listing-factory.ts";
import { type Article, NEWS_CONTENT } from "./news-content.ts";
import { Random } from "./random.ts";

export interface LargeSeedOptions {
  /** How many listings to add. */
  listings: number;
  /** Rows per INSERT statement on PGlite (default 1,000). */
  batchSize?: number;
  /** Listings made and written at a time (default 20,000): a transaction each on PGlite, a COPY each on PostgreSQL. */
  chunkSize?: number;
  /** When set, the shared demo images are written here so the URLs resolve. */
  mediaDir?: string | null;
  log?: (message: string) => void;
}

/** Milliseconds spent in each phase of the seed. */
export interface LargeSeedPhases {
  /** Making the rows (and their COPY text) in JavaScript. */
  generate: number;
  /** Sending them to the database and waiting for it to store them (generated columns, triggers). */
  load: number;
  /** Building the secondary indexes dropped for the load (PostgreSQL). */
  index: number;
  /** Filling listings.search_popularity for the ranking month, as the first search would. */
  popularity: number;
  analyze: number;
}

export interface LargeSeedResult {
  listings: number;
  events: number;
  posts: number;
  firstId: number;
  lastId: number;
  /** How the rows went in: COPY (PostgreSQL) or multi-row INSERTs (PGlite). */
  loader: "copy" | "insert";
  phases: LargeSeedPhases;
  ms: number;
}

const TYPE_CYCLE: readonly ListingType[] = ["COLLEGE", "SCHOOL", "TUTORIAL", "SCHOOL", "COLLEGE", "TUTORIAL", "SCHOOL"];
const LOGOS_PER_TYPE = GENERIC_LOGO_VARIANTS / 3;

async function maxListingId(db: Database): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${listings.id})` }).from(listings);
  return Number(row?.max ?? 0);
}

/** A row of the given type, found by a few random tries (the rows mix all types). */
function pickOfType<T extends { type: ListingType }>(rng: Random, rows: readonly T[], type: ListingType): T {
  let row = rng.pick(rows);
  for (let tries = 0; tries < 10 && row.type !== type; tries++) row = rng.pick(rows);
  return row;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One chunk's rows of every table, in the order their foreign keys need. */
function makeChunk(
  rng: Random,
  maker: LargeListingMaker,
  articles: readonly { category: NewsCategory; article: Article }[],
  firstId: number,
  offset: number,
  size: number,
): { tables: TableRows[]; events: number; posts: number } {
  const rows: (ListingRow & ListingDraft)[] = [];
  // Each row's demo popularity, by id: seed-only (not a column), the clicks below are made from it.
  const popularity = new Map<number, number>();
  for (let i = 0; i < size; i++) {
    const id = firstId + offset + i;
    const type = TYPE_CYCLE[id % TYPE_CYCLE.length] ?? "SCHOOL";
    const draft = maker.make(type, id);
    const createdAt = addDays(DEMO_NOW, -rng.int(1, 1100) - rng.next());
    const logo = mediaUrl(genericLogoPath(type, rng.int(0, LOGOS_PER_TYPE - 1)));
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

  return {
    tables: [
      rowsOf(listings, rows),
      rowsOf(searchClickCounts, clickRows),
      rowsOf(events, eventRows),
      rowsOf(blogs, postRows),
    ],
    events: eventRows.length,
    posts: postRows.length,
  };
}

/** Adds the listings, events and posts; ids continue after the current maximum listing id. */
export async function seedLargeDataSet(db: Database, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const total = Math.max(0, Math.floor(options.listings));
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const chunkSize = Math.max(1, options.chunkSize ?? 20_000);
  const phases: LargeSeedPhases = { generate: 0, load: 0, index: 0, popularity: 0, analyze: 0 };

  await seedBaseData(db);
  if (options.mediaDir) await writeMediaFiles(options.mediaDir, sharedMediaFiles());
  const firstId = (await maxListingId(db)) + 1;
  // Each run adds different data, and the same run on the same database is reproducible.
  const rng = new Random(0x5eed ^ firstId);
  const maker = new LargeListingMaker(rng);
  const articles = NEWS_CATEGORIES.flatMap((category) =>
    NEWS_CONTENT[category].articles.map((article) => ({ category, article })),
  );
  let eventCount = 0;
  let postCount = 0;

  const loader = await openLoader(db, { tables: [listings, events, searchClickCounts, blogs], batchSize, log });
  try {
    for (let offset = 0; offset < total; offset += chunkSize) {
      const size = Math.min(chunkSize, total - offset);
      let mark = performance.now();
      const chunk = makeChunk(rng, maker, articles, firstId, offset, size);
      phases.generate += performance.now() - mark;
      mark = performance.now();
      await loader.write(chunk.tables);
      phases.load += performance.now() - mark;
      eventCount += chunk.events;
      postCount += chunk.posts;
      log(
        `  ${(offset + size).toLocaleString("en")} / ${total.toLocaleString("en")} listings, ` +
          `${eventCount.toLocaleString("en")} events, ${postCount.toLocaleString("en")} posts ` +
          `(${seconds(performance.now() - started)})`,
      );
    }
    if (loader.kind === "copy") log("  building the indexes again ...");
    const { indexMs } = await loader.commit();
    phases.index = indexMs;
  } catch (error) {
    await loader.rollback();
    throw error;
  }

  if (total > 0) {
    await db.execute(sql`select setval(pg_get_serial_sequence('listings', 'id'), (select max(id) from listings))`);
  }
  // The ranking month's clicks into the listing rows now, as the first search would (modules/search),
  // so that the VACUUM below leaves every page all-visible and no first search pays for the refill.
  let mark = performance.now();
  await ensurePopularity({ db, now: () => new Date() });
  phases.popularity = performance.now() - mark;
  // VACUUM as well: PGlite has no autovacuum, and without a visibility map counts cannot use
  // index-only scans (a paged count over 30,000 rows took 430 ms instead of 40 ms).
  log("  VACUUM ANALYZE ...");
  mark = performance.now();
  await db.execute(sql`vacuum analyze`);
  phases.analyze = performance.now() - mark;
  const ms = Math.round(performance.now() - started);
  log(
    `  phases: generate ${seconds(phases.generate)}, load (${loader.kind}) ${seconds(phases.load)}, ` +
      `index ${seconds(phases.index)}, popularity ${seconds(phases.popularity)}, analyze ${seconds(phases.analyze)}; ` +
      `total ${seconds(ms)}`,
  );
  return {
    listings: total,
    events: eventCount,
    posts: postCount,
    firstId,
    lastId: firstId + total - 1,
    loader: loader.kind,
    phases,
    ms,
  };
}
