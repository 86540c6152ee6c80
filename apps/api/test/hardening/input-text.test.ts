/**
 * Issue 8 items 3 to 5: every text field is capped and refuses control characters with a 400 that
 * names the field, before the value can reach the database, the log or an e-mail. Issue 23 item 5:
 * and refuses text that is not well-formed Unicode (a lone UTF-16 surrogate), which PostgreSQL cannot
 * store.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, pendingApprovals, searchClickCounts, users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { newAddresses, passwordGrant, signInAs, TEST_CLIENT_ID, TEST_PASSWORD } from "../helpers/auth.ts";
import { eventBody, listingBody, postBody, withoutListing } from "../helpers/content-bodies.ts";
import { insertBlog, insertEvent, insertListing } from "../helpers/fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fromNewAddress = newAddresses("10.80.0");

const validContact = {
  name: "Anita Desai",
  email: "anita@parents.example",
  subject: "Admissions question",
  message: "Do you list boarding schools in Dehradun?",
};

describe("a NUL byte answers 400 naming the field, never 500", () => {
  it.each([
    ["name", "name must not contain control characters"],
    ["email", "email must not contain control characters"],
    ["subject", "subject must not contain control characters"],
    ["message", "message must not contain control characters other than tabs and line breaks"],
  ])("in the contact form's %s", async (field, message) => {
    const payload = { ...validContact, [field]: `${validContact[field as keyof typeof validContact]}\u0000x` };
    const response = await t.app.inject({ method: "POST", url: "/api/contact", headers: fromNewAddress(), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message });
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
  });

  it("in the profile's full name", async () => {
    const me = await signInAs(t, "Reader", { fullName: "Ravi Kumar" });
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${me.user.id}`,
      headers: me.headers,
      payload: { fullName: "Ravi\u0000Kumar" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      message: "fullName must not contain control characters",
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(stored?.fullName).toBe("Ravi Kumar");
  });

  it("in the sign-up name (user_metadata.full_name)", async () => {
    const response = await signUp({ full_name: "Nul\u0000Name" }, "nul.name@example.com");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "invalid_request",
      error_description: expect.stringContaining("full_name must not contain control characters"),
    });
    await expectNoAccount("nul.name@example.com");
  });

  it("in the sign-in username and password", async () => {
    const username = await passwordGrant(t.app, "reader\u0000@example.com", TEST_PASSWORD, {}, fromNewAddress());
    expect(username.statusCode).toBe(400);
    expect(username.json()).toMatchObject({
      error: "invalid_request",
      error_description: "username must not contain control characters",
    });
    const password = await passwordGrant(t.app, "reader@example.com", "pass\u0000word", {}, fromNewAddress());
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({
      error: "invalid_request",
      error_description: "password must not contain control characters",
    });
  });
});

describe("a 1,000,000-character username on POST /auth/oauth/token", () => {
  const huge = "u".repeat(1_000_000);

  // One issue, the length: the checks after it (and the password hash) never ran on the huge value.
  it("answers 400 with one short message that does not echo the value (JSON body)", async () => {
    const response = await passwordGrant(t.app, huge, TEST_PASSWORD, {}, fromNewAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "invalid_request",
      error_description: "username must be at most 254 characters",
      issues: [{ path: "username", message: "username must be at most 254 characters" }],
    });
  });

  it("answers the same for a form-encoded body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded", ...fromNewAddress() },
      payload: new URLSearchParams({
        grant_type: "password",
        client_id: TEST_CLIENT_ID,
        username: huge,
        password: TEST_PASSWORD,
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe("username must be at most 254 characters");
  });
});

describe("single-line fields refuse line breaks", () => {
  it("so a sign-up name cannot make the verification e-mail read as the site's own words", async () => {
    const phishing = "Customer,\n\nYour account was locked. Restore it now: https://evil.example/restore";
    const response = await signUp({ full_name: phishing }, "phished@example.com");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "invalid_request",
      error_description: expect.stringContaining("full_name must be on one line"),
    });
    await expectNoAccount("phished@example.com");
    expect(t.sentMail.filter((mail) => mail.to === "phished@example.com")).toEqual([]);
  });

  it("while the contact message keeps its line breaks", async () => {
    const message = "Hello,\r\n\r\nDo you list boarding schools?\n\tThanks";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: fromNewAddress(),
      payload: { ...validContact, message },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("a lone UTF-16 surrogate answers 400 naming the field, never 500", () => {
  /** The half of a surrogate pair the fuzzer sent; JSON can carry it (as the escape \ud800), PostgreSQL cannot. */
  const LONE = "\ud800";

  /** The body as JSON text: JSON.stringify writes a lone surrogate as the escape `\ud800`, as the fuzzer sent it. */
  function jsonText(body: unknown): string {
    const text = JSON.stringify(body);
    expect(text).toContain("\\ud800");
    return text;
  }

  function send(method: "POST" | "PUT" | "PATCH", url: string, body: unknown, headers: Record<string, string> = {}) {
    return t.app.inject({
      method,
      url,
      headers: { "content-type": "application/json", ...headers },
      payload: jsonText(body),
    });
  }

  /** The 400 of a field; an entry of a list is named by its place ("tags.1: tags must..."). */
  const refusal = (path: string, field = path) => {
    const message = `${field} must be valid Unicode text`;
    return {
      statusCode: 400,
      error: "Bad Request",
      message: path === field ? message : `${path}: ${message}`,
      issues: [{ path, message }],
    };
  };

  it("in a new listing's address", async () => {
    const owner = await signInAs(t, "ListingOwner");
    const body = listingBody({ name: "Lone Surrogate College" });
    const response = await send(
      "POST",
      "/api/listings",
      { ...body, address: { ...body.address, line1: `12 River Road${LONE}` } },
      owner.headers,
    );
    expect([response.statusCode, response.json()]).toEqual([400, refusal("address.line1")]);
  });

  it("in the proposed edit of a published listing's details, and no proposal is kept", async () => {
    const owner = await signInAs(t, "ListingOwner");
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const body = listingBody({ name: listing.name });
    const response = await send(
      "PUT",
      `/api/listings/${listing.id}`,
      { ...body, details: { kind: "COLLEGE", affiliation: `University${LONE}` } },
      owner.headers,
    );
    expect([response.statusCode, response.json()]).toEqual([400, refusal("details.affiliation")]);
    expect(
      await t.database.db.select().from(pendingApprovals).where(eq(pendingApprovals.contentId, listing.id)),
    ).toEqual([]);
  });

  it("in a new event's fee and a published event's proposed title", async () => {
    const owner = await signInAs(t, "ListingOwner");
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const created = await send("POST", "/api/events", eventBody(listing.id, { fee: `₹500${LONE}` }), owner.headers);
    expect([created.statusCode, created.json()]).toEqual([400, refusal("fee")]);

    const event = await insertEvent(t.database.db, listing.id);
    const edited = await send(
      "PUT",
      `/api/events/${event.id}`,
      withoutListing(eventBody(listing.id, { title: `${LONE}Open Day` })),
      owner.headers,
    );
    expect([edited.statusCode, edited.json()]).toEqual([400, refusal("title")]);
  });

  it("in a new post's title and a published post's proposed tags", async () => {
    const owner = await signInAs(t, "ListingOwner");
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const created = await send("POST", "/api/blogs", postBody(listing.id, { title: `News${LONE}` }), owner.headers);
    expect([created.statusCode, created.json()]).toEqual([400, refusal("title")]);

    const post = await insertBlog(t.database.db, { listingId: listing.id, authorId: owner.user.id });
    const edited = await send(
      "PUT",
      `/api/blogs/${post.id}`,
      withoutListing(postBody(listing.id, { tags: ["pune", `cbse${LONE}`] })),
      owner.headers,
    );
    expect([edited.statusCode, edited.json()]).toEqual([400, refusal("tags.1", "tags")]);
  });

  it("in the contact form, which then neither answers 201 nor keeps the message or its e-mail", async () => {
    const response = await send(
      "POST",
      "/api/contact",
      { ...validContact, email: "lone.surrogate@parents.example", message: `Hello${LONE}, do you list schools?` },
      fromNewAddress(),
    );
    expect([response.statusCode, response.json()]).toEqual([400, refusal("message")]);
    expect(
      await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, "lone.surrogate@parents.example")),
    ).toEqual([]);
    const kept = await t.database.db.select({ message: mailOutbox.message }).from(mailOutbox);
    const mail = [...kept.map((row) => row.message), ...t.sentMail];
    expect(mail.filter((message) => message.replyTo === "lone.surrogate@parents.example")).toEqual([]);
  });

  it("in the profile's full name, which keeps its stored value", async () => {
    const me = await signInAs(t, "Reader", { fullName: "Ravi Kumar" });
    const response = await send("PATCH", `/api/users/${me.user.id}`, { fullName: `Ravi${LONE}` }, me.headers);
    expect([response.statusCode, response.json()]).toEqual([400, refusal("fullName")]);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(stored?.fullName).toBe("Ravi Kumar");
  });

  it("in the search text of a click, which is not counted", async () => {
    const listing = await insertListing(t.database.db);
    const response = await send("POST", "/searchservice/api/v1/clicks", { listingId: listing.id, query: `col${LONE}` });
    expect([response.statusCode, response.json()]).toEqual([400, refusal("query")]);
    expect(
      await t.database.db.select().from(searchClickCounts).where(eq(searchClickCounts.listingId, listing.id)),
    ).toEqual([]);
  });

  it("in the sign-up name, in the identity service's error shape", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/dbconnections/signup",
      headers: { "content-type": "application/json", ...fromNewAddress() },
      payload: jsonText({
        client_id: TEST_CLIENT_ID,
        email: "lone.name@example.com",
        password: "Long-enough-9",
        user_metadata: { full_name: `Asha${LONE}` },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "invalid_request",
      error_description: expect.stringContaining("full_name must be valid Unicode text"),
    });
    await expectNoAccount("lone.name@example.com");
  });

  it("cannot come in a URL: the path answers 400 and the query keeps the undecodable escapes as typed", async () => {
    // %ED%A0%80 is U+D800 written as if it were UTF-8; a URL is decoded as UTF-8, which has no such sequence.
    const path = await t.app.inject({ method: "GET", url: "/api/blogs/tag/%ED%A0%80" });
    expect(path.statusCode).toBe(400);
    const query = await t.app.inject({ method: "GET", url: "/searchservice/api/v1/listing/college?key=%ED%A0%80abc" });
    expect(query.statusCode).toBe(200);
    expect(query.json().content).toEqual([]);
  });
});

function signUp(userMetadata: Record<string, string>, email: string) {
  return t.app.inject({
    method: "POST",
    url: "/auth/dbconnections/signup",
    headers: fromNewAddress(),
    payload: { client_id: TEST_CLIENT_ID, email, password: "Long-enough-9", user_metadata: userMetadata },
  });
}

async function expectNoAccount(email: string) {
  expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
}
