/**
 * Reviews of the demo data (issue 26): 64 reviewer accounts (verified e-mail, no password, so nobody
 * signs in as them) write published reviews of about 60 % of the published listings (a few with one
 * or two, most with 3 to 10, listing 1749 and the most popular school with 30 or more), voted helpful
 * by each other. The admin queue gets five new reviews, one proposed edit and three reported reviews;
 * the demo readers have a review or two of their own. listing_ratings follows by its trigger. The demo
 * owners answer about a quarter of the reviews of their listings (critical ones more often), and one
 * more reply of the main owner's waits in the queue.
 */
import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import type { ListingType } from "@lwl/contracts/listings";
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TOPICS,
  type ReviewerKind,
} from "@lwl/contracts/reviews";
import { sql } from "drizzle-orm";
import { reviewBodyHash } from "../../modules/reviews/body-hash.ts";
import type { Database } from "../client.ts";
import { pendingApprovals, reviewHelpfulVotes, reviewReplies, reviewReports, reviews } from "../schema.ts";
import { demoUsername, deterministicUuid, type UserRow } from "./demo-accounts.ts";
import { addDays, DEMO_NOW } from "./demo-clock.ts";
import type { DemoListing } from "./demo-listings.ts";
import { avatarPath, avatarSvg, type MediaFile, mediaUrl } from "./demo-media.ts";
import { FIRST_NAMES, SURNAMES } from "./demo-names.ts";
import {
  REPLY_COMMON,
  REPLY_TEXTS,
  REPORT_TEXTS,
  REVIEW_TEXTS,
  type ReviewTexts,
  type Tone,
} from "./demo-review-texts.ts";
import { Random } from "./random.ts";

type ReviewRow = typeof reviews.$inferInsert & {
  id: number;
  listingId: number;
  authorId: string;
  rating: number;
  body: string;
  createdAt: Date;
};
type VoteRow = typeof reviewHelpfulVotes.$inferInsert;
type ReportRow = typeof reviewReports.$inferInsert;
type ApprovalRow = typeof pendingApprovals.$inferInsert;
type ReplyRow = typeof reviewReplies.$inferInsert & {
  id: number;
  reviewId: number;
  listingId: number;
  authorId: string;
  body: string;
  createdAt: Date;
};

/** The reviewer accounts: students and alumni, parents, and a few others. */
export const DEMO_REVIEWER_COUNT = 64;
const PERSONA_COUNTS = { student: 32, parent: 24, other: 8 } as const;
type Persona = keyof typeof PERSONA_COUNTS;

/** Share of the published listings with reviews, and the two popular ones' counts. */
const REVIEWED_SHARE = 0.6;
const POPULAR_COUNTS = [34, 31] as const;
const PENDING_BY_REVIEWERS = 4;
/** Reviews are spread over the two years before the demo "now". */
const REVIEW_SPAN_DAYS = 730;
/**
 * Share of the published reviews of the owners' listings they answer, by the review's tone: critical ones
 * more often, about a quarter in all (most reviews are glowing).
 */
const REPLIED_SHARES: Record<Tone, number> = { bad: 0.6, mixed: 0.4, good: 0.15 };
/** The demo's replies are short: at most this long (the API allows REVIEW_REPLY_MAX_LENGTH). */
const REPLY_LENGTH_MAX = 500;

const MAIL_DOMAINS = ["mail.example", "inbox.example", "post.example"] as const;
const AVATAR_COLOURS = ["#5d4037", "#00695c", "#ad1457", "#283593", "#558b2f", "#ef6c00", "#4527a0", "#0277bd"];

/** Who the demo data already has: reviews are never the administrator's, and the readers write a few. */
export interface DemoReviewPeople {
  adminId: string;
  reader: DemoReader;
  reader2: DemoReader;
  /** Usernames already taken (the demo accounts'). */
  takenUsernames: readonly string[];
}

type DemoReader = Pick<UserRow, "id" | "fullName" | "createdAt">;

export interface DemoReviews {
  users: UserRow[];
  files: MediaFile[];
  reviews: ReviewRow[];
  votes: VoteRow[];
  reports: ReportRow[];
  /** The listing owners' replies to published reviews, the pending one among them. */
  replies: ReplyRow[];
  approvals: ApprovalRow[];
}

interface Reviewer {
  id: string;
  fullName: string;
  displayName: string;
  persona: Persona;
  /** When the account was made, for the demo readers (the reviewer accounts are dated after their reviews). */
  since?: Date;
}

/** The words a review of one listing fills its sentences with. */
interface Context {
  name: string;
  city: string;
  course: string;
  board: string;
  subject: string;
  year: string;
  child: string;
  class: string;
  span: string;
}

const SPANS = ["a year", "two years", "three years", "six months", "eight months", "four years"] as const;

