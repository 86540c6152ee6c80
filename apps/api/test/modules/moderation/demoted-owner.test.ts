/**
 * A listing owner whom an administrator demotes to Reader (issue 23 item 3; docs/product.md sections
 * 6.1 and 6.3): a plain signed-in user has no owner rights, whatever they wrote. Their listings stay
 * published and stay theirs, editable by administrators only, until they are promoted again or a new
 * owner's claim is approved.
 */
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, listings } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { bearer, type SignedInUser, signIn, signInAs } from "../../helpers/auth.ts";
import { approveClaim, claimListing } from "../../helpers/claims.ts";
import { eventBody, listingBody, postBody, withoutListing } from "../../helpers/content-bodies.ts";
import { insertBlog, insertEvent, insertListing } from "../../helpers/fixtures.ts";

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator");
});
afterAll(() => t.close());

/** The ids of a page of listings, smallest first. */
const idsOf = (page: { json(): { content: { id: number }[] } }) =>
  page
    .json()
    .content.map((row) => row.id)
    .sort((a, b) => a - b);

const NEEDS_OWNER_ROLE = { statusCode: 403, error: "Forbidden", message: "This needs the ListingOwner role." };

/** The administrators' console sets the role (PUT /users/{id}), as an administrator does by hand. */
async function setRole(user: SignedInUser, role: "Reader" | "ListingOwner") {
  const response = await t.app.inject({
    method: "PUT",
    url: `/adminservice/api/v1/users/${user.user.id}`,
    headers: admin.headers,
    payload: { role },
  });
  expect([response.statusCode, response.json().role]).toEqual([200, role]);
}

/**
 * An owner with a published listing, an event and a post under it, and a listing still waiting for
 * review; then demoted, and signed in again, so their token says Reader too (nothing stale to blame).
 */
async function demotedOwner() {
  const owner = await signInAs(t, "ListingOwner");
  const db = t.database.db;
  const listing = await insertListing(db, { name: "Hillside College", authorId: owner.user.id });
  const pending = await insertListing(db, { name: "Hillside Annexe", authorId: owner.user.id, status: "PENDING" });
  const event = await insertEvent(db, listing.id, { title: "Hillside Open Day" });
  const post = await insertBlog(db, { listingId: listing.id, authorId: owner.user.id, title: "Hillside admissions" });
  await setRole(owner, "Reader");
  const tokens = await signIn(t.app, owner.user.email);
  const demoted: SignedInUser = { user: owner.user, tokens, headers: bearer(tokens.access_token) };
  return { demoted, listing, pending, event, post };
}

