/**
 * modules/listings/policy.ts: who owns a listing or an event (owner rights: an Administrator, or the author
 * while a ListingOwner), whether a listing has an owner, and which listings accept new events and posts.
 */
import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { type Actor, refusedOwnership } from "../../../src/modules/access/policy.ts";
import {
  acceptsNewContent,
  assertCanAddContent,
  assertListingOwner,
  hasOwner,
  ownsEvent,
  ownsListing,
} from "../../../src/modules/listings/policy.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertListing, insertUser } from "../../helpers/fixtures.ts";

const author: Actor = { userId: "0b8f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f", role: "ListingOwner" };
const otherOwner: Actor = { userId: "5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e8f", role: "ListingOwner" };
const admin: Actor = { userId: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a", role: "Administrator" };
const reader: Actor = { ...author, role: "Reader" };

describe("ownsListing", () => {
  it("is true for the listing's author", () => {
    expect(ownsListing(author, { authorId: author.userId })).toBe(true);
  });

  it("is false for anyone else, and for a listing nobody owns", () => {
    expect(ownsListing(otherOwner, { authorId: author.userId })).toBe(false);
    expect(ownsListing(author, { authorId: null })).toBe(false);
  });

  it("is true for an administrator, who skips ownership checks", () => {
    expect(ownsListing(admin, { authorId: author.userId })).toBe(true);
    expect(ownsListing(admin, { authorId: null })).toBe(true);
  });

  it("is false for the author once demoted to Reader: a plain signed-in user has no owner rights", () => {
    expect(ownsListing(reader, { authorId: author.userId })).toBe(false);
  });
});

describe("refusedOwnership", () => {
  it("names the missing role below ListingOwner (a demoted author is still the author), else the given reason", () => {
    expect(refusedOwnership(reader, "This event does not belong to you.")).toMatchObject({
      statusCode: 403,
      message: "This needs the ListingOwner role.",
    });
    expect(refusedOwnership(otherOwner, "This event does not belong to you.")).toMatchObject({
      statusCode: 403,
      message: "This event does not belong to you.",
    });
  });
});

describe("hasOwner", () => {
  it("is true while the author holds the ListingOwner role or more", () => {
    expect(hasOwner({ authorId: author.userId, authorRole: "ListingOwner" })).toBe(true);
    expect(hasOwner({ authorId: admin.userId, authorRole: "Administrator" })).toBe(true);
  });

  it("is false with no author, and with an author demoted to Reader", () => {
    expect(hasOwner({ authorId: null, authorRole: null })).toBe(false);
    expect(hasOwner({ authorId: author.userId, authorRole: "Reader" })).toBe(false);
  });
});

describe("ownsEvent", () => {
  it("compares the parent listing's author", () => {
    expect(ownsEvent(author, { listing: { authorId: author.userId } })).toBe(true);
    expect(ownsEvent(otherOwner, { listing: { authorId: author.userId } })).toBe(false);
    expect(ownsEvent(admin, { listing: { authorId: null } })).toBe(true);
  });
});

describe("acceptsNewContent", () => {
  it.each(["PUBLISHED", "published", "Published"])("accepts a listing whose status is %s", (status) => {
    expect(acceptsNewContent({ id: 7, status })).toBe(true);
  });

  it.each(["DRAFT", "PENDING", "REJECTED", "ARCHIVED"])("refuses a listing whose status is %s", (status) => {
    expect(acceptsNewContent({ id: 7, status })).toBe(false);
  });

  it("counts listing 1749 as published whatever its status", () => {
    expect(SPECIAL_LISTING_ID).toBe(1749);
    expect(acceptsNewContent({ id: 1749, status: "DRAFT" })).toBe(true);
    expect(acceptsNewContent({ id: 1750, status: "DRAFT" })).toBe(false);
  });
});

describe("with the database", () => {
  let database: DatabaseHandle;
  let owner: Actor;
  let published: number;
  let draft: number;
  let special: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const user = await insertUser(db, { role: "ListingOwner" });
    owner = { userId: user.id, role: "ListingOwner" };
    published = (await insertListing(db, { authorId: user.id })).id;
    draft = (await insertListing(db, { authorId: user.id, status: "DRAFT" })).id;
    special = (await insertListing(db, { id: SPECIAL_LISTING_ID, authorId: user.id, status: "PENDING" })).id;
  });
  afterAll(() => database.close());
  const deps = () => ({ db: database.db });

  describe("assertListingOwner", () => {
    it("lets the author through", async () => {
      await expect(assertListingOwner(deps(), owner, published)).resolves.toBeUndefined();
    });

    it("refuses another owner with a 403", async () => {
      await expect(assertListingOwner(deps(), otherOwner, published)).rejects.toMatchObject({
        statusCode: 403,
        message: "This listing does not belong to you.",
      });
    });

    it("refuses the author once demoted to Reader with a 403 naming the role", async () => {
      await expect(assertListingOwner(deps(), { ...owner, role: "Reader" }, published)).rejects.toMatchObject({
        statusCode: 403,
        message: "This needs the ListingOwner role.",
      });
    });

    it("answers 404 for a listing that does not exist", async () => {
      await expect(assertListingOwner(deps(), owner, 999_999)).rejects.toMatchObject({
        statusCode: 404,
        message: "Listing 999999 not found",
      });
    });

    it("lets an administrator through without looking", async () => {
      await expect(assertListingOwner(deps(), admin, 999_999)).resolves.toBeUndefined();
    });
  });

  describe("assertCanAddContent", () => {
    it("allows the owner of a published listing", async () => {
      await expect(assertCanAddContent(deps(), owner, published)).resolves.toMatchObject({ id: published });
    });

    it("refuses an unpublished listing with a 409, even for an administrator", async () => {
      const refusal = {
        statusCode: 409,
        message: `Listing ${draft} is not published: events and posts can be added to published listings only.`,
      };
      await expect(assertCanAddContent(deps(), owner, draft)).rejects.toMatchObject(refusal);
      await expect(assertCanAddContent(deps(), admin, draft)).rejects.toMatchObject(refusal);
    });

    it("allows listing 1749 although it is not published", async () => {
      await expect(assertCanAddContent(deps(), owner, special)).resolves.toMatchObject({ id: 1749 });
    });

    it("refuses the author once demoted to Reader (403), before the published rule", async () => {
      await expect(assertCanAddContent(deps(), { ...owner, role: "Reader" }, draft)).rejects.toMatchObject({
        statusCode: 403,
        message: "This needs the ListingOwner role.",
      });
    });

    it("refuses someone else's listing (403) and an unknown one (404)", async () => {
      await expect(assertCanAddContent(deps(), otherOwner, published)).rejects.toMatchObject({ statusCode: 403 });
      await expect(assertCanAddContent(deps(), owner, 999_999)).rejects.toMatchObject({ statusCode: 404 });
    });
  });
});