export function buildDemoReviews(listings: readonly DemoListing[], people: DemoReviewPeople): DemoReviews {
  // Its own random sequence, so the rest of the demo data stays exactly as it was.
  const rng = new Random(2026_26);
  const { users, reviewers } = buildReviewers(rng, people);
  const readers = [people.reader, people.reader2].map(
    ({ id, fullName = "", createdAt }, i): Reviewer => ({
      id,
      fullName,
      displayName: shortName(fullName),
      persona: i === 0 ? "other" : "parent",
      since: createdAt,
    }),
  );
  const [reader, reader2] = readers as [Reviewer, Reviewer];
  const writer = new ReviewWriter(rng);

  const published = listings.filter((l) => l.status === "PUBLISHED" && l.publishedAt);
  const popularSchool = [...published]
    .filter((l) => l.type === "SCHOOL")
    .sort((a, b) => b.demoPopularity - a.demoPopularity || a.id - b.id)[0];
  const popular = [published.find((l) => l.id === SPECIAL_LISTING_ID), popularSchool].filter(
    (l): l is DemoListing => l !== undefined,
  );
  const rest = rng.shuffle(published.filter((l) => !popular.includes(l)));
  const reviewed = [...popular, ...rest.slice(0, Math.round(published.length * REVIEWED_SHARE) - popular.length)];
  const unreviewed = rest.slice(reviewed.length - popular.length);

  const rows: ReviewRow[] = [];
  reviewed.forEach((listing, index) => {
    const count = POPULAR_COUNTS[index] ?? reviewCount(rng);
    const quality = index < popular.length ? 4.1 + rng.next() * 0.3 : listingQuality(rng);
    for (const author of authorsFor(rng, listing, reviewers, count, people.adminId)) {
      rows.push(writer.published(listing, author, ratingNear(rng, quality)));
    }
  });

  // The demo readers: an alumnus's review of listing 1749, a parent's review waiting for its edit to be
  // approved, and a review waiting for its first approval. Never of an unowned listing (they claim some).
  const owned = reviewed.filter((l) => l.authorId !== null && !popular.includes(l));
  const special = popular[0];
  if (special) rows.push(writer.published(special, reader, 4, "ALUMNUS"));
  const meeraSchool = owned.find((l) => l.type === "SCHOOL");
  const edited = meeraSchool ? writer.published(meeraSchool, reader2, 3, "PARENT") : undefined;
  if (edited) rows.push(edited);

  const pending: ReviewRow[] = [];
  const readerSchool = owned.find((l) => l.type === "SCHOOL" && l !== meeraSchool);
  if (readerSchool) pending.push(writer.pending(readerSchool, reader, 4, "PARENT", 1.2));
  // The first review of a listing nobody has reviewed yet, and three more of reviewed listings.
  const pendingListings = [...unreviewed.slice(0, 1), ...rng.sample(reviewed.slice(popular.length), 3)];
  pendingListings.slice(0, PENDING_BY_REVIEWERS).forEach((listing, i) => {
    const taken = new Set(rows.filter((r) => r.listingId === listing.id).map((r) => r.authorId));
    const [author] = authorsFor(
      rng,
      listing,
      reviewers.filter((r) => !taken.has(r.id)),
      1,
      people.adminId,
    );
    if (author) pending.push(writer.pending(listing, author, ratingNear(rng, listingQuality(rng)), undefined, i + 0.4));
  });

  // Ids in the order the reviews were written.
  const all = [...rows, ...pending].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.listingId - b.listingId,
  );
  all.forEach((row, i) => {
    row.id = i + 1;
  });

  const voters = [...reviewers, reader, reader2];
  const votes = buildVotes(rng, rows, voters, new Set(popular.map((l) => l.id)));
  const approvals: ApprovalRow[] = pending.map((row) => ({
    contentType: "REVIEW",
    contentId: row.id,
    action: "CREATE",
    submittedBy: row.authorId,
    status: "PENDING",
    createdAt: row.createdAt,
  }));
  if (edited && meeraSchool) {
    approvals.push({
      contentType: "REVIEW",
      contentId: edited.id,
      action: "UPDATE",
      proposedChanges: writer.edit(meeraSchool, reader2, edited),
      submittedBy: edited.authorId,
      status: "PENDING",
      createdAt: addDays(DEMO_NOW, -1.6),
    });
  }
  const reports = buildReports(rng, rows, voters, [reader.id, reader2.id], reader);
  for (const reviewId of new Set(reports.map((r) => r.reviewId))) {
    const review = rows.find((r) => r.id === reviewId);
    const first = reports.filter((r) => r.reviewId === reviewId).map((r) => r.createdAt as Date)[0];
    if (!review || !first) continue;
    approvals.push({
      contentType: "REVIEW",
      contentId: review.id,
      action: "REPORT",
      submittedBy: review.authorId,
      status: "PENDING",
      createdAt: first,
    });
  }

  const byId = new Map(listings.map((l) => [l.id, l]));
  const replies = buildReplies(byId, all, people.adminId);
  approvals.push(...replies.approvals);
  for (const row of all) {
    const listing = byId.get(row.listingId);
    if (!listing || listing.authorId === row.authorId || row.authorId === people.adminId) {
      throw new Error(`demo reviews: review ${row.id} by the listing's author or an administrator`);
    }
  }
  datedUsers(rng, users, all, votes, reports);
  return {
    users,
    files: users.map((u, i) => ({
      path: avatarPath(u.username),
      svg: avatarSvg(u.fullName ?? "", AVATAR_COLOURS[i % AVATAR_COLOURS.length] ?? "#455a64"),
    })),
    reviews: all,
    votes,
    reports,
    replies: replies.rows,
    approvals,
  };
}

