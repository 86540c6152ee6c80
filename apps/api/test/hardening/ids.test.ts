/**
 * Issue 23 item 6: an id past 32 bits answers 400 naming the field, never 500. Every id is a
 * PostgreSQL integer column, so 2,147,483,647 is the largest an id can be (it names no row here: 404);
 * 2,147,483,648 is refused wherever an id comes: in a body or a path. Page numbers and sizes, which also reach SQL, have bounds of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { type SignedInUser, signInAs } from "../helpers/auth.ts";
import { eventBody, postBody } from "../helpers/content-bodies.ts";

let t: TestApp;
let owner: SignedInUser;
let reader: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t, "ListingOwner");
  reader = await signInAs(t, "Reader");
});
afterAll(() => t.close());

const LARGEST = 2_147_483_647;
const TOO_LARGE = 2_147_483_648;

const notFound = (message: string) => ({ statusCode: 404, error: "Not Found", message });

const badRequest = (path: string, message: string) => ({
  statusCode: 400,
  error: "Bad Request",
  message,
  issues: [{ path, message }],
});

describe("an id in a body", () => {
  it("of a search click: 2147483648 is refused, 2147483647 is a listing that does not exist", async () => {
    const click = (listingId: number) =>
      t.app.inject({ method: "POST", url: "/searchservice/api/v1/clicks", payload: { listingId, query: "college" } });
    const refused = await click(TOO_LARGE);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      badRequest("listingId", "listingId must be at most 2147483647"),
    ]);
    const missing = await click(LARGEST);
    expect([missing.statusCode, missing.json()]).toEqual([404, notFound(`Listing ${LARGEST} not found`)]);
  });

  it("of a new event: 2147483648 is refused, 2147483647 is a listing that does not exist", async () => {
    const create = (listingId: number) =>
      t.app.inject({ method: "POST", url: "/api/events", headers: owner.headers, payload: eventBody(listingId) });
    const refused = await create(TOO_LARGE);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      badRequest("listingId", "listingId must be at most 2147483647"),
    ]);
    const missing = await create(LARGEST);
    expect([missing.statusCode, missing.json()]).toEqual([404, notFound(`Listing ${LARGEST} not found`)]);
  });

  it("of a new post: the same", async () => {
    const create = (listingId: number) =>
      t.app.inject({ method: "POST", url: "/api/blogs", headers: owner.headers, payload: postBody(listingId) });
    const refused = await create(TOO_LARGE);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      badRequest("listingId", "listingId must be at most 2147483647"),
    ]);
    const missing = await create(LARGEST);
    expect([missing.statusCode, missing.json()]).toEqual([404, notFound(`Listing ${LARGEST} not found`)]);
  });

  it("of a listing claim, which takes the id as text too", async () => {
    const claim = (listingId: number | string) =>
      t.app.inject({
        method: "POST",
        url: "/api/users/claims/listing/claim",
        headers: reader.headers,
        payload: {
          listingId,
          relationship: "Principal",
          evidence: "The school's website names me as its principal.",
          contactEmail: "principal@school.example",
          contactPhone: "+91 98765 43210",
        },
      });
    for (const tooLarge of [TOO_LARGE, String(TOO_LARGE)]) {
      const refused = await claim(tooLarge);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        badRequest("listingId", "listingId must be at most 2147483647"),
      ]);
    }
    const missing = await claim(LARGEST);
    expect([missing.statusCode, missing.json()]).toEqual([404, notFound(`Listing ${LARGEST} not found`)]);
  });
});

describe("an id in a path", () => {
  it("2147483648 is refused, 2147483647 is a listing that does not exist", async () => {
    const refused = await t.app.inject({ method: "GET", url: `/api/listings/${TOO_LARGE}` });
    expect([refused.statusCode, refused.json()]).toEqual([400, badRequest("id", "id must be a positive whole number")]);
    const missing = await t.app.inject({ method: "GET", url: `/api/listings/${LARGEST}` });
    expect([missing.statusCode, missing.json()]).toEqual([404, notFound(`Listing ${LARGEST} not found`)]);
  });
});

describe("a number in a query that reaches SQL", () => {
  it.each([
    ["/api/listings?page=2147483648", "page", "page must be at most 1000000"],
    ["/api/listings?size=2147483648", "size", "size must be at most 100"],
    ["/searchservice/api/v1/listing/college?page=2147483648", "page", "page must be at most 1000000"],
    ["/api/blogs/top/2147483648", "n", "n must be at most 50"],
  ])("%s is refused", async (url, field, message) => {
    const response = await t.app.inject({ method: "GET", url });
    expect([response.statusCode, response.json()]).toEqual([400, badRequest(field, message)]);
  });
});
