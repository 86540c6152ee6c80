import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../test/render.tsx";
import { accessToken, identityEndpoints, storeSession, TEST_USER_ID, tokenAnswer } from "../../test/tokens.ts";
import { HttpError } from "../http.ts";
import { authorizedJson } from "./authorized-request.ts";
import { session } from "./session.ts";
import { SessionStore, type TokenRefresher } from "./session-store.ts";
import { readStoredTokens, type StoredTokens } from "./token-storage.ts";

afterEach(() => {
  vi.useRealTimers();
});

async function tokensExpiringIn(seconds: number, refreshToken: string | null = null): Promise<StoredTokens> {
  return { accessToken: await accessToken({ expiresIn: seconds }), idToken: null, refreshToken, loginType: "Normal" };
}

function storeWith(refresher: TokenRefresher = () => Promise.reject(new Error("refused"))) {
  const revoker = vi.fn(() => Promise.resolve());
  return { store: new SessionStore(refresher, revoker), revoker };
}

describe("session restore (docs/product.md section 4)", () => {
  it("is loading until restored, then signed in with the user from the stored access token", async () => {
    await storeSession({ role: "ListingOwner", fullName: "Ravi Kumar", mobile: "+91 98765 43210" });
    const { store } = storeWith();
    expect(store.getSnapshot().status).toBe("loading");
    await store.restore();
    expect(store.getSnapshot()).toEqual({
      status: "signed-in",
      loginType: "Normal",
      user: {
        userId: TEST_USER_ID,
        fullName: "Ravi Kumar",
        mobile: "+91 98765 43210",
        role: "ListingOwner",
        email: "asha@example.com",
      },
    });
  });

  it("is signed out when nothing (or garbage) is stored", async () => {
    const { store } = storeWith();
    await store.restore();
    expect(store.getSnapshot().status).toBe("signed-out");
    window.localStorage.setItem("authToken", "not-a-jwt");
    await store.restore();
    expect(store.getSnapshot().status).toBe("signed-out");
    expect(window.localStorage.getItem("authToken")).toBeNull();
  });

  it("clears an expired session that has no refresh token, and only the sign-in values", async () => {
    await storeSession({ expiresIn: -5, refreshToken: null });
    window.localStorage.setItem("hasVisited", "true");
    const { store } = storeWith();
    const ended = vi.fn();
    store.onEnd(ended);
    await store.restore();
    expect(store.getSnapshot().status).toBe("signed-out");
    expect(ended).toHaveBeenCalledWith("expired");
    expect(readStoredTokens()).toBeNull();
    expect(window.localStorage.getItem("idToken")).toBeNull();
    expect(window.localStorage.getItem("hasVisited")).toBe("true");
  });

  it("renews an expired access token with a valid refresh token", async () => {
    await storeSession({ expiresIn: -5, refreshToken: "refresh-0" });
    const renewed = await tokensExpiringIn(900, "refresh-1");
    const refresher = vi.fn<TokenRefresher>(() => Promise.resolve(renewed));
    const { store } = storeWith(refresher);
    await store.restore();
    expect(refresher).toHaveBeenCalledWith(expect.objectContaining({ refreshToken: "refresh-0" }));
    expect(store.getSnapshot().status).toBe("signed-in");
    expect(readStoredTokens()).toEqual(renewed);
  });

  it("signs out when the refresh token is refused", async () => {
    await storeSession({ expiresIn: -5, refreshToken: "refresh-0" });
    const { store } = storeWith(() => Promise.reject(new HttpError(403, "invalid_grant", null)));
    await store.restore();
    expect(store.getSnapshot().status).toBe("signed-out");
    expect(readStoredTokens()).toBeNull();
  });

  it("uses tokens another tab renewed instead of spending the same refresh token twice", async () => {
    const refresher = vi.fn<TokenRefresher>(() => Promise.reject(new Error("must not be called")));
    const { store } = storeWith(refresher);
    const expiring = await tokensExpiringIn(10, "refresh-0");
    // Frozen timers: this tab's own renewal timer must not run before the test asks for a token.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    store.establish(expiring);
    // The other tab's renewal is in storage (its storage event not yet seen) when this tab needs a token.
    await storeSession({ expiresIn: 900, refreshToken: "refresh-from-other-tab" });
    const token = await store.validAccessToken();
    expect(refresher).not.toHaveBeenCalled();
    expect(token).toBe(window.localStorage.getItem("authToken"));
    expect(store.getSnapshot().status).toBe("signed-in");
  });
});

describe("session expiry", () => {
  it("ends the session when the access token runs out and cannot be renewed", async () => {
    vi.useFakeTimers();
    const { store } = storeWith();
    store.establish(await tokensExpiringIn(120));
    expect(store.getSnapshot().status).toBe("signed-in");
    await vi.advanceTimersByTimeAsync(119_000);
    expect(store.getSnapshot().status).toBe("signed-in");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.getSnapshot().status).toBe("signed-out");
    expect(readStoredTokens()).toBeNull();
  });

  it("renews the access token shortly before it runs out when a refresh token is kept", async () => {
    vi.useFakeTimers();
    const renewed = await tokensExpiringIn(900, "refresh-2");
    const refresher = vi.fn<TokenRefresher>(() => Promise.resolve(renewed));
    const { store } = storeWith(refresher);
    store.establish(await tokensExpiringIn(120, "refresh-1"));
    await vi.advanceTimersByTimeAsync(95_000);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe("signed-in");
    expect(readStoredTokens()?.refreshToken).toBe("refresh-2");
  });

  it("signs out on request and revokes the refresh token on the server", async () => {
    const { store, revoker } = storeWith();
    store.establish(await tokensExpiringIn(900, "refresh-9"));
    store.signOut();
    expect(store.getSnapshot().status).toBe("signed-out");
    expect(readStoredTokens()).toBeNull();
    expect(revoker).toHaveBeenCalledWith("refresh-9");
  });

  it("follows a sign-out in another tab", async () => {
    const { store } = storeWith();
    store.establish(await tokensExpiringIn(900));
    window.localStorage.clear();
    store.handleStorageEvent(new StorageEvent("storage", { key: null, storageArea: window.localStorage }));
    expect(store.getSnapshot().status).toBe("signed-out");
  });
});

