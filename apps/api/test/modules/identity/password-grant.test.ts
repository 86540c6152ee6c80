import { CLAIMS } from "@lwl/contracts/identity-names";
import { roleFromPermissions } from "@lwl/contracts/roles";
import { eq, sql } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAttempts, users } from "../../../src/db/schema.ts";
import { buildDemoUsers, DEMO_ACCOUNTS } from "../../../src/db/seed/demo-accounts.ts";
import { accountSlowdownMs, admitSignInAttempt, SIGN_IN_LIMITS } from "../../../src/modules/identity/sign-in/limits.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import {
  insertUserWithPassword,
  newAddresses,
  passwordGrant,
  TEST_CLIENT_ID,
  TEST_PASSWORD,
} from "../../helpers/auth.ts";

let t: TestApp;
const ISSUER = "http://localhost:3000/auth/";
const AUDIENCE = "http://localhost:3000/api";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fromNewAddress = newAddresses("198.51.100");

describe("POST /auth/oauth/token, password grant", () => {
  it("answers the token response with the claims the web app reads", async () => {
    const user = await insertUserWithPassword(t, {
      email: "anita@test.example",
      username: "anita1x2",
      fullName: "Anita Desai",
      mobile: "+91 98000 00001",
      role: "ListingOwner",
      pictureUrl: "/media/avatars/anita.svg",
    });
    const response = await passwordGrant(
      t.app,
      "anita@test.example",
      TEST_PASSWORD,
      { nonce: "ignored" },
      fromNewAddress(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 900, scope: "openid profile email" });
    expect(body.refresh_token).toBeUndefined();

    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: "RS256", typ: "at+jwt" });
    const access = decodeJwt(body.access_token);
    expect(access).toMatchObject({
      iss: ISSUER,
      sub: user.id,
      aud: AUDIENCE,
      azp: TEST_CLIENT_ID,
      permissions: ["role:ListingOwner"],
      name: "Anita Desai",
      [CLAIMS.fullName]: "Anita Desai",
      [CLAIMS.mobile]: "+91 98000 00001",
    });
    expect(roleFromPermissions(access.permissions as string[])).toBe("ListingOwner");
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(900);

    const id = decodeJwt(body.id_token);
    expect(id).toMatchObject({
      iss: ISSUER,
      sub: user.id,
      aud: TEST_CLIENT_ID,
      email: "anita@test.example",
      email_verified: false,
      name: "Anita Desai",
      nickname: "anita1x2",
      picture: "http://localhost:3000/media/avatars/anita.svg",
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("accepts a form-encoded body, the username instead of the e-mail, and any letter case", async () => {
    await insertUserWithPassword(t, { email: "formuser@test.example", username: "formusr9q" });
    for (const login of ["FormUser@Test.Example", "formusr9q"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/auth/oauth/token",
        headers: { "content-type": "application/x-www-form-urlencoded", ...fromNewAddress() },
        payload: new URLSearchParams({
          grant_type: "password",
          client_id: TEST_CLIENT_ID,
          username: login,
          password: TEST_PASSWORD,
          scope: "openid profile email",
          audience: AUDIENCE,
          connection: "Username-Password-Authentication",
        }).toString(),
      });
      expect(response.statusCode, login).toBe(200);
    }
  });

  it("accepts the password-realm grant of the hosted service's SDKs", async () => {
    await insertUserWithPassword(t, { email: "realm@test.example" });
    const response = await passwordGrant(
      t.app,
      "realm@test.example",
      TEST_PASSWORD,
      { grant_type: "http://auth0.com/oauth/grant-type/password-realm", realm: "Username-Password-Authentication" },
      fromNewAddress(),
    );
    expect(response.statusCode).toBe(200);
  });

  it("adds a refresh token only when the scope asks for offline_access, and drops unknown scopes", async () => {
    await insertUserWithPassword(t, { email: "offline@test.example" });
    const body = (
      await passwordGrant(
        t.app,
        "offline@test.example",
        TEST_PASSWORD,
        { scope: "openid offline_access read:current_user admin:everything" },
        fromNewAddress(),
      )
    ).json();
    expect(body.scope).toBe("openid offline_access read:current_user");
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("gives no ID token without the openid scope", async () => {
    await insertUserWithPassword(t, { email: "noopenid@test.example" });
    const body = (
      await passwordGrant(
        t.app,
        "noopenid@test.example",
        TEST_PASSWORD,
        { scope: "read:current_user" },
        fromNewAddress(),
      )
    ).json();
    expect(body.id_token).toBeUndefined();
    expect(body.access_token).toBeTypeOf("string");
  });

  it("signs in the seeded demo accounts with their documented passwords", async () => {
    const { rows } = await buildDemoUsers();
    await t.database.db.insert(users).values(rows.admin);
    const response = await passwordGrant(
      t.app,
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.admin.password,
      {},
      fromNewAddress(),
    );
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().access_token).permissions).toEqual(["role:Administrator"]);
  });
});

describe("refusals of the password grant", () => {
  it("answers a wrong password and an unknown account with the same 403 and message", async () => {
    await insertUserWithPassword(t, { email: "victim@test.example" });
    const wrong = await passwordGrant(t.app, "victim@test.example", "not the password", {}, fromNewAddress());
    const unknown = await passwordGrant(t.app, "nobody@test.example", "not the password", {}, fromNewAddress());
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: "invalid_grant", error_description: "Wrong email or password." });
    }
  });

  it("refuses a password for a Google account, which has none", async () => {
    await t.database.db
      .insert(users)
      .values({ email: "googler@test.example", username: "googler1", loginType: "Google", passwordHash: null });
    const response = await passwordGrant(t.app, "googler@test.example", "anything at all", {}, fromNewAddress());
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe("Wrong email or password.");
  });

  it("refuses a disabled account after a correct password with 401 user is blocked", async () => {
    await insertUserWithPassword(t, { email: "blocked@test.example", disabled: true });
    const response = await passwordGrant(t.app, "blocked@test.example", TEST_PASSWORD, {}, fromNewAddress());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "unauthorized", error_description: "user is blocked" });
  });

  it("refuses an unknown client, an unknown grant, an unknown audience and missing fields", async () => {
    await insertUserWithPassword(t, { email: "fields@test.example" });
    const cases: Array<[Record<string, string>, number, string, string]> = [
      [{ client_id: "someone-else" }, 401, "invalid_client", "Unknown client: someone-else"],
      [
        { grant_type: "client_credentials" },
        400,
        "unsupported_grant_type",
        "Unsupported grant type: client_credentials",
      ],
      [{ audience: "https://other.example/api" }, 403, "access_denied", "Service not found: https://other.example/api"],
      [{ username: "" }, 400, "invalid_request", "username is required"],
      [{ password: "" }, 400, "invalid_request", "password is required"],
      [{ connection: "github" }, 400, "invalid_request", "Unknown connection: github"],
    ];
    for (const [change, status, error, description] of cases) {
      const response = await passwordGrant(t.app, "fields@test.example", TEST_PASSWORD, change, fromNewAddress());
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json()).toEqual({ error, error_description: description });
    }
    const noClient = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "password", username: "fields@test.example", password: TEST_PASSWORD },
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toMatchObject({ error: "invalid_request", error_description: "client_id is required" });
  });
});

