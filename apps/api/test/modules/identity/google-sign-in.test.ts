import { eq } from "drizzle-orm";
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, upstreamSignIns, users } from "../../../src/db/schema.ts";
import { hashOpaqueToken, newOpaqueToken, pkceChallenge } from "../../../src/modules/identity/secrets.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { bearer, insertUserWithPassword, TEST_CLIENT_ID } from "../../helpers/auth.ts";
import { type AuthUpstream, signInAtUpstream, startAuthUpstream } from "../../helpers/auth-upstream.ts";

const ORIGIN = "http://localhost:3000";
const CALLBACK = `${ORIGIN}/auth/login/callback`;
const CLIENT_CALLBACK = `${ORIGIN}/callback`;

let upstream: AuthUpstream;
let t: TestApp;
beforeAll(async () => {
  upstream = await startAuthUpstream({
    redirectUris: [CALLBACK],
    accounts: [
      { email: "unverified@gmail.example", emailVerified: false, name: "Not Verified" },
      { email: "picture@gmail.example", name: "Pic Ture", picture: "https://images.example/p.png" },
    ],
  });
  t = await createTestApp({ env: upstream.env });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

interface Started {
  verifier: string;
  state: string;
  nonce: string;
  /** Where /authorize sent the browser: the upstream provider's sign-in. */
  upstreamUrl: string;
}

async function startGoogleSignIn(overrides: Record<string, string> = {}): Promise<Started> {
  const verifier = newOpaqueToken();
  const state = newOpaqueToken(8);
  const nonce = newOpaqueToken(8);
  const params = new URLSearchParams({
    response_type: "code",
    client_id: TEST_CLIENT_ID,
    redirect_uri: CLIENT_CALLBACK,
    scope: "openid profile email offline_access",
    audience: `${ORIGIN}/api`,
    connection: "google-oauth2",
    state,
    nonce,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: "S256",
    ...overrides,
  });
  const response = await t.app.inject({ method: "GET", url: `/auth/authorize?${params}` });
  expect(response.statusCode).toBe(302);
  const upstreamUrl = String(response.headers.location);
  expect(upstreamUrl.startsWith(`${upstream.issuer}/`)).toBe(true);
  return { verifier, state, nonce, upstreamUrl };
}

/** The browser comes back to our callback; where does it go next? */
async function callback(url: string): Promise<URL> {
  const response = await t.app.inject({ method: "GET", url: url.replace(ORIGIN, "") });
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location));
}

async function googleCode(login: string, overrides: Record<string, string> = {}) {
  const started = await startGoogleSignIn(overrides);
  const returned = await callback(await signInAtUpstream(started.upstreamUrl, login, CALLBACK));
  return { ...started, returned, code: returned.searchParams.get("code") ?? "" };
}

const exchange = (payload: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    payload: { grant_type: "authorization_code", client_id: TEST_CLIENT_ID, redirect_uri: CLIENT_CALLBACK, ...payload },
  });

