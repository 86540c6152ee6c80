import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

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
    expect(message).toMatch(/Thank you/);
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

  it("limits messages per address with a clear 429", async () => {
    const ip = "10.0.0.9";
    for (let i = 0; i < 5; i += 1) expect((await post(valid, ip)).statusCode).toBe(201);
    const refused = await post(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many messages from your address/);
    expect((await post(valid, "10.0.0.10")).statusCode).toBe(201);
  });
});

describe("POST /api/contact when e-mail fails", () => {
  it("keeps the message and still acknowledges it", async () => {
    const t = await createTestApp({
      mailer: {
        async send() {
          throw new Error("SMTP down");
        },
      },
    });
    try {
      const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: valid });
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(contactMessages);
      expect(row?.emailedAt).toBeNull();
      expect(row?.message).toBe(valid.message);
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
