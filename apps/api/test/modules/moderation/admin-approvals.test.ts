/**
 * The moderation queue of the admin service (issue 11): /adminservice/api/v1/admin/pendingapprovals,
 * its refusals, and what each decision does: the content, one audit row, one e-mail, 409 afterwards.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, listings } from "../../../src/db/schema.ts";
import { SIGN_IN_REQUIRED } from "../../../src/plugins/auth-guards.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { COLLEGE_FACTS, eventBody, listingBody, postBody, withoutListing } from "../../helpers/content-bodies.ts";

const BASE = "/adminservice/api/v1/admin/pendingapprovals";

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let reader: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t, "ListingOwner", { fullName: "Asha Owner" });
  admin = await signInAs(t, "Administrator");
  reader = await signInAs(t, "Reader");
});
afterAll(() => t.close());
beforeEach(() => {
  t.sentMail.length = 0;
});

const call = (method: "GET" | "POST" | "PUT", url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });
const approve = (id: number) => t.app.inject({ method: "PUT", url: `${BASE}/${id}/approve`, headers: admin.headers });
const reject = (id: number, payload: string, contentType = "text/plain") =>
  t.app.inject({
    method: "PUT",
    url: `${BASE}/${id}/reject`,
    headers: { ...admin.headers, "content-type": contentType },
    payload,
  });

/** The open queue item of one piece of content. */
async function itemOf(contentType: string, contentId: number) {
  const page = (await call("GET", `${BASE}?size=100`, admin)).json();
  const item = page.content.find(
    (i: { contentType: string; contentId: number }) => i.contentType === contentType && i.contentId === contentId,
  );
  if (!item) throw new Error(`no open item for ${contentType} ${contentId}`);
  return item;
}

async function auditRowsOf(entityType: string, entityId: number) {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)));
  return rows.filter((row) => row.entityType === entityType);
}

async function newPendingListing(name: string): Promise<number> {
  return (await call("POST", "/api/listings", owner, listingBody({ name }))).json().id;
}

describe("who may use the queue", () => {
  const CALLS: [string, string, object?][] = [
    ["GET", BASE],
    ["GET", `${BASE}/LISTING`],
    ["GET", `${BASE}/refresh`],
    ["PUT", `${BASE}/1/approve`],
    ["PUT", `${BASE}/1/reject`],
  ];

  it.each(CALLS)("%s %s: 401 without a token, 403 for a Reader and a ListingOwner", async (method, url) => {
    const headers = { "content-type": "text/plain" };
    const asVisitor = await t.app.inject({ method: method as "GET", url, headers, payload: "x" });
    expect([asVisitor.statusCode, asVisitor.json()]).toEqual([
      401,
      { statusCode: 401, error: "Unauthorized", message: SIGN_IN_REQUIRED },
    ]);
    for (const user of [reader, owner]) {
      const response = await t.app.inject({
        method: method as "GET",
        url,
        headers: { ...headers, ...user.headers },
        payload: "x",
      });
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { statusCode: 403, error: "Forbidden", message: "This needs the Administrator role." },
      ]);
    }
  });
});

