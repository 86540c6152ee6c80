import { createLocalJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOGLE_OFF } from "../../../src/modules/identity/routes.ts";
import { pkceChallenge } from "../../../src/modules/identity/secrets.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { bearer, insertUserWithPassword, signIn, TEST_CLIENT_ID } from "../../helpers/auth.ts";
import { captureLog } from "../../helpers/log-capture.ts";

/** Without GOOGLE_* settings, with the Vite dev server's callback allowed besides the site's own. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_ALLOWED_REDIRECTS: "http://localhost:5173/callback" } });
});
afterAll(() => t.close());

const SITE_CALLBACK = "http://localhost:3000/callback";
const authorize = (params: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/auth/authorize?${new URLSearchParams(params)}` });

const codeRequest = (overrides: Record<string, string> = {}) => ({
  response_type: "code",
  client_id: TEST_CLIENT_ID,
  redirect_uri: SITE_CALLBACK,
  scope: "openid profile email",
  state: "state-123",
  nonce: "nonce-123",
  code_challenge: pkceChallenge("v".repeat(43)),
  code_challenge_method: "S256",
  connection: "google-oauth2",
  ...overrides,
});

/** The error the browser is sent back to the client with. */
function redirectedError(location: string | undefined, where: "query" | "fragment" = "query") {
  const url = new URL(location ?? "");
  const params = where === "query" ? url.searchParams : new URLSearchParams(url.hash.slice(1));
  return {
    to: `${url.origin}${url.pathname}`,
    error: params.get("error"),
    error_description: params.get("error_description"),
    state: params.get("state"),
  };
}

describe("GET /auth/connections", () => {
  it("says Google sign-in is not set up, and which client id and audience to use", async () => {
    const response = await t.app.inject({ method: "GET", url: "/auth/connections" });
    expect(response.json()).toEqual({
      database: true,
      google: false,
      clientId: TEST_CLIENT_ID,
      audience: "http://localhost:3000/api",
    });
  });
});

