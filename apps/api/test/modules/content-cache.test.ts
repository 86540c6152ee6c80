/**
 * The in-process cache of published content (issue 13.6, modules/content-cache): reads are served from
 * it, and every committed write and moderation decision makes the next read show the new version at
 * once, on this instance and (PostgreSQL, LISTEN/NOTIFY) on the others. The cache hears of changes as
 * one listener of content changes (modules/content-changes, test/modules/content-changes.test.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, events, listings } from "../../src/db/schema.ts";
import { ExpiringLru } from "../../src/modules/content-cache/lru.ts";
import { cachedContent, contentKeys, startContentCache } from "../../src/modules/content-cache/service.ts";
import { contentChanged, startContentChanges } from "../../src/modules/content-changes/service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { type SignedInUser, signInAs } from "../helpers/auth.ts";
import { approveClaim, claimListing } from "../helpers/claims.ts";
import { eventBody, listingBody, postBody, withoutListing } from "../helpers/content-bodies.ts";
import { controlledListenConnection, recordingLog } from "../helpers/content-changes.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { insertBlog, insertEvent, insertListing, insertListingRow } from "../helpers/fixtures.ts";
import { openTwoInstances, type TwoInstances } from "../helpers/two-instances.ts";

const APPROVALS = "/adminservice/api/v1/admin/pendingapprovals";

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let reader: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t, "ListingOwner");
  admin = await signInAs(t, "Administrator");
  reader = await signInAs(t, "Reader");
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const put = (url: string, who: SignedInUser, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: who.headers, payload });
const nameOf = async (url: string) => (await get(url)).json().name as string;

/** A published listing owned by `owner`, already read once (so cached). */
async function cachedListingOfOwner(name: string): Promise<number> {
  const id = (await insertListingRow(t.database.db, { name, authorId: owner.user.id })).id;
  expect(await nameOf(`/api/listings/${id}`)).toBe(name);
  return id;
}

describe("reads", () => {
  it("are served from the cache: a change made behind the app's back is not seen within the TTL", async () => {
    const id = await cachedListingOfOwner("Cached College");
    await t.database.db.update(listings).set({ name: "Renamed Behind The Back" }).where(eq(listings.id, id));
    expect(await nameOf(`/api/listings/${id}`)).toBe("Cached College");
  });

  it("of an unpublished post by its author are not cached for visitors (nor the other way round)", async () => {
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const draft = await insertBlog(t.database.db, { listingId: listing.id, authorId: owner.user.id, status: "DRAFT" });
    const asAuthor = await t.app.inject({ method: "GET", url: `/api/blogs/${draft.id}`, headers: owner.headers });
    expect(asAuthor.statusCode).toBe(200);
    expect((await get(`/api/blogs/${draft.id}`)).statusCode).toBe(404);
  });
});

