import { RESET_EMAIL_SENT_TEXT } from "@lwl/contracts/identity";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, rateLimitHits, refreshTokens, users } from "../../../src/db/schema.ts";
import { ACCOUNT_ENDPOINT_LIMIT } from "../../../src/modules/identity/accounts/account-routes.ts";
import {
  RESET_EMAIL_DAILY_LIMIT,
  RESET_EMAILS_PER_ACCOUNT_PER_DAY,
} from "../../../src/modules/identity/accounts/password-service.ts";
import { hashOpaqueToken } from "../../../src/modules/identity/secrets.ts";
import type { MailMessage } from "../../../src/shared/mailer.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertUserWithPassword, newAddresses, passwordGrant, signIn, TEST_CLIENT_ID } from "../../helpers/auth.ts";
import { HOUR_MS, MINUTE_MS } from "../../helpers/clock.ts";
import { insertUser } from "../../helpers/fixtures.ts";
import { captureLog } from "../../helpers/log-capture.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fromNewAddress = newAddresses("192.0.2");

const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = fromNewAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/auth/dbconnections/signup",
    headers,
    payload: { client_id: TEST_CLIENT_ID, connection: "Username-Password-Authentication", ...payload },
  });

const askForReset = (email: string, headers: Record<string, string> = fromNewAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/auth/dbconnections/change_password",
    headers,
    payload: { client_id: TEST_CLIENT_ID, email, connection: "Username-Password-Authentication" },
  });

const resetPassword = (ticket: string, newPassword: string) =>
  t.app.inject({
    method: "POST",
    url: "/auth/reset_password",
    headers: fromNewAddress(),
    payload: { client_id: TEST_CLIENT_ID, ticket, new_password: newPassword },
  });

const linkParameter = (text: string, name: string) => {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  return link ? new URL(link).searchParams.get(name) : null;
};