describe("Google sign-in through the upstream provider, code flow with PKCE", () => {
  it("asks the upstream for a code with its own state, nonce and PKCE, and keeps them server-side", async () => {
    const { upstreamUrl, state, nonce } = await startGoogleSignIn();
    const asked = new URL(upstreamUrl).searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      response_type: "code",
      client_id: upstream.clientId,
      redirect_uri: CALLBACK,
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    // The client's state and nonce never travel to the upstream; ours are stored hashed-by-state.
    expect(asked.get("state")).not.toBe(state);
    expect(asked.get("nonce")).not.toBe(nonce);
    const [row] = await t.database.db
      .select()
      .from(upstreamSignIns)
      .where(eq(upstreamSignIns.stateHash, hashOpaqueToken(asked.get("state") ?? "")));
    expect(row).toMatchObject({ nonce: asked.get("nonce"), usedAt: null });
    expect(pkceChallenge(row?.codeVerifier ?? "")).toBe(asked.get("code_challenge"));
  });

  it("creates the Google account and completes the round trip to tokens", async () => {
    const { returned, code, state, nonce, verifier } = await googleCode("Jane.Doe@gmail.example");
    expect(`${returned.origin}${returned.pathname}`).toBe(CLIENT_CALLBACK);
    expect(returned.searchParams.get("state")).toBe(state);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const response = await exchange({ code, code_verifier: verifier });
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens).toMatchObject({ token_type: "Bearer", scope: "openid profile email offline_access" });
    expect(tokens.refresh_token).toBeTypeOf("string");

    const jwks = createLocalJWKSet((await t.app.inject({ method: "GET", url: "/auth/.well-known/jwks.json" })).json());
    const { payload: id } = await jwtVerify(tokens.id_token, jwks, {
      issuer: `${ORIGIN}/auth/`,
      audience: TEST_CLIENT_ID,
    });
    expect(id).toMatchObject({ nonce, email: "jane.doe@gmail.example", email_verified: true, name: "Jane Doe" });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "jane.doe@gmail.example"));
    expect(user).toMatchObject({ loginType: "Google", emailVerified: true, passwordHash: null, fullName: "Jane Doe" });
    expect(user?.username).toMatch(/^janedoe[a-z0-9]{3}$/);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: user?.id, permissions: ["role:Reader"] });

    const info = await t.app.inject({ method: "GET", url: "/auth/userinfo", headers: bearer(tokens.access_token) });
    expect(info.json()).toMatchObject({ sub: user?.id, email: "jane.doe@gmail.example" });
  });

  it("signs the same person into the same account next time, with the picture the upstream shares", async () => {
    const first = await googleCode("picture@gmail.example");
    const second = await googleCode("picture@gmail.example");
    const subjects = await Promise.all(
      [first, second].map(
        async ({ code, verifier }) =>
          decodeJwt((await exchange({ code, code_verifier: verifier })).json().access_token).sub,
      ),
    );
    expect(subjects[0]).toBe(subjects[1]);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "picture@gmail.example"));
    expect(user?.pictureUrl).toBe("https://images.example/p.png");
  });

  it("refuses a wrong PKCE verifier, and the code is spent by the attempt", async () => {
    const { code, verifier } = await googleCode("pkce@gmail.example");
    const wrong = await exchange({ code, code_verifier: newOpaqueToken() });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: "invalid_grant", error_description: "Failed PKCE verification" });
    expect((await exchange({ code, code_verifier: verifier })).json().error).toBe("invalid_grant");
  });

  it("refuses a code used twice and revokes what its first use issued", async () => {
    const { code, verifier } = await googleCode("twice@gmail.example");
    const first = (await exchange({ code, code_verifier: verifier })).json();
    const second = await exchange({ code, code_verifier: verifier });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ error: "invalid_grant", error_description: "Invalid authorization code" });
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first.refresh_token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("refuses a redirect_uri other than the authorization request's, and a code of another client", async () => {
    const { code, verifier } = await googleCode("redirect@gmail.example");
    const response = await exchange({ code, code_verifier: verifier, redirect_uri: "http://localhost:3000/other" });
    expect(response.json()).toEqual({
      error: "invalid_grant",
      error_description: "redirect_uri does not match the one of the authorization request",
    });
    const missing = await exchange({ code: "", code_verifier: verifier });
    expect(missing.json()).toEqual({ error: "invalid_request", error_description: "code is required" });
    const shortVerifier = await exchange({ code: "x", code_verifier: "short" });
    expect(shortVerifier.statusCode).toBe(400);
  });

  it("refuses a state that is unknown or already used", async () => {
    const started = await startGoogleSignIn();
    const back = await signInAtUpstream(started.upstreamUrl, "state@gmail.example", CALLBACK);
    await callback(back);
    const replay = await t.app.inject({ method: "GET", url: back.replace(ORIGIN, "") });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: "invalid_request",
      error_description: "This Google sign-in has expired or was already completed. Please start again.",
    });
    const forged = await t.app.inject({ method: "GET", url: "/auth/login/callback?state=forged&code=abc" });
    expect(forged.statusCode).toBe(400);
  });

  it("sends the browser back with access_denied when the upstream reports an error", async () => {
    const started = await startGoogleSignIn();
    const state = new URL(started.upstreamUrl).searchParams.get("state") ?? "";
    const returned = await callback(
      `/auth/login/callback?${new URLSearchParams({ state, error: "access_denied", error_description: "User cancelled" })}`,
    );
    expect(Object.fromEntries(returned.searchParams)).toEqual({
      error: "access_denied",
      error_description: "User cancelled",
      state: started.state,
    });
  });

  it("refuses an ID token whose nonce is not the one this sign-in sent", async () => {
    const started = await startGoogleSignIn();
    const upstreamState = new URL(started.upstreamUrl).searchParams.get("state") ?? "";
    await t.database.db
      .update(upstreamSignIns)
      .set({ nonce: "another-nonce" })
      .where(eq(upstreamSignIns.stateHash, hashOpaqueToken(upstreamState)));
    const returned = await callback(await signInAtUpstream(started.upstreamUrl, "nonce@gmail.example", CALLBACK));
    expect(returned.searchParams.get("error")).toBe("access_denied");
    expect(returned.searchParams.get("error_description")).toBe(
      "Google sign-in could not be verified. Please try again.",
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, "nonce@gmail.example"))).toEqual([]);
  });

  it("refuses a callback that names another issuer (mix-up)", async () => {
    const started = await startGoogleSignIn();
    const back = new URL(await signInAtUpstream(started.upstreamUrl, "mixup@gmail.example", CALLBACK));
    back.searchParams.set("iss", "https://attacker.example");
    const returned = await callback(back.toString());
    expect(returned.searchParams.get("error")).toBe("access_denied");
  });
});