describe("an operator's view of Google sign-in", () => {
  it("logs once at start that Google sign-in is off, and how to turn it on", async () => {
    const log = captureLog();
    const quiet = await createTestApp({ logStream: log.stream });
    try {
      expect(log.entry(GOOGLE_OFF).level).toBe(30);
      expect(log.entries().filter((entry) => entry.msg === GOOGLE_OFF)).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  });

  it("logs nothing about it when Google sign-in is configured", async () => {
    const log = captureLog();
    const google = await createTestApp({
      logStream: log.stream,
      env: { GOOGLE_ISSUER: "https://accounts.example", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
    });
    try {
      expect(log.text()).not.toContain("Google sign-in is off");
    } finally {
      await google.close();
    }
  });
});

describe("GET /auth/authorize refusals", () => {
  it("sends Google sign-in back with a clear error when no upstream provider is configured", async () => {
    const response = await authorize(codeRequest());
    expect(response.statusCode).toBe(302);
    expect(redirectedError(response.headers.location)).toEqual({
      to: SITE_CALLBACK,
      error: "invalid_request",
      error_description: "Google sign-in is not configured on this server.",
      state: "state-123",
    });
  });

  it("answers (never redirects) when the client or the redirect_uri is not allowed", async () => {
    const foreign = await authorize(codeRequest({ redirect_uri: "https://evil.example/callback" }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    expect(foreign.json()).toEqual({
      error: "invalid_request",
      error_description: "redirect_uri is not allowed: https://evil.example/callback",
    });
    // Prefix tricks are not on the list either: the comparison is exact.
    const lookalike = await authorize(codeRequest({ redirect_uri: "http://localhost:3000/callback.evil.example" }));
    expect(lookalike.statusCode).toBe(400);
    const client = await authorize(codeRequest({ client_id: "rogue" }));
    expect(client.statusCode).toBe(401);
    expect(client.json()).toEqual({ error: "invalid_client", error_description: "Unknown client: rogue" });
    const missing = await authorize({ response_type: "code", client_id: TEST_CLIENT_ID });
    expect(missing.json()).toEqual({ error: "invalid_request", error_description: "redirect_uri is required" });
  });

  it("accepts a redirect_uri from AUTH_ALLOWED_REDIRECTS", async () => {
    const response = await authorize(codeRequest({ redirect_uri: "http://localhost:5173/callback" }));
    expect(redirectedError(response.headers.location).to).toBe("http://localhost:5173/callback");
  });

  it("requires PKCE with S256 for the code flow", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ code_challenge: "" }, "code_challenge is required (PKCE with S256)"],
      [{ code_challenge_method: "plain" }, "code_challenge_method must be S256"],
      [
        { code_challenge: "too-short" },
        "code_challenge must be the base64url SHA-256 of the code verifier (43 characters)",
      ],
    ];
    for (const [change, message] of cases) {
      const response = await authorize(codeRequest(change));
      expect(redirectedError(response.headers.location), message).toMatchObject({
        error: "invalid_request",
        error_description: message,
        state: "state-123",
      });
    }
  });

  it("refuses other response types, a missing nonce for tokens, a foreign audience and unknown connections", async () => {
    // Errors of requests that ask for tokens travel in the fragment, like the tokens would have.
    const token = await authorize(codeRequest({ response_type: "token" }));
    expect(redirectedError(token.headers.location, "fragment")).toMatchObject({ error: "unsupported_response_type" });
    const hybrid = await authorize(codeRequest({ response_type: "code id_token" }));
    expect(redirectedError(hybrid.headers.location, "fragment")).toMatchObject({ error: "unsupported_response_type" });
    const implicit = await authorize(codeRequest({ response_type: "token id_token", nonce: "" }));
    expect(redirectedError(implicit.headers.location, "fragment")).toMatchObject({
      error: "invalid_request",
      error_description: "nonce is required when an ID token is returned from /authorize",
    });
    const audience = await authorize(codeRequest({ audience: "https://other.example" }));
    expect(redirectedError(audience.headers.location)).toMatchObject({
      error: "access_denied",
      error_description: "Service not found: https://other.example",
    });
    const connection = await authorize(codeRequest({ connection: "github" }));
    expect(redirectedError(connection.headers.location).error_description).toBe("Unknown connection: github");
  });

  it("sends the browser to the hosted login page without a connection (hosted-login.test.ts tells the rest)", async () => {
    const { connection: _none, ...request } = codeRequest();
    const response = await authorize(request);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^http:\/\/localhost:3000\/auth\/login\?state=[\w-]{43}$/);
  });

  it("cannot sign in silently with Google: prompt=none answers login_required", async () => {
    const response = await authorize(codeRequest({ prompt: "none" }));
    expect(redirectedError(response.headers.location)).toEqual({
      to: SITE_CALLBACK,
      error: "login_required",
      error_description: "Login required",
      state: "state-123",
    });
  });

  it("answers a repeated parameter as a bad request", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/auth/authorize?${new URLSearchParams(codeRequest())}&redirect_uri=${encodeURIComponent(SITE_CALLBACK)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("invalid_request");
  });
});

