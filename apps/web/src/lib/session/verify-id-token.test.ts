import { TOKEN_LEEWAY_SECONDS } from "@lwl/contracts/constants";
import { createLocalJWKSet, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { idTokenClaims, signToken, TEST_CLIENT_ID, TEST_ISSUER, testJwks } from "../../test/tokens.ts";
import { IdTokenError } from "./id-token-error.ts";
import { verifyIdToken } from "./verify-id-token.ts";

let keys: ReturnType<typeof createLocalJWKSet>;
const expected = { issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  keys = createLocalJWKSet(await testJwks());
});

async function rejection(token: string, options: { nonce?: string } = {}) {
  const error = await verifyIdToken(token, { ...expected, ...options }, keys).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(IdTokenError);
  return (error as IdTokenError).message;
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

describe("verifyIdToken (docs/product.md section 5)", () => {
  it("accepts a token of this server for this app, with the nonce that was sent", async () => {
    const token = await signToken(idTokenClaims({ nonce: "n-123" }));
    const payload = await verifyIdToken(token, { ...expected, nonce: "n-123" }, keys);
    expect(payload.email).toBe("asha@example.com");
  });

  it("refuses another issuer", async () => {
    expect(await rejection(await signToken(idTokenClaims({ iss: "https://evil.example/" })))).toMatch(/iss/);
  });

  it("refuses another audience (a token issued to another client)", async () => {
    expect(await rejection(await signToken(idTokenClaims({ aud: "someone-else" })))).toMatch(/aud/);
  });

  it("refuses HS256 (a shared-secret signature anyone holding the secret could forge)", async () => {
    // Built from the global Uint8Array: jsdom's TextEncoder answers with another realm's arrays.
    const secret = Uint8Array.from("a shared secret of thirty-two bytes!", (char) => char.charCodeAt(0));
    const token = await new SignJWT(idTokenClaims()).setProtectedHeader({ alg: "HS256" }).sign(secret);
    expect(await rejection(token)).toBe("The sign-in was not signed with RS256.");
  });

  it("refuses an unsigned token (alg none)", async () => {
    const token = `${base64Url({ alg: "none", typ: "JWT" })}.${base64Url(idTokenClaims())}.`;
    await rejection(token);
  });

  it("refuses a token signed by a key the server does not publish", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await signToken(idTokenClaims(), { key: privateKey });
    expect(await rejection(forged)).toBe("The sign-in's signature is not valid.");
  });

  it("refuses a wrong nonce, and a missing one when a nonce was sent", async () => {
    const message = "The sign-in's nonce does not match this browser's request.";
    expect(await rejection(await signToken(idTokenClaims({ nonce: "other" })), { nonce: "n-123" })).toBe(message);
    expect(await rejection(await signToken(idTokenClaims()), { nonce: "n-123" })).toBe(message);
  });

  it("allows 60 s of clock difference on expiry, and no more", async () => {
    const withinLeeway = await signToken(idTokenClaims({ exp: now() - (TOKEN_LEEWAY_SECONDS - 15) }));
    await expect(verifyIdToken(withinLeeway, expected, keys)).resolves.toBeTruthy();
    const beyondLeeway = await signToken(idTokenClaims({ exp: now() - (TOKEN_LEEWAY_SECONDS + 15) }));
    expect(await rejection(beyondLeeway)).toBe("The sign-in has expired.");
  });

  it("allows 60 s of clock difference on not-before, and no more", async () => {
    const withinLeeway = await signToken(idTokenClaims({ nbf: now() + (TOKEN_LEEWAY_SECONDS - 15) }));
    await expect(verifyIdToken(withinLeeway, expected, keys)).resolves.toBeTruthy();
    const beyondLeeway = await signToken(idTokenClaims({ nbf: now() + (TOKEN_LEEWAY_SECONDS + 15) }));
    expect(await rejection(beyondLeeway)).toMatch(/nbf/);
  });
});
