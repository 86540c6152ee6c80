/**
 * Stored XSS through the write endpoints (issue 10): every vector of the sanitiser's corpus
 * (test/helpers/xss-corpus.ts) sent in every rich-text field (a listing's and an event's description,
 * a post's content) and in the plain-text fields, then read back the way the pages read it. Rich text
 * must come back free of anything a browser would run; plain text comes back exactly as typed, as
 * JSON, for the web app to show as text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { eventBody, listingBody, postBody } from "../../helpers/content-bodies.ts";
import { MUTATION, OWASP, problemsIn } from "../../helpers/xss-corpus.ts";

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
let listingId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator");
  owner = await signInAs(t, "ListingOwner");
  listingId = (await post("/api/listings", admin, listingBody({ name: "XSS Host" }))).json().id;
});
afterAll(() => t.close());

function post(url: string, who: SignedInUser, payload: object) {
  return t.app.inject({ method: "POST", url, payload, headers: who.headers });
}
const get = (url: string, who?: SignedInUser) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });

/** What a browser would find in some HTML, parsed with scripting on and off. */
function expectInert(html: string) {
  expect(problemsIn(html, true)).toEqual([]);
  expect(problemsIn(html, false)).toEqual([]);
  expect(html).not.toMatch(/<(script|style|iframe|svg|math|object|embed|form|noscript|template)\b/i);
}

/** The vector on one line without control characters (which single-line fields refuse), as they trim it. */
const oneLine = (vector: string) =>
  vector
    .replace(/\p{Cc}+/gu, " ")
    .slice(0, 200)
    .trim();

const VECTORS = [...OWASP, ...MUTATION];

describe("rich text is stored sanitised and reads back inert", () => {
  it.each(VECTORS)("listing description, event description, post content: %s", async (vector) => {
    const listing = await post("/api/listings", admin, listingBody({ name: oneLine(vector), description: vector }));
    expect(listing.statusCode).toBe(201);
    const event = await post(
      "/api/events",
      admin,
      eventBody(listingId, { title: oneLine(vector), description: vector }),
    );
    expect(event.statusCode).toBe(201);
    const article = await post(
      "/api/blogs",
      admin,
      postBody(listingId, { title: oneLine(vector), shortDescription: vector, content: vector }),
    );
    expect(article.statusCode).toBe(201);

    const readListing = (await get(`/api/listings/${listing.json().id}`)).json();
    const readEvent = (await get(`/api/events/${event.json().id}`)).json();
    const readPost = (await get(`/api/blogs/${article.json().id}`)).json();
    for (const html of [readListing.description, readEvent.description, readPost.content]) expectInert(html);
    // Plain text comes back exactly as sent: the API never turns it into markup, the pages show it as text.
    expect([readListing.name, readEvent.title, readPost.title, readPost.shortDescription]).toEqual([
      oneLine(vector),
      oneLine(vector),
      oneLine(vector),
      vector.trim(),
    ]);
  });
});

describe("an owner's proposal is sanitised before anyone sees it", () => {
  it("stores the proposed description clean, shows it clean in the queue, and publishes it clean", async () => {
    const vector = `<p>New text</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>`;
    const id = (await post("/api/listings", owner, listingBody({ name: "Owner XSS" }))).json().id;
    const queue = () => get("/adminservice/api/v1/admin/pendingapprovals/LISTING?size=100", admin);
    const itemOf = async () =>
      (await queue()).json().content.find((i: { contentId: number }) => i.contentId === id) as {
        id: number;
        proposed: { description: string };
      };
    const created = await itemOf();
    await t.app.inject({
      method: "PUT",
      url: `/adminservice/api/v1/admin/pendingapprovals/${created.id}/approve`,
      headers: admin.headers,
    });
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/listings/${id}`,
      headers: owner.headers,
      payload: listingBody({ name: "Owner XSS", description: vector }),
    });
    expect(edited.json().pendingChanges).toEqual({
      description: '<p>New text</p><a rel="noopener nofollow">x</a>',
    });
    const item = await itemOf();
    expectInert(item.proposed.description);
    await t.app.inject({
      method: "PUT",
      url: `/adminservice/api/v1/admin/pendingapprovals/${item.id}/approve`,
      headers: admin.headers,
    });
    expect((await get(`/api/listings/${id}`)).json().description).toBe(
      '<p>New text</p><a rel="noopener nofollow">x</a>',
    );
  });
});

describe("address fields take no script URLs", () => {
  const SCRIPT_URLS = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " javascript:alert(1)",
  ];

  it.each(SCRIPT_URLS)("refuses %s as a website, registration, online or image address", async (url) => {
    const responses = [
      await post("/api/listings", admin, listingBody({ contact: { phone: null, email: null, website: url } })),
      await post("/api/listings", admin, listingBody({ coverPicture: url })),
      await post("/api/events", admin, eventBody(listingId, { registrationUrl: url })),
      await post("/api/events", admin, eventBody(listingId, { address: null, onlineUrl: url })),
      await post("/api/blogs", admin, postBody(listingId, { imgUrl: url })),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
  });
});