/** Inserts the reviews, votes, reports, replies and approvals (the reviewer accounts are inserted with the other users). */
export async function insertDemoReviews(db: Database, built: DemoReviews): Promise<void> {
  for (const chunk of chunks(built.reviews, 500)) await db.insert(reviews).values(chunk);
  await db.execute(sql`select setval(pg_get_serial_sequence('reviews', 'id'), (select max(id) from reviews))`);
  for (const chunk of chunks(built.votes, 2000)) await db.insert(reviewHelpfulVotes).values(chunk);
  if (built.reports.length > 0) await db.insert(reviewReports).values(built.reports);
  for (const chunk of chunks(built.replies, 500)) await db.insert(reviewReplies).values(chunk);
  if (built.replies.length > 0) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence('review_replies', 'id'), (select max(id) from review_replies))`,
    );
  }
  if (built.approvals.length > 0) await db.insert(pendingApprovals).values(built.approvals);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function buildReviewers(rng: Random, people: DemoReviewPeople): { users: UserRow[]; reviewers: Reviewer[] } {
  const taken = new Set([people.reader.fullName, people.reader2.fullName]);
  const usernames = new Set(people.takenUsernames);
  const emails = new Set<string>();
  const personas = rng.shuffle(
    (Object.entries(PERSONA_COUNTS) as [Persona, number][]).flatMap(([persona, n]) => Array<Persona>(n).fill(persona)),
  );
  const users: UserRow[] = [];
  const reviewers: Reviewer[] = [];
  for (const persona of personas) {
    let fullName = "";
    do fullName = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
    while (taken.has(fullName));
    taken.add(fullName);
    const [first = "", last = ""] = fullName.toLowerCase().split(" ");
    let email = `${first}.${last}@${rng.pick(MAIL_DOMAINS)}`;
    for (let n = 2; emails.has(email); n++) email = `${first}.${last}${n}@${rng.pick(MAIL_DOMAINS)}`;
    emails.add(email);
    let username = demoUsername(email, rng);
    while (usernames.has(username)) username = demoUsername(email, rng);
    usernames.add(username);
    const id = deterministicUuid(rng);
    const style = rng.next();
    const displayName = style < 0.45 ? shortName(fullName) : style < 0.8 ? fullName : (fullName.split(" ")[0] ?? "");
    users.push({
      id,
      email,
      emailVerified: true,
      username,
      // No password: the reviewers are characters of the demo, not accounts anyone signs in with.
      passwordHash: null,
      fullName,
      mobile: null,
      pictureUrl: mediaUrl(avatarPath(username)),
      role: "Reader",
      loginType: "Normal",
      createdAt: DEMO_NOW,
    });
    reviewers.push({ id, fullName, displayName, persona });
  }
  return { users, reviewers };
}

/** "Ananya I." */
function shortName(fullName: string): string {
  const [first = "", ...others] = fullName.split(" ");
  const last = others[others.length - 1];
  return last ? `${first} ${last.charAt(0)}.` : first;
}

/** Each reviewer joined a while before the first thing they did. */
function datedUsers(
  rng: Random,
  users: UserRow[],
  all: readonly ReviewRow[],
  votes: readonly VoteRow[],
  reports: readonly ReportRow[],
): void {
  const first = new Map<string, number>();
  const note = (id: string, at: Date | undefined) => {
    if (at) first.set(id, Math.min(first.get(id) ?? Number.POSITIVE_INFINITY, at.getTime()));
  };
  for (const r of all) note(r.authorId, r.createdAt);
  for (const v of votes) note(v.userId, v.createdAt as Date);
  for (const r of reports) note(r.reporterId, r.createdAt as Date);
  for (const user of users) {
    const at = first.get(user.id) ?? addDays(DEMO_NOW, -30).getTime();
    user.createdAt = addDays(new Date(at), -rng.int(2, 90) - rng.next());
  }
}

/** How many reviews an ordinary reviewed listing has: a few 1 or 2, most 3 to 10 (more often few), some more. */
function reviewCount(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.17) return rng.int(1, 2);
  if (roll < 0.96) return 3 + Math.floor(rng.next() ** 2 * 8);
  return rng.int(11, 15);
}

/** What a listing's reviewers think of it on average: mostly well, some middling, a few poorly. */
function listingQuality(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.08) return 2.2 + rng.next() * 0.7;
  if (roll < 0.3) return 2.9 + rng.next() * 0.7;
  return 3.7 + rng.next() * 1.0;
}

function clampRating(value: number): number {
  return Math.min(5, Math.max(1, Math.round(value)));
}

/** One reviewer's overall rating of a listing of this quality; now and then a strong outlier. */
function ratingNear(rng: Random, quality: number): number {
  if (rng.chance(0.05)) return rng.chance(0.5) ? 1 : 5;
  return clampRating(quality + (rng.next() + rng.next() + rng.next() - 1.5) * 1.3);
}

const PREFERRED: Record<ListingType, readonly Persona[]> = {
  COLLEGE: ["student"],
  SCHOOL: ["parent"],
  TUTORIAL: ["student", "parent"],
};

/**
 * `count` distinct reviewers of a listing, mostly those who fit its type (students of colleges, parents
 * of schools), now and then someone else; never its author or an administrator.
 */
function authorsFor(
  rng: Random,
  listing: DemoListing,
  reviewers: readonly Reviewer[],
  count: number,
  adminId: string,
): Reviewer[] {
  const allowed = reviewers.filter((r) => r.id !== listing.authorId && r.id !== adminId);
  const fits = (r: Reviewer) => PREFERRED[listing.type].includes(r.persona);
  const fitting = rng.shuffle(allowed.filter(fits));
  const others = rng.shuffle(allowed.filter((r) => !fits(r)));
  const chosen: Reviewer[] = [];
  while (chosen.length < count && fitting.length + others.length > 0) {
    const next = (rng.chance(0.12) ? others.shift() : fitting.shift()) ?? fitting.shift() ?? others.shift();
    if (next) chosen.push(next);
  }
  return chosen;
}

function kindFor(rng: Random, persona: Persona, type: ListingType): ReviewerKind {
  if (persona === "parent") return "PARENT";
  if (persona === "other") return "OTHER";
  if (type === "COLLEGE") return rng.chance(0.55) ? "STUDENT" : "ALUMNUS";
  return type === "SCHOOL" ? "ALUMNUS" : "STUDENT";
}

function toneOf(rating: number): Tone {
  return rating >= 4 ? "good" : rating === 3 ? "mixed" : "bad";
}

/** Writes the reviews: ratings, who the reviewer is, a title and a body no other review has. */
class ReviewWriter {
  private readonly hashes = new Set<string>();

  constructor(private readonly rng: Random) {}

  published(listing: DemoListing, author: Reviewer, rating: number, kind?: ReviewerKind): ReviewRow {
    const rng = this.rng;
    const earliest = Math.max(
      addDays(listing.publishedAt ?? DEMO_NOW, 3).getTime(),
      addDays(DEMO_NOW, -REVIEW_SPAN_DAYS).getTime(),
      author.since ? addDays(author.since, 3).getTime() : 0,
    );
    const latest = addDays(DEMO_NOW, -0.5).getTime();
    const publishedAt = new Date(earliest + rng.next() ** 0.8 * Math.max(0, latest - earliest));
    const createdAt = addDays(publishedAt, -(0.1 + rng.next() * 2.4));
    return {
      ...this.write(listing, author, rating, kind ?? kindFor(rng, author.persona, listing.type), publishedAt),
      status: "PUBLISHED",
      publishedAt,
      createdAt: createdAt < (listing.publishedAt ?? createdAt) ? publishedAt : createdAt,
      updatedAt: publishedAt,
    };
  }

  pending(
    listing: DemoListing,
    author: Reviewer,
    rating: number,
    kind: ReviewerKind | undefined,
    daysAgo: number,
  ): ReviewRow {
    const createdAt = addDays(DEMO_NOW, -daysAgo - this.rng.next() * 0.5);
    return {
      ...this.write(listing, author, rating, kind ?? kindFor(this.rng, author.persona, listing.type), createdAt),
      status: "PENDING",
      publishedAt: null,
      createdAt,
      updatedAt: createdAt,
    };
  }

  /** The changed fields of an edit a reviewer proposes a while later: a better rating, a new title and body. */
  edit(listing: DemoListing, author: Reviewer, review: ReviewRow): Record<string, unknown> {
    const rating = Math.min(5, review.rating + 1);
    const kind = review.reviewerKind;
    const context = this.context(listing, kind, DEMO_NOW);
    const texts = REVIEW_TEXTS[listing.type];
    const title = fill(this.rng.pick(texts.titles.good), context);
    const { body } = this.uniqueBody(
      () =>
        `Update after another term: things have improved since I wrote this. ${this.body(texts, context, kind, rating, this.topicRatings(listing.type, rating))}`,
    );
    if (author.id !== review.authorId) throw new Error("demo reviews: an edit by someone else");
    return { rating, title, body };
  }

  private write(listing: DemoListing, author: Reviewer, rating: number, kind: ReviewerKind, at: Date) {
    const topicRatings = this.topicRatings(listing.type, rating);
    const context = this.context(listing, kind, at);
    const texts = REVIEW_TEXTS[listing.type];
    let title = fill(this.rng.pick(texts.titles[toneOf(rating)]), context);
    if (title.length > REVIEW_TITLE_MAX_LENGTH) title = `${title.slice(0, REVIEW_TITLE_MAX_LENGTH - 1)}…`;
    const { body, hash } = this.uniqueBody(() => this.body(texts, context, kind, rating, topicRatings));
    return {
      id: 0,
      listingId: listing.id,
      authorId: author.id,
      rating,
      topicRatings,
      reviewerKind: kind,
      graduationYear: kind === "ALUMNUS" ? Number(context.year) : null,
      displayName: author.displayName,
      title,
      body,
      bodyHash: hash,
      helpfulCount: 0,
    };
  }

  /** A body whose hash no other review has (the API flags the same text on other listings), and its hash. */
  private uniqueBody(compose: () => string): { body: string; hash: string } {
    let body = compose();
    let hash = reviewBodyHash(body);
    for (let attempt = 0; attempt < 8 && this.hashes.has(hash); attempt++) {
      body = compose();
      hash = reviewBodyHash(body);
    }
    for (let n = 2; this.hashes.has(hash); n++) {
      body = `${body} (${n})`;
      hash = reviewBodyHash(body);
    }
    this.hashes.add(hash);
    return { body, hash };
  }

  /** Most topics of the type, each near the overall rating. */
  private topicRatings(type: ListingType, rating: number): Record<string, number> {
    const rng = this.rng;
    const topics = REVIEW_TOPICS[type];
    const rated = topics.filter(() => rng.chance(0.85));
    const chosen = rated.length >= Math.ceil(topics.length * 0.6) ? rated : topics;
    return Object.fromEntries(
      chosen.map((topic) => {
        const roll = rng.next();
        const delta = roll < 0.04 ? -2 : roll < 0.24 ? -1 : roll < 0.8 ? 0 : roll < 0.97 ? 1 : 2;
        return [topic, clampRating(rating + delta)];
      }),
    );
  }

  private context(listing: DemoListing, kind: ReviewerKind, at: Date): Context {
    const rng = this.rng;
    const details = listing.details;
    const year = at.getUTCFullYear() - (listing.type === "COLLEGE" ? rng.int(1, 12) : rng.int(1, 15));
    return {
      name: listing.name.split(/ – | \(|, /)[0] ?? listing.name,
      city: listing.city,
      course:
        details.kind === "COLLEGE"
          ? rng.pick(details.courses.length > 0 ? details.courses.map((course) => course.name) : ["the course"])
          : "",
      board: details.kind === "SCHOOL" ? (details.boards[0] ?? "CBSE") : "",
      subject: details.kind === "TUTORIAL" ? rng.pick(details.subjects.length > 0 ? details.subjects : ["Maths"]) : "",
      year: String(kind === "ALUMNUS" ? year : at.getUTCFullYear()),
      child: rng.pick(["my son", "my daughter", "our son", "our daughter"]),
      class: String(rng.int(2, 10)),
      span: rng.pick(SPANS),
    };
  }

  /** An opening, sentences on the rated topics in their tone, an aside and a closing, to a chosen length. */
  private body(
    texts: ReviewTexts,
    context: Context,
    kind: ReviewerKind,
    rating: number,
    topicRatings: Record<string, number>,
  ): string {
    const rng = this.rng;
    const tone = toneOf(rating);
    const roll = rng.next();
    const target = roll < 0.25 ? rng.int(60, 240) : roll < 0.75 ? rng.int(240, 650) : rng.int(650, 1200);
    const say = (options: readonly string[]) => fill(rng.pick(sentencesFor(options, kind)), context);
    const opening = texts.openings[kind] ?? texts.openings.OTHER ?? [];
    const perTopic = target > 650 ? 2 : 1;
    const topics = rng.shuffle(Object.entries(topicRatings));
    // An aside after one of the topics, now and then.
    const asideAfter = rng.chance(0.6) ? rng.int(0, topics.length - 1) : -1;

    const sentences: string[] = [];
    let length = 0;
    const add = (sentence: string) => {
      sentences.push(sentence);
      length += sentence.length + 1;
    };
    const full = () => length >= target && length >= REVIEW_BODY_MIN_LENGTH + 10;
    if (opening.length > 0 && (target > 200 || rng.chance(0.5))) add(say(opening));
    topics.forEach(([topic, topicRating], index) => {
      if (full()) return;
      const options = sentencesFor(texts.topics[topic]?.[toneOf(topicRating)] ?? [], kind);
      for (const sentence of rng.sample(options, perTopic)) add(fill(sentence, context));
      if (index === asideAfter) add(say(texts.asides[tone]));
    });
    if (rng.chance(target > 200 ? 0.85 : 0.5) || length < REVIEW_BODY_MIN_LENGTH + 10) add(say(texts.closings[tone]));
    while (length < REVIEW_BODY_MIN_LENGTH + 10) add(say(texts.asides[tone]));

    // Long reviews come in two or three paragraphs.
    const paragraphs: string[][] = [];
    const breaks = length > 800 ? 3 : length > 450 ? 2 : 1;
    const per = Math.ceil(sentences.length / breaks);
    for (let i = 0; i < sentences.length; i += per) paragraphs.push(sentences.slice(i, i + per));
    const body = paragraphs.map((p) => p.join(" ")).join("\n\n");
    return body.length > REVIEW_BODY_MAX_LENGTH ? body.slice(0, REVIEW_BODY_MAX_LENGTH) : body;
  }
}

const fittingSentences = new WeakMap<readonly string[], Map<ReviewerKind, string[]>>();

/** The sentences a reviewer of this kind can say ("S:" students and alumni only, "P:" parents only), unmarked. */
function sentencesFor(options: readonly string[], kind: ReviewerKind): string[] {
  const known = fittingSentences.get(options) ?? new Map<ReviewerKind, string[]>();
  fittingSentences.set(options, known);
  const cached = known.get(kind);
  if (cached) return cached;
  const fitting = options.flatMap((option) => {
    if (option.startsWith("S:")) return kind === "STUDENT" || kind === "ALUMNUS" ? [option.slice(2)] : [];
    if (option.startsWith("P:")) return kind === "PARENT" ? [option.slice(2)] : [];
    return [option];
  });
  const answer = fitting.length > 0 ? fitting : options.map((option) => option.replace(/^[SP]:/, ""));
  known.set(kind, answer);
  return answer;
}

function fill<C extends object>(template: string, context: C): string {
  const text = template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in context ? String(context[key as keyof C]) : whole,
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Helpful votes: most reviews a few or none, long and critical ones and those of popular listings more. */
function buildVotes(
  rng: Random,
  rows: readonly ReviewRow[],
  voters: readonly Reviewer[],
  popular: ReadonlySet<number>,
): VoteRow[] {
  const votes: VoteRow[] = [];
  for (const review of rows) {
    let count = Math.floor(rng.next() ** 3 * 7);
    if (review.body.length > 600) count += rng.int(0, 3);
    if (review.rating <= 2) count += rng.int(0, 2);
    if (popular.has(review.listingId)) count += rng.int(0, 6);
    const published = (review.publishedAt as Date).getTime();
    const chosen = rng.sample(
      voters.filter((v) => v.id !== review.authorId && (v.since?.getTime() ?? 0) < addDays(DEMO_NOW, -1).getTime()),
      count,
    );
    for (const voter of chosen) {
      // After the review was published and the voter had an account.
      const from = Math.max(published, voter.since?.getTime() ?? 0);
      votes.push({
        reviewId: review.id,
        userId: voter.id,
        createdAt: new Date(from + rng.next() * (DEMO_NOW.getTime() - from)),
      });
    }
    review.helpfulCount = chosen.length;
  }
  return votes;
}

/** Three reported reviews: a harsh one as false, a rude-sounding one as offensive, a glowing one as a conflict of interest. */
function buildReports(
  rng: Random,
  rows: readonly ReviewRow[],
  reporters: readonly Reviewer[],
  readerIds: readonly string[],
  reader: Reviewer,
): ReportRow[] {
  const candidates = rng.shuffle(
    rows.filter(
      (r) =>
        !readerIds.includes(r.authorId) &&
        r.body.length > 200 &&
        (r.helpfulCount ?? 0) < 5 &&
        (r.publishedAt as Date) < addDays(DEMO_NOW, -30),
    ),
  );
  const wanted: [(r: ReviewRow) => boolean, (keyof typeof REPORT_TEXTS)[]][] = [
    [(r) => r.rating === 1, ["FALSE_INFORMATION", "FALSE_INFORMATION"]],
    [(r) => r.rating === 2, ["OFFENSIVE"]],
    [(r) => r.rating === 5, ["CONFLICT_OF_INTEREST", "SPAM"]],
  ];
  const reports: ReportRow[] = [];
  const used = new Set<number>();
  for (const [fits, reasons] of wanted) {
    const review = candidates.find((r) => fits(r) && !used.has(r.listingId));
    if (!review) continue;
    used.add(review.listingId);
    const others = rng.shuffle(reporters.filter((p) => p.id !== review.authorId && p.id !== reader.id));
    // The demo reader reported the glowing one, so signing in as them shows it.
    const who = reasons.includes("CONFLICT_OF_INTEREST") ? [reader, ...others] : others;
    reasons.forEach((reason, i) => {
      const reporter = who[i];
      if (!reporter) return;
      reports.push({
        reviewId: review.id,
        reporterId: reporter.id,
        reason,
        text: REPORT_TEXTS[reason][i % REPORT_TEXTS[reason].length] ?? "",
        createdAt: addDays(DEMO_NOW, -(6 - i * 2) - rng.next()),
        resolvedAt: null,
      });
    });
  }
  return reports;
}

/**
 * The owners' replies: about a quarter of the published reviews of listings a demo owner owns (critical
 * ones more often), by the listing's author, published a few days after the review; and one reply of the
 * main owner's (the author of listing 1749) to a recent review, waiting for approval. Listings without an
 * owner, and the administrator's, get none.
 */
function buildReplies(
  byId: ReadonlyMap<number, DemoListing>,
  all: readonly ReviewRow[],
  adminId: string,
): { rows: ReplyRow[]; approvals: ApprovalRow[] } {
  // Its own random sequence, so the reviews stay exactly as they were.
  const rng = new Random(2026_08);
  const ownerOf = (listingId: number): string | null => {
    const authorId = byId.get(listingId)?.authorId ?? null;
    return authorId === adminId ? null : authorId;
  };
  const mainOwner = ownerOf(SPECIAL_LISTING_ID);
  const answerable = all.filter((r) => r.status === "PUBLISHED" && r.publishedAt && ownerOf(r.listingId) !== null);
  const publishedAt = (review: ReviewRow) => (review.publishedAt as Date).getTime();

  const lastAnswered = addDays(DEMO_NOW, -1.5).getTime();
  const chosen = (Object.entries(REPLIED_SHARES) as [Tone, number][])
    .flatMap(([tone, share]) => {
      const ofTone = answerable.filter((r) => toneOf(r.rating) === tone && publishedAt(r) <= lastAnswered);
      return rng.sample(ofTone, Math.round(ofTone.length * share));
    })
    .sort((a, b) => a.id - b.id);

  const writer = new ReplyWriter(rng);
  const rows: ReplyRow[] = chosen.map((review) => {
    const listing = byId.get(review.listingId) as DemoListing;
    const room = (DEMO_NOW.getTime() - publishedAt(review)) / 86_400_000 - 0.25;
    const gap = Math.min(room, 1 + rng.next() ** 1.3 * 6);
    const published = addDays(review.publishedAt as Date, gap);
    return {
      id: 0,
      reviewId: review.id,
      listingId: listing.id,
      authorId: listing.authorId as string,
      status: "PUBLISHED",
      body: writer.write(listing, review),
      publishedAt: published,
      createdAt: addDays(published, -(0.1 + rng.next() * Math.min(1.5, gap - 0.2))),
      updatedAt: published,
    };
  });

  // The main owner's reply waiting for approval: to a recent critical review of theirs, or their latest.
  const taken = new Set(chosen);
  const candidates = answerable
    .filter((r) => !taken.has(r) && mainOwner !== null && ownerOf(r.listingId) === mainOwner)
    .sort((a, b) => publishedAt(b) - publishedAt(a) || b.id - a.id);
  const recent = addDays(DEMO_NOW, -60).getTime();
  const awaited = candidates.find((r) => r.rating <= 3 && publishedAt(r) >= recent) ?? candidates[0];
  const approvals: ApprovalRow[] = [];
  let pending: ReplyRow | undefined;
  if (awaited && mainOwner) {
    const createdAt = new Date(
      Math.max(addDays(awaited.publishedAt as Date, 0.2).getTime(), addDays(DEMO_NOW, -0.6 - rng.next()).getTime()),
    );
    pending = {
      id: 0,
      reviewId: awaited.id,
      listingId: awaited.listingId,
      authorId: mainOwner,
      status: "PENDING",
      body: writer.write(byId.get(awaited.listingId) as DemoListing, awaited),
      publishedAt: null,
      createdAt,
      updatedAt: createdAt,
    };
    rows.push(pending);
  }

  // Ids in the order the replies were written.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reviewId - b.reviewId);
  rows.forEach((row, i) => {
    row.id = i + 1;
  });
  if (pending) {
    approvals.push({
      contentType: "REPLY",
      contentId: pending.id,
      action: "CREATE",
      submittedBy: pending.authorId,
      status: "PENDING",
      createdAt: pending.createdAt,
    });
  }
  for (const row of rows) {
    if (row.authorId !== byId.get(row.listingId)?.authorId || row.authorId === adminId) {
      throw new Error(`demo reviews: reply ${row.id} not by its listing's owner`);
    }
  }
  return { rows, approvals };
}

