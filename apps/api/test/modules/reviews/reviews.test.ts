/**
 * Reviews of listings (issue 26): who may write one, how it goes through moderation (new reviews,
 * edits, reports), what visitors read (the list, its order and filter, the sums) and the refusals, on a
 * real database through the real calls.
 */
import { REVIEW_REFUSALS, type ReviewWriteInput } from "@lwl/contracts/reviews";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimRequests, listings, pendingApprovals, reviews } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { bearer, newAddresses, type SignedInUser, signIn, signInAs } from "../../helpers/auth.ts";
import { insertListing, insertUser } from "../../helpers/fixtures.ts";

const QUEUE = "/adminservice/api/v1/admin/pendingapprovals";
const BODY =
  "The teachers know their subjects and take time after class. The library is small but quiet, and the labs are well kept.";

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
let listingId: number;
const address = newAddresses("10.26");

const review = (overrides: Partial<ReviewWriteInput> = {}): ReviewWriteInput => ({
  rating: 4,
  topicRatings: { ACADEMICS: 5, FACULTY: 4 },
  reviewerKind: "STUDENT",
  displayName: "Asha K.",
  title: "Good teaching, small library",
  body: BODY,
  ...overrides,
});

/** A signed-in user with a verified e-mail, who may review. */
const reviewer = () => signInAs(t, "Reader", { emailVerified: true });

function post(user: SignedInUser | null, url: string, payload?: unknown) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...(user?.headers ?? {}), ...address() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function put(user: SignedInUser, url: string, payload: unknown) {
  return t.app.inject({ method: "PUT", url, headers: { ...user.headers, ...address() }, payload: payload as object });
}

async function get(url: string, user: SignedInUser | null = null) {
  return t.app.inject({ method: "GET", url, headers: user?.headers ?? {} });
}