describe("a moderation decision", () => {
  it("shows an approved update at the next read: owner proposes, the live version stays, admin approves", async () => {
    const id = await cachedListingOfOwner("Before Approval College");
    const proposed = await put(`/api/listings/${id}`, owner, listingBody({ name: "After Approval College" }));
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().pendingChanges).toMatchObject({ name: "After Approval College" });
    expect(await nameOf(`/api/listings/${id}`)).toBe("Before Approval College");

    const page = (await t.app.inject({ method: "GET", url: `${APPROVALS}?size=100`, headers: admin.headers })).json();
    const item = page.content.find((i: { contentId: number; contentType: string }) => i.contentId === id);
    const approved = await t.app.inject({
      method: "PUT",
      url: `${APPROVALS}/${item.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);

    expect(await nameOf(`/api/listings/${id}`)).toBe("After Approval College");
  });

  it("shows a newly approved listing at once, on its page and in its landing section", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/listings",
      headers: owner.headers,
      payload: listingBody({ name: "Waiting Review College" }),
    });
    const id = created.json().id as number;
    expect((await get(`/api/listings/${id}`)).statusCode).toBe(404);
    const before = (await get("/api/listings/type/college/popular?size=50")).json() as { id: number }[];
    expect(before.map((l) => l.id)).not.toContain(id);

    const page = (await t.app.inject({ method: "GET", url: `${APPROVALS}?size=100`, headers: admin.headers })).json();
    const item = page.content.find((i: { contentId: number; contentType: string }) => i.contentId === id);
    expect(
      (await t.app.inject({ method: "PUT", url: `${APPROVALS}/${item.id}/approve`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);

    expect(await nameOf(`/api/listings/${id}`)).toBe("Waiting Review College");
    const after = (await get("/api/listings/type/college/popular?size=50")).json() as { id: number }[];
    expect(after.map((l) => l.id)).toContain(id);
  });

  it("an approved claim shows the listing's new author at once", async () => {
    const listing = await insertListing(t.database.db, { name: "Claimed College" });
    expect((await get(`/api/listings/${listing.id}`)).json().authorId).toBeNull();
    const approved = await approveClaim(t, admin, await claimListing(t, reader, listing.id));
    expect(approved.statusCode).toBe(200);
    expect((await get(`/api/listings/${listing.id}`)).json().authorId).toBe(reader.user.id);
  });
});

describe("a direct write", () => {
  it("by an administrator shows at the next read of the listing", async () => {
    const id = await cachedListingOfOwner("Before Edit College");
    expect((await put(`/api/listings/${id}`, admin, listingBody({ name: "After Edit College" }))).statusCode).toBe(200);
    expect(await nameOf(`/api/listings/${id}`)).toBe("After Edit College");
  });

  it("of a listing also refreshes its events (which show the listing's name)", async () => {
    const id = await cachedListingOfOwner("Parent Before College");
    const event = await insertEvent(t.database.db, id);
    expect((await get(`/api/events/${event.id}`)).json().listing.name).toBe("Parent Before College");
    expect((await put(`/api/listings/${id}`, admin, listingBody({ name: "Parent After College" }))).statusCode).toBe(
      200,
    );
    expect((await get(`/api/events/${event.id}`)).json().listing.name).toBe("Parent After College");
  });

  it("of an event, and its deletion, show at the next read", async () => {
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const event = await insertEvent(t.database.db, listing.id, { title: "Old Title Day" });
    expect((await get(`/api/events/${event.id}`)).json().title).toBe("Old Title Day");
    const edit = await put(
      `/api/events/${event.id}`,
      admin,
      withoutListing(eventBody(listing.id, { title: "New Title Day" })),
    );
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/events/${event.id}`)).json().title).toBe("New Title Day");

    const removed = await t.app.inject({ method: "DELETE", url: `/api/events/${event.id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(events).where(eq(events.id, event.id))).toEqual([]);
  });

  it("of a post shows in the article and in the landing's top news", async () => {
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const post = await insertBlog(t.database.db, { listingId: listing.id, title: "Old Headline", featured: true });
    expect((await get(`/api/blogs/${post.id}`)).json().title).toBe("Old Headline");
    const top = (await get("/api/blogs/top/50")).json() as { id: number; title: string }[];
    expect(top.find((p) => p.id === post.id)?.title).toBe("Old Headline");

    const edit = await put(
      `/api/blogs/${post.id}`,
      admin,
      withoutListing(postBody(listing.id, { title: "New Headline" })),
    );
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/blogs/${post.id}`)).json().title).toBe("New Headline");
    const topAfter = (await get("/api/blogs/top/50")).json() as { id: number; title: string }[];
    expect(topAfter.find((p) => p.id === post.id)?.title).toBe("New Headline");
    const [row] = await t.database.db.select({ title: blogs.title }).from(blogs).where(eq(blogs.id, post.id));
    expect(row?.title).toBe("New Headline");
  });
});

