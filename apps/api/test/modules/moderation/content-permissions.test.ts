/**
 * Who may write content (docs/product.md sections 4 to 6, issue 10): every write endpoint called as a
 * visitor, a Reader (refused for the role: a plain signed-in user has no owner rights), another
 * ListingOwner, the listing's owner and an Administrator (a demoted owner: demoted-owner.test.ts); the
 * published rule with listing 1749; and the input checks of the write bodies.
 */
import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_REQUIRED } from "../../../src/plugins/auth-guards.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { eventBody, listingBody, postBody, withoutListing } from "../../helpers/content-bodies.ts";
import { insertBlog, insertEvent, insertListing } from "../../helpers/fixtures.ts";

let t: TestApp;
let reader: SignedInUser;
let otherOwner: SignedInUser;
let owner: SignedInUser;
let admin: SignedInUser;
let listingId: number;
let eventId: number;
let postId: number;
let pendingListingId: number;

beforeAll(async () => {
  t = await createTestApp();
  reader = await signInAs(t, "Reader");
  otherOwner = await signInAs(t, "ListingOwner");
  owner = await signInAs(t, "ListingOwner");
  admin = await signInAs(t, "Administrator");
  const db = t.database.db;
  listingId = (await insertListing(db, { name: "Owned College", authorId: owner.user.id })).id;
  eventId = (await insertEvent(db, listingId)).id;
  postId = (await insertBlog(db, { listingId, authorId: owner.user.id })).id;
  pendingListingId = (await insertListing(db, { name: "Pending College", authorId: owner.user.id, status: "PENDING" }))
    .id;
  // The special listing counts as published whatever its status says.
  await insertListing(db, { id: SPECIAL_LISTING_ID, name: "Special", authorId: owner.user.id, status: "DRAFT" });
});
afterAll(() => t.close());

type Actor = "visitor" | "reader" | "otherOwner" | "owner" | "admin";
const ACTORS: Actor[] = ["visitor", "reader", "otherOwner", "owner", "admin"];
const headersOf = (actor: Actor) =>
  ({ visitor: {}, reader: reader.headers, otherOwner: otherOwner.headers, owner: owner.headers, admin: admin.headers })[
    actor
  ];

const UNAUTHORIZED = { statusCode: 401, error: "Unauthorized", message: SIGN_IN_REQUIRED };
const forbidden = (message: string) => ({ statusCode: 403, error: "Forbidden", message });
const NEEDS_OWNER_ROLE = forbidden("This needs the ListingOwner role.");
const NOT_YOUR_LISTING = forbidden("This listing does not belong to you.");
const NOT_YOUR_EVENT = forbidden("This event does not belong to you.");
const NOT_YOUR_POST = forbidden("This post does not belong to you.");

interface Call {
  method: "POST" | "PUT" | "DELETE" | "GET";
  url: string;
  payload?: object;
}

/** Each endpoint, and what each actor gets: a refusal body, or the success status. */
const MATRIX: { name: string; call: () => Promise<Call> | Call; expected: Record<Actor, number | object> }[] = [
  {
    name: "POST /api/listings",
    call: () => ({ method: "POST", url: "/api/listings", payload: listingBody() }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: 201, owner: 201, admin: 201 },
  },
  {
    name: "PUT /api/listings/{id}",
    call: () => ({ method: "PUT", url: `/api/listings/${listingId}`, payload: listingBody({ name: "Owned College" }) }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_LISTING, owner: 200, admin: 200 },
  },
  {
    name: "GET /api/listings/{id}/manage",
    call: () => ({ method: "GET", url: `/api/listings/${listingId}/manage` }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_LISTING, owner: 200, admin: 200 },
  },
  {
    name: "POST /api/events",
    call: () => ({ method: "POST", url: "/api/events", payload: eventBody(listingId) }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_LISTING, owner: 201, admin: 201 },
  },
  {
    name: "PUT /api/events/{id}",
    call: () => ({ method: "PUT", url: `/api/events/${eventId}`, payload: withoutListing(eventBody(listingId)) }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_EVENT, owner: 200, admin: 200 },
  },
  {
    name: "DELETE /api/events/{id}",
    call: async () => ({ method: "DELETE", url: `/api/events/${(await insertEvent(t.database.db, listingId)).id}` }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_EVENT, owner: 204, admin: 204 },
  },
  {
    name: "GET /api/events/{id}/manage",
    call: () => ({ method: "GET", url: `/api/events/${eventId}/manage` }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_EVENT, owner: 200, admin: 200 },
  },
  {
    name: "POST /api/blogs",
    call: () => ({ method: "POST", url: "/api/blogs", payload: postBody(listingId) }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_LISTING, owner: 201, admin: 201 },
  },
  {
    name: "PUT /api/blogs/{id}",
    call: () => ({ method: "PUT", url: `/api/blogs/${postId}`, payload: withoutListing(postBody(listingId)) }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_POST, owner: 200, admin: 200 },
  },
  {
    name: "DELETE /api/blogs/{id}",
    call: async () => ({
      method: "DELETE",
      url: `/api/blogs/${(await insertBlog(t.database.db, { listingId, authorId: owner.user.id })).id}`,
    }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_POST, owner: 204, admin: 204 },
  },
  {
    name: "GET /api/blogs/{id}/manage",
    call: () => ({ method: "GET", url: `/api/blogs/${postId}/manage` }),
    expected: { visitor: UNAUTHORIZED, reader: NEEDS_OWNER_ROLE, otherOwner: NOT_YOUR_POST, owner: 200, admin: 200 },
  },
];

