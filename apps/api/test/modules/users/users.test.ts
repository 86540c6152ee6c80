import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, refreshTokens, users } from "../../../src/db/schema.ts";
import { issueEmailToken } from "../../../src/modules/identity/accounts/email-tokens.ts";
import { SIGN_IN_LIMITS } from "../../../src/modules/identity/sign-in/limits.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import {
  bearer,
  passwordGrant,
  type SignedInUser,
  signIn,
  signInAs,
  TEST_CLIENT_ID,
  TEST_PASSWORD,
} from "../../helpers/auth.ts";

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator");
});
afterAll(() => t.close());

const call = (method: "GET" | "PATCH" | "POST", url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

describe("GET /api/users/{userId}", () => {
  it("answers one's own profile", async () => {
    const me = await signInAs(t, "Reader", { fullName: "Ravi Kumar", mobile: "+91 90000 00000" });
    const response = await call("GET", `/api/users/${me.user.id}`, me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: me.user.id,
      email: me.user.email,
      emailVerified: false,
      username: me.user.username,
      fullName: "Ravi Kumar",
      mobile: "+91 90000 00000",
      pictureUrl: null,
      role: "Reader",
      loginType: "Normal",
      createdAt: me.user.createdAt.toISOString(),
      lastLoginAt: expect.any(String),
    });
  });

  it("lets an admin read anyone, and says 404 for a user that does not exist", async () => {
    const someone = await signInAs(t, "Reader");
    expect((await call("GET", `/api/users/${someone.user.id}`, admin)).statusCode).toBe(200);
    const missing = await call("GET", "/api/users/00000000-0000-4000-8000-000000000000", admin);
    expect(missing.statusCode).toBe(404);
  });

  it("refuses someone else's profile (403), a visitor (401) and a malformed id (400)", async () => {
    const me = await signInAs(t, "ListingOwner");
    const other = await signInAs(t, "Reader");
    const forbidden = await call("GET", `/api/users/${other.user.id}`, me);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      statusCode: 403,
      error: "Forbidden",
      message: "You can only do this for your own account.",
    });
    const visitor = await call("GET", `/api/users/${other.user.id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ statusCode: 401, error: "Unauthorized" });
    const malformed = await call("GET", "/api/users/not-a-uuid", me);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("userId must be a valid user id (UUID)");
  });
});

describe("PATCH /api/users/{userId}", () => {
  it("updates the three profile fields and answers them", async () => {
    const me = await signInAs(t, "Reader");
    const response = await call("PATCH", `/api/users/${me.user.id}`, me, {
      pictureUrl: "https://images.example/me.png",
      fullName: "  New Name  ",
      mobile: "+44 7700 900123",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: me.user.id,
      pictureUrl: "https://images.example/me.png",
      fullName: "New Name",
      mobile: "+44 7700 900123",
    });
    // The next request already sees the new name (the viewer is not stale).
    const viewer = await call("GET", `/api/users/${me.user.id}`, me);
    expect(viewer.json().fullName).toBe("New Name");
  });

  it("changes only what is sent; an empty picture or mobile clears it; /media/ paths are kept", async () => {
    const me = await signInAs(t, "Reader", {
      fullName: "Keep Me",
      mobile: "+91 91111 11111",
      pictureUrl: "/media/a.svg",
    });
    const sameAgain = await call("PATCH", `/api/users/${me.user.id}`, me, { pictureUrl: "/media/a.svg" });
    expect(sameAgain.json()).toEqual({
      userId: me.user.id,
      pictureUrl: "/media/a.svg",
      fullName: "Keep Me",
      mobile: "+91 91111 11111",
    });
    const cleared = await call("PATCH", `/api/users/${me.user.id}`, me, { pictureUrl: "", mobile: "" });
    expect(cleared.json()).toMatchObject({ pictureUrl: null, mobile: null, fullName: "Keep Me" });
  });

  it("lets an admin update anyone, and refuses other users (403) and visitors (401)", async () => {
    const target = await signInAs(t, "Reader");
    const other = await signInAs(t, "ListingOwner");
    expect((await call("PATCH", `/api/users/${target.user.id}`, admin, { fullName: "By Admin" })).json().fullName).toBe(
      "By Admin",
    );
    expect((await call("PATCH", `/api/users/${target.user.id}`, other, { fullName: "Hijack" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/users/${target.user.id}`, undefined, { fullName: "Hijack" })).statusCode).toBe(
      401,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.fullName).toBe("By Admin");
  });

  it("validates each field with a message that names it", async () => {
    const me = await signInAs(t, "Reader");
    const cases: Array<[object, string]> = [
      [{ pictureUrl: "javascript:alert(1)" }, "pictureUrl must be an http or https address"],
      [{ pictureUrl: "ftp://files.example/p.png" }, "pictureUrl must be an http or https address"],
      [{ pictureUrl: "/media/../secrets" }, "pictureUrl must be an http or https address"],
      [{ mobile: "12ab" }, "mobile must be 7 to 20 characters"],
      [{ mobile: "123" }, "mobile must be 7 to 20 characters"],
      [{ mobile: "+1 234 567 890 123 456 789" }, "mobile must be 7 to 20 characters"],
      [{ fullName: "   " }, "fullName must not be empty"],
      [{ fullName: "x".repeat(101) }, "fullName must be at most 100 characters"],
      [{}, "Give at least one of pictureUrl, fullName or mobile"],
    ];
    for (const [body, message] of cases) {
      const response = await call("PATCH", `/api/users/${me.user.id}`, me, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe("POST /api/users/change-password", () => {
  const change = (who: SignedInUser, body: object) => call("POST", "/api/users/change-password", who, body);

  it("accepts the spec's additionalProp1..3, changes the password and signs out other sessions", async () => {
    const me = await signInAs(t, "Reader");
    const other = await signIn(t.app, me.user.email, TEST_PASSWORD, { scope: "openid offline_access" });
    const response = await change(me, {
      additionalProp1: TEST_PASSWORD,
      additionalProp2: "a brand new passphrase",
      additionalProp3: "a brand new passphrase",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your password has been changed. Other devices have been signed out." });
    expect((await passwordGrant(t.app, me.user.email, "a brand new passphrase")).statusCode).toBe(200);
    expect((await passwordGrant(t.app, me.user.email, TEST_PASSWORD)).statusCode).toBe(403);
    const live = await t.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, me.user.id), sql`${refreshTokens.revokedAt} is null`));
    expect(live).toEqual([]);
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "refresh_token", client_id: TEST_CLIENT_ID, refresh_token: other.refresh_token },
    });
    expect(refreshed.statusCode).toBe(403);
  });

  it("accepts the named fields too", async () => {
    const me = await signInAs(t, "Reader");
    const response = await change(me, {
      oldPassword: TEST_PASSWORD,
      newPassword: "named fields work",
      confirmPassword: "named fields work",
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a wrong current password, a mismatch, a weak or unchanged password, each with a clear 400", async () => {
    const me = await signInAs(t, "Reader", { email: "careful.user@test.example" });
    // A body that fails the schema also names its field in `issues`; the service's refusals carry none.
    const cases: Array<[object, string, { path: string; message: string }[]?]> = [
      [
        { oldPassword: "not it", newPassword: "a fine passphrase", confirmPassword: "a fine passphrase" },
        "The current password is wrong.",
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: "a fine passphrase", confirmPassword: "a fine passphrasE" },
        "The new password and its confirmation do not match.",
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: "short", confirmPassword: "short" },
        "Password must be at least 8 characters long.",
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: "iloveyou", confirmPassword: "iloveyou" },
        "This password is one of the most common ones and easy to guess. Please choose a less common password.",
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: "careful.user", confirmPassword: "careful.user" },
        "Password must not be the part of your e-mail address before the @.",
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
        "The new password must differ from the current one.",
      ],
      [
        { newPassword: "a fine passphrase", confirmPassword: "a fine passphrase" },
        "oldPassword (additionalProp1) is required",
        [{ path: "oldPassword", message: "oldPassword (additionalProp1) is required" }],
      ],
    ];
    for (const [body, message, issues] of cases) {
      const response = await change(me, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: "Bad Request",
        message,
        ...(issues ? { issues } : {}),
      });
    }
    expect((await passwordGrant(t.app, me.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("explains that a Google account has no password to change", async () => {
    const google = await signInAs(t, "Reader");
    await t.database.db
      .update(users)
      .set({ passwordHash: null, loginType: "Google" })
      .where(eq(users.id, google.user.id));
    const response = await change(google, {
      oldPassword: "anything",
      newPassword: "a fine passphrase",
      confirmPassword: "a fine passphrase",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("signs in with Google");
  });

  it("limits wrong current passwords like failed sign-ins, per address, with Retry-After", async () => {
    const me = await signInAs(t, "Reader");
    const wrong = { oldPassword: "guess", newPassword: "a fine passphrase", confirmPassword: "a fine passphrase" };
    const fuzzer = { ...me.headers, "x-forwarded-for": "198.51.100.66" };
    const changeFrom = (headers: Record<string, string>, body: object) =>
      t.app.inject({ method: "POST", url: "/api/users/change-password", headers, payload: body });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await changeFrom(fuzzer, wrong)).statusCode).toBe(400);
    }
    const limited = await changeFrom(fuzzer, wrong);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: "Too many failed sign-in attempts. Please try again in 15 minutes.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(14 * 60);

    // The fuzzer did not lock the owner out: from their own address they sign in and change the password.
    const owner = { "x-forwarded-for": "198.51.100.67" };
    expect((await passwordGrant(t.app, me.user.email, TEST_PASSWORD, {}, owner)).statusCode).toBe(200);
    const changed = await changeFrom(
      { ...me.headers, ...owner },
      { oldPassword: TEST_PASSWORD, newPassword: "a fine passphrase", confirmPassword: "a fine passphrase" },
    );
    expect(changed.statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/users/change-password",
      payload: { additionalProp1: "a", additionalProp2: "b", additionalProp3: "b" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("e-mail verification", () => {
  const tokenFromLastMail = () => {
    const link = /https?:\/\/\S+/.exec(t.sentMail.at(-1)?.text ?? "")?.[0] ?? "";
    expect(link).toMatch(/^http:\/\/localhost:3000\/verify\?token=/);
    return new URL(link).searchParams.get("token") ?? "";
  };
  const confirm = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/users/verify-email/confirm", payload: { token } });

  it("sends the link to the signed-in user, and the link verifies the address once", async () => {
    const me = await signInAs(t, "Reader");
    const sent = await call("POST", `/api/users/${me.user.id}/verify-email`, me);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: `We have sent a verification link to ${me.user.email}.` });
    expect(t.sentMail.at(-1)).toMatchObject({ to: me.user.email, subject: "Confirm your e-mail address" });
    const token = tokenFromLastMail();

    // The link works without signing in: it may be opened on another device.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: "Thank you! Your e-mail address is verified.",
      userId: me.user.id,
      emailVerified: true,
    });
    expect((await call("GET", `/api/users/${me.user.id}`, me)).json().emailVerified).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "This verification link has expired or was already used. Ask for a new one from your profile.",
    );
    const already = await call("POST", `/api/users/${me.user.id}/verify-email`, me);
    expect(already.json()).toEqual({ message: "Your e-mail address is already verified." });
  });

  it("does not echo the user's chosen name in the e-mail", async () => {
    const me = await signInAs(t, "Reader", { fullName: "Customer. Your account was locked at https://evil.example" });
    expect((await call("POST", `/api/users/${me.user.id}/verify-email`, me)).statusCode).toBe(200);
    const text = t.sentMail.at(-1)?.text ?? "";
    expect(text.split("\n")[0]).toBe("Hello,");
    expect(text).not.toContain("evil.example");
    expect(text).not.toContain("Customer");
  });

  it("lets an admin send it for someone, but not another user (403) or a visitor (401)", async () => {
    const target = await signInAs(t, "Reader");
    const other = await signInAs(t, "Reader");
    expect((await call("POST", `/api/users/${target.user.id}/verify-email`, other)).statusCode).toBe(403);
    expect((await call("POST", `/api/users/${target.user.id}/verify-email`)).statusCode).toBe(401);
    expect((await call("POST", `/api/users/${target.user.id}/verify-email`, admin)).statusCode).toBe(200);
  });

  it("sends at most one link a minute, and an older link stops working when a newer one is sent", async () => {
    const me = await signInAs(t, "Reader");
    await call("POST", `/api/users/${me.user.id}/verify-email`, me);
    const first = tokenFromLastMail();
    const tooSoon = await call("POST", `/api/users/${me.user.id}/verify-email`, me);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toContain("less than a minute ago");
    const retryAfter = Number(tooSoon.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await t.database.db
      .update(emailTokens)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(emailTokens.userId, me.user.id));
    await call("POST", `/api/users/${me.user.id}/verify-email`, me);
    const second = tokenFromLastMail();
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it("refuses an expired link and a made-up or empty token", async () => {
    const me = await signInAs(t, "Reader");
    await call("POST", `/api/users/${me.user.id}/verify-email`, me);
    const token = tokenFromLastMail();
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, me.user.id));
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm("made-up")).statusCode).toBe(400);
    const empty = await confirm("  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("token is required");
    // A password-reset ticket is not a verification token.
    const ticket = await issueEmailToken({ db: t.database.db, now: t.clock.now }, me.user.id, "RESET_PASSWORD");
    expect((await confirm(ticket)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.emailVerified).toBe(false);
  });

  it("keeps the bearer of a deleted account out", async () => {
    const me = await signInAs(t, "Reader");
    await t.database.db.delete(users).where(eq(users.id, me.user.id));
    const response = await t.app.inject({
      method: "GET",
      url: `/api/users/${me.user.id}`,
      headers: bearer(me.tokens.access_token),
    });
    expect(response.statusCode).toBe(401);
  });
});