describe("Google sign-in and existing accounts", () => {
  it("enters the existing account of a verified address (and marks it verified)", async () => {
    const existing = await insertUserWithPassword(t, {
      email: "owner.person@gmail.example",
      role: "ListingOwner",
      emailVerified: false,
    });
    const { code, verifier } = await googleCode("owner.person@gmail.example");
    const tokens = (await exchange({ code, code_verifier: verifier })).json();
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: existing.id, permissions: ["role:ListingOwner"] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ emailVerified: true, loginType: "Normal" });
  });

  it("refuses to enter an existing account when the upstream has not verified the address", async () => {
    await insertUserWithPassword(t, { email: "unverified@gmail.example" });
    const { returned } = await googleCode("unverified@gmail.example");
    expect(returned.searchParams.get("error")).toBe("access_denied");
    expect(returned.searchParams.get("error_description")).toContain("Sign in with your password");
  });

  it("creates a new account with an unverified address as unverified", async () => {
    upstream.setAccount({ email: "fresh.unverified@gmail.example", emailVerified: false });
    const { code } = await googleCode("fresh.unverified@gmail.example");
    expect(code).not.toBe("");
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "fresh.unverified@gmail.example"));
    expect(row).toMatchObject({ emailVerified: false, loginType: "Google" });
  });

  it("refuses a disabled account", async () => {
    await t.database.db.insert(users).values({
      email: "disabled@gmail.example",
      username: "disabled1",
      loginType: "Google",
      disabled: true,
      emailVerified: true,
    });
    const { returned } = await googleCode("disabled@gmail.example");
    expect(Object.fromEntries(returned.searchParams)).toMatchObject({
      error: "unauthorized",
      error_description: "user is blocked",
    });
  });
});

describe("Google sign-in with response_type token id_token (docs/product.md section 7)", () => {
  it("returns the tokens in the fragment, with the client's nonce in the ID token and no refresh token", async () => {
    const started = await startGoogleSignIn({
      response_type: "token id_token",
      code_challenge: "",
      code_challenge_method: "",
    });
    const returned = await callback(await signInAtUpstream(started.upstreamUrl, "implicit@gmail.example", CALLBACK));
    expect(returned.search).toBe("");
    const fragment = Object.fromEntries(new URLSearchParams(returned.hash.slice(1)));
    expect(fragment).toMatchObject({
      token_type: "Bearer",
      expires_in: "900",
      scope: "openid profile email",
      state: started.state,
    });
    expect(fragment.refresh_token).toBeUndefined();
    expect(decodeJwt(fragment.id_token ?? "")).toMatchObject({ nonce: started.nonce, email: "implicit@gmail.example" });
    const me = await t.app.inject({
      method: "GET",
      url: "/auth/userinfo",
      headers: bearer(fragment.access_token ?? ""),
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('"Continue with Google" on the hosted login page', () => {
  it("offers Google, goes through the provider, and starts the browser session a silent sign-in uses", async () => {
    const verifier = newOpaqueToken();
    const params = new URLSearchParams({
      response_type: "code",
      client_id: TEST_CLIENT_ID,
      redirect_uri: CLIENT_CALLBACK,
      state: "page-state",
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: "S256",
    });
    const opened = await t.app.inject({ method: "GET", url: `/auth/authorize?${params}` });
    const binding = opened.cookies.find((cookie) => cookie.name === "lwl_login")?.value ?? "";
    const loginUrl = new URL(String(opened.headers.location));
    const state = loginUrl.searchParams.get("state") ?? "";
    const page = await t.app.inject({
      method: "GET",
      url: `/auth/login?state=${state}`,
      cookies: { lwl_login: binding },
    });
    expect(page.body).toContain(
      `<a class="secondary" href="/auth/login/google?state=${state}">Continue with Google</a>`,
    );

    // From another browser (no binding cookie) the link does nothing.
    const forged = await t.app.inject({ method: "GET", url: `/auth/login/google?state=${state}` });
    expect(forged.statusCode).toBe(403);

    const google = await t.app.inject({
      method: "GET",
      url: `/auth/login/google?state=${state}`,
      cookies: { lwl_login: binding },
    });
    expect(google.statusCode).toBe(303);
    expect(String(google.headers.location).startsWith(`${upstream.issuer}/`)).toBe(true);
    const back = await t.app.inject({
      method: "GET",
      url: (await signInAtUpstream(String(google.headers.location), "page@gmail.example", CALLBACK)).replace(
        ORIGIN,
        "",
      ),
    });
    const returned = new URL(String(back.headers.location));
    expect(returned.searchParams.get("state")).toBe("page-state");
    const tokens = await exchange({ code: returned.searchParams.get("code") ?? "", code_verifier: verifier });
    expect(tokens.statusCode).toBe(200);
    const session = back.cookies.find((cookie) => cookie.name === "lwl_session")?.value ?? "";
    expect(session).toMatch(/^[\w-]{43}$/);

    const silent = await t.app.inject({
      method: "GET",
      url: `/auth/authorize?${params}&prompt=none`,
      cookies: { lwl_session: session },
    });
    expect(new URL(String(silent.headers.location)).searchParams.get("code")).toMatch(/^[\w-]{43}$/);
  });

  it("starts no browser session for a Google sign-in the web app starts itself", async () => {
    const started = await startGoogleSignIn();
    const response = await t.app.inject({
      method: "GET",
      url: (await signInAtUpstream(started.upstreamUrl, "app-only@gmail.example", CALLBACK)).replace(ORIGIN, ""),
    });
    expect(response.statusCode).toBe(302);
    expect(response.cookies).toEqual([]);
  });
});