describe("POST /auth/dbconnections/signup", () => {
  it("creates the account, answers like the hosted service and e-mails the verification link", async () => {
    const response = await signUp({
      email: "  Priya.Sharma@Example.COM ",
      password: "a good long password",
      username: "priyashxq1",
      user_metadata: { full_name: "Priya Sharma", mobile: "+91 98765 43210" },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.any(String),
      email: "priya.sharma@example.com",
      email_verified: false,
      username: "priyashxq1",
      user_metadata: { full_name: "Priya Sharma", mobile: "+91 98765 43210" },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body._id));
    expect(row).toMatchObject({ role: "Reader", loginType: "Normal", fullName: "Priya Sharma", emailVerified: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = t.sentMail.at(-1);
    expect(mail).toMatchObject({ to: "priya.sharma@example.com", subject: "Confirm your e-mail address" });
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify\?token=[A-Za-z0-9_-]{43}/);

    // The new account signs in straight away (verification is not required to sign in).
    expect((await passwordGrant(t.app, "priya.sharma@example.com", "a good long password")).statusCode).toBe(200);
  });

  it("generates the username of docs/product.md section 5 when none (or an unusable one) is proposed", async () => {
    const generated = (
      await signUp({ email: "alexander.hamilton@example.com", password: "a good long password" })
    ).json();
    expect(generated.username).toMatch(/^alexand[a-z0-9]{3}$/);
    const short = (
      await signUp({ email: "bo@example.com", password: "a good long password", username: "Bad Name!" })
    ).json();
    expect(short.username).toMatch(/^bo[a-z0-9]{3}$/);
    // A proposal that is taken is replaced rather than refused: nobody chose it.
    const taken = (
      await signUp({ email: "priya.other@example.com", password: "a good long password", username: "priyashxq1" })
    ).json();
    expect(taken.username).toMatch(/^priyaot[a-z0-9]{3}$/);
    expect(taken.user_metadata).toEqual({ full_name: "" });
  });

  it("refuses an address that already has an account, in any letter case, with 400 user_exists", async () => {
    await signUp({ email: "twice@example.com", password: "a good long password" });
    const response = await signUp({ email: "TWICE@example.com", password: "another long password" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "user_exists",
      error_description: "The user already exists.",
      name: "BadRequestError",
      code: "user_exists",
      description: "The user already exists.",
      statusCode: 400,
    });
  });

  it("applies the password policy with clear messages", async () => {
    const cases: Array<[string, string]> = [
      ["short1", "Password must be at least 8 characters long."],
      ["Policy.Person@example.com", "Password must not be your e-mail address."],
      ["policy.person", "Password must not be the part of your e-mail address before the @."],
      ["x".repeat(129), "Password must be at most 128 characters long."],
      [
        "password",
        "This password is one of the most common ones and easy to guess. Please choose a less common password.",
      ],
      [
        "Sunshine2026!",
        "This password is one of the most common ones and easy to guess. Please choose a less common password.",
      ],
    ];
    for (const [password, message] of cases) {
      const response = await signUp({ email: "policy.person@example.com", password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({
        error: "invalid_password",
        error_description: message,
        name: "PasswordStrengthError",
      });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, "policy.person@example.com"))).toEqual([]);
  });

  it("refuses a bad e-mail, a bad mobile, an unknown connection and an unknown client", async () => {
    const badEmail = await signUp({ email: "not-an-address", password: "a good long password" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ error: "invalid_request", code: "invalid_request" });
    expect(badEmail.json().error_description).toContain("email must be a valid e-mail address");

    const badMobile = await signUp({
      email: "mobile@example.com",
      password: "a good long password",
      user_metadata: { mobile: "call me" },
    });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().error_description).toContain("mobile must be 7 to 20 characters");

    const connection = await signUp({ email: "conn@example.com", password: "a good long password", connection: "x" });
    expect(connection.json()).toMatchObject({ error: "invalid_request", error_description: "Unknown connection: x" });

    const client = await signUp({ email: "client@example.com", password: "a good long password", client_id: "rogue" });
    expect(client.statusCode).toBe(401);
    expect(client.json().error).toBe("invalid_client");
  });
});

describe("password reset: /dbconnections/change_password and /reset_password", () => {
  it("answers the same text for an address with and without an account, and mails only the account", async () => {
    await insertUserWithPassword(t, { email: "reset.me@test.example", fullName: "Reset Me" });
    const before = t.sentMail.length;
    const known = await askForReset("Reset.Me@test.example");
    const unknown = await askForReset("nobody.here@test.example");
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/plain");
      expect(response.body).toBe(RESET_EMAIL_SENT_TEXT);
    }
    expect(t.sentMail.slice(before)).toHaveLength(1);
    const mail = t.sentMail.at(-1);
    expect(mail).toMatchObject({ to: "reset.me@test.example", subject: "Reset your password" });
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/forgot-Password\?ticket=[A-Za-z0-9_-]{43}/);
  });

  it("sets the new password with the ticket once, and signs out every session", async () => {
    const user = await insertUserWithPassword(t, { email: "forgot@test.example" });
    const session = await signIn(t.app, user.email, undefined, { scope: "openid offline_access" });
    await askForReset(user.email);
    const ticket = linkParameter(t.sentMail.at(-1)?.text ?? "", "ticket") ?? "";

    // A password the policy refuses does not spend the ticket.
    for (const refused of ["short", "p@ssw0rd123"]) {
      const weak = await resetPassword(ticket, refused);
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ error: "invalid_password" });
    }

    const done = await resetPassword(ticket, "my brand new passphrase");
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toContain("Your password has been changed");
    expect((await passwordGrant(t.app, user.email, "my brand new passphrase")).statusCode).toBe(200);
    expect((await passwordGrant(t.app, user.email, "Correct-Horse-7")).statusCode).toBe(403);

    const [revoked] = await t.database.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(session.refresh_token ?? "")));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    // Following the e-mailed link proved the mailbox.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);

    const again = await resetPassword(ticket, "yet another passphrase");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: "invalid_ticket",
      error_description: "This password reset link has expired or was already used. Please ask for a new one.",
    });
  });

  it("refuses an expired ticket, a made-up ticket, and an older ticket once a newer one was sent", async () => {
    const user = await insertUserWithPassword(t, { email: "slow@test.example" });
    await askForReset(user.email);
    const first = linkParameter(t.sentMail.at(-1)?.text ?? "", "ticket") ?? "";
    // A ticket lives an hour of the app's clock (time-rules.test.ts tests both sides of the hour).
    t.clock.advance(HOUR_MS);
    expect((await resetPassword(first, "a fine new password")).json().error).toBe("invalid_ticket");
    expect((await resetPassword("made-up", "a fine new password")).json().error).toBe("invalid_ticket");

    // The reset e-mail goes out at most once a minute per account.
    await askForReset(user.email);
    const second = linkParameter(t.sentMail.at(-1)?.text ?? "", "ticket") ?? "";
    const sentBefore = t.sentMail.length;
    await askForReset(user.email);
    expect(t.sentMail.length).toBe(sentBefore);
    t.clock.advance(MINUTE_MS);
    await askForReset(user.email);
    const third = linkParameter(t.sentMail.at(-1)?.text ?? "", "ticket") ?? "";
    expect(third).not.toBe(second);
    expect((await resetPassword(second, "a fine new password")).json().error).toBe("invalid_ticket");
    expect((await resetPassword(third, "a fine new password")).statusCode).toBe(200);
  });

  it("asks for the ticket and the client", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/reset_password",
      payload: { client_id: TEST_CLIENT_ID, new_password: "whatever long" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_request", error_description: "ticket is required" });
  });
});