async function write(user: SignedInUser, onListing = listingId, overrides: Partial<ReviewWriteInput> = {}) {
  const response = await post(user, `/api/listings/${onListing}/reviews`, review(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

/** The open approval of a review, as the queue lists it. */
async function queueItemOf(reviewId: number) {
  const page = (await get(`${QUEUE}/REVIEW?size=100`, admin)).json();
  return page.content.find((item: { contentId: number }) => item.contentId === reviewId);
}

async function decide(reviewId: number, approve: boolean, reason = "Not about the place") {
  const item = await queueItemOf(reviewId);
  expect(item, `no open approval of review ${reviewId}`).toBeDefined();
  const response = approve
    ? await t.app.inject({ method: "PUT", url: `${QUEUE}/${item.id}/approve`, headers: admin.headers })
    : await t.app.inject({
        method: "PUT",
        url: `${QUEUE}/${item.id}/reject`,
        headers: { ...admin.headers, "content-type": "text/plain" },
        payload: reason,
      });
  expect(response.statusCode, response.body).toBe(200);
  return item;
}

/** A review written and approved. */
async function approved(user: SignedInUser, onListing = listingId, overrides: Partial<ReviewWriteInput> = {}) {
  const { id } = await write(user, onListing, overrides);
  await decide(id, true);
  return id;
}

async function newListing(overrides: Partial<typeof listings.$inferInsert> = {}) {
  return (await insertListing(t.database.db, { authorId: owner.user.id, ...overrides })).id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator");
  owner = await signInAs(t, "ListingOwner", { emailVerified: true });
  listingId = await newListing({ name: "Riverside College" });
});
afterAll(() => t.close());

describe("writing a review", () => {
  it("waits for moderation: the author sees it pending, visitors do not see it", async () => {
    const user = await reviewer();
    const response = await post(user, `/api/listings/${listingId}/reviews`, review({ title: "  Good teaching  " }));

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      listingId,
      rating: 4,
      topicRatings: { ACADEMICS: 5, FACULTY: 4 },
      reviewerKind: "STUDENT",
      graduationYear: null,
      displayName: "Asha K.",
      title: "Good teaching",
      body: BODY,
      helpfulCount: 0,
      votedHelpful: false,
      reported: false,
      mine: true,
      reply: null,
      canReply: false,
      ownReply: null,
      status: "PENDING",
      publishedAt: null,
      updatedAt: expect.any(String),
      rejectReason: null,
      pendingSince: expect.any(String),
      pendingChanges: null,
    });
    const mine = (await get(`/api/listings/${listingId}/reviews/mine`, user)).json();
    expect(mine).toEqual({ review: body, refusal: REVIEW_REFUSALS.duplicate });
    const list = (await get(`/api/listings/${listingId}/reviews`)).json();
    expect(list.content.map((item: { id: number }) => item.id)).not.toContain(body.id);

    const item = await queueItemOf(body.id);
    expect(item).toMatchObject({
      contentType: "REVIEW",
      action: "CREATE",
      title: "Good teaching",
      listingId,
      listingName: "Riverside College",
      submittedBy: { id: user.user.id, email: user.user.email },
      current: null,
      proposed: {
        rating: 4,
        topicRatings: { ACADEMICS: 5, FACULTY: 4 },
        reviewerKind: "STUDENT",
        graduationYear: null,
        displayName: "Asha K.",
        title: "Good teaching",
        body: BODY,
      },
      reports: [],
      flag: null,
    });
  });

  it("is published when an administrator approves it, and its author is told by e-mail", async () => {
    const user = await reviewer();
    const { id } = await write(user, listingId, { title: "Approved one" });
    await decide(id, true);

    const list = (await get(`/api/listings/${listingId}/reviews`)).json();
    expect(list.content.find((item: { id: number }) => item.id === id)).toMatchObject({
      title: "Approved one",
      mine: false,
      publishedAt: expect.any(String),
    });
    const mail = t.sentMail.find((message) => message.to === user.user.email);
    expect(mail?.subject).toBe('Your review "Approved one" is now published');
    expect(mail?.text).toContain(`/description/${listingId}`);
  });

  it("keeps the graduation year of an alumnus only, and needs it", async () => {
    const missing = await post(
      await reviewer(),
      `/api/listings/${listingId}/reviews`,
      review({ reviewerKind: "ALUMNUS" }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: "graduationYear", message: "graduationYear is required for an alumnus" },
    ]);
    const student = await write(await reviewer(), listingId, { reviewerKind: "STUDENT", graduationYear: 2019 });
    expect(student).toMatchObject({ graduationYear: null });
    const alumnus = await write(await reviewer(), listingId, { reviewerKind: "ALUMNUS", graduationYear: 2019 });
    expect(alumnus).toMatchObject({ reviewerKind: "ALUMNUS", graduationYear: 2019 });
  });

  it.each([
    ["rating", { rating: 6 }, "rating must be a whole number from 1 to 5"],
    ["rating", { rating: 3.5 }, "rating must be a whole number from 1 to 5"],
    [
      "topicRatings.ACADEMICS",
      { topicRatings: { ACADEMICS: 0 } },
      "each topic's rating must be a whole number from 1 to 5",
    ],
    ["body", { body: "Too short to say anything." }, "body must be at least 50 characters"],
    [
      "body",
      { body: "Visit https://spam.example/a https://spam.example/b and https://spam.example/c for the best deals!" },
      "The review must be written in words, not mostly links.",
    ],
    [
      "body",
      { body: "Great!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!" },
      "The review must not repeat one character over and over.",
    ],
    [
      "displayName",
      { displayName: "asha@example.com" },
      "displayName must not be an e-mail address: it is shown to everyone",
    ],
    ["title", { title: "   " }, "title is required"],
    ["reviewerKind", { reviewerKind: "TEACHER" }, "reviewerKind must be one of STUDENT, ALUMNUS, PARENT, OTHER"],
  ])("refuses a bad %s with a 400 naming it", async (path, overrides, message) => {
    const response = await post(
      await reviewer(),
      `/api/listings/${listingId}/reviews`,
      review(overrides as Partial<ReviewWriteInput>),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });
});

