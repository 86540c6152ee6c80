import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/render.tsx";
import { identityEndpoints } from "../../test/tokens.ts";
import { takeTransaction } from "./authorization-transaction.ts";
import { googleSignInUrl } from "./google-sign-in.ts";
import { codeChallenge } from "./pkce.ts";

describe("googleSignInUrl", () => {
  it("starts the code flow with PKCE S256, a fresh state and nonce, back to {origin}/callback", async () => {
    mockApi(await identityEndpoints({ google: true }));
    const url = new URL(await googleSignInUrl("/user-profile"), window.location.origin);
    expect(url.pathname).toBe("/auth/authorize");
    const params = Object.fromEntries(url.searchParams);
    const transaction = takeTransaction();
    expect(transaction).not.toBeNull();
    expect(params).toEqual({
      response_type: "code",
      client_id: "learnwithoutlimits-web",
      redirect_uri: `${window.location.origin}/callback`,
      scope: "openid profile email offline_access",
      audience: "http://localhost/api",
      state: transaction?.state,
      nonce: transaction?.nonce,
      code_challenge: await codeChallenge(transaction?.codeVerifier ?? ""),
      code_challenge_method: "S256",
      connection: "google-oauth2",
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(transaction?.returnTo).toBe("/user-profile");
  });

  it("uses new random values for every sign-in", async () => {
    mockApi(await identityEndpoints({ google: true }));
    const first = new URL(await googleSignInUrl("/"), window.location.origin).searchParams;
    const second = new URL(await googleSignInUrl("/"), window.location.origin).searchParams;
    expect(first.get("state")).not.toBe(second.get("state"));
    expect(first.get("nonce")).not.toBe(second.get("nonce"));
    expect(first.get("code_challenge")).not.toBe(second.get("code_challenge"));
  });

  it("does not start when the server has no Google provider", async () => {
    mockApi(await identityEndpoints({ google: false }));
    await expect(googleSignInUrl("/")).rejects.toThrow("not configured");
    expect(takeTransaction()).toBeNull();
  });
});

describe("codeChallenge", () => {
  it("is base64url(SHA-256(verifier)), as RFC 7636's example", async () => {
    expect(await codeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });
});
