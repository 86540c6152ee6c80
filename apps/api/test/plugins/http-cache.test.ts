/**
 * HTTP caching of API answers (issue 13.6, plugins/http-cache.ts): a visitor's GET is public for a short
 * while with an ETag and 304 on a match; a signed-in request is private; errors, writes and the account,
 * sign-in and admin paths are never stored; a cached listing is answered with the same bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_STORE, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "../../src/plugins/http-cache.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { type SignedInUser, signInAs } from "../helpers/auth.ts";
import { listingBody } from "../helpers/content-bodies.ts";
import { insertListing } from "../helpers/fixtures.ts";

let t: TestApp;
let reader: SignedInUser;
let admin: SignedInUser;
let listingId: number;

beforeAll(async () => {
  t = await createTestApp();
  reader = await signInAs(t, "Reader");
  admin = await signInAs(t, "Administrator");
  listingId = (await insertListing(t.database.db, { name: "Cache Test College" })).id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("a visitor's GET", () => {
  it("is public for a short while, varies by Authorization, and carries a weak ETag", async () => {
    const response = await get(`/api/listings/${listingId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=60");
    expect(response.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.vary).toBe("Authorization");
    expect(response.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  });

  it("answers 304 with no body when If-None-Match names the ETag, and 200 when it names another", async () => {
    const first = await get(`/api/listings/${listingId}`);
    const etag = first.headers.etag as string;

    const again = await get(`/api/listings/${listingId}`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);

    const listed = await get(`/api/listings/${listingId}`, { "if-none-match": `"other", ${etag}` });
    expect(listed.statusCode).toBe(304);

    const other = await get(`/api/listings/${listingId}`, { "if-none-match": 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it("keeps one ETag for the gzip and the plain answer, and a gzip request revalidates to 304", async () => {
    // Over the 1 KB compression threshold.
    const description = `<p>${"A long description. ".repeat(80)}</p>`;
    const id = (await insertListing(t.database.db, { name: "Compressed College", description })).id;
    const plain = await get(`/api/listings/${id}`);
    const gzip = await get(`/api/listings/${id}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.vary).toBe("Authorization, accept-encoding");
    const again = await get(`/api/listings/${id}`, {
      "accept-encoding": "gzip",
      "if-none-match": gzip.headers.etag as string,
    });
    expect([again.statusCode, again.body, again.headers["content-encoding"]]).toEqual([304, "", undefined]);
  });

  it("gets the same bytes and ETag from the content cache as the first answer did", async () => {
    const id = (await insertListing(t.database.db, { name: "Same Bytes College" })).id;
    const first = await get(`/api/listings/${id}`);
    const second = await get(`/api/listings/${id}`);
    const third = await get(`/api/listings/${id}`);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(third.headers.etag).toBe(first.headers.etag);
    expect(third.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.json()).toMatchObject({ id, name: "Same Bytes College" });
  });

  it("gives every other public read an ETag too (a page of listings)", async () => {
    const first = await get("/api/listings/type/college?page=0&size=5");
    expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    const again = await get("/api/listings/type/college?page=0&size=5", {
      "if-none-match": first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("a signed-in user's GET", () => {
  it("is private and revalidated every time, with an ETag and 304 still", async () => {
    const response = await get(`/api/listings/${listingId}`, reader.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.headers.vary).toBe("Authorization");
    const again = await get(`/api/listings/${listingId}`, {
      ...reader.headers,
      "if-none-match": response.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("is never stored on the account and admin paths", async () => {
    const account = await get(`/api/users/${reader.user.id}`, reader.headers);
    expect(account.statusCode).toBe(200);
    expect(account.headers["cache-control"]).toBe(NO_STORE);
    expect(account.headers.etag).toBeUndefined();

    const queue = await get("/adminservice/api/v1/admin/pendingapprovals", admin.headers);
    expect(queue.statusCode).toBe(200);
    expect(queue.headers["cache-control"]).toBe(NO_STORE);
    expect(queue.headers.etag).toBeUndefined();
  });
});

describe("what is never cached", () => {
  it("errors: a 404, a 400 and a 401", async () => {
    for (const [url, status] of [
      ["/api/listings/999999", 404],
      ["/api/listings/abc", 400],
      [`/api/users/${reader.user.id}`, 401],
    ] as const) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers["cache-control"], response.headers.etag]).toEqual([
        url,
        status,
        NO_STORE,
        undefined,
      ]);
    }
  });

  it("a 404 stays a 404 and is not kept: the listing answers as soon as it is published", async () => {
    const hidden = await insertListing(t.database.db, { name: "Soon Published College", status: "PENDING" });
    expect((await get(`/api/listings/${hidden.id}`)).statusCode).toBe(404);
    const published = await t.app.inject({
      method: "PUT",
      url: `/api/listings/${hidden.id}`,
      headers: admin.headers,
      payload: listingBody({ name: "Soon Published College" }),
    });
    expect(published.statusCode).toBe(200);
    expect((await get(`/api/listings/${hidden.id}`)).statusCode).toBe(200);
  });

  it("writes", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe(NO_STORE);
  });

  it("answers that chose their own Cache-Control keep it (the OpenID discovery document)", async () => {
    const response = await get("/auth/.well-known/openid-configuration");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
