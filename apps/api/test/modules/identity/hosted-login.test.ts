import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginTransactions, users } from "../../../src/db/schema.ts";
import { BROWSER_SESSION_SECONDS } from "../../../src/modules/identity/hosted-login/browser-session.ts";
import { hashOpaqueToken, newOpaqueToken, pkceChallenge } from "../../../src/modules/identity/secrets.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertUserWithPassword, newAddresses, TEST_CLIENT_ID, TEST_PASSWORD } from "../../helpers/auth.ts";
import { MINUTE_MS, SECOND_MS } from "../../helpers/clock.ts";

/**
 * The hosted login page: /authorize without a connection (or with the database connection) shows it,
 * its form signs in with the password grant's rules, starts a browser session that makes the next
 * /authorize silent, and /v2/logout ends that session. A second app (another origin) is a client too.
 */
const ORIGIN = "http://localhost:3000";
const OTHER_APP = "http://localhost:5173";
const OTHER_CALLBACK = `${OTHER_APP}/callback`;
const MOBILE_CALLBACK = "com.example.learn://callback";
const AUDIENCE = `${ORIGIN}/api`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_ALLOWED_REDIRECTS: `${OTHER_CALLBACK},${MOBILE_CALLBACK}` } });
});
afterAll(() => t.close());

const address = newAddresses("10.77.0");

interface Browser {
  cookies: Record<string, string>;
  headers: Record<string, string>;
}
/** A browser: its cookies (set by the answers it gets) and its client address. */
const newBrowser = (): Browser => ({ cookies: {}, headers: address() });

type Injected = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function keepCookies(browser: Browser, response: Injected) {
  for (const cookie of response.cookies) {
    if (cookie.maxAge === 0) delete browser.cookies[cookie.name];
    else browser.cookies[cookie.name] = cookie.value;
  }
}

async function get(browser: Browser, url: string): Promise<Injected> {
  const response = await t.app.inject({ method: "GET", url, cookies: browser.cookies, headers: browser.headers });
  keepCookies(browser, response);
  return response;
}

