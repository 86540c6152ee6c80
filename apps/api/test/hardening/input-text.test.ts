/**
 * Issue 8 items 3 to 5: every text field is capped and refuses control characters with a 400 that
 * names the field, before the value can reach the database, the log or an e-mail.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { newAddresses, passwordGrant, signInAs, TEST_CLIENT_ID, TEST_PASSWORD } from "../helpers/auth.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fromNewAddress = newAddresses("10.80.0");

const validContact = {
  name: "Anita Desai",
  email: "anita@parents.example",
  subject: "Admissions question",
  message: "Do you list boarding schools in Dehradun?",
};

describe("a NUL byte answers 400 naming the field, never 500", () => {
  it.each([
    ["name", "name must not contain control characters"],
    ["email", "email must not contain control characters"],
    ["subject", "subject must not contain control characters"],
    ["message", "message must not contain control characters other than tabs and line breaks"],
  ])("in the contact form's %s", async (field, message) => {
    const payload = { ...validContact, [field]: `${validContact[field as keyof typeof validContact]}\u0000x` };
    const response = await t.app.inject({ method: "POST", url: "/api/contact", headers: fromNewAddress(), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message });
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
  });

  it("in the profile's full name", async () => {
    const me = await signInAs(t, "Reader", { fullName: "Ravi Kumar" });
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${me.user.id}`,
      headers: me.headers,
      payload: { fullName: "Ravi\u0000Kumar" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      message: "fullName must not contain control characters",
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(stored?.fullName).toBe("Ravi Kumar");
  });

  it("in the sign-up name (user_metadata.full_name)", async () => {
    const response = await signUp({ full_name: "Nul\u0000Name" }, "nul.name@example.com");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "invalid_request",
      error_description: expect.stringContaining("full_name must not contain control characters"),
    });
    await expectNoAccount("nul.name@example.com");
  });

  it("in the sign-in username and password", async () => {
    const username = await passwordGrant(t.app, "reader\u0000@example.com", TEST_PASSWORD, {}, fromNewAddress());
    expect(username.statusCode).toBe(400);
    expect(username.json()).toMatchObject({
      error: "invalid_request",
      error_description: "username must not contain control characters",
    });
    const password = await passwordGrant(t.app, "reader@example.com", "pass\u0000word", {}, fromNewAddress());
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({
      error: "invalid_request",
      error_description: "password must not contain control characters",
    });
  });
});

describe("a 1,000,000-character username on POST /auth/oauth/token", () => {
  const huge = "u".repeat(1_000_000);

  it("answers 400 at once with a short message that does not echo the value (JSON body)", async () => {
    const started = performance.now();
    const response = await passwordGrant(t.app, huge, TEST_PASSWORD, {}, fromNewAddress());
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "invalid_request",
      error_description: "username must be at most 254 characters",
      issues: [{ path: "username", message: "username must be at most 254 characters" }],
    });
    expect(elapsed).toBeLessThan(2000);
  });

  it("answers the same for a form-encoded body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded", ...fromNewAddress() },
      payload: new URLSearchParams({
        grant_type: "password",
        client_id: TEST_CLIENT_ID,
        username: huge,
        password: TEST_PASSWORD,
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe("username must be at most 254 characters");
  });
});

describe("single-line fields refuse line breaks", () => {
  it("so a sign-up name cannot make the verification e-mail read as the site's own words", async () => {
    const phishing = "Customer,\n\nYour account was locked. Restore it now: https://evil.example/restore";
    const response = await signUp({ full_name: phishing }, "phished@example.com");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "invalid_request",
      error_description: expect.stringContaining("full_name must be on one line"),
    });
    await expectNoAccount("phished@example.com");
    expect(t.sentMail.filter((mail) => mail.to === "phished@example.com")).toEqual([]);
  });

  it("while the contact message keeps its line breaks", async () => {
    const message = "Hello,\r\n\r\nDo you list boarding schools?\n\tThanks";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: fromNewAddress(),
      payload: { ...validContact, message },
    });
    expect(response.statusCode).toBe(201);
  });
});

function signUp(userMetadata: Record<string, string>, email: string) {
  return t.app.inject({
    method: "POST",
    url: "/auth/dbconnections/signup",
    headers: fromNewAddress(),
    payload: { client_id: TEST_CLIENT_ID, email, password: "Long-enough-9", user_metadata: userMetadata },
  });
}

async function expectNoAccount(email: string) {
  expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
}
