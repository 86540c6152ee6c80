/**
 * The newsletter (issue 12, docs/product.md section 7.5): POST /api/blogs/subscriptions with double
 * opt-in, the same answer for a known address, limits per address and per client, confirmation
 * (confirmed, already confirmed, invalid, expired) and one-click unsubscribe.
 */
import { SUBSCRIBE_ANSWER } from "@lwl/contracts/newsletter";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimitHits, subscriptions } from "../../src/db/schema.ts";
import type { MailMessage } from "../../src/shared/mailer.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { HOUR_MS, SECOND_MS } from "../helpers/clock.ts";

const ORIGIN = "https://news.example.org";
let t: TestApp;
let client = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.sentMail.length = 0;
  await t.database.db.delete(rateLimitHits);
  client += 1;
});

/** Each test comes from its own client address (one proxy hop is trusted in tests). */
function subscribe(body: unknown, ip = `198.51.100.${client}`) {
  return t.app.inject({
    method: "POST",
    url: "/api/blogs/subscriptions",
    headers: { "x-forwarded-for": ip },
    payload: body as Record<string, unknown>,
  });
}

const confirm = (token: string) =>
  t.app.inject({ method: "GET", url: `/api/blogs/subscriptions/confirm?token=${encodeURIComponent(token)}` });

function lastMailTo(address: string): MailMessage {
  const mail = t.sentMail.filter((m) => m.to === address).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The token of a link in a mail: `${ORIGIN}/newsletter/confirm?token=...`. */
function tokenOf(mail: MailMessage, page: "confirm" | "unsubscribe"): string {
  const match = mail.text.match(new RegExp(`${ORIGIN}/newsletter/${page}\\?token=(\\S+)`));
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

const rowOf = async (email: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0];

describe("POST /api/blogs/subscriptions", () => {
  it("answers 202, stores only token hashes and mails a confirmation link with one-click unsubscribe headers", async () => {
    const response = await subscribe({ email: "  Reader@Example.org ", categories: ["Exams", "campus-life", "exams"] });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SUBSCRIBE_ANSWER });

    const mail = lastMailTo("reader@example.org");
    expect(mail.subject).toBe("Confirm your LEARN WITHOUT LIMITS newsletter subscription");
    expect(mail.text).toContain("news about Exams, Campus Life");
    const confirmToken = tokenOf(mail, "confirm");
    const unsubscribeToken = tokenOf(mail, "unsubscribe");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${ORIGIN}/api/blogs/subscriptions/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    const row = await rowOf("reader@example.org");
    expect(row?.categories).toEqual(["exams", "campus-life"]);
    expect(row?.confirmedAt).toBeNull();
    expect(row?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token).not.toContain(confirmToken);
    expect(row?.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hoursValid = ((row?.confirmExpiresAt.getTime() ?? 0) - t.clock.now().getTime()) / HOUR_MS;
    expect(hoursValid).toBeGreaterThan(47.9);
    expect(hoursValid).toBeLessThanOrEqual(48);
  });

  it("confirms once, then says already confirmed; nothing is sent before the confirmation", async () => {
    await subscribe({ email: "double@example.org" });
    const token = tokenOf(lastMailTo("double@example.org"), "confirm");
    expect((await rowOf("double@example.org"))?.confirmedAt).toBeNull();

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      result: "confirmed",
      message: "Your subscription is confirmed. Our news will arrive in your inbox.",
    });
    expect((await rowOf("double@example.org"))?.confirmedAt).toBeInstanceOf(Date);

    const again = await confirm(token);
    expect(again.json()).toEqual({
      result: "already-confirmed",
      message: "Your subscription was already confirmed. Nothing more to do.",
    });
  });

  it("answers a subscribed address exactly as a new one, and mails it a note instead of a new confirmation", async () => {
    await subscribe({ email: "known@example.org", categories: ["exams"] });
    await confirm(tokenOf(lastMailTo("known@example.org"), "confirm"));
    const confirmedAt = (await rowOf("known@example.org"))?.confirmedAt;

    const known = await subscribe({ email: "known@example.org", categories: ["careers"] });
    const unknown = await subscribe({ email: "stranger@example.org" });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);

    const note = lastMailTo("known@example.org");
    expect(note.subject).toBe("You are already subscribed to the LEARN WITHOUT LIMITS newsletter");
    expect(note.text).not.toContain("/newsletter/confirm");
    expect(note.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const row = await rowOf("known@example.org");
    // Someone else cannot change a confirmed subscription's categories.
    expect(row?.categories).toEqual(["exams"]);
    expect(row?.confirmedAt).toEqual(confirmedAt);
  });

  it("replaces the link of an unconfirmed address asked for again: the old link is no longer valid", async () => {
    await subscribe({ email: "twice@example.org" });
    const oldToken = tokenOf(lastMailTo("twice@example.org"), "confirm");
    await subscribe({ email: "twice@example.org", categories: ["policy"] });
    const newToken = tokenOf(lastMailTo("twice@example.org"), "confirm");
    expect((await confirm(oldToken)).statusCode).toBe(404);
    expect((await confirm(newToken)).json()).toMatchObject({ result: "confirmed" });
    expect((await rowOf("twice@example.org"))?.categories).toEqual(["policy"]);
  });

  it("limits confirmation mails to 3 an hour per address, whichever clients ask", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await subscribe({ email: "target@example.org" }, `203.0.113.${i + 1}`)).statusCode).toBe(202);
    }
    const refused = await subscribe({ email: "TARGET@example.org" }, "203.0.113.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: "Too many subscription requests. Please try again in 60 minutes.",
    });
    expect(t.sentMail.filter((m) => m.to === "target@example.org")).toHaveLength(3);
  });

  it("sends an address a new link once the first of its hour is an hour old", async () => {
    // The clock stands still, so the hour is measured exactly; it moves on only when told.
    t.clock.set(t.clock.now());
    expect((await subscribe({ email: "hourly@example.org" }, "203.0.113.31")).statusCode).toBe(202);
    t.clock.advance(10 * 60 * SECOND_MS);
    for (const ip of ["203.0.113.32", "203.0.113.33"]) {
      expect((await subscribe({ email: "hourly@example.org" }, ip)).statusCode).toBe(202);
    }
    t.clock.advance(50 * 60 * SECOND_MS - SECOND_MS);
    const refused = await subscribe({ email: "hourly@example.org" }, "203.0.113.34");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
    t.clock.advance(SECOND_MS);
    expect((await subscribe({ email: "hourly@example.org" }, "203.0.113.35")).statusCode).toBe(202);
    expect((await subscribe({ email: "hourly@example.org" }, "203.0.113.36")).statusCode).toBe(429);
    expect(t.sentMail.filter((m) => m.to === "hourly@example.org")).toHaveLength(4);
  });

  it("limits one client to 10 requests an hour, whatever addresses it tries", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ email: `probe${i}@example.org` }, "192.0.2.7")).statusCode).toBe(202);
    }
    expect((await subscribe({ email: "probe10@example.org" }, "192.0.2.7")).statusCode).toBe(429);
    expect((await subscribe({ email: "probe10@example.org" }, "192.0.2.8")).statusCode).toBe(202);
  });

  it("refuses a bad address, an unknown category and a form post, naming the problem", async () => {
    const bad = await subscribe({ email: "not-an-address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "email must be a valid e-mail address" });

    const unknown = await subscribe({ email: "a@example.org", categories: ["gossip"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: 'categories: unknown category "gossip"',
    });

    const form = await t.app.inject({
      method: "POST",
      url: "/api/blogs/subscriptions",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40example.org",
    });
    expect(form.statusCode).toBe(415);
    expect(t.sentMail).toEqual([]);
  });
});

describe("GET /api/blogs/subscriptions/confirm", () => {
  it("answers 404 for an unknown token and 410 for an expired one", async () => {
    const unknown = await confirm("no-such-token");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "This confirmation link is not valid. Please subscribe again.",
    });

    await subscribe({ email: "late@example.org" });
    const token = tokenOf(lastMailTo("late@example.org"), "confirm");
    await t.database.db
      .update(subscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.email, "late@example.org"));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      statusCode: 410,
      error: "Gone",
      message: "This confirmation link has expired. Please subscribe again to get a new one.",
    });
    expect((await rowOf("late@example.org"))?.confirmedAt).toBeNull();
  });

  it("confirms for 48 hours of the clock after the link was sent, and answers 410 from then on", async () => {
    t.clock.set(t.clock.now());
    await subscribe({ email: "on-time@example.org" });
    await subscribe({ email: "too-late@example.org" });
    t.clock.advance(48 * HOUR_MS);
    const lastMoment = t.clock.now();
    expect((await confirm(tokenOf(lastMailTo("on-time@example.org"), "confirm"))).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await confirm(tokenOf(lastMailTo("too-late@example.org"), "confirm"))).statusCode).toBe(410);
    expect((await rowOf("too-late@example.org"))?.confirmedAt).toBeNull();
    expect((await rowOf("on-time@example.org"))?.confirmedAt).toEqual(lastMoment);
  });

  it("asks for a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/blogs/subscriptions/confirm" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/token/);
  });
});

