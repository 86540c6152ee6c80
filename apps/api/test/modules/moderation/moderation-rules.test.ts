/**
 * The moderation rule (design brief section 5, docs/ARCHITECTURE.md "Moderation"): what a write by a
 * ListingOwner or an Administrator does to the live content and to the queue, and what the owner's
 * views show (status, rejectReason, pendingSince, pendingChanges).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingApprovals } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { eventBody, listingBody, postBody, withoutListing } from "../../helpers/content-bodies.ts";
import { insertListing } from "../../helpers/fixtures.ts";

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let reader: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t, "ListingOwner");
  admin = await signInAs(t, "Administrator");
  reader = await signInAs(t, "Reader");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

/** The approvals of a piece of content, oldest first: action, status, proposal. */
async function approvalsOf(type: "LISTING" | "EVENT" | "BLOG", contentId: number) {
  const rows = await t.database.db
    .select()
    .from(pendingApprovals)
    .where(and(eq(pendingApprovals.contentType, type), eq(pendingApprovals.contentId, contentId)))
    .orderBy(pendingApprovals.id);
  return rows.map((row) => ({ action: row.action, status: row.status, proposed: row.proposedChanges }));
}

async function decide(contentType: "LISTING" | "EVENT" | "BLOG", contentId: number, reject?: string) {
  const [open] = await t.database.db
    .select({ id: pendingApprovals.id })
    .from(pendingApprovals)
    .where(
      and(
        eq(pendingApprovals.contentType, contentType),
        eq(pendingApprovals.contentId, contentId),
        eq(pendingApprovals.status, "PENDING"),
      ),
    );
  if (!open) throw new Error("nothing to decide");
  const url = `/adminservice/api/v1/admin/pendingapprovals/${open.id}/${reject ? "reject" : "approve"}`;
  const response = await t.app.inject({
    method: "PUT",
    url,
    headers: { ...admin.headers, ...(reject ? { "content-type": "text/plain" } : {}) },
    payload: reject,
  });
  expect(response.statusCode).toBe(200);
}

/** A listing of the owner's, approved and live. */
async function publishedListing(name: string): Promise<number> {
  const id = (await call("POST", "/api/listings", owner, listingBody({ name }))).json().id as number;
  await decide("LISTING", id);
  return id;
}

describe("a ListingOwner's new content waits for moderation", () => {
  it("creates a listing PENDING with an open CREATE approval, hidden from visitors", async () => {
    const created = await call("POST", "/api/listings", owner, listingBody({ name: "Lakeside School" }));
    const body = created.json();
    expect([created.statusCode, body.status, body.rejectReason, body.pendingChanges]).toEqual([
      201,
      "PENDING",
      null,
      null,
    ]);
    expect(body.pendingSince).toBe(body.createdAt);
    expect(await approvalsOf("LISTING", body.id)).toEqual([{ action: "CREATE", status: "PENDING", proposed: null }]);
    expect((await call("GET", `/api/listings/${body.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/listings/${body.id}/manage`, owner)).json()).toEqual(body);
  });

  it("creates events and posts PENDING with an open CREATE approval", async () => {
    const listingId = await publishedListing("Hill College");
    const event = (await call("POST", "/api/events", owner, eventBody(listingId))).json();
    const post = (await call("POST", "/api/blogs", owner, postBody(listingId))).json();
    expect([event.status, post.status]).toEqual(["PENDING", "PENDING"]);
    expect(await approvalsOf("EVENT", event.id)).toEqual([{ action: "CREATE", status: "PENDING", proposed: null }]);
    expect(await approvalsOf("BLOG", post.id)).toEqual([{ action: "CREATE", status: "PENDING", proposed: null }]);
    expect((await call("GET", `/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/blogs/${post.id}`)).statusCode).toBe(404);
  });
});