describe("a demoted owner holding a fresh Reader token", () => {
  let demoted: SignedInUser;
  let listingId: number;
  let pendingId: number;
  let eventId: number;
  let postId: number;
  beforeAll(async () => {
    const made = await demotedOwner();
    demoted = made.demoted;
    listingId = made.listing.id;
    pendingId = made.pending.id;
    eventId = made.event.id;
    postId = made.post.id;
  });

  it("holds a token that says role:Reader", () => {
    expect(decodeJwt(demoted.tokens.access_token).permissions).toEqual(["role:Reader"]);
  });

  // Every owner write, and the owner's own views: refused for the role, before authorship is asked.
  const calls = () => [
    { method: "POST", url: "/api/listings", payload: listingBody() },
    { method: "PUT", url: `/api/listings/${listingId}`, payload: listingBody({ name: "Hijacked College" }) },
    { method: "GET", url: `/api/listings/${listingId}/manage` },
    { method: "POST", url: "/api/events", payload: eventBody(listingId) },
    { method: "PUT", url: `/api/events/${eventId}`, payload: withoutListing(eventBody(listingId)) },
    { method: "DELETE", url: `/api/events/${eventId}` },
    { method: "GET", url: `/api/events/${eventId}/manage` },
    { method: "POST", url: "/api/blogs", payload: postBody(listingId) },
    { method: "PUT", url: `/api/blogs/${postId}`, payload: withoutListing(postBody(listingId)) },
    { method: "DELETE", url: `/api/blogs/${postId}` },
    { method: "GET", url: `/api/blogs/${postId}/manage` },
    { method: "POST", url: "/api/media" },
  ];

  it("is refused every owner write and owner view with 403 'This needs the ListingOwner role.'", async () => {
    const answers = [];
    for (const call of calls()) {
      const response = await t.app.inject({ ...call, method: call.method as "GET", headers: demoted.headers });
      answers.push({ call: `${call.method} ${call.url}`, status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual(
      calls().map((call) => ({ call: `${call.method} ${call.url}`, status: 403, body: NEEDS_OWNER_ROLE })),
    );
  });

  it("changed nothing by trying: the listing, its event and its post are live as they were", async () => {
    const listing = await t.app.inject({ method: "GET", url: `/api/listings/${listingId}` });
    const event = await t.app.inject({ method: "GET", url: `/api/events/${eventId}` });
    const post = await t.app.inject({ method: "GET", url: `/api/blogs/${postId}` });
    expect([listing.statusCode, listing.json().name]).toEqual([200, "Hillside College"]);
    expect([event.statusCode, event.json().title]).toEqual([200, "Hillside Open Day"]);
    expect([post.statusCode, post.json().title]).toEqual([200, "Hillside admissions"]);
  });

  it("keeps the listing published, visible and authored by them", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/listings/${listingId}` });
    expect(response.json()).toMatchObject({ id: listingId, status: "PUBLISHED", authorId: demoted.user.id });
  });

  it("sees their own listings as visitors do: the published ones, without moderation state", async () => {
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/listings/author/${demoted.user.id}`,
      headers: demoted.headers,
    });
    expect(idsOf(mine)).toEqual([listingId]);
    expect(mine.json().content[0]).toMatchObject({
      status: "PUBLISHED",
      rejectReason: null,
      pendingSince: null,
      pendingChanges: null,
    });
    const asAdmin = await t.app.inject({
      method: "GET",
      url: `/api/listings/author/${demoted.user.id}`,
      headers: admin.headers,
    });
    expect(idsOf(asAdmin)).toEqual([listingId, pendingId]);
  });

  it("leaves the listing to administrators, whose edits publish at once", async () => {
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/listings/${pendingId}`,
      headers: admin.headers,
      payload: listingBody({ name: "Hillside Annexe (reviewed)" }),
    });
    expect([edit.statusCode, edit.json().status, edit.json().authorId]).toEqual([200, "PUBLISHED", demoted.user.id]);
    const live = await t.app.inject({ method: "GET", url: `/api/listings/${pendingId}` });
    expect([live.statusCode, live.json().name]).toEqual([200, "Hillside Annexe (reviewed)"]);
  });
});

describe("a demoted owner promoted again", () => {
  it("gets the rights back on the listings they still author", async () => {
    const { demoted, listing } = await demotedOwner();
    const edit = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/listings/${listing.id}`,
        headers: demoted.headers,
        payload: listingBody({ name: "Hillside College of Science" }),
      });
    expect((await edit()).json()).toEqual(NEEDS_OWNER_ROLE);
    await setRole(demoted, "ListingOwner");
    // The server reads the role from the account, not the token: the same token works again.
    const response = await edit();
    expect([response.statusCode, response.json().pendingChanges?.name]).toEqual([200, "Hillside College of Science"]);
  });
});

describe("claiming a demoted owner's listing", () => {
  it("is open to a new owner: the approved claimant becomes its author with the owner's rights", async () => {
    const { demoted, listing } = await demotedOwner();
    const claimant = await signInAs(t, "Reader");
    const claimId = await claimListing(t, claimant, listing.id);
    const approval = await approveClaim(t, admin, claimId);
    expect([approval.statusCode, approval.json().status]).toEqual([200, "APPROVED"]);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.authorId).toBe(claimant.user.id);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(claimId)));
    expect(audit?.details).toMatchObject({ listingAuthor: { before: demoted.user.id, after: claimant.user.id } });

    const edit = (who: SignedInUser) =>
      t.app.inject({
        method: "PUT",
        url: `/api/listings/${listing.id}`,
        headers: who.headers,
        payload: listingBody({ name: "Hillside College" }),
      });
    expect((await edit(claimant)).statusCode).toBe(200);
    await setRole(demoted, "ListingOwner");
    // Promoted again, the former author is just another owner of someone else's listing now.
    expect((await edit(demoted)).json()).toEqual({
      statusCode: 403,
      error: "Forbidden",
      message: "This listing does not belong to you.",
    });
  });

  it("passes on again when an owner who got it by a claim is demoted in turn (one approved claim at a time, not one ever)", async () => {
    const owner = await signInAs(t, "Reader");
    const listing = await insertListing(t.database.db, { name: "Riverside School", authorId: null });
    const claimAndApprove = async (claimant: SignedInUser) =>
      approveClaim(t, admin, await claimListing(t, claimant, listing.id));
    const first = await claimAndApprove(owner);
    expect([first.statusCode, first.json().status]).toEqual([200, "APPROVED"]);
    await setRole(owner, "Reader");

    const successor = await signInAs(t, "Reader");
    const second = await claimAndApprove(successor);
    expect([second.statusCode, second.json().status]).toEqual([200, "APPROVED"]);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.authorId).toBe(successor.user.id);
  });
});