describe("reading the queue", () => {
  let listingId: number;
  let eventId: number;
  let postId: number;

  beforeAll(async () => {
    const live = (await call("POST", "/api/listings", admin, listingBody({ name: "Queue College" }))).json().id;
    await t.database.db.update(listings).set({ authorId: owner.user.id }).where(eq(listings.id, live));
    listingId = await newPendingListing("Queued School");
    eventId = (await call("POST", "/api/events", owner, eventBody(live))).json().id;
    postId = (await call("POST", "/api/blogs", owner, postBody(live))).json().id;
  });

  it("lists every type oldest first, with the submitter and the proposed version", async () => {
    const page = (await call("GET", BASE, admin)).json();
    const mine = page.content.filter((i: { contentId: number; contentType: string }) =>
      [`LISTING ${listingId}`, `EVENT ${eventId}`, `BLOG ${postId}`].includes(`${i.contentType} ${i.contentId}`),
    );
    expect(mine.map((i: { contentType: string }) => i.contentType)).toEqual(["LISTING", "EVENT", "BLOG"]);
    const listing = mine[0];
    expect(listing).toMatchObject({
      contentId: listingId,
      action: "CREATE",
      title: "Queued School",
      listingId,
      listingName: "Queued School",
      submittedBy: { id: owner.user.id, fullName: "Asha Owner", email: owner.user.email },
      status: "PENDING",
      reason: null,
      decidedAt: null,
      current: null,
    });
    expect(listing.proposed).toEqual({
      type: "COLLEGE",
      name: "Queued School",
      description: "<p>A college by the <strong>river</strong>.</p>",
      address: {
        line1: "12 River Road",
        line2: null,
        city: "Pune",
        state: "Maharashtra",
        postalCode: "411001",
        country: "India",
        latitude: 18.52,
        longitude: 73.85,
      },
      contact: { phone: "+91 20 1234 5678", email: "office@riverside.example", website: "https://riverside.example" },
      logo: "/media/riverside-logo.webp",
      coverPicture: "https://images.example/riverside.jpg",
      details: COLLEGE_FACTS,
    });
    expect(mine[1]).toMatchObject({ title: "Open Day 2027", listingName: "Queue College", current: null });
    expect(mine[2]).toMatchObject({ title: "Admissions open for 2027", listingName: "Queue College", current: null });
  });

  it("filters by type in any letter case, and refuses other types with a 400", async () => {
    for (const type of ["BLOG", "blog", "Blog"]) {
      const page = (await call("GET", `${BASE}/${type}`, admin)).json();
      expect(page.content.every((i: { contentType: string }) => i.contentType === "BLOG")).toBe(true);
      expect(page.content.some((i: { contentId: number }) => i.contentId === postId)).toBe(true);
    }
    const wrong = await call("GET", `${BASE}/NEWS`, admin);
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      400,
      "type must be one of BLOG, LISTING, EVENT, REVIEW, REPLY",
    ]);
  });

  it("pages like the other paged calls", async () => {
    const total = (await call("GET", `${BASE}/refresh`, admin)).json().total;
    const first = (await call("GET", `${BASE}?page=0&size=1`, admin)).json();
    expect({ ...first, content: first.content.length }).toEqual({
      content: 1,
      number: 0,
      size: 1,
      totalElements: total,
      totalPages: total,
      first: true,
      last: total === 1,
    });
    const bad = await call("GET", `${BASE}?size=101`, admin);
    expect([bad.statusCode, bad.json().message]).toEqual([400, "size must be at most 100"]);
  });

  it("counts the open items per type and in total", async () => {
    const counts = (await call("GET", `${BASE}/refresh`, admin)).json();
    expect(counts.total).toBe(counts.BLOG + counts.LISTING + counts.EVENT);
    expect(counts.BLOG).toBeGreaterThanOrEqual(1);
    expect(counts.EVENT).toBeGreaterThanOrEqual(1);
    await call("POST", "/api/listings", owner, listingBody({ name: "One More" }));
    expect((await call("GET", `${BASE}/refresh`, admin)).json()).toEqual({
      ...counts,
      LISTING: counts.LISTING + 1,
      total: counts.total + 1,
    });
  });
});

