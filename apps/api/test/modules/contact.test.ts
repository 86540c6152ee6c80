import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { contactMessages, rateLimitHits } from "../../src/db/schema.ts";
import { deliverDue, type MailOutboxDeps } from "../../src/modules/mail-outbox/service.ts";
import type { MailMessage } from "../../src/shared/mailer.ts";
import { createTestApp, NO_LOAD_SHEDDING, type TestApp } from "../helpers/app.ts";
import { MINUTE_MS, SECOND_MS } from "../helpers/clock.ts";

const valid = {
  name: "Anita Desai",
  email: "anita@parents.example",
  subject: "Admissions question",
  message: "Do you list boarding schools in Dehradun?",
};

describe("POST /api/contact", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: unknown, ip = "10.0.0.1") =>
    t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress: ip });

  it("stores the message and e-mails it to the site's address", async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json();
    expect(message).toBe("Thank you! Your message has been sent. We will get back to you soon.");
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ id, name: "Anita Desai", subject: "Admissions question" });
    expect(row?.emailedAt).not.toBeNull();
    expect(t.sentMail).toHaveLength(1);
    expect(t.sentMail[0]).toMatchObject({
      to: "hello@learnwithoutlimits.local",
      replyTo: "anita@parents.example",
      subject: "[Contact] Admissions question",
    });
    expect(t.sentMail[0]?.text).toContain("Do you list boarding schools in Dehradun?");
  });

  it.each([
    [{ ...valid, email: "not-an-address" }, "email must be a valid e-mail address"],
    [{ ...valid, name: "   " }, "name is required"],
    [{ ...valid, message: "Hi" }, "message must be at least 10 characters"],
    [{ ...valid, subject: "x".repeat(151) }, "subject must be at most 150 characters"],
    [{ name: "A", email: "a@b.example", message: "long enough message" }, "subject is required"],
  ])("refuses bad input with a 400 naming the field", async (payload, message) => {
    const response = await post(payload, "10.0.0.2");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: "10.0.0.3",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });

  it("limits accepted messages per address to 5 an hour, with a 429 that says when to come back", async () => {
    const ip = "10.0.0.9";
    for (let i = 0; i < 5; i += 1) expect((await post(valid, ip)).statusCode).toBe(201);
    const refused = await post(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: "Too many messages from your address. Please try again in 60 minutes.",
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await post(valid, "10.0.0.10")).statusCode).toBe(201);
  });

  it("counts only accepted messages: invalid and refused ones leave no trace", async () => {
    const ip = "10.0.0.11";
    for (let i = 0; i < 6; i += 1) expect((await post({ ...valid, message: "Hi" }, ip)).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await post(valid, ip)).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await post(valid, ip)).statusCode).toBe(429);
    const rows = await t.database.db
      .select()
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, "contact"), eq(rateLimitHits.clientKey, ip)));
    expect(rows).toHaveLength(5);
  });

  it("lets an address send again once its oldest message is an hour old by the clock", async () => {
    const ip = "10.0.0.12";
    // The clock stands still, so the hour is measured exactly; it moves on only when told.
    t.clock.set(t.clock.now());
    expect((await post(valid, ip)).statusCode).toBe(201);
    t.clock.advance(10 * MINUTE_MS);
    for (let i = 0; i < 4; i += 1) expect((await post(valid, ip)).statusCode).toBe(201);
    t.clock.advance(50 * MINUTE_MS - SECOND_MS);
    const refused = await post(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
    t.clock.advance(SECOND_MS);
    expect((await post(valid, ip)).statusCode).toBe(201);
    const next = await post(valid, ip);
    expect(next.statusCode).toBe(429);
    // The four later messages free their slots ten minutes on.
    expect(next.headers["retry-after"]).toBe(String((10 * MINUTE_MS) / SECOND_MS));
  });

  it.each([
    ["application/x-www-form-urlencoded", new URLSearchParams(valid).toString()],
    ["text/plain", JSON.stringify(valid)],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("refuses a %s body with a 415 and stores nothing", async (contentType, payload) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": contentType },
      payload,
      remoteAddress: "10.0.0.13",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: "Unsupported Media Type",
      message: "The contact form accepts JSON only: send Content-Type: application/json.",
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it("accepts JSON with a charset", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: JSON.stringify(valid),
      remoteAddress: "10.0.0.14",
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("POST /api/contact on two instances", () => {
  it("holds the limit across servers that share the database", async () => {
    const t = await createTestApp();
    const scratch = await mkdtemp(path.join(tmpdir(), "lwl-contact-"));
    const config = loadConfig(
      { NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" },
      { mediaDir: path.join(scratch, "media"), webDistDir: null },
    );
    const second = await buildApp({
      config,
      database: t.database,
      mailer: { send: async () => {} },
      logger: false,
      loadShedding: NO_LOAD_SHEDDING,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const app = i % 2 === 0 ? t.app : second;
        const response = await app.inject({
          method: "POST",
          url: "/api/contact",
          payload: valid,
          remoteAddress: "10.2.2.2",
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await second.close();
      await t.close();
      await rm(scratch, { recursive: true, force: true });
    }
  });
});

describe("POST /api/contact when e-mail fails", () => {
  it("keeps the message, still acknowledges it, and the mail outbox sends its e-mail once the server is back", async () => {
    const mailer = {
      down: true,
      sent: [] as MailMessage[],
      async send(message: MailMessage) {
        if (mailer.down) throw new Error("SMTP down");
        mailer.sent.push(message);
      },
    };
    const t = await createTestApp({ mailer });
    try {
      const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: valid });
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(contactMessages);
      expect(row?.emailedAt).toBeNull();
      expect(row?.message).toBe(valid.message);

      mailer.down = false;
      const inAMinute = new Date(Date.now() + 61_000);
      const silent = { warn: () => {}, error: () => {} } as unknown as MailOutboxDeps["log"];
      expect(await deliverDue({ db: t.database.db, mailer, log: silent, now: () => inAMinute })).toBe(1);
      expect(mailer.sent.map(({ to, replyTo, subject }) => ({ to, replyTo, subject }))).toEqual([
        { to: t.app.config.mail.siteEmail, replyTo: valid.email, subject: `[Contact] ${valid.subject}` },
      ]);
      expect(mailer.sent[0]?.text).toContain(valid.message);
    } finally {
      await t.close();
    }
  });
});

describe("client addresses", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY says a proxy is in front", async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: "0" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: valid,
          remoteAddress: "10.1.1.1",
          headers: { "x-forwarded-for": `203.0.113.${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});
