/** The identity settings of config.ts. */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.ts";

const base = { DATA_DIR: "memory://" };

describe("identity configuration", () => {
  it("has working defaults derived from PUBLIC_URL", () => {
    const config = loadConfig({ ...base, PUBLIC_URL: "https://learn.example/" });
    expect(config.auth).toEqual({
      audience: "https://learn.example/api",
      clientIds: ["learnwithoutlimits-web"],
      allowedRedirects: [],
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      passwordHashing: "standard",
      viewerCacheMs: 5000,
      signInSlowdown: { firstDelayMs: 500, maxDelayMs: 5000 },
      google: null,
      keyEncryptionKey: null,
    });
  });

  it("reads lists, lifetimes and the upstream provider", () => {
    const config = loadConfig({
      ...base,
      AUTH_AUDIENCE: "https://api.learn.example",
      AUTH_CLIENT_ID: "web, mobile",
      AUTH_ALLOWED_REDIRECTS: "http://localhost:5173/callback, https://preview.example/callback",
      AUTH_ACCESS_TOKEN_TTL: "600",
      GOOGLE_ISSUER: "https://accounts.google.com/",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(config.auth).toMatchObject({
      audience: "https://api.learn.example",
      clientIds: ["web", "mobile"],
      allowedRedirects: ["http://localhost:5173/callback", "https://preview.example/callback"],
      accessTokenTtlSeconds: 600,
      google: { issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret" },
    });
  });

  it("treats empty GOOGLE_* values as unset, and refuses half a Google configuration", () => {
    expect(loadConfig({ ...base, GOOGLE_ISSUER: "", GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" }).auth.google).toBe(
      null,
    );
    expect(() => loadConfig({ ...base, GOOGLE_ISSUER: "https://accounts.google.com" })).toThrow(
      "GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together",
    );
    expect(() => loadConfig({ ...base, AUTH_ACCESS_TOKEN_TTL: "5" })).toThrow("AUTH_ACCESS_TOKEN_TTL");
    expect(() => loadConfig({ ...base, AUTH_KEY_ENCRYPTION_KEY: "too short" })).toThrow(
      "Invalid environment: AUTH_KEY_ENCRYPTION_KEY: must be 32 bytes in base64 (openssl rand -base64 32) or a passphrase of at least 16 characters",
    );
    expect(loadConfig({ ...base, AUTH_KEY_ENCRYPTION_KEY: "" }).auth.keyEncryptionKey).toBe(null);
  });

  it("chooses the cheap password hashing, no viewer cache and a short sign-in slowdown only for tests", () => {
    expect(loadConfig({ ...base, NODE_ENV: "test" }).auth).toMatchObject({
      passwordHashing: "fast-for-tests",
      viewerCacheMs: 0,
      signInSlowdown: { firstDelayMs: 5, maxDelayMs: 20 },
    });
    expect(loadConfig({ ...base, NODE_ENV: "production" }).auth.passwordHashing).toBe("standard");
  });
});