describe("an Administrator's writes publish directly", () => {
  it("creates a listing, an event and a post PUBLISHED, with nothing in the queue", async () => {
    const listing = (await call("POST", "/api/listings", admin, listingBody({ name: "Admin College" }))).json();
    const event = (await call("POST", "/api/events", admin, eventBody(listing.id))).json();
    const post = (await call("POST", "/api/blogs", admin, postBody(listing.id))).json();
    expect([listing.status, event.status, post.status]).toEqual(["PUBLISHED", "PUBLISHED", "PUBLISHED"]);
    expect(listing.publishedAt).not.toBeNull();
    expect(await approvalsOf("LISTING", listing.id)).toEqual([]);
    expect((await call("GET", `/api/listings/${listing.id}`)).json().name).toBe("Admin College");
    expect((await call("GET", `/api/events/${event.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/blogs/${post.id}`)).statusCode).toBe(200);
  });

  it("publishes an owner's pending listing when editing it, and withdraws its open approval", async () => {
    const id = (await call("POST", "/api/listings", owner, listingBody({ name: "Waiting College" }))).json().id;
    const edited = await call("PUT", `/api/listings/${id}`, admin, listingBody({ name: "Checked College" }));
    expect([edited.json().status, edited.json().name, edited.json().pendingSince]).toEqual([
      "PUBLISHED",
      "Checked College",
      null,
    ]);
    expect(await approvalsOf("LISTING", id)).toEqual([{ action: "CREATE", status: "CANCELLED", proposed: null }]);
  });

  it("applies an edit of published content at once and withdraws an owner's open proposal", async () => {
    const id = await publishedListing("Old Name College");
    await call("PUT", `/api/listings/${id}`, owner, listingBody({ name: "Owner Name College" }));
    await call("PUT", `/api/listings/${id}`, admin, listingBody({ name: "Admin Name College" }));
    expect((await call("GET", `/api/listings/${id}`)).json().name).toBe("Admin Name College");
    expect((await approvalsOf("LISTING", id)).map((a) => a.status)).toEqual(["APPROVED", "CANCELLED"]);
  });
});