describe("approving", () => {
  it("publishes new content, records the decision, writes one audit row and one e-mail; a second decision is a 409", async () => {
    const id = await newPendingListing("Approved College");
    const item = await itemOf("LISTING", id);
    const decided = await approve(item.id);
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ id: item.id, status: "APPROVED", reason: null, action: "CREATE" });
    expect(decided.json().decidedAt).toEqual(expect.any(String));
    expect((await call("GET", `/api/listings/${id}`)).json().status).toBe("PUBLISHED");

    const audit = await auditRowsOf("LISTING", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, action: "APPROVE_CONTENT", entityId: String(id) });
    expect(audit[0]?.details).toMatchObject({
      approvalId: item.id,
      approvalAction: "CREATE",
      before: { status: "PENDING" },
      after: { status: "PUBLISHED" },
    });
    expect(t.sentMail).toEqual([
      {
        to: owner.user.email,
        subject: 'Your listing "Approved College" is now published',
        text: [
          "Hello Asha Owner,",
          "",
          'Your listing "Approved College" was approved by an administrator and is now live.',
          "",
          "Your listings, events and posts: http://localhost:3000/user-profile",
          "",
        ].join("\n"),
      },
    ]);

    for (const second of [await approve(item.id), await reject(item.id, "Too late")]) {
      expect([second.statusCode, second.json()]).toEqual([
        409,
        {
          statusCode: 409,
          error: "Conflict",
          message: `Pending approval ${item.id} is no longer pending: it was already approved.`,
        },
      ]);
    }
    expect(await auditRowsOf("LISTING", id)).toHaveLength(1);
    expect(t.sentMail).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous approvals win", async () => {
    const id = await newPendingListing("Raced College");
    const item = await itemOf("LISTING", id);
    const statuses = (await Promise.all([approve(item.id), approve(item.id)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await auditRowsOf("LISTING", id)).toHaveLength(1);
    expect(t.sentMail).toHaveLength(1);
  });

  it("applies exactly the proposed fields of an update to the live row", async () => {
    const id = await newPendingListing("Exact College");
    await approve((await itemOf("LISTING", id)).id);
    await call(
      "PUT",
      `/api/listings/${id}`,
      owner,
      listingBody({ name: "Exact University", description: "<p>Bigger now.</p>" }),
    );
    // A field outside the proposal changes meanwhile: approving must not write it back.
    await t.database.db.update(listings).set({ logo: "/media/changed-meanwhile.webp" }).where(eq(listings.id, id));
    const item = await itemOf("LISTING", id);
    expect(item).toMatchObject({ action: "UPDATE", title: "Exact College" });
    expect(item.current).toMatchObject({ name: "Exact College", logo: "/media/changed-meanwhile.webp" });
    expect(item.proposed).toEqual({ ...item.current, name: "Exact University", description: "<p>Bigger now.</p>" });
    const before = (await call("GET", `/api/listings/${id}`)).json();

    expect((await approve(item.id)).statusCode).toBe(200);
    const after = (await call("GET", `/api/listings/${id}`)).json();
    expect(after).toEqual({
      ...before,
      name: "Exact University",
      slug: "exact-university",
      description: "<p>Bigger now.</p>",
      excerpt: "Bigger now.",
      updatedAt: after.updatedAt,
    });
    expect((await call("GET", `/api/listings/${id}/manage`, owner)).json().pendingChanges).toBeNull();
    expect(t.sentMail.at(-1)?.subject).toBe('Your changes to the listing "Exact University" are now published');
  });

  it("publishes a new event and applies a post update", async () => {
    const live = (await call("POST", "/api/listings", admin, listingBody({ name: "Host College" }))).json().id;
    await t.database.db.update(listings).set({ authorId: owner.user.id }).where(eq(listings.id, live));
    const eventId = (await call("POST", "/api/events", owner, eventBody(live))).json().id;
    await approve((await itemOf("EVENT", eventId)).id);
    expect((await call("GET", `/api/events/${eventId}`)).json().status).toBe("PUBLISHED");

    const postId = (await call("POST", "/api/blogs", admin, postBody(live))).json().id;
    await call(
      "PUT",
      `/api/blogs/${postId}`,
      owner,
      withoutListing(postBody(live, { title: "Admissions close soon" })),
    );
    expect((await call("GET", `/api/blogs/${postId}`)).json().title).toBe("Admissions open for 2027");
    await approve((await itemOf("BLOG", postId)).id);
    expect((await call("GET", `/api/blogs/${postId}`)).json().title).toBe("Admissions close soon");
    expect((await auditRowsOf("BLOG", postId)).map((row) => row.action)).toEqual(["APPROVE_CONTENT"]);
  });
});