describe("brute-force limits", () => {
  const tooMany = /^Too many failed sign-in attempts\. Please try again in (\d+) minutes?\.$/;
  const { perAccountAndAddress, perClientIp } = SIGN_IN_LIMITS;

  /** `count` wrong passwords for the login from one address, each answered 403. */
  async function failFrom(login: string, address: { "x-forwarded-for": string }, count: number = perAccountAndAddress) {
    for (let i = 0; i < count; i += 1) {
      const response = await passwordGrant(t.app, login, `wrong ${i}`, {}, address);
      expect(response.statusCode, `failure ${i + 1} from ${address["x-forwarded-for"]}`).toBe(403);
    }
  }

  it("does not lock the owner out: failures from other addresses only slow the account down", async () => {
    await insertUserWithPassword(t, { email: "victim-owner@test.example", username: "victimow1" });
    // Several attackers, each up to its own limit on this account.
    const attackers = [fromNewAddress(), fromNewAddress(), fromNewAddress(), fromNewAddress()];
    for (const attacker of attackers) await failFrom("victim-owner@test.example", attacker);
    expect(
      (await passwordGrant(t.app, "victimow1", "one more guess", {}, attackers[0])).statusCode,
      "each attacker is stopped",
    ).toBe(429);

    // The owner, from an address with no failures of its own, signs in with the right password,
    // after the account's slowdown (capped), not after a 15-minute lock.
    const owner = fromNewAddress();
    const started = performance.now();
    const signedIn = await passwordGrant(t.app, "victim-owner@test.example", TEST_PASSWORD, {}, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(t.app.config.auth.signInSlowdown.maxDelayMs - 2);
    // And a typo of the owner's is answered as a typo, not as a lock.
    expect((await passwordGrant(t.app, "victim-owner@test.example", "typo", {}, owner)).statusCode).toBe(403);
  });

  it(`refuses an address after ${perAccountAndAddress} failures on one account, with Retry-After, even the right password`, async () => {
    await insertUserWithPassword(t, { email: "guessme@test.example", username: "guessme12" });
    const attacker = fromNewAddress();
    // Alternate e-mail and username: both count against the one account.
    for (let i = 0; i < perAccountAndAddress; i += 1) {
      const login = i % 2 === 0 ? "guessme@test.example" : "guessme12";
      expect((await passwordGrant(t.app, login, `wrong ${i}`, {}, attacker)).statusCode).toBe(403);
    }
    // Even the right password is refused from there: otherwise the refusal would tell a guess was right.
    const refused = await passwordGrant(t.app, "guessme@test.example", TEST_PASSWORD, {}, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe("too_many_attempts");
    expect(refused.json().error_description).toMatch(tooMany);
    expect(Number(tooMany.exec(refused.json().error_description)?.[1])).toBe(15);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another address is not refused.
    expect((await passwordGrant(t.app, "guessme12", TEST_PASSWORD, {}, fromNewAddress())).statusCode).toBe(200);
    // Once the failures are older than the window, the address may try again.
    await t.database.db
      .update(signInAttempts)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(signInAttempts.clientIp, attacker["x-forwarded-for"]));
    expect((await passwordGrant(t.app, "guessme@test.example", TEST_PASSWORD, {}, attacker)).statusCode).toBe(200);
  });

  it("limits unknown accounts the same way, so the refusal does not reveal which accounts exist", async () => {
    const attacker = fromNewAddress();
    await failFrom("ghost@test.example", attacker);
    const response = await passwordGrant(t.app, "ghost@test.example", "wrong again", {}, attacker);
    expect(response.statusCode).toBe(429);
    expect(response.json().error_description).toMatch(tooMany);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("clears an address's failures on the account when it signs in", async () => {
    await insertUserWithPassword(t, { email: "forgetful@test.example" });
    const address = fromNewAddress();
    for (let round = 0; round < 2; round += 1) {
      await failFrom("forgetful@test.example", address, perAccountAndAddress - 1);
      expect(
        (await passwordGrant(t.app, "forgetful@test.example", TEST_PASSWORD, {}, address)).statusCode,
        `round ${round}`,
      ).toBe(200);
    }
  });

  it(`limits one address to ${perClientIp} failures in 15 minutes across accounts, with Retry-After`, async () => {
    const address = { "x-forwarded-for": "203.0.113.77" };
    await insertUserWithPassword(t, { email: "innocent@test.example" });
    for (let i = 0; i < perClientIp; i += 1) {
      const response = await passwordGrant(t.app, `spray${i}@test.example`, "Summer2026!", {}, address);
      expect(response.statusCode).toBe(403);
    }
    const blocked = await passwordGrant(t.app, "innocent@test.example", TEST_PASSWORD, {}, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_description).toMatch(tooMany);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    // The same account from another address is not affected.
    expect((await passwordGrant(t.app, "innocent@test.example", TEST_PASSWORD, {}, fromNewAddress())).statusCode).toBe(
      200,
    );
  });
});

describe("the account slowdown", () => {
  const settings = { firstDelayMs: 100, maxDelayMs: 1000 };
  const free = SIGN_IN_LIMITS.accountFailuresBeforeSlowdown;

  it(`waits nothing for the first ${free} failures, then doubles from the first delay up to the cap`, () => {
    const delays = Array.from({ length: free + 7 }, (_, failures) => accountSlowdownMs(failures, settings));
    expect(delays).toEqual([...Array(free).fill(0), 100, 200, 400, 800, 1000, 1000, 1000]);
    expect(accountSlowdownMs(10_000, settings)).toBe(1000);
  });

  it("admits every address with no failures of its own, however many other addresses failed", async () => {
    const deps = { db: t.database.db, now: t.clock.now, auth: { signInSlowdown: settings } };
    const accountKey = "user:00000000-0000-4000-8000-00000000abcd";
    const admissions = [];
    for (let attacker = 1; attacker <= 6; attacker += 1) {
      for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i += 1) {
        admissions.push(await admitSignInAttempt(deps, accountKey, `192.0.2.${attacker}`));
      }
    }
    expect(admissions.every((admission) => admission.admitted)).toBe(true);
    const owner = await admitSignInAttempt(deps, accountKey, "192.0.2.200");
    expect(owner).toEqual({ admitted: true, delayMs: 1000 });
    // The first attempts were not slowed; later ones were, increasingly.
    expect(admissions.slice(0, free).map((admission) => admission.admitted && admission.delayMs)).toEqual(
      Array(free).fill(0),
    );
    expect(admissions.slice(free, free + 3).map((admission) => admission.admitted && admission.delayMs)).toEqual([
      100, 200, 400,
    ]);
  });
});
