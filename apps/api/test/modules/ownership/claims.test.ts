/** Listing claims, the claimant's side (docs/product.md section 3.7). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimRequests } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { insertListing } from "../../helpers/fixtures.ts";
import { uploadClaimDocument } from "./claim-documents.ts";

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator");
});
afterAll(() => t.close());

const BASE = "/api/users/claims/listing/claim";
type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const claimOf = (listingId: number, extra: object = {}) => ({
  listingId,
  relationship: "Principal",
  evidence: "I am the principal; the school's website lists me on its staff page.",
  contactEmail: "principal@school.example",
  contactPhone: "+91 98765 43210",
  ...extra,
});

async function claimAs(who: SignedInUser, listingId: number) {
  const response = await call("POST", BASE, who, claimOf(listingId));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

describe("POST /claims/listing/claim", () => {
  it("stores a pending claim on an unowned published listing and answers it with the listing's name", async () => {
    const listing = await insertListing(t.database.db, { name: "Green Valley School" });
    const reader = await signInAs(t, "Reader");
    const documentUrl = await uploadClaimDocument(t, reader);
    const response = await call("POST", BASE, reader, claimOf(listing.id, { documentUrl }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      userId: reader.user.id,
      listingId: listing.id,
      listingName: "Green Valley School",
      relationship: "Principal",
      evidence: "I am the principal; the school's website lists me on its staff page.",
      contactEmail: "principal@school.example",
      contactPhone: "+91 98765 43210",
      documentUrl,
      status: "PENDING",
      rejectReason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      decidedAt: null,
    });
  });

  it("refuses a document the claimant did not upload (400), someone else's included", async () => {
    const listing = await insertListing(t.database.db);
    const reader = await signInAs(t, "Reader");
    const other = await signInAs(t, "Reader");
    const othersDocument = await uploadClaimDocument(t, other);
    for (const documentUrl of [
      othersDocument,
      "/api/media/documents/00000000-0000-4000-8000-000000000000",
      "/media/x.pdf",
    ]) {
      const response = await call("POST", BASE, reader, claimOf(listing.id, { documentUrl }));
      expect(response.statusCode, documentUrl).toBe(400);
      expect(response.json().message).toBe(
        "documentUrl must be a document you uploaded: upload it with this claim form, then send the claim.",
      );
    }
    expect((await call("GET", `${BASE}/user/${reader.user.id}`, reader)).json()).toEqual([]);
  });

  it("refuses a listing that already has an owner (409)", async () => {
    const owner = await signInAs(t, "ListingOwner");
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const reader = await signInAs(t, "Reader");
    const response = await call("POST", BASE, reader, claimOf(listing.id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: "This listing already has an owner.",
    });
  });

  it("refuses a second open claim of the same user on the same listing (409), not another user's", async () => {
    const listing = await insertListing(t.database.db);
    const reader = await signInAs(t, "Reader");
    await claimAs(reader, listing.id);
    const second = await call("POST", BASE, reader, claimOf(listing.id));
    expect(second.statusCode).toBe(409);
    // What the claimant can do, and no internal number (issue 28.7).
    expect(second.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message:
        "You already have a claim on this listing waiting for review: wait for its decision, or withdraw it on your profile to send a new one.",
    });
    const other = await signInAs(t, "Reader");
    expect((await call("POST", BASE, other, claimOf(listing.id))).statusCode).toBe(201);
  });

  it("answers 404 for a listing that does not exist or is not published", async () => {
    const reader = await signInAs(t, "Reader");
    const missing = await call("POST", BASE, reader, claimOf(999999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Listing 999999 not found");
    const draft = await insertListing(t.database.db, { status: "PENDING" });
    const hidden = await call("POST", BASE, reader, claimOf(draft.id));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(`Listing ${draft.id} not found`);
  });

  it("refuses a visitor (401) and bad input (400 with one issue per field)", async () => {
    const listing = await insertListing(t.database.db);
    expect((await call("POST", BASE, undefined, claimOf(listing.id))).statusCode).toBe(401);
    const reader = await signInAs(t, "Reader");
    const response = await call("POST", BASE, reader, {
      listingId: "x",
      relationship: "",
      evidence: "short",
      contactEmail: "not-an-address",
      contactPhone: "12",
      documentUrl: "https://elsewhere.example/doc.pdf",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "listingId", message: "listingId must be a whole number" },
      { path: "relationship", message: "relationship is required" },
      { path: "evidence", message: "evidence must be at least 10 characters" },
      { path: "contactEmail", message: "contactEmail must be a valid e-mail address" },
      {
        path: "contactPhone",
        message: "contactPhone must be 7 to 20 characters: digits, spaces and an optional leading +",
      },
      { path: "documentUrl", message: "documentUrl must be the path of a document uploaded to this site" },
    ]);
  });
});

describe("GET /claims/listing/claim/{id} and /user/{userId}", () => {
  it("answers the claimant and an admin; refuses another user (403), a visitor (401), an unknown id (404)", async () => {
    const listing = await insertListing(t.database.db, { name: "Hill Top College" });
    const reader = await signInAs(t, "Reader");
    const claim = await claimAs(reader, listing.id);
    const mine = await call("GET", `${BASE}/${claim.id}`, reader);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: claim.id, listingName: "Hill Top College", status: "PENDING" });
    expect((await call("GET", `${BASE}/${claim.id}`, admin)).statusCode).toBe(200);
    const other = await signInAs(t, "Reader");
    const forbidden = await call("GET", `${BASE}/${claim.id}`, other);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("This claim is not yours.");
    expect((await call("GET", `${BASE}/${claim.id}`)).statusCode).toBe(401);
    const missing = await call("GET", `${BASE}/999999`, reader);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Claim request 999999 not found");
  });

  it("lists a user's claims newest first, for the user and an admin only", async () => {
    const reader = await signInAs(t, "Reader");
    const first = await claimAs(reader, (await insertListing(t.database.db)).id);
    const second = await claimAs(reader, (await insertListing(t.database.db)).id);
    const list = await call("GET", `${BASE}/user/${reader.user.id}`, reader);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect((await call("GET", `${BASE}/user/${reader.user.id}`, admin)).statusCode).toBe(200);
    const other = await signInAs(t, "Reader");
    expect((await call("GET", `${BASE}/user/${reader.user.id}`, other)).statusCode).toBe(403);
    expect((await call("GET", `${BASE}/user/${reader.user.id}`)).statusCode).toBe(401);
  });
});

describe("DELETE /claims/listing/claim/{id}", () => {
  it("withdraws a pending claim", async () => {
    const reader = await signInAs(t, "Reader");
    const claim = await claimAs(reader, (await insertListing(t.database.db)).id);
    const response = await call("DELETE", `${BASE}/${claim.id}`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Claim request ${claim.id} withdrawn.` });
    expect((await call("GET", `${BASE}/${claim.id}`, reader)).statusCode).toBe(404);
  });

  it("refuses a decided claim (409), another user (403), a visitor (401) and an unknown id (404)", async () => {
    const reader = await signInAs(t, "Reader");
    const claim = await claimAs(reader, (await insertListing(t.database.db)).id);
    const other = await signInAs(t, "Reader");
    expect((await call("DELETE", `${BASE}/${claim.id}`, other)).statusCode).toBe(403);
    expect((await call("DELETE", `${BASE}/${claim.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `${BASE}/999999`, reader)).statusCode).toBe(404);
    await t.database.db.update(claimRequests).set({ status: "REJECTED" }).where(eq(claimRequests.id, claim.id));
    const refused = await call("DELETE", `${BASE}/${claim.id}`, reader);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only a pending claim can be withdrawn; this one is REJECTED.");
  });
});