describe("the permission matrix", () => {
  for (const row of MATRIX) {
    it.each(ACTORS)(`${row.name} as %s`, async (actor) => {
      const call = await row.call();
      const response = await t.app.inject({ ...call, headers: headersOf(actor) });
      const expected = row.expected[actor];
      if (typeof expected === "number") {
        expect(response.statusCode).toBe(expected);
      } else {
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: (expected as { statusCode: number }).statusCode,
          body: expected,
        });
      }
    });
  }

  it("answers a visitor 401 before reading the body (a bad body is still a 401)", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/listings", payload: { name: "" } });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
  });

  it("answers 404 for unknown content, to those who may write", async () => {
    const put = (url: string, payload: object) => t.app.inject({ method: "PUT", url, payload, headers: owner.headers });
    expect((await put("/api/listings/999999", listingBody())).json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Listing 999999 not found",
    });
    expect((await put("/api/events/999999", withoutListing(eventBody(listingId)))).json().message).toBe(
      "Event 999999 not found",
    );
    expect((await put("/api/blogs/999999", withoutListing(postBody(listingId)))).json().message).toBe(
      "Post 999999 not found",
    );
    const event = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: eventBody(999999),
      headers: owner.headers,
    });
    expect(event.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Listing 999999 not found" });
  });
});

describe("events and posts need a published listing (1749 counts as published)", () => {
  const NOT_PUBLISHED = (id: number) => ({
    statusCode: 409,
    error: "Conflict",
    message: `Listing ${id} is not published: events and posts can be added to published listings only.`,
  });

  it.each(["owner", "admin"] as const)(
    "refuses an event and a post under a pending listing, for the %s",
    async (actor) => {
      const headers = headersOf(actor);
      const event = await t.app.inject({
        method: "POST",
        url: "/api/events",
        payload: eventBody(pendingListingId),
        headers,
      });
      const post = await t.app.inject({
        method: "POST",
        url: "/api/blogs",
        payload: postBody(pendingListingId),
        headers,
      });
      expect([event.statusCode, event.json()]).toEqual([409, NOT_PUBLISHED(pendingListingId)]);
      expect([post.statusCode, post.json()]).toEqual([409, NOT_PUBLISHED(pendingListingId)]);
    },
  );

  it("accepts an event and a post under listing 1749 although its status is DRAFT", async () => {
    const headers = owner.headers;
    const event = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: eventBody(SPECIAL_LISTING_ID),
      headers,
    });
    const post = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      payload: postBody(SPECIAL_LISTING_ID),
      headers,
    });
    expect([event.statusCode, event.json().listingId, event.json().status]).toEqual([
      201,
      SPECIAL_LISTING_ID,
      "PENDING",
    ]);
    expect([post.statusCode, post.json().listingId, post.json().status]).toEqual([201, SPECIAL_LISTING_ID, "PENDING"]);
  });

  it("checks ownership before the published rule: another owner gets 403, not 409", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: eventBody(pendingListingId),
      headers: otherOwner.headers,
    });
    expect(response.json()).toEqual(NOT_YOUR_LISTING);
  });
});

