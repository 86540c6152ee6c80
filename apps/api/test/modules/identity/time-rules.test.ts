/**
 * The identity service's time rules at chosen instants (docs/decisions/0023-one-clock.md): the app's
 * clock stands still at an instant years away from the real time and the tests move it, so each rule
 * is seen on both sides of its boundary without waiting, and a rule still read from the real time
 * (or the database's now()) would fail here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "../../../src/modules/identity/sign-in/limits.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import {
  insertUserWithPassword,
  newAddresses,
  passwordGrant,
  type SignedInUser,
  signInAs,
  TEST_CLIENT_ID,
  TEST_PASSWORD,
} from "../../helpers/auth.ts";
import { createTestClock, DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "../../helpers/clock.ts";

const START = "2031-03-14T09:00:00.000Z";
const clock = createTestClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** Each test starts at the same instant; nothing it leaves behind (sessions, limits) is reused. */
const at = (ms: number) => clock.set(new Date(new Date(START).getTime() + ms));
const fromNewAddress = newAddresses("192.0.2");

const profileOf = (who: SignedInUser) =>
  t.app.inject({ method: "GET", url: `/api/users/${who.user.id}`, headers: who.headers });

describe("an access token", () => {
  const lifetimeMs = () => t.app.config.auth.accessTokenTtlSeconds * SECOND_MS;
  const LEEWAY_MS = 60 * SECOND_MS;

  it("is accepted until its lifetime and the 60 s leeway have passed, then refused as expired", async () => {
    at(0);
    const me = await signInAs(t, "Reader");
    expect((await profileOf(me)).statusCode).toBe(200);
    at(lifetimeMs() + LEEWAY_MS - SECOND_MS);
    expect((await profileOf(me)).statusCode).toBe(200);
    at(lifetimeMs() + LEEWAY_MS);
    const expired = await profileOf(me);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("The access token has expired. Please sign in again.");
  });

  it("is refused when the clock says it was issued more than the leeway in the future", async () => {
    at(0);
    const me = await signInAs(t, "Reader");
    at(-LEEWAY_MS);
    expect((await profileOf(me)).statusCode).toBe(200);
    at(-LEEWAY_MS - SECOND_MS);
    const early = await profileOf(me);
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe("The access token is not valid. Please sign in again.");
  });
});

describe("a refresh token", () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "refresh_token", client_id: TEST_CLIENT_ID, refresh_token: refreshToken },
    });
  const offlineToken = async () => {
    const user = await insertUserWithPassword(t);
    const response = await passwordGrant(t.app, user.email, TEST_PASSWORD, { scope: "openid offline_access" });
    return response.json().refresh_token as string;
  };

  it("works for 30 days after it was issued, and not from then on", async () => {
    at(0);
    const [early, late] = [await offlineToken(), await offlineToken()];
    const lifetimeMs = t.app.config.auth.refreshTokenTtlSeconds * SECOND_MS;
    expect(lifetimeMs).toBe(30 * DAY_MS);
    at(lifetimeMs - SECOND_MS);
    expect((await refresh(early)).statusCode).toBe(200);
    at(lifetimeMs);
    const refused = await refresh(late);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "invalid_grant" });
  });
});

describe("the e-mailed verification link", () => {
  const send = (who: SignedInUser) =>
    t.app.inject({ method: "POST", url: `/api/users/${who.user.id}/verify-email`, headers: who.headers });
  const confirm = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/users/verify-email/confirm", payload: { token } });
  const linkTokenTo = (who: SignedInUser) => {
    const mail = t.sentMail.filter((message) => message.to === who.user.email).at(-1);
    return /verify\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
  };

  it("verifies for 24 hours after it was sent, and not from then on", async () => {
    at(0);
    const [early, late] = [await signInAs(t, "Reader"), await signInAs(t, "Reader")];
    expect((await send(early)).statusCode).toBe(200);
    expect((await send(late)).statusCode).toBe(200);
    at(24 * HOUR_MS - SECOND_MS);
    expect((await confirm(linkTokenTo(early))).statusCode).toBe(200);
    at(24 * HOUR_MS);
    expect((await confirm(linkTokenTo(late))).statusCode).toBe(400);
  });

  it("goes out at most once a minute, and says how many seconds are left", async () => {
    at(0);
    const me = await signInAs(t, "Reader");
    expect((await send(me)).statusCode).toBe(200);
    at(MINUTE_MS - SECOND_MS);
    const tooSoon = await send(me);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers["retry-after"]).toBe("1");
    at(MINUTE_MS);
    expect((await send(me)).statusCode).toBe(200);
  });
});

describe("the password reset ticket", () => {
  const askForReset = (email: string) =>
    t.app.inject({
      method: "POST",
      url: "/auth/dbconnections/change_password",
      headers: fromNewAddress(),
      payload: { client_id: TEST_CLIENT_ID, email, connection: "Username-Password-Authentication" },
    });
  const resetPassword = (ticket: string) =>
    t.app.inject({
      method: "POST",
      url: "/auth/reset_password",
      headers: fromNewAddress(),
      payload: { client_id: TEST_CLIENT_ID, ticket, new_password: "a fine new password" },
    });
  const ticketTo = (email: string) => {
    const mail = t.sentMail.filter((message) => message.to === email).at(-1);
    return /ticket=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
  };

  it("sets a new password for an hour after it was sent, and not from then on", async () => {
    at(0);
    const [early, late] = [await insertUserWithPassword(t), await insertUserWithPassword(t)];
    expect((await askForReset(early.email)).statusCode).toBe(200);
    expect((await askForReset(late.email)).statusCode).toBe(200);
    at(HOUR_MS - SECOND_MS);
    expect((await resetPassword(ticketTo(early.email))).statusCode).toBe(200);
    at(HOUR_MS);
    const expired = await resetPassword(ticketTo(late.email));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: "invalid_ticket" });
  });
});

describe("the sign-in limit per account and address", () => {
  const windowMs = SIGN_IN_LIMITS.windowMinutes * MINUTE_MS;

  it(`refuses the address for ${SIGN_IN_LIMITS.windowMinutes} minutes after its first failure, then admits it again`, async () => {
    at(0);
    const user = await insertUserWithPassword(t);
    const attacker = fromNewAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await passwordGrant(t.app, user.email, `wrong ${i}`, {}, attacker)).statusCode).toBe(403);
    }
    const refused = await passwordGrant(t.app, user.email, TEST_PASSWORD, {}, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(windowMs / SECOND_MS));
    at(windowMs - SECOND_MS);
    const stillRefused = await passwordGrant(t.app, user.email, TEST_PASSWORD, {}, attacker);
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.headers["retry-after"]).toBe("1");
    at(windowMs);
    expect((await passwordGrant(t.app, user.email, TEST_PASSWORD, {}, attacker)).statusCode).toBe(200);
  });
});