describe("who may not review", () => {
  it("refuses a visitor (401), an unverified e-mail, the listing's owner, an administrator and a pending claimant (403)", async () => {
    const url = `/api/listings/${listingId}/reviews`;
    expect((await post(null, url, review())).statusCode).toBe(401);

    const unverified = await signInAs(t, "Reader");
    const claimant = await reviewer();
    await t.database.db.insert(claimRequests).values({
      userId: claimant.user.id,
      listingId,
      relationship: "Principal",
      evidence: "I run it",
      contactEmail: claimant.user.email,
    });
    for (const [user, message] of [
      [unverified, REVIEW_REFUSALS.unverified],
      [owner, REVIEW_REFUSALS.owner],
      [admin, REVIEW_REFUSALS.administrator],
      [claimant, REVIEW_REFUSALS.claimPending],
    ] as const) {
      const response = await post(user, url, review());
      expect([response.statusCode, response.json().message]).toEqual([403, message]);
      expect((await get(`${url}/mine`, user)).json()).toEqual({ review: null, refusal: message });
    }
  });

  it("refuses a second review of the same listing (409), and says so to the author", async () => {
    const user = await reviewer();
    await write(user);
    const second = await post(user, `/api/listings/${listingId}/reviews`, review());
    expect([second.statusCode, second.json().message]).toEqual([409, REVIEW_REFUSALS.duplicate]);
  });

  it("answers 404 for an unknown, an unpublished and a deleted listing", async () => {
    const user = await reviewer();
    const pending = await newListing({ status: "PENDING" });
    const gone = await newListing();
    const goneReview = await approved(await reviewer(), gone);
    await t.database.db.delete(listings).where(eq(listings.id, gone));

    for (const id of [999_999, pending, gone]) {
      const response = await post(user, `/api/listings/${id}/reviews`, review());
      expect([response.statusCode, response.json().message]).toEqual([404, `Listing ${id} not found`]);
      expect((await get(`/api/listings/${id}/reviews`)).statusCode).toBe(404);
      expect((await get(`/api/listings/${id}/reviews/summary`)).statusCode).toBe(404);
    }
    // The deleted listing's reviews went with it, and their approvals answer nothing in the queue.
    expect((await post(user, `/api/reviews/${goneReview}/helpful`)).statusCode).toBe(404);
  });
});