describe("the write bodies are checked", () => {
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers: admin.headers });

  it("names every failing field of a listing", async () => {
    const response = await post(
      "/api/listings",
      listingBody({
        name: "  ",
        logo: "javascript:alert(1)",
        coverPicture: "http://plain.example/x.png",
        contact: { phone: "call me", email: "nope", website: "ftp://x.example" },
        details: { kind: "SCHOOL", boards: ["CBSE"], grades: null, medium: null },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "name", message: "name is required" },
      {
        path: "contact.phone",
        message: "contact.phone must be a telephone number: digits, spaces, dashes, brackets, an optional leading +",
      },
      { path: "contact.email", message: "contact.email must be a valid e-mail address" },
      { path: "contact.website", message: "contact.website must be an http or https address" },
      { path: "logo", message: "logo must be an uploaded image (/media/...) or an https address" },
      { path: "coverPicture", message: "coverPicture must be an uploaded image (/media/...) or an https address" },
      { path: "details.kind", message: "details.kind must match type" },
    ]);
  });

  it("refuses a NUL byte and over-long text with a 400 naming the field, never a 500", async () => {
    const cases: [string, object, string][] = [
      ["/api/listings", listingBody({ name: "Nul\u0000College" }), "name must not contain control characters"],
      [
        "/api/listings",
        listingBody({ description: "<p>a\u0000b</p>" }),
        "description must not contain control characters other than tabs and line breaks",
      ],
      ["/api/listings", listingBody({ name: "x".repeat(201) }), "name must be at most 200 characters"],
      ["/api/events", eventBody(listingId, { fee: "Free\u0000" }), "fee must not contain control characters"],
      [
        "/api/blogs",
        postBody(listingId, { content: "x".repeat(100_001) }),
        "content must be at most 100000 characters",
      ],
      ["/api/blogs", postBody(listingId, { tags: ["a\u0000"] }), "tags.0: tags must not contain control characters"],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });

  it("refuses image addresses that are not ours or not https", async () => {
    for (const logo of [
      "data:image/svg+xml,<svg onload=alert(1)>",
      "//evil.example/x.png",
      "/media/../secrets",
      "/media/a b.png",
      "http://evil.example/x.png",
    ]) {
      const response = await post("/api/listings", listingBody({ logo }));
      expect([logo, response.statusCode]).toEqual([logo, 400]);
    }
  });

  it("refuses an event with no place, an end before its start, and unknown lookup codes", async () => {
    const noPlace = await post("/api/events", eventBody(listingId, { address: null, onlineUrl: null }));
    expect(noPlace.json().issues).toEqual([
      { path: "address", message: "address or onlineUrl is required: where the event happens" },
    ]);
    const backwards = await post("/api/events", eventBody(listingId, { endsAt: "2027-01-15T09:00" }));
    expect(backwards.json().issues).toEqual([{ path: "endsAt", message: "endsAt must not be before the start" }]);
    const unknownType = await post("/api/events", eventBody(listingId, { eventType: "RAVE" }));
    expect(unknownType.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message:
        "eventType must be one of OPEN_DAY, ADMISSION_FAIR, WORKSHOP, SEMINAR, WEBINAR, CONFERENCE, COMPETITION, EXAM_PREP, CULTURAL, SPORTS",
    });
  });

  it("stores event times given without an offset in the event's time zone, in UTC", async () => {
    const response = await post("/api/events", eventBody(listingId, { startsAt: "2027-01-15T10:00", endsAt: null }));
    expect([response.json().startsAt, response.json().timeZone]).toEqual(["2027-01-15T04:30:00.000Z", "Asia/Kolkata"]);
  });

  it("refuses a post of an unknown category and keeps tags in lower case, once each", async () => {
    const unknown = await post("/api/blogs", postBody(listingId, { category: "gossip" }));
    expect(unknown.json().issues).toEqual([
      {
        path: "category",
        message:
          "category must be one of admissions, exams, scholarships, careers, technology, campus-life, policy, study-abroad, events",
      },
    ]);
    const tagged = await post(
      "/api/blogs",
      postBody(listingId, { category: "Campus Life", tags: ["CBSE", "cbse", " Pune "] }),
    );
    expect([tagged.json().category, tagged.json().tags]).toEqual(["campus-life", ["cbse", "pune"]]);
  });
});