describe("an owner's edit of published content is a proposal", () => {
  it("keeps the live listing unchanged and shows the changed fields as pendingChanges", async () => {
    const id = await publishedListing("Green Valley College");
    const before = (await call("GET", `/api/listings/${id}`)).json();
    const edited = await call(
      "PUT",
      `/api/listings/${id}`,
      owner,
      listingBody({ name: "Green Valley University", description: "<p>Now a university.</p>" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: "PUBLISHED",
      name: "Green Valley College",
      rejectReason: null,
      pendingChanges: { name: "Green Valley University", description: "<p>Now a university.</p>" },
    });
    expect(edited.json().pendingSince).toEqual(expect.any(String));
    expect((await call("GET", `/api/listings/${id}`)).json()).toEqual(before);
    expect(await approvalsOf("LISTING", id)).toEqual([
      { action: "CREATE", status: "APPROVED", proposed: null },
      {
        action: "UPDATE",
        status: "PENDING",
        proposed: { name: "Green Valley University", description: "<p>Now a university.</p>" },
      },
    ]);
  });

  it("replaces the open proposal with a second edit, and withdraws it when an edit changes nothing", async () => {
    const id = await publishedListing("Blue Hill School");
    await call("PUT", `/api/listings/${id}`, owner, listingBody({ name: "Blue Hill High School" }));
    const second = await call(
      "PUT",
      `/api/listings/${id}`,
      owner,
      listingBody({ name: "Blue Hill School", logo: "/media/blue-hill.webp" }),
    );
    expect(second.json().pendingChanges).toEqual({ logo: "/media/blue-hill.webp" });
    expect((await approvalsOf("LISTING", id)).slice(1)).toEqual([
      { action: "UPDATE", status: "PENDING", proposed: { logo: "/media/blue-hill.webp" } },
    ]);
    const unchanged = await call("PUT", `/api/listings/${id}`, owner, listingBody({ name: "Blue Hill School" }));
    expect([unchanged.json().pendingChanges, unchanged.json().pendingSince]).toEqual([null, null]);
    expect((await approvalsOf("LISTING", id)).slice(1).map((a) => a.status)).toEqual(["CANCELLED"]);
  });

  it("proposes event and post edits the same way", async () => {
    const listingId = await publishedListing("River School");
    const eventId = (await call("POST", "/api/events", owner, eventBody(listingId))).json().id;
    const postId = (await call("POST", "/api/blogs", owner, postBody(listingId))).json().id;
    await decide("EVENT", eventId);
    await decide("BLOG", postId);
    const event = await call(
      "PUT",
      `/api/events/${eventId}`,
      owner,
      withoutListing(eventBody(listingId, { title: "Open Day, moved", startsAt: "2027-01-16T10:00", endsAt: null })),
    );
    expect([event.json().title, event.json().pendingChanges]).toEqual([
      "Open Day 2027",
      { title: "Open Day, moved", startsAt: "2027-01-16T04:30:00.000Z", endsAt: null },
    ]);
    const post = await call(
      "PUT",
      `/api/blogs/${postId}`,
      owner,
      withoutListing(postBody(listingId, { tags: ["new"] })),
    );
    expect([post.json().tags, post.json().pendingChanges]).toEqual([["admissions", "pune"], { tags: ["new"] }]);
    expect((await call("GET", `/api/events/${eventId}`)).json().title).toBe("Open Day 2027");
    expect((await call("GET", `/api/blogs/${postId}`)).json().tags).toEqual(["admissions", "pune"]);
  });
});

describe("an owner's edit of unpublished content replaces it and (re)submits it", () => {
  it("rewrites a pending listing and keeps one open CREATE approval", async () => {
    const id = (await call("POST", "/api/listings", owner, listingBody({ name: "Draft One" }))).json().id;
    const edited = await call("PUT", `/api/listings/${id}`, owner, listingBody({ name: "Draft Two" }));
    expect([edited.json().status, edited.json().name, edited.json().pendingChanges]).toEqual([
      "PENDING",
      "Draft Two",
      null,
    ]);
    expect(await approvalsOf("LISTING", id)).toEqual([{ action: "CREATE", status: "PENDING", proposed: null }]);
  });

  it("shows a rejection's reason, then resubmits the rejected listing on the next edit", async () => {
    const id = (await call("POST", "/api/listings", owner, listingBody({ name: "Vague College" }))).json().id;
    await decide("LISTING", id, "Please add the full address.");
    const rejected = (await call("GET", `/api/listings/${id}/manage`, owner)).json();
    expect([rejected.status, rejected.rejectReason, rejected.pendingSince]).toEqual([
      "REJECTED",
      "Please add the full address.",
      null,
    ]);
    const resubmitted = (
      await call("PUT", `/api/listings/${id}`, owner, listingBody({ name: "Precise College" }))
    ).json();
    expect([resubmitted.status, resubmitted.rejectReason, resubmitted.name]).toEqual([
      "PENDING",
      null,
      "Precise College",
    ]);
    expect((await approvalsOf("LISTING", id)).map((a) => `${a.action} ${a.status}`)).toEqual([
      "CREATE REJECTED",
      "CREATE PENDING",
    ]);
  });

  it("shows the reason of a rejected update on the published listing, until the next edit", async () => {
    const id = await publishedListing("Steady College");
    await call("PUT", `/api/listings/${id}`, owner, listingBody({ name: "Shouting COLLEGE!!!" }));
    await decide("LISTING", id, "Keep the official name.");
    const view = (await call("GET", `/api/listings/${id}/manage`, owner)).json();
    expect([view.status, view.name, view.rejectReason, view.pendingChanges]).toEqual([
      "PUBLISHED",
      "Steady College",
      "Keep the official name.",
      null,
    ]);
  });
});

describe("deleting withdraws what waits for moderation", () => {
  it("deletes a pending event and a pending post and cancels their approvals", async () => {
    const listingId = await publishedListing("Deleting College");
    const eventId = (await call("POST", "/api/events", owner, eventBody(listingId))).json().id;
    const postId = (await call("POST", "/api/blogs", owner, postBody(listingId))).json().id;
    expect((await call("DELETE", `/api/events/${eventId}`, owner)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/blogs/${postId}`, owner)).statusCode).toBe(204);
    expect(await approvalsOf("EVENT", eventId)).toEqual([{ action: "CREATE", status: "CANCELLED", proposed: null }]);
    expect(await approvalsOf("BLOG", postId)).toEqual([{ action: "CREATE", status: "CANCELLED", proposed: null }]);
    expect((await call("GET", `/api/events/${eventId}/manage`, owner)).statusCode).toBe(404);
  });
});

describe("the owner's lists", () => {
  let author: SignedInUser;
  let liveId: number;
  let pendingId: number;

  beforeAll(async () => {
    author = await signInAs(t, "ListingOwner");
    liveId = (await insertListing(t.database.db, { name: "A Live College", authorId: author.user.id })).id;
    pendingId = (await call("POST", "/api/listings", author, listingBody({ name: "B Waiting College" }))).json().id;
  });

  it("GET /api/listings/author/{id} shows the author and an admin every status with its moderation state", async () => {
    for (const viewer of [author, admin]) {
      const page = (await call("GET", `/api/listings/author/${author.user.id}`, viewer)).json();
      expect(
        page.content.map((l: { id: number; status: string; pendingSince: string | null }) => [
          l.id,
          l.status,
          l.pendingSince === null,
        ]),
      ).toEqual([
        [liveId, "PUBLISHED", true],
        [pendingId, "PENDING", false],
      ]);
    }
  });

  it("GET /api/listings/author/{id} shows visitors and other users the published ones, without moderation state", async () => {
    for (const viewer of [undefined, reader]) {
      const page = (await call("GET", `/api/listings/author/${author.user.id}`, viewer)).json();
      expect(page.content.map((l: { id: number }) => l.id)).toEqual([liveId]);
      expect(page.content[0]).toMatchObject({ rejectReason: null, pendingSince: null, pendingChanges: null });
    }
  });

  it("GET /api/events/listing/{id}/all and /api/blogs/listing/{id}/all: every status for the owner, published ones for others", async () => {
    const eventId = (await call("POST", "/api/events", author, eventBody(liveId))).json().id;
    const postId = (await call("POST", "/api/blogs", author, postBody(liveId))).json().id;
    const ids = (response: { json(): { content: { id: number; status: string }[] } }) =>
      response.json().content.map((item) => `${item.id} ${item.status}`);
    for (const viewer of [author, admin]) {
      expect(ids(await call("GET", `/api/events/listing/${liveId}/all`, viewer))).toEqual([`${eventId} PENDING`]);
      expect(ids(await call("GET", `/api/blogs/listing/${liveId}/all`, viewer))).toEqual([`${postId} PENDING`]);
    }
    for (const viewer of [undefined, reader]) {
      expect(ids(await call("GET", `/api/events/listing/${liveId}/all`, viewer))).toEqual([]);
      expect(ids(await call("GET", `/api/blogs/listing/${liveId}/all`, viewer))).toEqual([]);
    }
  });

  it("answers 404 to others for the content lists of an unpublished listing", async () => {
    for (const url of [`/api/events/listing/${pendingId}/all`, `/api/blogs/listing/${pendingId}/all`]) {
      expect((await call("GET", url, reader)).json()).toEqual({
        statusCode: 404,
        error: "Not Found",
        message: `Listing ${pendingId} not found`,
      });
      expect((await call("GET", url, author)).statusCode).toBe(200);
    }
  });

  it("GET /api/blogs/author/{id} carries each post's moderation state for its author", async () => {
    const page = (await call("GET", `/api/blogs/author/${author.user.id}`, author)).json();
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ status: "PENDING", rejectReason: null, pendingChanges: null });
    expect(page.content[0].pendingSince).toEqual(expect.any(String));
  });
});
