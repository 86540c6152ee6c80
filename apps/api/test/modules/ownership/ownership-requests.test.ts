/** "Become a listing owner" requests, the requester's side (docs/product.md section 3.6). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownershipRequests } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator");
});
afterAll(() => t.close());

const BASE = "/api/users/ownership/listing/request";
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const form = {
  organisationName: "  Sunrise Academy ",
  position: "Principal",
  phone: "+91 98765 43210",
  website: "https://sunrise.example",
  message: "We run the Sunrise Academy and would like to keep its page current.",
};

async function askAs(who: SignedInUser, body: object = form) {
  const response = await call("POST", BASE, who, body);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; status: string };
}

async function setStatus(id: number, status: "APPROVED" | "REJECTED" | "CANCELLED") {
  await t.database.db.update(ownershipRequests).set({ status }).where(eq(ownershipRequests.id, id));
}

describe("POST /ownership/listing/request", () => {
  it("stores a Reader's request as pending and answers it whole", async () => {
    const reader = await signInAs(t, "Reader");
    const response = await call("POST", BASE, reader, form);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      userId: reader.user.id,
      organisationName: "Sunrise Academy",
      position: "Principal",
      phone: "+91 98765 43210",
      website: "https://sunrise.example",
      message: "We run the Sunrise Academy and would like to keep its page current.",
      status: "PENDING",
      rejectReason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      decidedAt: null,
    });
  });

  it("stores no website when none or an empty one is given", async () => {
    const reader = await signInAs(t, "Reader");
    const { website: _website, ...withoutWebsite } = form;
    const response = await call("POST", BASE, reader, withoutWebsite);
    expect(response.json().website).toBeNull();
    const other = await signInAs(t, "Reader");
    expect((await call("POST", BASE, other, { ...form, website: "" })).json().website).toBeNull();
  });

  it("refuses a second open request of the same user (409), but not after the first was cancelled", async () => {
    const reader = await signInAs(t, "Reader");
    const first = await askAs(reader);
    const second = await call("POST", BASE, reader, form);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message:
        "You already have a request to become a listing owner waiting for review: edit or cancel it on your profile instead of asking again.",
    });
    await setStatus(first.id, "CANCELLED");
    expect((await call("POST", BASE, reader, form)).statusCode).toBe(201);
  });

  it("lets two simultaneous requests of one user store only one", async () => {
    const reader = await signInAs(t, "Reader");
    const answers = await Promise.all([call("POST", BASE, reader, form), call("POST", BASE, reader, form)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .select()
      .from(ownershipRequests)
      .where(eq(ownershipRequests.userId, reader.user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a ListingOwner and an Administrator with 409 and a message", async () => {
    const owner = await signInAs(t, "ListingOwner");
    const ownerAnswer = await call("POST", BASE, owner, form);
    expect(ownerAnswer.statusCode).toBe(409);
    expect(ownerAnswer.json().message).toBe("You are already a listing owner: you can add listings from your profile.");
    const adminAnswer = await call("POST", BASE, admin, form);
    expect(adminAnswer.statusCode).toBe(409);
    expect(adminAnswer.json().message).toBe("Administrators can already manage every listing.");
  });

  it("refuses a visitor (401)", async () => {
    const response = await call("POST", BASE, undefined, form);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: "Sign in to continue: this needs a valid access token.",
    });
  });

  it("refuses bad input with 400 and one issue per field", async () => {
    const reader = await signInAs(t, "Reader");
    const response = await call("POST", BASE, reader, {
      organisationName: "",
      position: "Head\nof school",
      phone: "call me",
      website: "javascript:alert(1)",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "organisationName", message: "organisationName is required" },
      { path: "position", message: "position must be on one line" },
      { path: "phone", message: "phone must be 7 to 20 characters: digits, spaces and an optional leading +" },
      { path: "website", message: "website must be an http or https address" },
      { path: "message", message: "message is required" },
    ]);
  });
});

describe("control characters", () => {
  it("answer 400 naming the field, and nothing is stored", async () => {
    const reader = await signInAs(t, "Reader");
    const response = await call("POST", BASE, reader, { ...form, message: "Hello\u0000there" });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "message", message: "message must not contain control characters other than tabs and line breaks" },
    ]);
    const rows = await t.database.db
      .select()
      .from(ownershipRequests)
      .where(eq(ownershipRequests.userId, reader.user.id));
    expect(rows).toEqual([]);
  });
});

describe("GET /ownership/listing/request/{id} and /user/{userId}", () => {
  it("answers the requester and an admin; refuses another user (403), a visitor (401) and an unknown id (404)", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askAs(reader);
    const mine = await call("GET", `${BASE}/${request.id}`, reader);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: request.id, userId: reader.user.id, status: "PENDING" });
    expect((await call("GET", `${BASE}/${request.id}`, admin)).statusCode).toBe(200);

    const other = await signInAs(t, "Reader");
    const forbidden = await call("GET", `${BASE}/${request.id}`, other);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("This request is not yours.");
    expect((await call("GET", `${BASE}/${request.id}`)).statusCode).toBe(401);
    const missing = await call("GET", `${BASE}/999999`, reader);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Listing request 999999 not found");
    const malformed = await call("GET", `${BASE}/abc`, reader);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("id must be a positive whole number");
  });

  it("lists a user's requests newest first, for the user and an admin only", async () => {
    const reader = await signInAs(t, "Reader");
    const first = await askAs(reader);
    await setStatus(first.id, "CANCELLED");
    const second = await askAs(reader, { ...form, organisationName: "Second School" });
    const list = await call("GET", `${BASE}/user/${reader.user.id}`, reader);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { id: number; status: string }) => [item.id, item.status])).toEqual([
      [second.id, "PENDING"],
      [first.id, "CANCELLED"],
    ]);
    expect((await call("GET", `${BASE}/user/${reader.user.id}`, admin)).json()).toHaveLength(2);
    const other = await signInAs(t, "Reader");
    expect((await call("GET", `${BASE}/user/${reader.user.id}`, other)).statusCode).toBe(403);
    expect((await call("GET", `${BASE}/user/${reader.user.id}`)).statusCode).toBe(401);
    expect((await call("GET", `${BASE}/user/not-a-uuid`, reader)).statusCode).toBe(400);
  });
});

describe("PUT /ownership/listing/request/{id}", () => {
  it("replaces the fields of a pending request", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askAs(reader);
    const response = await call("PUT", `${BASE}/${request.id}`, reader, {
      ...form,
      organisationName: "Sunrise Academy Trust",
      website: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: request.id,
      organisationName: "Sunrise Academy Trust",
      website: null,
      status: "PENDING",
    });
  });

  it("refuses a request no longer pending (409), another user's (403), an unknown one (404) and bad input (400)", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askAs(reader);
    const other = await signInAs(t, "Reader");
    expect((await call("PUT", `${BASE}/${request.id}`, other, form)).statusCode).toBe(403);
    expect((await call("PUT", `${BASE}/999999`, reader, form)).statusCode).toBe(404);
    expect((await call("PUT", `${BASE}/${request.id}`, undefined, form)).statusCode).toBe(401);
    const bad = await call("PUT", `${BASE}/${request.id}`, reader, { ...form, phone: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: "phone", message: "phone is required" }]);
    await setStatus(request.id, "APPROVED");
    const late = await call("PUT", `${BASE}/${request.id}`, reader, form);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Only a pending request can be edited; this one is APPROVED.");
  });
});

describe("POST /ownership/listing/request/{id}/cancel", () => {
  it("cancels a pending request once; a second cancel is a 409", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askAs(reader);
    const response = await call("POST", `${BASE}/${request.id}/cancel`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: request.id, status: "CANCELLED" });
    const again = await call("POST", `${BASE}/${request.id}/cancel`, reader);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a pending request can be cancelled; this one is CANCELLED.");
  });

  it("refuses another user (403), a visitor (401) and an unknown request (404)", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askAs(reader);
    const other = await signInAs(t, "Reader");
    expect((await call("POST", `${BASE}/${request.id}/cancel`, other)).statusCode).toBe(403);
    expect((await call("POST", `${BASE}/${request.id}/cancel`)).statusCode).toBe(401);
    expect((await call("POST", `${BASE}/999999/cancel`, reader)).statusCode).toBe(404);
  });
});

describe("DELETE /ownership/listing/request/{id}", () => {
  it("deletes a pending request and a cancelled one", async () => {
    const reader = await signInAs(t, "Reader");
    const pending = await askAs(reader);
    const response = await call("DELETE", `${BASE}/${pending.id}`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Listing request ${pending.id} deleted.` });
    expect((await call("GET", `${BASE}/${pending.id}`, reader)).statusCode).toBe(404);

    const cancelled = await askAs(reader);
    await setStatus(cancelled.id, "CANCELLED");
    expect((await call("DELETE", `${BASE}/${cancelled.id}`, reader)).statusCode).toBe(200);
  });

  it("keeps decided requests (409) and refuses another user (403), a visitor (401), an unknown id (404)", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askAs(reader);
    const other = await signInAs(t, "Reader");
    expect((await call("DELETE", `${BASE}/${request.id}`, other)).statusCode).toBe(403);
    expect((await call("DELETE", `${BASE}/${request.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `${BASE}/999999`, reader)).statusCode).toBe(404);
    await setStatus(request.id, "REJECTED");
    const refused = await call("DELETE", `${BASE}/${request.id}`, reader);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only a pending or cancelled request can be deleted; this one is REJECTED.");
  });

  it("lets an administrator delete someone's pending request", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askAs(reader);
    expect((await call("DELETE", `${BASE}/${request.id}`, admin)).statusCode).toBe(200);
  });
});
