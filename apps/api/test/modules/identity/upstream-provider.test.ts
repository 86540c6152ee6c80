/**
 * The upstream provider client: the checks on its ID token, with tokens made here, and discovery
 * against small local servers (no app, no database).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type CryptoKey,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
} from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import {
  UpstreamError,
  UpstreamProvider,
  verifyUpstreamIdToken,
} from "../../../src/modules/identity/authorize/upstream-provider.ts";

const ISSUER = "https://accounts.upstream.example";
const CLIENT = "our-client-id";
const NONCE = "the-nonce";

let privateKey: CryptoKey;
let publicJwk: JWK;
let check: Parameters<typeof verifyUpstreamIdToken>[1];

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  check = { issuer: ISSUER, audience: CLIENT, nonce: NONCE, getKey: createLocalJWKSet({ keys: [publicJwk] }) };
});

const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: ISSUER,
  aud: CLIENT,
  sub: "1234567890",
  iat: now(),
  exp: now() + 300,
  nonce: NONCE,
  email: "Person@Gmail.Example",
  email_verified: true,
  name: "A Person",
  ...overrides,
});
const sign = (payload: JWTPayload, key: CryptoKey | Uint8Array = privateKey, alg = "RS256") =>
  new SignJWT(payload).setProtectedHeader({ alg, kid: "k1" }).sign(key);

describe("verifyUpstreamIdToken", () => {
  it("accepts a good token and reads the identity", async () => {
    expect(await verifyUpstreamIdToken(await sign(claims()), check)).toEqual({
      subject: "1234567890",
      email: "person@gmail.example",
      emailVerified: true,
      name: "A Person",
      picture: null,
    });
  });

  it("reads email_verified given as a string, as some providers send it", async () => {
    const identity = await verifyUpstreamIdToken(await sign(claims({ email_verified: "true" })), check);
    expect(identity.emailVerified).toBe(true);
    const unverified = await verifyUpstreamIdToken(await sign(claims({ email_verified: false })), check);
    expect(unverified.emailVerified).toBe(false);
  });

  it("accepts a token expired within the 60 s leeway", async () => {
    await expect(verifyUpstreamIdToken(await sign(claims({ exp: now() - 30 })), check)).resolves.toBeTruthy();
  });

  const refusals: Array<[string, () => Promise<string>]> = [
    ["another nonce", () => sign(claims({ nonce: "replayed" }))],
    ["no nonce", () => sign(claims({ nonce: undefined }))],
    ["another audience", () => sign(claims({ aud: "someone-else" }))],
    ["several audiences without azp", () => sign(claims({ aud: [CLIENT, "other"] }))],
    ["another issuer", () => sign(claims({ iss: "https://evil.example" }))],
    ["an expiry past the leeway", () => sign(claims({ exp: now() - 120 }))],
    ["a not-before in the future", () => sign(claims({ nbf: now() + 600 }))],
    ["no e-mail", () => sign(claims({ email: undefined }))],
    ["a signature of another key", async () => sign(claims(), (await generateKeyPair("RS256")).privateKey)],
    [
      "HS256 with the public key as secret",
      () => sign(claims(), new TextEncoder().encode(JSON.stringify(publicJwk)), "HS256"),
    ],
    [
      "alg none",
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
        return `${encode({ alg: "none", kid: "k1" })}.${encode(claims())}.`;
      },
    ],
    [
      "a changed payload",
      async () => {
        const [header, , signature] = (await sign(claims())).split(".");
        const forged = Buffer.from(JSON.stringify(claims({ email: "victim@gmail.example" }))).toString("base64url");
        return `${header}.${forged}.${signature}`;
      },
    ],
  ];
  for (const [what, make] of refusals) {
    it(`refuses a token with ${what}`, async () => {
      await expect(verifyUpstreamIdToken(await make(), check)).rejects.toThrow();
    });
  }

  it("says why when the nonce is wrong", async () => {
    await expect(verifyUpstreamIdToken(await sign(claims({ nonce: "x" })), check)).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });

  it("accepts several audiences when azp is our client", async () => {
    const token = await sign(claims({ aud: [CLIENT, "other"], azp: CLIENT }));
    await expect(verifyUpstreamIdToken(token, check)).resolves.toBeTruthy();
  });
});

describe("UpstreamProvider discovery", () => {
  /** A server answering every request with this JSON document. */
  async function serving(document: (origin: string) => object) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on("request", (_request, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(document(origin)));
    });
    return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
  }
  const provider = (issuer: string) => new UpstreamProvider({ issuer, clientId: "c", clientSecret: "s" });

  it("builds the authorization URL from the discovery document", async () => {
    const upstream = await serving((origin) => ({
      issuer: origin,
      authorization_endpoint: `${origin}/authorize`,
      token_endpoint: `${origin}/token`,
      jwks_uri: `${origin}/jwks`,
    }));
    try {
      const url = new URL(
        await provider(upstream.origin).authorizationUrl({
          state: "s",
          nonce: "n",
          codeChallenge: "c".repeat(43),
          redirectUri: "http://localhost:3000/auth/login/callback",
        }),
      );
      expect(`${url.origin}${url.pathname}`).toBe(`${upstream.origin}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: "c", state: "s", nonce: "n" });
    } finally {
      await upstream.close();
    }
  });

  it("refuses a document that names another issuer", async () => {
    const upstream = await serving(() => ({
      issuer: "https://impostor.example",
      authorization_endpoint: "https://impostor.example/a",
      token_endpoint: "https://impostor.example/t",
      jwks_uri: "https://impostor.example/k",
    }));
    try {
      await expect(provider(upstream.origin).discover()).rejects.toThrow(/names issuer https:\/\/impostor\.example/);
    } finally {
      await upstream.close();
    }
  });

  it("refuses something that is not a discovery document, and an unreachable provider", async () => {
    const upstream = await serving(() => ({ hello: "world" }));
    try {
      await expect(provider(upstream.origin).discover()).rejects.toBeInstanceOf(UpstreamError);
    } finally {
      await upstream.close();
    }
    await expect(provider("http://127.0.0.1:9").discover()).rejects.toBeInstanceOf(UpstreamError);
  });
});