/** Writes the owners' replies: thanks in the review's tone, a word on a topic it criticised or praised, no two alike. */
class ReplyWriter {
  private readonly written = new Set<string>();

  constructor(private readonly rng: Random) {}

  write(listing: DemoListing, review: ReviewRow): string {
    let body = this.compose(listing, review);
    for (let attempt = 0; attempt < 10 && this.written.has(body); attempt++) body = this.compose(listing, review);
    this.written.add(body);
    return body;
  }

  private compose(listing: DemoListing, review: ReviewRow): string {
    const rng = this.rng;
    const texts = REPLY_TEXTS[listing.type];
    const tone = toneOf(review.rating);
    const context = {
      reviewer: review.displayName.split(" ")[0] ?? "",
      name: listing.name.split(/ – | \(|, /)[0] ?? listing.name,
    };
    const say = (options: readonly string[]) => fill(rng.pick(options), context);
    // On a topic, what answers the review's own words best.
    const stems = wordStems(review.body);
    const answer = (options: readonly string[]) => fill(this.closest(options, stems), context);
    const topics = this.topicsToAnswer(listing.type, review);
    const parts = [say(REPLY_COMMON.openings[tone])];
    const length = (extra: string[]) => [...parts, ...extra].join(" ").length;
    if (tone === "good") {
      const praised = topics[0] ? texts.topics[topics[0]]?.praised : undefined;
      if (praised && rng.chance(0.7)) parts.push(answer(praised));
      if (parts.length === 1 || rng.chance(0.5)) parts.push(say(REPLY_COMMON.wishes));
    } else {
      const [first, second] = topics.map((topic) => texts.topics[topic]?.criticised ?? []);
      parts.push(first && first.length > 0 ? answer(first) : say(REPLY_COMMON.improving));
      const invitation = tone === "bad" || rng.chance(0.7) ? say(REPLY_COMMON.invitations) : undefined;
      if (second && second.length > 0 && rng.chance(tone === "bad" ? 0.45 : 0.25)) {
        const more = answer(second);
        if (length([more, invitation ?? ""]) <= REPLY_LENGTH_MAX - 60) parts.push(more);
      }
      if (invitation) parts.push(invitation);
    }
    const body = parts.join(" ");
    const signature = rng.chance(0.45) ? say(texts.signatures) : "";
    return signature && body.length + signature.length < REPLY_LENGTH_MAX ? `${body}\n${signature}` : body;
  }

  /** The option sharing the most words with the review, at random among equals. */
  private closest(options: readonly string[], stems: ReadonlySet<string>): string {
    const scored = options.map((option) => ({
      option,
      score: [...wordStems(option)].filter((stem) => stems.has(stem)).length,
      tie: this.rng.next(),
    }));
    scored.sort((a, b) => b.score - a.score || a.tie - b.tie);
    return scored[0]?.option ?? "";
  }

  /**
   * The topics a reply can take up: for a critical review those rated 3 or less, for a glowing one those
   * rated 4 or more; first those the review's text speaks of, the lowest (or highest) rated first.
   */
  private topicsToAnswer(type: ListingType, review: ReviewRow): string[] {
    const tone = toneOf(review.rating);
    const body = review.body.toLowerCase();
    const sentences = REVIEW_TEXTS[type].topics;
    return Object.entries(review.topicRatings ?? {})
      .filter(([topic, rating]) => REPLY_TEXTS[type].topics[topic] && (tone === "good" ? rating >= 4 : rating <= 3))
      .map(([topic, rating]) => ({
        topic,
        rating: tone === "good" ? -rating : rating,
        mentioned: (sentences[topic]?.[toneOf(rating)] ?? []).some((s) => mentions(body, s)),
        tie: this.rng.next(),
      }))
      .sort((a, b) => Number(b.mentioned) - Number(a.mentioned) || a.rating - b.rating || a.tie - b.tie)
      .map(({ topic }) => topic);
  }
}

/** Words too common in the demo texts to tell what a sentence is about. */
const COMMON_STEMS: ReadonlySet<string> = new Set([
  "about",
  "after",
  "again",
  "befor",
  "class",
  "colle",
  "could",
  "every",
  "other",
  "schoo",
  "stude",
  "their",
  "there",
  "these",
  "which",
  "would",
  "years",
]);

/** The first five letters of each longer word of a text ("washr", "hoste", "place"), common ones left out. */
function wordStems(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? [];
  return new Set(words.map((word) => word.slice(0, 5)).filter((stem) => !COMMON_STEMS.has(stem)));
}

/** Whether a (lower-cased) review body says this sentence: its longest part without placeholders is in it. */
function mentions(body: string, template: string): boolean {
  const fixed = template
    .replace(/^[SP]:/, "")
    .split(/\{\w+\}/)
    .map((part) => part.trim().toLowerCase())
    .sort((a, b) => b.length - a.length)[0];
  return fixed !== undefined && fixed.length >= 15 && body.includes(fixed);
}