async function post(browser: Browser, url: string, form: Record<string, string>): Promise<Injected> {
  const response = await t.app.inject({
    method: "POST",
    url,
    cookies: browser.cookies,
    headers: { ...browser.headers, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
  keepCookies(browser, response);
  return response;
}

interface Authorization {
  verifier: string;
  state: string;
  params: Record<string, string>;
}

function authorization(overrides: Record<string, string> = {}): Authorization {
  const verifier = newOpaqueToken();
  const state = newOpaqueToken(8);
  return {
    verifier,
    state,
    params: {
      response_type: "code",
      response_mode: "query",
      client_id: TEST_CLIENT_ID,
      redirect_uri: OTHER_CALLBACK,
      scope: "openid profile email offline_access read:current_user update:current_user_metadata",
      audience: AUDIENCE,
      state,
      nonce: newOpaqueToken(8),
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: "S256",
      ...overrides,
    },
  };
}

const authorizeUrl = (params: Record<string, string>) => `/auth/authorize?${new URLSearchParams(params)}`;

/** /authorize sends the browser to the login page; its transaction id (the forms' `state`). */
async function openLoginPage(browser: Browser, auth = authorization()): Promise<string> {
  const response = await get(browser, authorizeUrl(auth.params));
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/auth/login`);
  return location.searchParams.get("state") ?? "";
}

/** The client's callback: where the browser went and what it carries. */
function callback(response: Injected) {
  const url = new URL(String(response.headers.location));
  return { to: `${url.origin}${url.pathname}`, params: Object.fromEntries(url.searchParams) };
}

function exchange(code: string, verifier: string) {
  return t.app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    payload: {
      grant_type: "authorization_code",
      client_id: TEST_CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: OTHER_CALLBACK,
    },
  });
}

/** Signs the browser in on the login page; the redirect back to the client. */
async function signInOnPage(browser: Browser, email: string, auth = authorization()): Promise<Injected> {
  const state = await openLoginPage(browser, auth);
  const response = await post(browser, "/auth/login", { state, email, password: TEST_PASSWORD });
  expect(response.statusCode, response.body).toBe(303);
  return response;
}

/** The text of the page's error region. */
const pageError = (html: string) =>
  /<p class="message error" role="alert" id="form-error">([^<]*)<\/p>/.exec(html)?.[1];

describe("GET /auth/authorize for the database connection", () => {
  it("answers (never shows a page or redirects) a bad client or redirect URI", async () => {
    const browser = newBrowser();
    const client = await get(browser, authorizeUrl(authorization({ client_id: "rogue" }).params));
    expect(client.statusCode).toBe(401);
    expect(client.json()).toEqual({ error: "invalid_client", error_description: "Unknown client: rogue" });
    const redirect = await get(
      browser,
      authorizeUrl(authorization({ redirect_uri: "https://evil.example/cb" }).params),
    );
    expect(redirect.statusCode).toBe(400);
    expect(redirect.json()).toEqual({
      error: "invalid_request",
      error_description: "redirect_uri is not allowed: https://evil.example/cb",
    });
    expect(browser.cookies).toEqual({});
  });

  it("sends the browser to the login page with a binding cookie (HttpOnly, SameSite=Lax, /auth only)", async () => {
    for (const connection of [undefined, "Username-Password-Authentication"]) {
      const browser = newBrowser();
      const auth = authorization(connection ? { connection } : {});
      const response = await get(browser, authorizeUrl(auth.params));
      expect(response.statusCode).toBe(302);
      expect(String(response.headers.location)).toMatch(/^http:\/\/localhost:3000\/auth\/login\?state=[\w-]{43}$/);
      expect(response.cookies).toEqual([
        {
          name: "lwl_login",
          value: expect.stringMatching(/^[\w-]{43}$/),
          maxAge: 86_400,
          path: "/auth",
          httpOnly: true,
          sameSite: "Lax",
        },
      ]);
    }
  });

  it("shows the sign-in form: labelled fields, the transaction, and a CSP that lets it return to the client", async () => {
    const browser = newBrowser();
    const state = await openLoginPage(browser);
    const response = await get(browser, `/auth/login?state=${state}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toBe(
      `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self' ${OTHER_APP}; frame-ancestors 'none'; base-uri 'none'`,
    );
    const html = response.body;
    expect(html).toContain("<title>Sign in · LEARN WITHOUT LIMITS</title>");
    expect(html).toContain('<form method="post" action="/auth/login" aria-label="Sign in with e-mail">');
    expect(html).toContain(`<input type="hidden" name="state" value="${state}">`);
    expect(html).toContain('<label for="email">E-mail address</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain(`href="/auth/login?state=${state}&amp;screen=forgot">Forgot your password?</a>`);
    expect(html).toContain(`href="/auth/login?state=${state}&amp;screen=signup">Create an account</a>`);
    // Google is not configured on this server: no button for it.
    expect(html).not.toContain("Continue with Google");
    expect(html).not.toMatch(/<script|style=/);

    const css = await get(browser, "/auth/login/style.css");
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain("--primary: #2e7d32");
  });
});

describe("POST /auth/login", () => {
  it("signs in, returns to the client with a code, and the code with the PKCE verifier gives the tokens", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-happy@test.example" });
    const browser = newBrowser();
    const auth = authorization();
    const response = await signInOnPage(browser, "Hosted-Happy@test.example", auth);
    const back = callback(response);
    expect(back).toEqual({ to: OTHER_CALLBACK, params: { code: expect.any(String), state: auth.state } });
    expect(response.cookies).toEqual([
      {
        name: "lwl_session",
        value: expect.stringMatching(/^[\w-]{43}$/),
        maxAge: 8 * 3600,
        path: "/auth",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);

    const wrongVerifier = await exchange(String(back.params.code), newOpaqueToken());
    expect(wrongVerifier.json()).toEqual({ error: "invalid_grant", error_description: "Failed PKCE verification" });

    const fresh = authorization();
    const signedIn = await signInOnPage(newBrowser(), user.email, fresh);
    const exchanged = await exchange(callback(signedIn).params.code ?? "", fresh.verifier);
    expect(exchanged.statusCode).toBe(200);
    const body = exchanged.json();
    expect(body).toMatchObject({
      token_type: "Bearer",
      expires_in: 900,
      scope: "openid profile email offline_access read:current_user update:current_user_metadata",
      refresh_token: expect.any(String),
    });
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: user.id, aud: AUDIENCE, azp: TEST_CLIENT_ID });
    expect(decodeJwt(body.id_token)).toMatchObject({ sub: user.id, aud: TEST_CLIENT_ID, nonce: fresh.params.nonce });

    // Refresh tokens rotate as for any other sign-in.
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "refresh_token", client_id: TEST_CLIENT_ID, refresh_token: body.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_token).not.toBe(body.refresh_token);
  });

  it("refuses a form posted from another browser (login CSRF), an unknown transaction, and a used one", async () => {
    await insertUserWithPassword(t, { email: "hosted-csrf@test.example" });
    const victim = newBrowser();
    const attacker = newBrowser();
    const attackersState = await openLoginPage(attacker);
    // The victim's browser (a page of the attacker's making) posts the attacker's transaction.
    await openLoginPage(victim);
    const forged = await post(victim, "/auth/login", {
      state: attackersState,
      email: "hosted-csrf@test.example",
      password: TEST_PASSWORD,
    });
    expect(forged.statusCode).toBe(403);
    expect(pageError(forged.body)).toBe(
      "This sign-in form was not opened in this browser, so it was not sent. Please go back to the application and sign in again.",
    );
    expect(forged.body).not.toContain("<form");
    expect(forged.cookies).toEqual([]);
    // Without the binding cookie at all.
    const cookieless = await post(newBrowser(), "/auth/login", { state: attackersState, email: "x", password: "y" });
    expect(cookieless.statusCode).toBe(403);

    const unknown = await post(attacker, "/auth/login", { state: "made-up", email: "x", password: "y" });
    expect(unknown.statusCode).toBe(400);
    const expired =
      "This sign-in page has expired or was already used. Please go back to the application and sign in again.";
    expect(pageError(unknown.body)).toBe(expired);

    const used = await post(attacker, "/auth/login", {
      state: attackersState,
      email: "hosted-csrf@test.example",
      password: TEST_PASSWORD,
    });
    expect(used.statusCode).toBe(303);
    const replay = await post(attacker, "/auth/login", {
      state: attackersState,
      email: "hosted-csrf@test.example",
      password: TEST_PASSWORD,
    });
    expect(replay.statusCode).toBe(400);
    expect(pageError(replay.body)).toBe(expired);
  });

  it("shows a wrong password in the identity service's words, keeping the e-mail and the transaction", async () => {
    await insertUserWithPassword(t, { email: "hosted-wrong@test.example" });
    const browser = newBrowser();
    const state = await openLoginPage(browser);
    const wrong = await post(browser, "/auth/login", { state, email: "hosted-wrong@test.example", password: "nope" });
    expect(wrong.statusCode).toBe(403);
    expect(pageError(wrong.body)).toBe("Wrong email or password.");
    expect(wrong.body).toContain('value="hosted-wrong@test.example" required aria-invalid="true"');
    expect(wrong.body).toContain('aria-describedby="form-error"');
    const empty = await post(browser, "/auth/login", { state, email: " ", password: "" });
    expect(pageError(empty.body)).toBe("Please enter your e-mail address.");
    // The same transaction still works.
    const right = await post(browser, "/auth/login", {
      state,
      email: "hosted-wrong@test.example",
      password: TEST_PASSWORD,
    });
    expect(right.statusCode).toBe(303);
  });

  it("refuses a disabled account, saying so with a link to the contact page, and applies the password grant's sign-in limits", async () => {
    await insertUserWithPassword(t, { email: "hosted-blocked@test.example", disabled: true });
    const browser = newBrowser();
    const state = await openLoginPage(browser);
    const blocked = await post(browser, "/auth/login", {
      state,
      email: "hosted-blocked@test.example",
      password: TEST_PASSWORD,
    });
    expect(blocked.statusCode).toBe(401);
    expect(/<p class="message error" role="alert" id="form-error">(.*?)<\/p>/.exec(blocked.body)?.[1]).toBe(
      'This account is disabled, so it cannot sign in. If you think this is a mistake, please <a href="/contact-us">contact us</a>.',
    );
    expect(blocked.cookies).toEqual([]);

    await insertUserWithPassword(t, { email: "hosted-limited@test.example" });
    const guesser = newBrowser();
    const guesserState = await openLoginPage(guesser);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await post(guesser, "/auth/login", {
        state: guesserState,
        email: "hosted-limited@test.example",
        password: `guess-${attempt}`,
      });
      expect(guess.statusCode).toBe(403);
    }
    const limited = await post(guesser, "/auth/login", {
      state: guesserState,
      email: "hosted-limited@test.example",
      password: TEST_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    expect(pageError(limited.body)).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");
    // The password grant shares the count: the same address is refused there too.
    const grant = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      headers: guesser.headers,
      payload: {
        grant_type: "password",
        client_id: TEST_CLIENT_ID,
        username: "hosted-limited@test.example",
        password: TEST_PASSWORD,
      },
    });
    expect(grant.statusCode).toBe(429);
  });
});