describe("search answers", () => {
  const SEARCH = "/searchservice/api/v1";
  const names = async (url: string) =>
    ((await get(`${SEARCH}${url}`)).json().content as { name?: string; title?: string }[]).map(
      (item) => item.name ?? item.title,
    );

  it("are served from the cache: a rename behind the app's back is not seen, the next write is", async () => {
    const id = await cachedListingOfOwner("Xylophonic Cached College");
    expect(await names("/listing/college?key=xylophonic")).toEqual(["Xylophonic Cached College"]);
    expect(await names("/listing/college/autocomplete?key=Xylophonic")).toEqual(["Xylophonic Cached College"]);
    await t.database.db.update(listings).set({ name: "Xylophonic Renamed College" }).where(eq(listings.id, id));
    expect(await names("/listing/college?key=xylophonic")).toEqual(["Xylophonic Cached College"]);
    // The same words typed differently are the same search.
    expect(await names("/listing/college/autocomplete?key=XYLOPHONIC")).toEqual(["Xylophonic Cached College"]);

    const edit = await put(`/api/listings/${id}`, admin, listingBody({ name: "Xylophonic Edited College" }));
    expect(edit.statusCode).toBe(200);
    expect(await names("/listing/college?key=xylophonic")).toEqual(["Xylophonic Edited College"]);
    expect(await names("/listing/college/autocomplete?key=xylophonic")).toEqual(["Xylophonic Edited College"]);
  });

  it("find a newly approved listing at once, though the search that missed it was kept", async () => {
    expect(await names("/listing/college?key=quetzal")).toEqual([]);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/listings",
      headers: owner.headers,
      payload: listingBody({ name: "Quetzal Review College" }),
    });
    const id = created.json().id as number;
    expect(await names("/listing/college?key=quetzal")).toEqual([]);

    const page = (await t.app.inject({ method: "GET", url: `${APPROVALS}?size=100`, headers: admin.headers })).json();
    const item = page.content.find((i: { contentId: number }) => i.contentId === id);
    const approved = await t.app.inject({
      method: "PUT",
      url: `${APPROVALS}/${item.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(await names("/listing/college?key=quetzal")).toEqual(["Quetzal Review College"]);
  });

  it("of events show an edited event at once", async () => {
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const event = await insertEvent(t.database.db, listing.id, { title: "Wombat Old Day" });
    expect(await names("/event?key=wombat")).toEqual(["Wombat Old Day"]);
    expect(await names("/event/autocomplete?key=wombat")).toEqual(["Wombat Old Day"]);
    const edit = await put(
      `/api/events/${event.id}`,
      admin,
      withoutListing(eventBody(listing.id, { title: "Wombat New Day" })),
    );
    expect(edit.statusCode).toBe(200);
    expect(await names("/event?key=wombat")).toEqual(["Wombat New Day"]);
    expect(await names("/event/autocomplete?key=wombat")).toEqual(["Wombat New Day"]);
  });

  it("answer the same bytes and ETag to a repeated search, and 304 to a revalidation", async () => {
    await insertListing(t.database.db, { name: "Narwhal Etag College" });
    const first = await get(`${SEARCH}/listing/college?key=narwhal`);
    const second = await get(`${SEARCH}/listing/college?key=narwhal`);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.app.inject({
      method: "GET",
      url: `${SEARCH}/listing/college?key=narwhal`,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe("as a listener of content changes", () => {
  it("does not keep what a read that started before a change read, nor lets a later read wait for it", async () => {
    const key = contentKeys.listing(987_654);
    let finishEarlyRead = (_value: { name: string }) => {};
    const early = cachedContent(
      t.database.db,
      key,
      () =>
        new Promise<{ name: string }>((resolve) => {
          finishEarlyRead = resolve;
        }),
    );
    await contentChanged(t.database.db, { kind: "listing", id: 987_654 });
    const late = cachedContent(t.database.db, key, async () => ({ name: "Read After The Change" }));
    finishEarlyRead({ name: "Read Before The Change" });
    expect([(await early).name, (await late).name]).toEqual(["Read Before The Change", "Read After The Change"]);
    expect((await cachedContent(t.database.db, key, async () => ({ name: "Read Again" }))).name).toBe(
      "Read After The Change",
    );
  });

  it("forgets what a change makes stale, and everything when changes may have been missed (null)", async () => {
    // A database no app runs on, with a LISTEN connection the test controls (it fails on cue on both engines).
    const bare = await createTestDatabase();
    const connection = controlledListenConnection();
    const changes = await startContentChanges({ ...bare, listen: connection.listen }, recordingLog());
    const cache = startContentCache(bare.db);
    try {
      const read = async (key: string, name: string) =>
        (await cachedContent(bare.db, key, async () => ({ name }))).name;
      expect([await read(contentKeys.event(1), "Old Event"), await read(contentKeys.post(1), "Old Post")]).toEqual([
        "Old Event",
        "Old Post",
      ]);

      // Another instance's change, as NOTIFY brings it: the event only.
      connection.deliver('{"kind":"event","id":1}');
      expect([await read(contentKeys.event(1), "New Event"), await read(contentKeys.post(1), "New Post")]).toEqual([
        "New Event",
        "Old Post",
      ]);

      connection.fail();
      expect([await read(contentKeys.event(1), "Newer Event"), await read(contentKeys.post(1), "New Post")]).toEqual([
        "Newer Event",
        "New Post",
      ]);
    } finally {
      cache.stop();
      await changes.stop();
      await bare.close();
    }
  });
});

describe("the bounded map under the cache", () => {
  it("forgets an entry once its TTL is over, and the least recently read one when full", () => {
    let now = 0;
    const lru = new ExpiringLru<object>(2, 1000, () => now);
    const a = { a: 1 };
    const b = { b: 1 };
    lru.set("a", a);
    lru.set("b", b);
    expect(lru.get("a")).toBe(a);
    lru.set("c", { c: 1 });
    expect([lru.get("a"), lru.get("b"), lru.size]).toEqual([a, undefined, 2]);
    now = 1000;
    expect(lru.get("a")).toBeUndefined();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("several instances on one PostgreSQL database", () => {
  let instances: TwoInstances | undefined;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    instances = await openTwoInstances();
    ({ one, two } = instances);
  });
  afterAll(() => instances?.close());

  it("a write on one instance is seen at once on the other, which had the old version cached", async () => {
    const admin = await signInAs(one, "Administrator");
    const id = (await insertListing(one.database.db, { name: "Two Instances College" })).id;
    const read = async (app: TestApp) =>
      (await app.app.inject({ method: "GET", url: `/api/listings/${id}` })).json().name;
    expect([await read(one), await read(two)]).toEqual(["Two Instances College", "Two Instances College"]);

    const edit = await one.app.inject({
      method: "PUT",
      url: `/api/listings/${id}`,
      headers: admin.headers,
      payload: listingBody({ name: "Renamed On One College" }),
    });
    expect(edit.statusCode).toBe(200);
    expect(await read(one)).toBe("Renamed On One College");
    // The notification travels through the server: allow it a moment, far below the 5 s TTL.
    await expect.poll(() => read(two), { timeout: 1000, interval: 20 }).toBe("Renamed On One College");
  });

  it("a demotion on one instance makes the owner's listing claimable on the other at once", async () => {
    const admin = await signInAs(one, "Administrator");
    const owner = await signInAs(one, "ListingOwner");
    const id = (await insertListing(one.database.db, { name: "Demoted Elsewhere College", authorId: owner.user.id }))
      .id;
    const claimable = async (app: TestApp) =>
      (await app.app.inject({ method: "GET", url: `/api/listings/${id}` })).json().claimable;
    expect([await claimable(one), await claimable(two)]).toEqual([false, false]);

    const demoted = await one.app.inject({
      method: "PUT",
      url: `/adminservice/api/v1/users/${owner.user.id}`,
      headers: admin.headers,
      payload: { role: "Reader" },
    });
    expect(demoted.statusCode).toBe(200);
    expect(await claimable(one)).toBe(true);
    // Far below the 5 s TTL: the other instance was told, it did not wait for its entry to expire.
    await expect.poll(() => claimable(two), { timeout: 1000, interval: 20 }).toBe(true);
  });
});