describe(`reset e-mails: at most ${RESET_EMAILS_PER_ACCOUNT_PER_DAY} per account in 24 hours`, () => {
  // Its own app, to read the log and to make the mailer fail.
  const log = captureLog();
  const delivered: MailMessage[] = [];
  let mailerDown = false;
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({
      logStream: log.stream,
      mailer: {
        async send(message) {
          if (mailerDown) throw new Error("SMTP server unavailable");
          delivered.push(message);
        },
      },
    });
  });
  afterAll(() => capped.close());

  const ask = (email: string) =>
    capped.app.inject({
      method: "POST",
      url: "/auth/dbconnections/change_password",
      headers: fromNewAddress(),
      payload: { client_id: TEST_CLIENT_ID, email, connection: "Username-Password-Authentication" },
    });

  /** The fixture: reset e-mails the account was sent earlier, each `ago` (an SQL interval) before now. */
  async function sentEarlier(userId: string, ...ago: string[]) {
    await capped.database.db.insert(rateLimitHits).values(
      ago.map((interval) => ({
        bucket: RESET_EMAIL_DAILY_LIMIT.bucket,
        clientKey: userId,
        createdAt: sql`now() - ${interval}::interval`,
      })),
    );
  }

  /** Moves the last reset e-mail two minutes back, past the one-a-minute rule. */
  const aMinuteLater = (userId: string) =>
    capped.database.db
      .update(emailTokens)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(emailTokens.userId, userId));

  it("caps at 5 a day", () => {
    expect(RESET_EMAIL_DAILY_LIMIT).toEqual({ bucket: "password-reset-account", max: 5, windowMinutes: 1440 });
  });

  it("sends no sixth e-mail within 24 hours, answers the same text, and logs it at info without the address", async () => {
    const user = await insertUser(capped.database.db, { email: "victim@test.example" });
    await sentEarlier(user.id, "23 hours 59 minutes", "20 hours", "12 hours", "2 hours", "5 minutes");
    const before = delivered.length;
    log.clear();
    const response = await ask("victim@test.example");
    expect([response.statusCode, response.body]).toEqual([200, RESET_EMAIL_SENT_TEXT]);
    expect(delivered.length).toBe(before);
    expect(log.entry("password reset e-mail not sent: the account's daily limit is reached")).toMatchObject({
      level: 30,
      userId: user.id,
    });
    expect(log.text()).not.toContain("victim@test.example");
  });

  it("counts the last 24 hours only, and counts the e-mails it sends", async () => {
    const user = await insertUser(capped.database.db, { email: "day-old@test.example" });
    await sentEarlier(user.id, "24 hours 1 minute", "20 hours", "12 hours", "2 hours", "5 minutes");
    const before = delivered.length;
    await ask("day-old@test.example");
    expect(delivered.slice(before).map((mail) => mail.to)).toEqual(["day-old@test.example"]);
    await aMinuteLater(user.id);
    await ask("day-old@test.example");
    expect(delivered.length).toBe(before + 1);
  });

  it("does not count an e-mail the mail server refused", async () => {
    const user = await insertUser(capped.database.db, { email: "unlucky@test.example" });
    await sentEarlier(user.id, "20 hours", "12 hours", "2 hours", "5 minutes");
    const before = delivered.length;
    mailerDown = true;
    try {
      expect((await ask("unlucky@test.example")).statusCode).toBe(200);
    } finally {
      mailerDown = false;
    }
    await aMinuteLater(user.id);
    await ask("unlucky@test.example");
    expect(delivered.slice(before).map((mail) => mail.to)).toEqual(["unlucky@test.example"]);
  });
});