describe("bad input to the page's endpoints", () => {
  it("answers an oversized field with 400 and a message naming it, never a 500", async () => {
    const browser = newBrowser();
    const response = await post(browser, "/auth/login", { state: "s".repeat(201), email: "a", password: "b" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("invalid_request");
    expect(response.json().error_description).toContain("state");
    const page = await get(browser, `/auth/login?state=${"s".repeat(201)}`);
    expect(page.statusCode).toBe(400);
  });
});

describe("the browser session and prompt", () => {
  it("makes the next /authorize silent; prompt=login shows the form again", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-silent@test.example" });
    const browser = newBrowser();
    await signInOnPage(browser, user.email);
    const auth = authorization();
    const silent = await get(browser, authorizeUrl(auth.params));
    expect(silent.statusCode).toBe(302);
    const back = callback(silent);
    expect(back).toEqual({ to: OTHER_CALLBACK, params: { code: expect.any(String), state: auth.state } });
    const tokens = await exchange(back.params.code ?? "", auth.verifier);
    expect(decodeJwt(tokens.json().access_token).sub).toBe(user.id);

    const forced = await get(browser, authorizeUrl(authorization({ prompt: "login" }).params));
    expect(String(forced.headers.location)).toMatch(/^http:\/\/localhost:3000\/auth\/login\?state=/);
  });

  it("answers prompt=none without a session with login_required, in the query or as a web message", async () => {
    const browser = newBrowser();
    const auth = authorization({ prompt: "none" });
    const redirected = await get(browser, authorizeUrl(auth.params));
    expect(callback(redirected)).toEqual({
      to: OTHER_CALLBACK,
      params: { error: "login_required", error_description: "Login required", state: auth.state },
    });

    const framed = await get(browser, authorizeUrl({ ...auth.params, response_mode: "web_message" }));
    expect(framed.statusCode).toBe(200);
    expect(framed.headers["content-security-policy"]).toBe(
      `default-src 'none'; script-src 'self'; frame-ancestors ${OTHER_APP}; base-uri 'none'`,
    );
    expect(framed.headers["x-frame-options"]).toBeUndefined();
    expect(webMessage(framed.body)).toEqual({
      origin: OTHER_APP,
      response: { error: "login_required", error_description: "Login required", state: auth.state },
    });

    const notSilent = await get(browser, authorizeUrl({ ...auth.params, prompt: "", response_mode: "web_message" }));
    expect(webMessage(notSilent.body).response).toEqual({
      error: "invalid_request",
      error_description: "response_mode web_message is for silent sign-in only: add prompt=none",
      state: auth.state,
    });
  });

  it("answers prompt=none with a session with a code, also as a web message for the SDK's iframe", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-web-message@test.example" });
    const browser = newBrowser();
    await signInOnPage(browser, user.email);
    const auth = authorization({ prompt: "none", response_mode: "web_message" });
    const framed = await get(browser, authorizeUrl(auth.params));
    const message = webMessage(framed.body);
    expect(message).toEqual({ origin: OTHER_APP, response: { code: expect.any(String), state: auth.state } });
    const tokens = await exchange(message.response.code ?? "", auth.verifier);
    expect(decodeJwt(tokens.json().access_token).sub).toBe(user.id);

    const script = await get(browser, "/auth/login/web-message.js");
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain('type: "authorization_response"');
  });

  it("/v2/logout ends the session: the next silent sign-in answers login_required", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-logout@test.example" });
    const browser = newBrowser();
    await signInOnPage(browser, user.email);
    const logout = await get(browser, `/auth/v2/logout?${new URLSearchParams({ returnTo: `${OTHER_APP}/` })}`);
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe(`${OTHER_APP}/`);
    expect(logout.cookies).toEqual([expect.objectContaining({ name: "lwl_session", value: "", maxAge: 0 })]);
    expect(browser.cookies.lwl_session).toBeUndefined();

    // Even a copy of the old cookie no longer works: the session is gone from the database.
    const copied = newBrowser();
    const signedIn = await signInOnPage(copied, user.email);
    const token = signedIn.cookies.find((cookie) => cookie.name === "lwl_session")?.value ?? "";
    await get(copied, "/auth/v2/logout");
    copied.cookies.lwl_session = token;
    const silent = await get(copied, authorizeUrl(authorization({ prompt: "none" }).params));
    expect(callback(silent).params.error).toBe("login_required");
  });

  it("a password reset ends the account's browser sessions", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-reset@test.example" });
    const browser = newBrowser();
    await signInOnPage(browser, user.email);
    // The forgot-password screen of a page opened with prompt=login (the session would skip the form).
    const state = await openLoginPage(browser, authorization({ prompt: "login" }));
    await post(browser, "/auth/login/forgot", { state, email: user.email });
    const ticket = /ticket=([\w-]{43})/.exec(t.sentMail.at(-1)?.text ?? "")?.[1] ?? "";
    const reset = await t.app.inject({
      method: "POST",
      url: "/auth/reset_password",
      payload: { client_id: TEST_CLIENT_ID, ticket, new_password: "Another-Horse-8" },
    });
    expect(reset.statusCode).toBe(200);
    const silent = await get(browser, authorizeUrl(authorization({ prompt: "none" }).params));
    expect(callback(silent).params.error).toBe("login_required");
  });

  it("a blocked account's session no longer signs in silently", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-blocked-later@test.example" });
    const browser = newBrowser();
    await signInOnPage(browser, user.email);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const silent = await get(browser, authorizeUrl(authorization({ prompt: "none" }).params));
    expect(callback(silent).params.error).toBe("login_required");
  });
});