describe("editing and deleting", () => {
  it("keeps the approved version up while an edit waits for moderation, then publishes the edit", async () => {
    const user = await reviewer();
    const id = await approved(user, listingId, { title: "Before the edit" });

    const edited = await put(user, `/api/reviews/${id}`, review({ title: "After the edit", rating: 2 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Before the edit",
      rating: 4,
      status: "PUBLISHED",
      pendingChanges: { title: "After the edit", rating: 2 },
    });
    const live = async () =>
      (await get(`/api/listings/${listingId}/reviews?size=50`))
        .json()
        .content.find((item: { id: number }) => item.id === id);
    expect(await live()).toMatchObject({ title: "Before the edit", rating: 4 });

    const item = await decide(id, true);
    expect(item).toMatchObject({
      action: "UPDATE",
      current: { title: "Before the edit" },
      proposed: { title: "After the edit" },
    });
    expect(await live()).toMatchObject({ title: "After the edit", rating: 2 });
  });

  it("lets only the author edit or delete; deleting takes it off at once", async () => {
    const user = await reviewer();
    const id = await approved(user);
    const other = await reviewer();

    for (const response of [
      await put(other, `/api/reviews/${id}`, review()),
      await t.app.inject({ method: "DELETE", url: `/api/reviews/${id}`, headers: other.headers }),
      await put(admin, `/api/reviews/${id}`, review()),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([403, "This review is not yours."]);
    }
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/reviews/${id}`, headers: user.headers });
    expect(deleted.statusCode).toBe(204);
    const list = (await get(`/api/listings/${listingId}/reviews?size=50`)).json();
    expect(list.content.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await put(user, `/api/reviews/${id}`, review())).statusCode).toBe(404);
  });
});

describe("helpful votes", () => {
  it("count once per user, never the author's own, and show as the voter's mark", async () => {
    const author = await reviewer();
    const id = await approved(author, await newListing());
    const voter = await reviewer();

    const first = await post(voter, `/api/reviews/${id}/helpful`);
    expect([first.statusCode, first.json()]).toEqual([200, { reviewId: id, helpfulCount: 1 }]);
    const second = await post(voter, `/api/reviews/${id}/helpful`);
    expect([second.statusCode, second.json().message]).toEqual([409, "You already marked this review as helpful."]);
    const own = await post(author, `/api/reviews/${id}/helpful`);
    expect([own.statusCode, own.json().message]).toEqual([403, "You cannot vote on your own review."]);
    expect((await post(null, `/api/reviews/${id}/helpful`)).statusCode).toBe(401);
  });

  it("refuses a vote on a review that is not published (404)", async () => {
    const { id } = await write(await reviewer(), await newListing());
    const response = await post(await reviewer(), `/api/reviews/${id}/helpful`);
    expect([response.statusCode, response.json().message]).toEqual([404, `Review ${id} not found`]);
  });
});

describe("reports", () => {
  it("bring an approved review back to the queue with its reports; it stays up until an administrator takes it down", async () => {
    const author = await reviewer();
    const onListing = await newListing();
    const id = await approved(author, onListing, { title: "Reported one" });
    const reporter = await reviewer();

    const reported = await post(reporter, `/api/reviews/${id}/reports`, { reason: "SPAM", text: "An advert" });
    expect(reported.statusCode, reported.body).toBe(204);
    const again = await post(reporter, `/api/reviews/${id}/reports`, { reason: "SPAM" });
    expect([again.statusCode, again.json().message]).toEqual([409, "You already reported this review."]);
    const own = await post(author, `/api/reviews/${id}/reports`, { reason: "SPAM" });
    expect([own.statusCode, own.json().message]).toEqual([403, "You cannot report your own review."]);
    const bad = await post(await reviewer(), `/api/reviews/${id}/reports`, { reason: "BORING" });
    expect(bad.statusCode).toBe(400);
    await post(await reviewer(), `/api/reviews/${id}/reports`, { reason: "OFFENSIVE" });

    const item = await queueItemOf(id);
    expect(item).toMatchObject({
      action: "REPORT",
      submittedBy: { id: author.user.id },
      reports: [
        { reason: "SPAM", text: "An advert", reportedAt: expect.any(String) },
        { reason: "OFFENSIVE", text: "", reportedAt: expect.any(String) },
      ],
    });
    const listed = (await get(`/api/listings/${onListing}/reviews`, reporter)).json().content;
    expect(listed).toEqual([expect.objectContaining({ id, reported: true })]);

    await decide(id, false, "Advertising");
    expect((await get(`/api/listings/${onListing}/reviews`)).json().content).toEqual([]);
    expect((await get(`/api/listings/${onListing}/reviews/summary`)).json()).toMatchObject({ count: 0, score: null });
    const mail = t.sentMail.find((message) => message.to === author.user.email && /taken down/.test(message.subject));
    expect(mail?.subject).toBe('Your review "Reported one" was taken down');
    expect(mail?.text).toContain("Reason: Advertising");
    // Taken down, its author's edit sends it back to the queue as new.
    await put(author, `/api/reviews/${id}`, review({ title: "Reported one, rewritten" }));
    expect(await queueItemOf(id)).toMatchObject({ action: "CREATE", reports: [] });
  });

  it("keeps a review an administrator approves after a report, without telling its author", async () => {
    const author = await reviewer();
    const onListing = await newListing();
    const id = await approved(author, onListing);
    const mailsBefore = t.sentMail.length;
    await post(await reviewer(), `/api/reviews/${id}/reports`, { reason: "FALSE_INFORMATION" });

    await decide(id, true);
    expect((await get(`/api/listings/${onListing}/reviews`)).json().content).toHaveLength(1);
    expect(await queueItemOf(id)).toBeUndefined();
    expect(t.sentMail.slice(mailsBefore).filter((message) => message.to === author.user.email)).toEqual([]);
  });

  it("wait for an open edit's decision, then come back as a report", async () => {
    const author = await reviewer();
    const id = await approved(author, await newListing());
    await put(author, `/api/reviews/${id}`, review({ title: "Edited while reported" }));
    await post(await reviewer(), `/api/reviews/${id}/reports`, { reason: "OFFENSIVE" });
    expect(await queueItemOf(id)).toMatchObject({ action: "UPDATE", reports: [{ reason: "OFFENSIVE" }] });

    await decide(id, true);
    expect(await queueItemOf(id)).toMatchObject({ action: "REPORT", reports: [{ reason: "OFFENSIVE" }] });
  });
});

describe("the owner's reply", () => {
  const replyOf = async (onListing: number, id: number, user: SignedInUser | null = null) =>
    (await get(`/api/listings/${onListing}/reviews?size=50`, user))
      .json()
      .content.find((item: { id: number }) => item.id === id);

  it("is written once by the listing's owner, waits for moderation, then shows under the review with the listing's name", async () => {
    const onListing = await newListing({ name: "Hillside School" });
    const author = await reviewer();
    const id = await approved(author, onListing);
    expect(await replyOf(onListing, id, owner)).toMatchObject({ reply: null, canReply: true });
    expect(await replyOf(onListing, id)).toMatchObject({ reply: null, canReply: false });
    expect((await get(`/api/reviews/${id}/reply`, owner)).statusCode).toBe(404);

    const written = await put(owner, `/api/reviews/${id}/reply`, { body: "  Thank you for the kind words.  " });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toEqual({
      id: expect.any(Number),
      reviewId: id,
      listingId: onListing,
      body: "Thank you for the kind words.",
      status: "PENDING",
      publishedAt: null,
      updatedAt: expect.any(String),
      rejectReason: null,
      pendingSince: expect.any(String),
      pendingChanges: null,
    });
    expect((await replyOf(onListing, id)).reply).toBeNull();
    const item = (await get(`${QUEUE}/REPLY?size=100`, admin))
      .json()
      .content.find((entry: { contentId: number }) => entry.contentId === written.json().id);
    expect(item).toMatchObject({
      contentType: "REPLY",
      action: "CREATE",
      title: "Reply to “Good teaching, small library”",
      listingId: onListing,
      listingName: "Hillside School",
      proposed: { body: "Thank you for the kind words." },
      review: { id, rating: 4, title: "Good teaching, small library", body: BODY, displayName: "Asha K." },
    });
    const approve = await t.app.inject({ method: "PUT", url: `${QUEUE}/${item.id}/approve`, headers: admin.headers });
    expect(approve.statusCode).toBe(200);

    expect((await replyOf(onListing, id)).reply).toEqual({
      body: "Thank you for the kind words.",
      publishedAt: expect.any(String),
      listingName: "Hillside School",
    });
    // Its author reads it under their own review too.
    const mine = (await get(`/api/listings/${onListing}/reviews/mine`, author)).json();
    expect(mine.review.reply).toEqual((await replyOf(onListing, id)).reply);
    // A second write edits the one reply; the approved text stays up while the edit waits.
    const edited = await put(owner, `/api/reviews/${id}/reply`, { body: "Thank you, Asha." });
    expect(edited.json()).toMatchObject({ status: "PUBLISHED", pendingChanges: { body: "Thank you, Asha." } });
    expect((await replyOf(onListing, id)).reply.body).toBe("Thank you for the kind words.");
  });

  it("is refused to anyone but the listing's owner, and to a review that is not approved", async () => {
    const onListing = await newListing();
    const id = await approved(await reviewer(), onListing);
    const stranger = await signInAs(t, "ListingOwner");
    const refused = await put(stranger, `/api/reviews/${id}/reply`, { body: "Not mine" });
    expect([refused.statusCode, refused.json().message]).toEqual([403, "This listing does not belong to you."]);
    expect((await get(`/api/reviews/${id}/reply`, stranger)).statusCode).toBe(403);
    const empty = await put(owner, `/api/reviews/${id}/reply`, { body: "   " });
    expect([empty.statusCode, empty.json().issues]).toEqual([400, [{ path: "body", message: "body is required" }]]);

    const pending = await write(await reviewer(), onListing);
    const notYet = await put(owner, `/api/reviews/${pending.id}/reply`, { body: "Too early" });
    expect([notYet.statusCode, notYet.json().message]).toEqual([404, `Review ${pending.id} not found`]);
  });

  it("is refused to a visitor (401) and to a Reader (403)", async () => {
    const id = await approved(await reviewer(), await newListing());
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/api/reviews/${id}/reply`,
      headers: address(),
      payload: { body: "Who am I?" },
    });
    expect(anonymous.statusCode).toBe(401);
    const reader = await put(await reviewer(), `/api/reviews/${id}/reply`, { body: "Not my listing" });
    expect([reader.statusCode, reader.json().message]).toEqual([403, "This listing does not belong to you."]);
  });

  it("is published at once when an Administrator writes it, and deleted by the owner", async () => {
    const onListing = await newListing();
    const id = await approved(await reviewer(), onListing);
    const byAdmin = await put(admin, `/api/reviews/${id}/reply`, { body: "From the site's team." });
    expect(byAdmin.json()).toMatchObject({ status: "PUBLISHED", publishedAt: expect.any(String) });
    expect((await replyOf(onListing, id)).reply.body).toBe("From the site's team.");

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/reviews/${id}/reply`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await replyOf(onListing, id)).reply).toBeNull();
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/reviews/${id}/reply`, headers: owner.headers })).statusCode,
    ).toBe(404);
  });
});