describe("authenticated calls", () => {
  it("send the access token as a Bearer token", async () => {
    await storeSession();
    await session.restore();
    let authorization: string | null = null;
    mockApi({
      "GET /api/users/me": (_url: URL, init?: RequestInit) => {
        authorization = new Headers(init?.headers).get("authorization");
        return jsonResponse({ ok: true });
      },
    });
    await authorizedJson("/api/users/me");
    expect(authorization).toBe(`Bearer ${window.localStorage.getItem("authToken")}`);
  });

  it("clear the stored sign-in when the server answers 401", async () => {
    await storeSession();
    window.localStorage.setItem("hasVisited", "true");
    await session.restore();
    const ended = vi.fn();
    const stop = session.onEnd(ended);
    mockApi({
      "GET /api/users/me": () => jsonResponse({ statusCode: 401, error: "Unauthorized", message: "expired" }, 401),
    });
    await expect(authorizedJson("/api/users/me")).rejects.toMatchObject({ status: 401 });
    stop();
    expect(session.getSnapshot().status).toBe("signed-out");
    expect(window.localStorage.getItem("authToken")).toBeNull();
    expect(window.localStorage.getItem("refreshToken")).toBeNull();
    expect(window.localStorage.getItem("hasVisited")).toBe("true");
    expect(ended).toHaveBeenCalledWith("rejected");
  });

  it("renew an expired token over HTTP first, checking the new ID token", async () => {
    await storeSession({ expiresIn: -5, refreshToken: "refresh-0" });
    const answer = await tokenAnswer({ refreshToken: "refresh-1" });
    const calls = mockApi({
      ...(await identityEndpoints()),
      "POST /auth/oauth/token": answer,
      "GET /api/users/me": { ok: true },
    });
    await session.restore();
    await authorizedJson("/api/users/me");
    const tokenCall = calls.find((call) => call.url.pathname === "/auth/oauth/token");
    expect(tokenCall?.body).toEqual({
      grant_type: "refresh_token",
      client_id: "learnwithoutlimits-web",
      refresh_token: "refresh-0",
    });
    expect(window.localStorage.getItem("authToken")).toBe(answer.access_token);
    expect(window.localStorage.getItem("refreshToken")).toBe("refresh-1");
  });

  it("refuse a renewal whose ID token is for another app, and sign out", async () => {
    await storeSession({ expiresIn: -5, refreshToken: "refresh-0" });
    const answer = await tokenAnswer();
    const { signToken, idTokenClaims } = await import("../../test/tokens.ts");
    answer.id_token = await signToken(idTokenClaims({ aud: "another-app" }));
    mockApi({ ...(await identityEndpoints()), "POST /auth/oauth/token": answer });
    await session.restore();
    expect(session.getSnapshot().status).toBe("signed-out");
    expect(readStoredTokens()).toBeNull();
  });
});

describe("session renewal safety", () => {
  it("ends the session instead of renewing in a loop when the new token is already stale", async () => {
    await storeSession({ expiresIn: -5, refreshToken: "refresh-0" });
    const stale = await tokensExpiringIn(10, "refresh-1");
    const refresher = vi.fn<TokenRefresher>(() => Promise.resolve(stale));
    const { store } = storeWith(refresher);
    await store.restore();
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe("signed-out");
  });
});

describe("renewing early (a role granted since sign-in)", () => {
  it("swaps a still-good access token for new tokens, so a new role shows at once", async () => {
    await storeSession({ role: "Reader", refreshToken: "refresh-0" });
    const renewed = {
      ...(await tokensExpiringIn(900, "refresh-1")),
      accessToken: await accessToken({ role: "ListingOwner" }),
    };
    const refresher = vi.fn<TokenRefresher>(() => Promise.resolve(renewed));
    const { store } = storeWith(refresher);
    await store.restore();
    expect(store.getSnapshot().user?.role).toBe("Reader");
    await store.renewNow();
    expect(refresher).toHaveBeenCalledWith(expect.objectContaining({ refreshToken: "refresh-0" }));
    expect(store.getSnapshot().user?.role).toBe("ListingOwner");
    expect(readStoredTokens()?.refreshToken).toBe("refresh-1");
  });

  it("keeps the still-good session when the early renewal fails", async () => {
    await storeSession({ role: "Reader", refreshToken: "refresh-0" });
    const { store } = storeWith(() => Promise.reject(new Error("network down")));
    await store.restore();
    await store.renewNow();
    expect(store.getSnapshot()).toMatchObject({ status: "signed-in", user: { role: "Reader" } });
  });
});
