/**
 * The demo data's reviews (issue 26): who wrote them, their texts, ratings and dates, the helpful votes,
 * the sums the trigger keeps in listing_ratings, the listing owners' replies, and what they put in the
 * admin queue.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  looksLikeEmail,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TOPICS,
  replyWriteSchema,
  reviewTextProblem,
  reviewVersionSchema,
} from "@lwl/contracts/reviews";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.ts";
import {
  listingRatings,
  listings,
  pendingApprovals,
  reviewHelpfulVotes,
  reviewReplies,
  reviewReports,
  reviews,
  users,
} from "../../src/db/schema.ts";
import { seedDemoDataIfEmpty } from "../../src/db/seed/demo.ts";
import { DEMO_ACCOUNTS } from "../../src/db/seed/demo-accounts.ts";
import { addDays, DEMO_NOW } from "../../src/db/seed/demo-clock.ts";
import { buildDemoListings } from "../../src/db/seed/demo-listings.ts";
import { buildDemoReviews, DEMO_REVIEWER_COUNT } from "../../src/db/seed/demo-reviews.ts";
import { Random } from "../../src/db/seed/random.ts";
import { reviewBodyHash } from "../../src/modules/reviews/body-hash.ts";
import { createTestDatabase } from "../helpers/database.ts";

const quiet = { info: () => {} };

describe("reviewBodyHash", () => {
  it("hashes the text lower-cased with white space folded and trimmed", () => {
    expect(reviewBodyHash("  Great   College\n")).toBe(reviewBodyHash("great college"));
    expect(reviewBodyHash("Great\t\ncollege")).toBe(reviewBodyHash("great college"));
    expect(reviewBodyHash("great college")).toBe(createHash("sha256").update("great college").digest("hex"));
    expect(reviewBodyHash("great colleges")).not.toBe(reviewBodyHash("great college"));
  });
});

describe("demo reviews", () => {
  let database: DatabaseHandle;
  let mediaDir: string;
  let rows: (typeof reviews.$inferSelect)[];
  let listingRows: (typeof listings.$inferSelect)[];
  let userRows: (typeof users.$inferSelect)[];
  let listingById: Map<number, typeof listings.$inferSelect>;
  let published: (typeof reviews.$inferSelect)[];

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(path.join(tmpdir(), "lwl-demo-reviews-"));
    expect(await seedDemoDataIfEmpty(database.db, { mediaDir, log: quiet })).toBe(true);
    rows = await database.db.select().from(reviews).orderBy(asc(reviews.id));
    listingRows = await database.db.select().from(listings);
    userRows = await database.db.select().from(users);
    listingById = new Map(listingRows.map((l) => [l.id, l]));
    published = rows.filter((r) => r.status === "PUBLISHED");
  });

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("reviews 50 to 70 % of the published listings, a few once or twice, most 3 to 10 times, one or two 30+ times", () => {
    const publishedListings = listingRows.filter((l) => l.status === "PUBLISHED");
    const perListing = new Map<number, number>();
    for (const r of published) perListing.set(r.listingId, (perListing.get(r.listingId) ?? 0) + 1);
    const share = perListing.size / publishedListings.length;
    expect(share).toBeGreaterThanOrEqual(0.5);
    expect(share).toBeLessThanOrEqual(0.7);
    const counts = [...perListing.values()];
    expect(counts.filter((n) => n <= 2).length).toBeGreaterThanOrEqual(10);
    expect(counts.filter((n) => n >= 3 && n <= 10).length).toBeGreaterThan(counts.length / 2);
    expect(counts.filter((n) => n >= 30).length).toBeGreaterThanOrEqual(1);
    expect(counts.filter((n) => n >= 30).length).toBeLessThanOrEqual(2);
    expect(published.every((r) => listingById.get(r.listingId)?.status === "PUBLISHED")).toBe(true);
  });

  it("is written by verified reviewer accounts nobody can sign in with, and the demo readers", () => {
    const authors = new Set(rows.map((r) => r.authorId));
    const reviewers = userRows.filter((u) => authors.has(u.id) && u.passwordHash === null);
    expect(reviewers).toHaveLength(DEMO_REVIEWER_COUNT);
    for (const user of reviewers) {
      expect(user.role).toBe("Reader");
      expect(user.emailVerified).toBe(true);
      expect(user.email).toMatch(/^[a-z.0-9]+@[a-z]+\.example$/);
      expect(user.fullName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    }
    const byEmail = new Map(userRows.map((u) => [u.email, u]));
    const reader = byEmail.get(DEMO_ACCOUNTS.reader.email);
    const reader2 = byEmail.get(DEMO_ACCOUNTS.reader2.email);
    expect(rows.filter((r) => r.authorId === reader?.id).map((r) => r.status)).toEqual(
      expect.arrayContaining(["PUBLISHED", "PENDING"]),
    );
    expect(rows.some((r) => r.authorId === reader2?.id && r.status === "PUBLISHED")).toBe(true);
  });

  it("has no review by the listing's author or an administrator, and at most one per author and listing", () => {
    const roles = new Map(userRows.map((u) => [u.id, u.role]));
    expect(rows.filter((r) => r.authorId === listingById.get(r.listingId)?.authorId)).toEqual([]);
    expect(rows.filter((r) => roles.get(r.authorId) === "Administrator")).toEqual([]);
    expect(new Set(rows.map((r) => `${r.listingId}/${r.authorId}`)).size).toBe(rows.length);
  });

  it("writes texts the review rules accept, each body different, with its hash", () => {
    const refused = rows.filter(
      (r) =>
        r.body.length < Math.max(REVIEW_BODY_MIN_LENGTH, 60) ||
        r.body.length > Math.min(REVIEW_BODY_MAX_LENGTH, 1300) ||
        reviewTextProblem(r.body) !== null ||
        /[{}<>]|\b(?:undefined|null)\b/.test(r.body) ||
        r.title.length === 0 ||
        r.title.length > REVIEW_TITLE_MAX_LENGTH ||
        /[{}]/.test(r.title) ||
        r.displayName.length === 0 ||
        looksLikeEmail(r.displayName),
    );
    expect(refused).toEqual([]);
    expect(rows.filter((r) => r.bodyHash !== reviewBodyHash(r.body))).toEqual([]);
    expect(new Set(rows.map((r) => r.bodyHash)).size).toBe(rows.length);
    const lengths = rows.map((r) => r.body.length);
    expect(lengths.filter((n) => n < 250).length).toBeGreaterThan(rows.length / 10);
    expect(lengths.filter((n) => n > 800).length).toBeGreaterThan(rows.length / 20);
  });

  it("rates mostly 3 to 5, some 1 or 2, on most topics of the listing's type, by reviewers who fit it", () => {
    const low = published.filter((r) => r.rating <= 2).length;
    expect(low / published.length).toBeGreaterThanOrEqual(0.03);
    expect(low / published.length).toBeLessThanOrEqual(0.25);
    const misrated = rows.filter((review) => {
      const topics: readonly string[] = REVIEW_TOPICS[listingById.get(review.listingId)?.type ?? "COLLEGE"];
      const rated = Object.entries(review.topicRatings);
      return (
        rated.length < Math.ceil(topics.length * 0.6) ||
        rated.some(([topic, rating]) => !topics.includes(topic) || Math.abs(rating - review.rating) > 2) ||
        (review.graduationYear === null) !== (review.reviewerKind !== "ALUMNUS") ||
        (review.graduationYear ?? 0) > DEMO_NOW.getUTCFullYear() ||
        !reviewVersionSchema.safeParse(review).success
      );
    });
    expect(misrated).toEqual([]);
    const kinds = (type: string) =>
      new Set(rows.filter((r) => listingById.get(r.listingId)?.type === type).map((r) => r.reviewerKind));
    expect(kinds("COLLEGE")).toEqual(new Set(["STUDENT", "ALUMNUS", "PARENT", "OTHER"]));
    expect(kinds("SCHOOL").has("PARENT")).toBe(true);
    expect(kinds("SCHOOL").has("STUDENT")).toBe(false);
    expect(kinds("TUTORIAL").has("STUDENT") && kinds("TUTORIAL").has("PARENT")).toBe(true);
    expect(kinds("TUTORIAL").has("ALUMNUS")).toBe(false);
  });

  it("publishes them over the two years before the demo's now, after their listing, and leaves pending ones unpublished", () => {
    const misdated = published.filter((review) => {
      const at = (review.publishedAt as Date).getTime();
      return (
        at < addDays(DEMO_NOW, -731).getTime() ||
        at > DEMO_NOW.getTime() ||
        at <= (listingById.get(review.listingId)?.publishedAt?.getTime() ?? 0) ||
        review.createdAt.getTime() > at
      );
    });
    expect(misdated).toEqual([]);
    const years = new Set(published.map((r) => r.publishedAt?.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(2);
    for (const review of rows.filter((r) => r.status !== "PUBLISHED")) {
      expect(review.status).toBe("PENDING");
      expect(review.publishedAt).toBeNull();
      expect(review.helpfulCount).toBe(0);
    }
  });

  it("has every review, vote and report made after its account and before the demo's now", async () => {
    const since = new Map(userRows.map((u) => [u.id, u.createdAt.getTime()]));
    const votes = await database.db.select().from(reviewHelpfulVotes);
    const reports = await database.db.select().from(reviewReports);
    const acts = [
      ...rows.map((r) => ({ who: r.authorId, at: r.createdAt })),
      ...votes.map((v) => ({ who: v.userId, at: v.createdAt })),
      ...reports.map((r) => ({ who: r.reporterId, at: r.createdAt })),
    ];
    expect(acts.filter((act) => act.at.getTime() <= (since.get(act.who) ?? Number.POSITIVE_INFINITY))).toEqual([]);
    expect(acts.filter((act) => act.at > DEMO_NOW)).toEqual([]);
  });

  it("counts exactly the helpful votes it seeded, none by the review's author", async () => {
    const votes = await database.db.select().from(reviewHelpfulVotes);
    const perReview = new Map<number, number>();
    for (const vote of votes) perReview.set(vote.reviewId, (perReview.get(vote.reviewId) ?? 0) + 1);
    const authorOf = new Map(rows.map((r) => [r.id, r.authorId]));
    expect(rows.filter((r) => r.helpfulCount !== (perReview.get(r.id) ?? 0))).toEqual([]);
    expect(votes.filter((v) => v.userId === authorOf.get(v.reviewId))).toEqual([]);
    expect(votes.length).toBeGreaterThan(rows.length);
  });

  it("has listing_ratings equal to the sums of the published reviews", async () => {
    const kept = await database.db.select().from(listingRatings).orderBy(asc(listingRatings.listingId));
    const sums = new Map<number, typeof listingRatings.$inferSelect>();
    for (const review of published) {
      const row = sums.get(review.listingId) ?? {
        listingId: review.listingId,
        reviewCount: 0,
        ratingSum: 0,
        stars1: 0,
        stars2: 0,
        stars3: 0,
        stars4: 0,
        stars5: 0,
      };
      row.reviewCount += 1;
      row.ratingSum += review.rating;
      row[`stars${review.rating as 1 | 2 | 3 | 4 | 5}`] += 1;
      sums.set(review.listingId, row);
    }
    expect(kept).toEqual([...sums.values()].sort((a, b) => a.listingId - b.listingId));
  });

  it("queues new reviews, one proposed edit and the reported reviews for the administrators", async () => {
    const open = (
      await database.db.select().from(pendingApprovals).where(eq(pendingApprovals.status, "PENDING"))
    ).filter((a) => a.contentType === "REVIEW");
    const byId = new Map(rows.map((r) => [r.id, r]));

    const created = open.filter((a) => a.action === "CREATE");
    const pendingReviews = rows.filter((r) => r.status === "PENDING");
    expect(pendingReviews.length).toBeGreaterThanOrEqual(3);
    expect(created.map((a) => a.contentId).sort()).toEqual(pendingReviews.map((r) => r.id).sort());
    for (const approval of created) expect(approval.submittedBy).toBe(byId.get(approval.contentId)?.authorId);

    const updates = open.filter((a) => a.action === "UPDATE");
    expect(updates).toHaveLength(1);
    const [update] = updates;
    const edited = byId.get(update?.contentId ?? 0);
    expect(edited?.status).toBe("PUBLISHED");
    expect(update?.submittedBy).toBe(edited?.authorId);
    const proposed = reviewVersionSchema.partial().strict().parse(update?.proposedChanges);
    expect(proposed.body).not.toBe(edited?.body);
    expect(reviewTextProblem(proposed.body ?? "")).toBeNull();
    expect(rows.some((r) => r.bodyHash === reviewBodyHash(proposed.body ?? ""))).toBe(false);

    const reports = await database.db.select().from(reviewReports);
    const reported = open.filter((a) => a.action === "REPORT");
    expect(reported.length).toBeGreaterThanOrEqual(2);
    expect(reported.length).toBeLessThanOrEqual(3);
    expect(new Set(reports.map((r) => r.reviewId))).toEqual(new Set(reported.map((a) => a.contentId)));
    for (const approval of reported) {
      const review = byId.get(approval.contentId);
      expect(review?.status).toBe("PUBLISHED");
      expect(approval.submittedBy).toBe(review?.authorId);
    }
    for (const report of reports) {
      expect(report.resolvedAt).toBeNull();
      expect(report.reporterId).not.toBe(byId.get(report.reviewId)?.authorId);
      expect(report.createdAt.getTime()).toBeGreaterThan(byId.get(report.reviewId)?.publishedAt?.getTime() ?? 0);
    }
    // One open approval per review: the edit and the reports are of different reviews.
    expect(new Set(open.map((a) => a.contentId)).size).toBe(open.length);
  });

  describe("the listing owners' replies", () => {
    let replies: (typeof reviewReplies.$inferSelect)[];
    let reviewById: Map<number, typeof reviews.$inferSelect>;
    let roles: Map<string, string>;

    beforeAll(async () => {
      replies = await database.db.select().from(reviewReplies).orderBy(asc(reviewReplies.id));
      reviewById = new Map(rows.map((r) => [r.id, r]));
      roles = new Map(userRows.map((u) => [u.id, u.role]));
    });

    it("answers published reviews only, one reply each, by the listing's author, a ListingOwner", () => {
      const wrong = replies.filter((reply) => {
        const review = reviewById.get(reply.reviewId);
        const author = listingById.get(reply.listingId)?.authorId;
        return (
          review?.status !== "PUBLISHED" ||
          review.listingId !== reply.listingId ||
          !author ||
          reply.authorId !== author ||
          roles.get(author) !== "ListingOwner"
        );
      });
      expect(wrong).toEqual([]);
      expect(new Set(replies.map((r) => r.reviewId)).size).toBe(replies.length);
      // Both demo owners answer reviews.
      expect(new Set(replies.map((r) => r.authorId)).size).toBe(2);
    });

    it("answers about a quarter of the reviews of the owners' listings, critical ones more often", () => {
      const answerable = published.filter(
        (r) => roles.get(listingById.get(r.listingId)?.authorId ?? "") === "ListingOwner",
      );
      const answered = new Set(replies.filter((r) => r.status === "PUBLISHED").map((r) => r.reviewId));
      expect(answered.size).toBeGreaterThanOrEqual(12);
      expect(answered.size).toBeLessThanOrEqual(200);
      expect(answered.size / answerable.length).toBeGreaterThanOrEqual(0.18);
      expect(answered.size / answerable.length).toBeLessThanOrEqual(0.35);
      const rate = (fits: (review: typeof reviews.$inferSelect) => boolean) => {
        const matching = answerable.filter(fits);
        return matching.filter((r) => answered.has(r.id)).length / Math.max(1, matching.length);
      };
      expect(rate((r) => r.rating <= 3)).toBeGreaterThan(rate((r) => r.rating >= 4) * 1.5);
    });

    it("publishes each reply a few days after its review, and not after the demo's now", () => {
      const misdated = replies.filter((reply) => {
        if (reply.status !== "PUBLISHED") return false;
        const reviewed = reviewById.get(reply.reviewId)?.publishedAt?.getTime() ?? Number.POSITIVE_INFINITY;
        const at = reply.publishedAt?.getTime() ?? 0;
        return (
          at <= reviewed ||
          at > addDays(new Date(reviewed), 8).getTime() ||
          at > DEMO_NOW.getTime() ||
          reply.createdAt.getTime() <= reviewed ||
          reply.createdAt.getTime() > at
        );
      });
      expect(misdated).toEqual([]);
      expect(replies.filter((r) => r.status !== "PUBLISHED").map((r) => r.status)).toEqual(["PENDING"]);
    });

    it("writes replies the reply rules accept, of 40 to 500 characters, each different", () => {
      const refused = replies.filter(
        (reply) =>
          reply.body.length < 40 ||
          reply.body.length > 500 ||
          reviewTextProblem(reply.body) !== null ||
          !replyWriteSchema.safeParse({ body: reply.body }).success ||
          /[{}<>]|\b(?:undefined|null)\b/.test(reply.body),
      );
      expect(refused).toEqual([]);
      expect(new Set(replies.map((r) => r.body)).size).toBe(replies.length);
    });

    it("queues one reply of the main demo owner's, to a review of their listing, for approval", async () => {
      const owner = userRows.find((u) => u.email === DEMO_ACCOUNTS.owner.email);
      const open = (
        await database.db.select().from(pendingApprovals).where(eq(pendingApprovals.status, "PENDING"))
      ).filter((a) => a.contentType === "REPLY");
      const pending = replies.filter((r) => r.status === "PENDING");
      expect(pending).toHaveLength(1);
      expect(open).toHaveLength(1);
      const [approval] = open;
      const [reply] = pending;
      expect(approval?.action).toBe("CREATE");
      expect(approval?.contentId).toBe(reply?.id);
      expect(approval?.submittedBy).toBe(owner?.id);
      expect(reply?.authorId).toBe(owner?.id);
      expect(listingById.get(reply?.listingId ?? 0)?.authorId).toBe(owner?.id);
      expect(reply?.publishedAt).toBeNull();
      const reviewed = reviewById.get(reply?.reviewId ?? 0)?.publishedAt?.getTime() ?? Number.POSITIVE_INFINITY;
      expect(reply?.createdAt.getTime()).toBeGreaterThan(reviewed);
      expect(reply?.createdAt.getTime()).toBeLessThanOrEqual(DEMO_NOW.getTime());
    });

    it("continues the reply id sequence after the demo ids", async () => {
      const answered = new Set(replies.map((r) => r.reviewId));
      const review = published.find((r) => !answered.has(r.id));
      const [row] = await database.db
        .insert(reviewReplies)
        .values({ reviewId: review?.id ?? 0, listingId: review?.listingId ?? 0, body: "A check of the id sequence." })
        .returning({ id: reviewReplies.id });
      expect(row?.id).toBe(Math.max(...replies.map((r) => r.id)) + 1);
      await database.db.delete(reviewReplies).where(eq(reviewReplies.id, row?.id ?? 0));
    });
  });

  it("continues the review id sequence after the demo ids", async () => {
    // A pending review (the default status), so listing_ratings is left as it was.
    const author = userRows.find((u) => u.email === DEMO_ACCOUNTS.owner2.email);
    const listing = listingRows.find((l) => l.status === "PUBLISHED" && l.authorId !== author?.id);
    const body = "A check that the next review gets the next id after the seeded ones, and nothing else.";
    const [row] = await database.db
      .insert(reviews)
      .values({
        listingId: listing?.id ?? 0,
        authorId: author?.id ?? "",
        rating: 3,
        reviewerKind: "OTHER",
        displayName: "Check",
        title: "Check",
        body,
        bodyHash: reviewBodyHash(body),
      })
      .returning({ id: reviews.id });
    expect(row?.id).toBe(Math.max(...rows.map((r) => r.id)) + 1);
    await database.db.delete(reviews).where(eq(reviews.id, row?.id ?? 0));
  });

  it("is the same on every run", () => {
    const demo = buildDemoListings(new Random(1749), { admin: "admin", owner: "owner", owner2: "owner2" });
    const people = {
      adminId: "admin",
      reader: { id: "reader", fullName: DEMO_ACCOUNTS.reader.fullName },
      reader2: { id: "reader2", fullName: DEMO_ACCOUNTS.reader2.fullName },
      takenUsernames: [],
    };
    expect(buildDemoReviews(demo.rows, people)).toEqual(buildDemoReviews(demo.rows, people));
  });
});