describe("rejecting", () => {
  it("rejects new content with the reason, which its owner sees, and e-mails it", async () => {
    const id = await newPendingListing("Rejected College");
    const item = await itemOf("LISTING", id);
    const decided = await reject(item.id, "  The address is missing.  ");
    expect(decided.json()).toMatchObject({ status: "REJECTED", reason: "The address is missing." });
    const view = (await call("GET", `/api/listings/${id}/manage`, owner)).json();
    expect([view.status, view.rejectReason]).toEqual(["REJECTED", "The address is missing."]);
    expect((await call("GET", `/api/listings/${id}`)).statusCode).toBe(404);
    const audit = await auditRowsOf("LISTING", id);
    expect(audit.map((row) => [row.action, row.details?.reason])).toEqual([
      ["REJECT_CONTENT", "The address is missing."],
    ]);
    expect(t.sentMail).toEqual([
      {
        to: owner.user.email,
        subject: 'Your listing "Rejected College" was not approved',
        text: [
          "Hello Asha Owner,",
          "",
          'Your listing "Rejected College" was reviewed by an administrator and not approved.',
          "",
          "Reason: The address is missing.",
          "",
          "You can edit the listing and submit it again.",
          "",
          "Your listings, events and posts: http://localhost:3000/user-profile",
          "",
        ].join("\n"),
      },
    ]);
  });

  it("leaves the live row unchanged when it rejects an update, and drops the proposal", async () => {
    const id = await newPendingListing("Unchanged College");
    await approve((await itemOf("LISTING", id)).id);
    const before = (await call("GET", `/api/listings/${id}`)).json();
    await call("PUT", `/api/listings/${id}`, owner, listingBody({ name: "Changed College", logo: null }));
    const item = await itemOf("LISTING", id);
    expect((await reject(item.id, "No.")).statusCode).toBe(200);
    expect((await call("GET", `/api/listings/${id}`)).json()).toEqual(before);
    const view = (await call("GET", `/api/listings/${id}/manage`, owner)).json();
    expect([view.pendingChanges, view.rejectReason]).toEqual([null, "No."]);
    expect(t.sentMail.at(-1)?.subject).toBe('Your changes to the listing "Unchanged College" were not approved');
    expect(t.sentMail.at(-1)?.text).toContain("The published version stays online unchanged.");
  });

  it("takes the reason as text/plain, as a JSON string or as { reason }", async () => {
    const bodies: [string, string][] = [
      ["text/plain", "Plain reason"],
      ["application/json", JSON.stringify("JSON string reason")],
      ["application/json", JSON.stringify({ reason: "Object reason" })],
    ];
    for (const [contentType, payload] of bodies) {
      const id = await newPendingListing(`Reason ${contentType} ${payload.length}`);
      const response = await reject((await itemOf("LISTING", id)).id, payload, contentType);
      expect([response.statusCode, response.json().reason]).toEqual([
        200,
        payload.startsWith("{") ? "Object reason" : payload.replace(/"/g, ""),
      ]);
    }
  });

  it("refuses a missing, blank or too long reason, and decides nothing", async () => {
    const id = await newPendingListing("Unreasoned College");
    const item = await itemOf("LISTING", id);
    const cases: [string, string][] = [
      ["", "body: reason is required"],
      ["   ", "body: reason is required"],
      ["x".repeat(1001), "body: reason must be at most 1000 characters"],
    ];
    for (const [payload, message] of cases) {
      const response = await reject(item.id, payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    const noBody = await t.app.inject({ method: "PUT", url: `${BASE}/${item.id}/reject`, headers: admin.headers });
    expect([noBody.statusCode, noBody.json().message]).toEqual([400, "body: reason is required"]);
    expect((await itemOf("LISTING", id)).status).toBe("PENDING");
    expect(t.sentMail).toEqual([]);
  });

  it("answers 404 for an unknown approval and 400 for an id that is not one", async () => {
    expect((await approve(999999)).json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Pending approval 999999 not found",
    });
    const bad = await t.app.inject({ method: "PUT", url: `${BASE}/abc/approve`, headers: admin.headers });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "id must be a positive whole number"]);
  });
});