describe("discovery", () => {
  it("publishes the OpenID configuration at the issuer's well-known address", async () => {
    const response = await t.app.inject({ method: "GET", url: "/auth/.well-known/openid-configuration" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      issuer: "http://localhost:3000/auth/",
      authorization_endpoint: "http://localhost:3000/auth/authorize",
      token_endpoint: "http://localhost:3000/auth/oauth/token",
      userinfo_endpoint: "http://localhost:3000/auth/userinfo",
      jwks_uri: "http://localhost:3000/auth/.well-known/jwks.json",
      revocation_endpoint: "http://localhost:3000/auth/oauth/revoke",
      end_session_endpoint: "http://localhost:3000/auth/v2/logout",
      id_token_signing_alg_values_supported: ["RS256"],
      code_challenge_methods_supported: ["S256"],
    });
  });

  it("publishes public keys only, and they verify the tokens it issues", async () => {
    const jwks = (await t.app.inject({ method: "GET", url: "/auth/.well-known/jwks.json" })).json();
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys;
    expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String) });
    for (const secret of ["d", "p", "q", "dp", "dq", "qi"]) expect(key).not.toHaveProperty(secret);

    const user = await insertUserWithPassword(t, { email: "jwks@test.example" });
    const tokens = await signIn(t.app, user.email);
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), {
      issuer: "http://localhost:3000/auth/",
      audience: "http://localhost:3000/api",
    });
    expect(payload.sub).toBe(user.id);
  });
});

describe("GET /auth/userinfo", () => {
  it("answers the signed-in user's claims", async () => {
    const user = await insertUserWithPassword(t, {
      email: "info@test.example",
      username: "infoabc",
      fullName: "Info Person",
      mobile: "+44 20 7946 0000",
      emailVerified: true,
    });
    const tokens = await signIn(t.app, user.email);
    const response = await t.app.inject({ method: "GET", url: "/auth/userinfo", headers: bearer(tokens.access_token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sub: user.id,
      name: "Info Person",
      nickname: "infoabc",
      email: "info@test.example",
      email_verified: true,
      "https://learnwithoutlimits/full_name": "Info Person",
      "https://learnwithoutlimits/mobile": "+44 20 7946 0000",
    });
  });

  it("answers 401 invalid_token without a valid access token", async () => {
    for (const headers of [{}, bearer("not.a.token")]) {
      const response = await t.app.inject({ method: "GET", url: "/auth/userinfo", headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe("invalid_token");
      expect(response.headers["www-authenticate"]).toContain("Bearer");
    }
  });
});

describe("GET /auth/v2/logout", () => {
  it("returns to an allowed page of this site, or of an allowed redirect's origin", async () => {
    for (const returnTo of ["http://localhost:3000/", "http://localhost:3000/login?x=1", "http://localhost:5173/"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/auth/v2/logout?${new URLSearchParams({ client_id: TEST_CLIENT_ID, returnTo })}`,
      });
      expect(response.statusCode, returnTo).toBe(302);
      expect(response.headers.location).toBe(returnTo);
    }
    const bare = await t.app.inject({ method: "GET", url: "/auth/v2/logout" });
    expect(bare.headers.location).toBe("http://localhost:3000/");
  });

  it("refuses to be an open redirect", async () => {
    for (const returnTo of [
      "https://evil.example/",
      "javascript:alert(1)",
      "//evil.example/",
      "http://localhost:3001/",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/auth/v2/logout?${new URLSearchParams({ returnTo })}`,
      });
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.json()).toEqual({
        error: "invalid_request",
        error_description: `returnTo is not an allowed URL: ${returnTo}`,
      });
    }
  });

  it("refuses a returnTo with control characters with 400, not a broken Location header", async () => {
    for (const encoded of ["%0d%0aSet-Cookie:%20a=b", "%00", "x%09y", "%7f", "%c2%85"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/auth/v2/logout?returnTo=http://localhost:3000/${encoded}`,
      });
      expect(response.statusCode, encoded).toBe(400);
      expect(response.headers.location, encoded).toBeUndefined();
      expect(response.json(), encoded).toEqual({
        error: "invalid_request",
        error_description: "returnTo must be a URL without control characters",
        issues: [{ path: "returnTo", message: "returnTo must be a URL without control characters" }],
      });
    }
  });

  it("sends the browser to returnTo in its encoded form, so any other character is safe in Location", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/auth/v2/logout?${new URLSearchParams({ returnTo: "http://localhost:3000/prix en €?q=naïve" })}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("http://localhost:3000/prix%20en%20%E2%82%AC?q=na%C3%AFve");
  });
});