describe("e-mails say only the site's own words", () => {
  // A name chosen to read as part of the e-mail: greeting someone by it would send this text, as the
  // site's, to any address. (Line breaks in names are refused by the contracts; this one has none.)
  const phishingName = "Customer. Your account was locked! Restore it now at https://evil.example/restore";

  it("does not echo the sign-up name in the verification e-mail", async () => {
    const response = await signUp({
      email: "phished@example.com",
      password: "a good long password",
      user_metadata: { full_name: phishingName },
    });
    expect(response.statusCode).toBe(200);
    const mail = t.sentMail.at(-1);
    expect(mail?.to).toBe("phished@example.com");
    const link = /http:\/\/localhost:3000\/verify\?token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0];
    expect(mail?.text).toBe(
      [
        "Hello,",
        "",
        "Please confirm your e-mail address for LEARN WITHOUT LIMITS by opening this link:",
        link,
        "",
        "The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.",
      ].join("\n"),
    );
    expect(mail?.text).not.toContain("evil.example");
    expect(mail?.subject).not.toContain("Customer");
  });

  it("does not echo the account's name in the password reset e-mail", async () => {
    await insertUserWithPassword(t, { email: "phished-reset@example.com", fullName: phishingName });
    expect((await askForReset("phished-reset@example.com")).statusCode).toBe(200);
    const mail = t.sentMail.at(-1);
    expect(mail?.to).toBe("phished-reset@example.com");
    expect(mail?.text.split("\n")[0]).toBe("Hello,");
    expect(mail?.text).not.toContain("evil.example");
    expect(mail?.text).not.toContain("Customer");
  });
});

describe("per-address limit of the account endpoints", () => {
  it(`allows ${ACCOUNT_ENDPOINT_LIMIT.max} requests per address in 15 minutes, then answers 429`, async () => {
    const address = { "x-forwarded-for": "198.18.0.9" };
    for (let i = 0; i < ACCOUNT_ENDPOINT_LIMIT.max; i += 1) {
      expect((await askForReset(`flood${i}@test.example`, address)).statusCode).toBe(200);
    }
    const refused = await askForReset("flood-last@test.example", address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(refused.json()).toMatchObject({ error: "too_many_attempts", code: "too_many_attempts" });
    expect(refused.json().error_description).toMatch(
      /^Too many requests from your address\. Please try again in \d+ minutes?\.$/,
    );
  });
});