describe("what visitors read", () => {
  it("sums a listing's approved reviews with exact numbers, and scores it against its type", async () => {
    const college = await newListing({ type: "COLLEGE" });
    const ratings = [5, 4, 4, 3, 5] as const;
    for (const [n, rating] of ratings.entries()) {
      await approved(await reviewer(), college, {
        rating,
        topicRatings: n < 2 ? { ACADEMICS: 5, PLACEMENTS: 2 } : { ACADEMICS: 4 },
        reviewerKind: n === 0 ? "PARENT" : "STUDENT",
      });
    }
    // Pending and rejected reviews count for nothing.
    await write(await reviewer(), college, { rating: 1 });
    const rejected = await write(await reviewer(), college, { rating: 1 });
    await decide(rejected.id, false);

    // The type's prior is read at most once a minute (earlier tests read it).
    t.clock.advance(61_000);
    const summary = (await get(`/api/listings/${college}/reviews/summary`)).json();
    const typeRows = (await t.database.db.execute(
      sql`select sum(review_count)::int as count, sum(rating_sum)::int as sum from listing_ratings
          join listings on listings.id = listing_ratings.listing_id where listings.type = 'COLLEGE'`,
    )) as unknown as { rows: { count: number; sum: number }[] };
    const prior = typeRows.rows[0] as { count: number; sum: number };
    expect(summary).toEqual({
      listingId: college,
      count: 5,
      average: 4.2,
      score: Math.round((((10 * prior.sum) / prior.count + 21) / 15) * 100) / 100,
      stars: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 2 },
      topics: [
        { topic: "ACADEMICS", average: 4.4, count: 5 },
        { topic: "FACULTY", average: null, count: 0 },
        { topic: "PLACEMENTS", average: 2, count: 2 },
        { topic: "INFRASTRUCTURE", average: null, count: 0 },
        { topic: "CAMPUS_LIFE", average: null, count: 0 },
        { topic: "VALUE_FOR_MONEY", average: null, count: 0 },
      ],
      kinds: { STUDENT: 4, ALUMNUS: 0, PARENT: 1, OTHER: 0 },
    });
  });

  it("has no score without reviews", async () => {
    const empty = await newListing({ type: "SCHOOL" });
    expect((await get(`/api/listings/${empty}/reviews/summary`)).json()).toEqual({
      listingId: empty,
      count: 0,
      average: null,
      score: null,
      stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      topics: ["TEACHING", "SAFETY", "ACTIVITIES", "FACILITIES", "PARENT_COMMUNICATION"].map((topic) => ({
        topic,
        average: null,
        count: 0,
      })),
      kinds: { STUDENT: 0, ALUMNUS: 0, PARENT: 0, OTHER: 0 },
    });
  });

  it("lists newest first, sorts by rating and helpfulness, filters by reviewer, and pages", async () => {
    const onListing = await newListing();
    const low = await approved(await reviewer(), onListing, { rating: 2, reviewerKind: "PARENT" });
    const high = await approved(await reviewer(), onListing, { rating: 5 });
    const middle = await approved(await reviewer(), onListing, { rating: 3 });
    await post(await reviewer(), `/api/reviews/${low}/helpful`);
    const ids = async (query: string) =>
      (await get(`/api/listings/${onListing}/reviews?${query}`)).json().content.map((item: { id: number }) => item.id);

    expect(await ids("")).toEqual([middle, high, low]);
    expect(await ids("sort=highest")).toEqual([high, middle, low]);
    expect(await ids("sort=LOWEST")).toEqual([low, middle, high]);
    expect(await ids("sort=helpful")).toEqual([low, middle, high]);
    expect(await ids("kind=parent")).toEqual([low]);
    const paged = (await get(`/api/listings/${onListing}/reviews?size=2&page=1`)).json();
    expect(paged).toMatchObject({ number: 1, size: 2, totalElements: 3, totalPages: 2, last: true });
    expect(paged.content.map((item: { id: number }) => item.id)).toEqual([low]);

    const bad = await get(`/api/listings/${onListing}/reviews?sort=random&size=500`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: "size", message: "size must be at most 50" },
      { path: "sort", message: "sort must be one of newest, highest, lowest, helpful" },
    ]);
  });
});

