/**
 * A listing's `claimable` (docs/product.md section 3.7): the listing detail says whether the people who
 * run the institution may claim it, by the claim call's own rule: published and without an owner (no
 * author, or an author below ListingOwner). It follows the author's role at once: the cached detail
 * (modules/content-cache) is forgotten when an administrator changes that role or a decision raises it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { approveClaim, claimListing } from "../../helpers/claims.ts";
import { listingBody } from "../../helpers/content-bodies.ts";
import { insertListing } from "../../helpers/fixtures.ts";

const ADMIN = "/adminservice/api/v1";

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator");
});
afterAll(() => t.close());

const detail = (id: number) => t.app.inject({ method: "GET", url: `/api/listings/${id}` });
const claimableOf = async (id: number) => {
  const response = await detail(id);
  expect(response.statusCode).toBe(200);
  return response.json().claimable as boolean;
};

/** The administrators' console sets the role (PUT /users/{id}). */
async function setRole(user: SignedInUser, role: "Reader" | "ListingOwner") {
  const response = await t.app.inject({
    method: "PUT",
    url: `${ADMIN}/users/${user.user.id}`,
    headers: admin.headers,
    payload: { role },
  });
  expect([response.statusCode, response.json().role]).toEqual([200, role]);
}

async function approvedClaim(claimant: SignedInUser, listingId: number) {
  const approval = await approveClaim(t, admin, await claimListing(t, claimant, listingId));
  expect([approval.statusCode, approval.json().status]).toEqual([200, "APPROVED"]);
}

/** An owner with a published listing whose detail has been read (so it is cached), then demoted to Reader. */
async function demotedOwnerWithListing(name: string) {
  const owner = await signInAs(t, "ListingOwner");
  const listing = await insertListing(t.database.db, { name, authorId: owner.user.id });
  expect(await claimableOf(listing.id)).toBe(false);
  await setRole(owner, "Reader");
  return { owner, listing };
}

describe("GET /api/listings/{id} says whether the listing can be claimed", () => {
  it("claimable: true for a published listing nobody authored (the whole body)", async () => {
    const row = await insertListing(t.database.db, { name: "Unclaimed College" });
    const response = await detail(row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: row.id,
      slug: "unclaimed-college",
      name: "Unclaimed College",
      type: "COLLEGE",
      status: "PUBLISHED",
      authorId: null,
      city: "Pune",
      state: "Maharashtra",
      address: "1 Test Road, Pune, Maharashtra 411001, India",
      logo: null,
      coverPicture: null,
      excerpt: "A test listing.",
      handPicked: false,
      rating: { average: null, count: 0 },
      description: "<p>A <strong>test</strong> listing.</p>",
      fullAddress: {
        line1: "1 Test Road",
        line2: null,
        city: "Pune",
        state: "Maharashtra",
        postalCode: "411001",
        country: "India",
        latitude: null,
        longitude: null,
      },
      contact: { phone: null, email: null, website: null, address: "1 Test Road, Pune, Maharashtra 411001, India" },
      details: null,
      searchCount: 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      claimable: true,
    });
  });

  it("claimable: false while its author is a ListingOwner or an Administrator", async () => {
    const owner = await signInAs(t, "ListingOwner");
    const owned = await insertListing(t.database.db, { authorId: owner.user.id });
    const byAdmin = await insertListing(t.database.db, { authorId: admin.user.id });
    expect([await claimableOf(owned.id), await claimableOf(byAdmin.id)]).toEqual([false, false]);
  });

  it("claimable: true as soon as the owner is demoted to Reader: the detail read before is not served again", async () => {
    const { owner, listing } = await demotedOwnerWithListing("Demoted Owner College");
    const response = await detail(listing.id);
    expect(response.json()).toMatchObject({ id: listing.id, authorId: owner.user.id, claimable: true });
  });

  it("claimable: false again once a new owner's claim on it is approved", async () => {
    const { listing } = await demotedOwnerWithListing("Changing Hands College");
    expect(await claimableOf(listing.id)).toBe(true);
    const successor = await signInAs(t, "Reader");
    await approvedClaim(successor, listing.id);
    expect((await detail(listing.id)).json()).toMatchObject({ authorId: successor.user.id, claimable: false });
  });

  it("claimable: false again at once when the demoted owner is made a ListingOwner again by the console", async () => {
    const { owner, listing } = await demotedOwnerWithListing("Promoted Again College");
    expect(await claimableOf(listing.id)).toBe(true);
    await setRole(owner, "ListingOwner");
    expect(await claimableOf(listing.id)).toBe(false);
  });

  it("claimable: false again at once when the demoted owner's request to become an owner is approved", async () => {
    const { owner, listing } = await demotedOwnerWithListing("Asked Again College");
    expect(await claimableOf(listing.id)).toBe(true);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/users/ownership/listing/request",
      headers: owner.headers,
      payload: {
        organisationName: "Asked Again College",
        position: "Principal",
        phone: "+91 98765 43210",
        message: "I run this college again; please give me its page back.",
      },
    });
    expect(asked.statusCode).toBe(201);
    const approval = await t.app.inject({
      method: "POST",
      url: `${ADMIN}/requests/listing-owner/approve/${asked.json().id}`,
      headers: admin.headers,
    });
    expect(approval.statusCode).toBe(200);
    expect(await claimableOf(listing.id)).toBe(false);
  });

  it("claimable: false again at once for the other listings of a demoted owner whose claim is approved (the role rises)", async () => {
    const { owner, listing } = await demotedOwnerWithListing("First Of Two College");
    expect(await claimableOf(listing.id)).toBe(true);
    const unowned = await insertListing(t.database.db, { name: "Second Of Two College" });
    await approvedClaim(owner, unowned.id);
    expect([await claimableOf(listing.id), await claimableOf(unowned.id)]).toEqual([false, false]);
  });
});

describe("the owner's views carry claimable too", () => {
  it("false for the owner's own listing, created or read; true for a demoted owner's, read or edited by an administrator", async () => {
    const owner = await signInAs(t, "ListingOwner");
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const manage = (who: SignedInUser) =>
      t.app.inject({ method: "GET", url: `/api/listings/${listing.id}/manage`, headers: who.headers });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/listings",
      headers: owner.headers,
      payload: listingBody({ name: "Brand New College" }),
    });
    const asOwner = await manage(owner);
    expect([created.statusCode, created.json().claimable, asOwner.statusCode, asOwner.json().claimable]).toEqual([
      201,
      false,
      200,
      false,
    ]);

    await setRole(owner, "Reader");
    const asAdmin = await manage(admin);
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/listings/${listing.id}`,
      headers: admin.headers,
      payload: listingBody({ name: "Edited By Admin College" }),
    });
    expect([asAdmin.statusCode, asAdmin.json().claimable, edited.statusCode, edited.json().claimable]).toEqual([
      200,
      true,
      200,
      true,
    ]);
  });
});