/** The clock runs with the real time here; moving it forward past a lifetime leaves later tests unaffected. */
describe("lifetimes, on the app's clock", () => {
  const silentSignIn = (browser: Browser) => get(browser, authorizeUrl(authorization({ prompt: "none" }).params));

  it("a browser session lasts 8 hours from the sign-in: then a silent sign-in answers login_required", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-eight-hours@test.example" });
    const browser = newBrowser();
    await signInOnPage(browser, user.email);
    t.clock.advance(BROWSER_SESSION_SECONDS * SECOND_MS - MINUTE_MS);
    expect(callback(await silentSignIn(browser)).params.code).toEqual(expect.any(String));
    t.clock.advance(MINUTE_MS);
    expect(callback(await silentSignIn(browser)).params.error).toBe("login_required");
  });

  it("an authorization code is exchanged within 5 minutes, never later", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-code-lifetime@test.example" });
    const browser = newBrowser();
    await signInOnPage(browser, user.email);
    const [onTime, late] = [authorization(), authorization()];
    const onTimeCode = callback(await get(browser, authorizeUrl(onTime.params))).params.code ?? "";
    const lateCode = callback(await get(browser, authorizeUrl(late.params))).params.code ?? "";
    t.clock.advance(5 * MINUTE_MS - SECOND_MS);
    expect((await exchange(onTimeCode, onTime.verifier)).statusCode).toBe(200);
    t.clock.advance(SECOND_MS);
    const refused = await exchange(lateCode, late.verifier);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "invalid_grant", error_description: "Invalid authorization code" });
  });

  it("the sign-in page works for 30 minutes after /authorize opened it", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-page-lifetime@test.example" });
    const [onTime, late] = [newBrowser(), newBrowser()];
    const onTimeState = await openLoginPage(onTime);
    const lateState = await openLoginPage(late);
    t.clock.advance(30 * MINUTE_MS - SECOND_MS);
    const form = { email: user.email, password: TEST_PASSWORD };
    expect((await post(onTime, "/auth/login", { state: onTimeState, ...form })).statusCode).toBe(303);
    t.clock.advance(SECOND_MS);
    const expired = await post(late, "/auth/login", { state: lateState, ...form });
    expect(expired.statusCode).toBe(400);
    expect(pageError(expired.body)).toBe(
      "This sign-in page has expired or was already used. Please go back to the application and sign in again.",
    );
  });
});

