import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../../../src/db/schema.ts";
import { hashOpaqueToken } from "../../../src/modules/identity/secrets.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertUserWithPassword, signIn, TEST_CLIENT_ID } from "../../helpers/auth.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string, clientId = TEST_CLIENT_ID) =>
  t.app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    payload: { grant_type: "refresh_token", client_id: clientId, refresh_token: refreshToken },
  });

/** Runs `work` while a second client id ("second-client") is allowed, as AUTH_CLIENT_ID=a,b would. */
async function withSecondClient<T>(work: () => Promise<T>): Promise<T> {
  const clientIds = t.app.config.auth.clientIds;
  clientIds.push("second-client");
  try {
    return await work();
  } finally {
    clientIds.pop();
  }
}

const INVALID = { error: "invalid_grant", error_description: "Unknown or invalid refresh token." };

async function signedInWithRefresh(email: string) {
  const user = await insertUserWithPassword(t, { email });
  const tokens = await signIn(t.app, email, undefined, { scope: "openid profile email offline_access" });
  if (!tokens.refresh_token) throw new Error("no refresh token");
  return { user, refreshToken: tokens.refresh_token };
}

describe("refresh_token grant", () => {
  it("rotates: answers new tokens and a new refresh token, and the role as it is now", async () => {
    const { user, refreshToken } = await signedInWithRefresh("rotate@test.example");
    await t.database.db.update(users).set({ role: "ListingOwner" }).where(eq(users.id, user.id));
    const response = await refresh(refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.refresh_token).toBeTypeOf("string");
    expect(body.refresh_token).not.toBe(refreshToken);
    expect(body.scope).toBe("openid profile email offline_access");
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: user.id, permissions: ["role:ListingOwner"] });
    expect(decodeJwt(body.id_token)).toMatchObject({ sub: user.id, aud: TEST_CLIENT_ID });
    // The database keeps hashes only.
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toContain(hashOpaqueToken(body.refresh_token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(body.refresh_token);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
  });

  it("revokes the whole family when a used refresh token comes back", async () => {
    const { refreshToken: first } = await signedInWithRefresh("reuse@test.example");
    const second = (await refresh(first)).json().refresh_token as string;
    const third = (await refresh(second)).json().refresh_token as string;

    // Someone replays the first token: refused, and the legitimate holder's newest token dies with it.
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual(INVALID);
    expect((await refresh(third)).json()).toEqual(INVALID);
  });

  it("keeps other sign-ins of the same user working when one family is revoked", async () => {
    const { user, refreshToken: phone } = await signedInWithRefresh("twodevices@test.example");
    const laptop = (await signIn(t.app, user.email, undefined, { scope: "openid offline_access" })).refresh_token ?? "";
    await refresh(phone);
    await refresh(phone); // reuse: the phone's family is revoked
    expect((await refresh(laptop)).statusCode).toBe(200);
  });

  it("refuses an unknown, an expired and another client's refresh token", async () => {
    expect((await refresh("not-a-token")).json()).toEqual(INVALID);

    const { user, refreshToken } = await signedInWithRefresh("expired@test.example");
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(refreshToken)).json()).toEqual(INVALID);

    const other = await signedInWithRefresh("otherclient@test.example");
    // An unknown client is stopped before the token is looked at.
    expect((await refresh(other.refreshToken, "mobile-app")).statusCode).toBe(401);
    // A known client showing the web app's token: refused, and the token is spent for everyone.
    await withSecondClient(async () => {
      expect((await refresh(other.refreshToken, "second-client")).json()).toEqual(INVALID);
    });
    expect((await refresh(other.refreshToken)).json()).toEqual(INVALID);
  });

  it("refuses the refresh of a disabled user and ends the family", async () => {
    const { user, refreshToken } = await signedInWithRefresh("laterblocked@test.example");
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const response = await refresh(refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "unauthorized", error_description: "user is blocked" });
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.id, user.id));
    expect((await refresh(refreshToken)).json()).toEqual(INVALID);
  });

  it("asks for the refresh_token field", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "refresh_token", client_id: TEST_CLIENT_ID },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "invalid_request", error_description: "refresh_token is required" });
  });
});

describe("POST /auth/oauth/revoke", () => {
  it("ends the sign-in: the token and every token rotated from it stop working", async () => {
    const { refreshToken } = await signedInWithRefresh("signout@test.example");
    const rotated = (await refresh(refreshToken)).json().refresh_token as string;
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/revoke",
      payload: { client_id: TEST_CLIENT_ID, token: refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(rotated)).json()).toEqual(INVALID);
  });

  it("answers 200 for an unknown token (RFC 7009) and 401 for an unknown client", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/revoke",
      payload: { client_id: TEST_CLIENT_ID, token: "never-issued" },
    });
    expect(unknown.statusCode).toBe(200);
    const badClient = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/revoke",
      payload: { client_id: "nope", token: "never-issued" },
    });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().error).toBe("invalid_client");
  });

  it("does not let another client revoke a token it does not own", async () => {
    const { refreshToken } = await signedInWithRefresh("notyours@test.example");
    await withSecondClient(() =>
      t.app.inject({
        method: "POST",
        url: "/auth/oauth/revoke",
        payload: { client_id: "second-client", token: refreshToken },
      }),
    );
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });
});