describe("the queue's counts", () => {
  it("count open reviews among the types", async () => {
    const counts = (await get(`${QUEUE}/refresh`, admin)).json();
    const open = await t.database.db.select().from(pendingApprovals).where(eq(pendingApprovals.contentType, "REVIEW"));
    expect(counts.REVIEW).toBe(open.filter((row) => row.status === "PENDING").length);
    expect(counts.total).toBe(counts.BLOG + counts.LISTING + counts.EVENT + counts.REVIEW + counts.REPLY);
  });
});

describe("abuse", () => {
  it("flags the same text posted on other listings for the queue", async () => {
    const text = "Copied text that appears word for word on several listings, which a real reviewer would not do.";
    await write(await reviewer(), await newListing(), { body: text });
    await write(await reviewer(), await newListing(), { body: text });
    const third = await write(await reviewer(), await newListing(), { body: `  ${text.toUpperCase()} ` });

    expect(await queueItemOf(third.id)).toMatchObject({ flag: "The same text was posted on 2 other listings." });
  });

  it("limits how many reviews one account reports in an hour", async () => {
    const ids = await publishedReviews(await newListing(), 11);
    const reporter = await reviewer();
    for (const id of ids.slice(0, 10)) {
      expect((await post(reporter, `/api/reviews/${id}/reports`, { reason: "SPAM" })).statusCode).toBe(204);
    }
    const refused = await post(reporter, `/api/reviews/${ids[10]}/reports`, { reason: "SPAM" });
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      expect.stringMatching(/^Too many reports from you\. Please try again in \d+ minutes?\.$/),
    ]);
  });

  /** Approved reviews of `onListing` by new authors, straight into the table: what the limits below are spent on. */
  async function publishedReviews(onListing: number, count: number) {
    const authors = await Promise.all(Array.from({ length: count }, () => insertUser(t.database.db)));
    const rows = await t.database.db
      .insert(reviews)
      .values(
        authors.map((author, n) => ({
          listingId: onListing,
          authorId: author.id,
          status: "PUBLISHED" as const,
          rating: 4,
          reviewerKind: "PARENT" as const,
          displayName: `Parent ${n}`,
          title: `Review ${n}`,
          body: BODY,
          bodyHash: `spent-${onListing}-${n}`,
          publishedAt: new Date(),
        })),
      )
      .returning({ id: reviews.id });
    return rows.map((row) => row.id);
  }

  it("limits how many reviews one address writes in an hour, whichever accounts write them", async () => {
    const shared = { "x-forwarded-for": "10.26.250.1" };
    // One after another: sign-ins in flight at once count against the sign-in limit of the test's address.
    const users: SignedInUser[] = [];
    for (let n = 0; n < 31; n += 1) users.push(await reviewer());
    const from = (user: SignedInUser) =>
      t.app.inject({
        method: "POST",
        url: `/api/listings/${listingId}/reviews`,
        headers: { ...user.headers, ...shared },
        payload: review(),
      });
    for (const user of users.slice(0, 30)) expect((await from(user)).statusCode).toBe(201);
    const refused = await from(users[30] as SignedInUser);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      expect.stringMatching(/^Too many reviews from you\. Please try again in \d+ minutes?\.$/),
    ]);
    // The same account from another address may still write.
    expect((await post(users[30] as SignedInUser, `/api/listings/${listingId}/reviews`, review())).statusCode).toBe(
      201,
    );
  });

  it("limits how many helpful votes one account gives in an hour", async () => {
    const ids = await publishedReviews(await newListing(), 61);
    const voter = await reviewer();
    for (const id of ids.slice(0, 60)) {
      expect((await post(voter, `/api/reviews/${id}/helpful`)).statusCode).toBe(200);
    }
    const refused = await post(voter, `/api/reviews/${ids[60]}/helpful`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      expect.stringMatching(/^Too many votes from you\. Please try again in \d+ minutes?\.$/),
    ]);
  });

  it("limits how many replies one owner writes in an hour", async () => {
    // An owner of their own: the replies of the tests before count against the shared one's hour.
    const busy = await signInAs(t, "ListingOwner", { emailVerified: true });
    const onListing = (await insertListing(t.database.db, { authorId: busy.user.id })).id;
    const ids = await publishedReviews(onListing, 31);
    for (const id of ids.slice(0, 30)) {
      expect((await put(busy, `/api/reviews/${id}/reply`, { body: "Thank you for writing." })).statusCode).toBe(200);
    }
    const refused = await put(busy, `/api/reviews/${ids[30]}/reply`, { body: "Thank you for writing." });
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      expect.stringMatching(/^Too many replies from you\. Please try again in \d+ minutes?\.$/),
    ]);
  });

  it("limits how many reviews one account writes in an hour", async () => {
    const user = await reviewer();
    for (let n = 0; n < 10; n += 1) await write(user, await newListing());
    const refused = await post(user, `/api/listings/${await newListing()}/reviews`, review());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many reviews from you\. Please try again in \d+ minutes?\.$/);
    expect(refused.headers["retry-after"]).toEqual(expect.any(String));

    t.clock.advance(61 * 60 * 1000);
    // An hour on, the access token has expired too.
    const again = { ...user, headers: bearer((await signIn(t.app, user.user.email)).access_token) };
    await write(again, await newListing());
  });
});