describe("create an account and forgot password on the page", () => {
  it("creates the account and signs in; an existing e-mail or a weak password is shown", async () => {
    const browser = newBrowser();
    const state = await openLoginPage(browser);
    const screen = await get(browser, `/auth/login?state=${state}&screen=signup`);
    expect(screen.body).toContain('<form method="post" action="/auth/login/signup" aria-label="Create an account">');
    const weak = await post(browser, "/auth/login/signup", {
      state,
      full_name: "New Person",
      email: "hosted-new@test.example",
      password: "short",
    });
    expect(weak.statusCode).toBe(400);
    expect(pageError(weak.body)).toMatch(/password/i);
    expect(weak.body).toContain('value="New Person"');

    const created = await post(browser, "/auth/login/signup", {
      state,
      full_name: "New Person",
      email: "hosted-new@test.example",
      password: TEST_PASSWORD,
    });
    expect(created.statusCode).toBe(303);
    expect(callback(created).params.code).toEqual(expect.any(String));
    expect(t.sentMail.at(-1)?.to).toBe("hosted-new@test.example");

    const other = newBrowser();
    const otherState = await openLoginPage(other);
    const taken = await post(other, "/auth/login/signup", {
      state: otherState,
      email: "hosted-new@test.example",
      password: TEST_PASSWORD,
    });
    expect(pageError(taken.body)).toBe("The user already exists.");
  });

  it("sends the reset e-mail and says so on the sign-in screen", async () => {
    await insertUserWithPassword(t, { email: "hosted-forgot@test.example" });
    const browser = newBrowser();
    const state = await openLoginPage(browser);
    const response = await post(browser, "/auth/login/forgot", { state, email: "hosted-forgot@test.example" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<p class="message notice" role="status">We&#39;ve just sent you an email to reset your password.</p>`,
    );
    expect(response.body).toContain('action="/auth/login"');
    expect(t.sentMail.at(-1)?.to).toBe("hosted-forgot@test.example");
  });
});

describe("another web app as a client", () => {
  it("may call the token endpoint from its origin (CORS); other origins get no CORS headers", async () => {
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/auth/oauth/token",
      headers: {
        origin: OTHER_APP,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,auth0-client",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(OTHER_APP);
    expect(preflight.headers["access-control-allow-headers"]).toBe("content-type,auth0-client");
    const foreign = await t.app.inject({
      method: "OPTIONS",
      url: "/auth/oauth/token",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("a mobile app as a client", () => {
  it("returns to the app's own URI scheme, which the page's form-action allows", async () => {
    const user = await insertUserWithPassword(t, { email: "hosted-mobile@test.example" });
    const browser = newBrowser();
    const auth = authorization({ redirect_uri: MOBILE_CALLBACK });
    const state = await openLoginPage(browser, auth);
    const page = await get(browser, `/auth/login?state=${state}`);
    expect(page.headers["content-security-policy"]).toContain("form-action 'self' com.example.learn:;");
    const response = await post(browser, "/auth/login", { state, email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(303);
    const back = new URL(String(response.headers.location));
    expect(`${back.protocol}//${back.host}${back.pathname}`).toBe(MOBILE_CALLBACK);
    expect(back.searchParams.get("state")).toBe(auth.state);
    const tokens = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: {
        grant_type: "authorization_code",
        client_id: TEST_CLIENT_ID,
        code: back.searchParams.get("code") ?? "",
        code_verifier: auth.verifier,
        redirect_uri: MOBILE_CALLBACK,
      },
    });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json().refresh_token).toEqual(expect.any(String));
  });
});

describe("on an https site", () => {
  it("marks the cookies Secure", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://learn.example" } });
    try {
      const auth = authorization({ redirect_uri: "https://learn.example/callback", audience: "" });
      const response = await secure.app.inject({ method: "GET", url: authorizeUrl(auth.params) });
      expect(response.cookies).toEqual([expect.objectContaining({ name: "lwl_login", secure: true })]);
    } finally {
      await secure.close();
    }
  });
});

/** The web_message page's target origin and answer. */
function webMessage(html: string): { origin: string; response: Record<string, string> } {
  const match = /data-origin="([^"]*)" data-response="([^"]*)"/.exec(html);
  const decode = (value: string) => value.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  return { origin: decode(match?.[1] ?? ""), response: JSON.parse(decode(match?.[2] ?? "{}")) };
}

// The stored transaction is the hash of what the browser holds, never the value itself.
it("stores login transactions and sessions by hash only", async () => {
  const browser = newBrowser();
  const state = await openLoginPage(browser);
  const rows = await t.database.db
    .select({ idHash: loginTransactions.idHash, browserHash: loginTransactions.browserHash })
    .from(loginTransactions);
  expect(rows).toContainEqual({
    idHash: hashOpaqueToken(state),
    browserHash: hashOpaqueToken(browser.cookies.lwl_login ?? ""),
  });
});