describe("unsubscribing", () => {
  it("works in one click with the List-Unsubscribe POST of a mail program, and only once", async () => {
    await subscribe({ email: "leaver@example.org" });
    const mail = lastMailTo("leaver@example.org");
    await confirm(tokenOf(mail, "confirm"));
    const endpoint = mail.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";

    const response = await t.app.inject({
      method: "POST",
      url: endpoint.slice(ORIGIN.length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "You are unsubscribed. You will not receive our newsletter any more." });
    expect(await rowOf("leaver@example.org")).toBeUndefined();

    const again = await t.app.inject({ method: "POST", url: endpoint.slice(ORIGIN.length) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This unsubscribe link is not valid, or the address is already unsubscribed.");
  });

  it("sends a browser opening the header's address to the unsubscribe page, without unsubscribing yet", async () => {
    await subscribe({ email: "browser@example.org" });
    const token = tokenOf(lastMailTo("browser@example.org"), "unsubscribe");
    const response = await t.app.inject({
      method: "GET",
      url: `/api/blogs/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await rowOf("browser@example.org")).toBeDefined();
  });
});

describe("the OpenAPI document", () => {
  it("describes the newsletter calls", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    const paths = Object.keys(spec.paths).filter((path) => path.startsWith("/api/blogs/subscriptions"));
    expect(paths.sort()).toEqual([
      "/api/blogs/subscriptions",
      "/api/blogs/subscriptions/confirm",
      "/api/blogs/subscriptions/unsubscribe",
    ]);
    expect(Object.keys(spec.paths["/api/blogs/subscriptions"].post.responses)).toEqual(
      expect.arrayContaining(["202", "400", "415", "429"]),
    );
    expect(Object.keys(spec.paths["/api/blogs/subscriptions/unsubscribe"])).toEqual(["post", "get"]);
  });
});
