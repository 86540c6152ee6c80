/**
 * plugins/auth.ts and plugins/auth-guards.ts on the whole app, with test routes added before it is
 * ready: how every module's routes refuse visitors, forged tokens and users without the right.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type CryptoKey, exportJWK, exportSPKI, generateKeyPair, importJWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../../../src/app.ts";
import { loadConfig } from "../../../src/config.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { signingKeys, users } from "../../../src/db/schema.ts";
import { ViewerLoader } from "../../../src/modules/identity/accounts/viewers.ts";
import { TOKEN_PROBLEMS, verifyAccessToken } from "../../../src/modules/identity/tokens/access-token.ts";
import { ensureActiveKey, SigningKeyStore } from "../../../src/modules/identity/tokens/signing-keys.ts";
import { requireListingOwner, requireRole, requireSignedIn, viewerOf } from "../../../src/plugins/auth-guards.ts";
import { NO_LOAD_SHEDDING } from "../../helpers/app.ts";
import { bearer } from "../../helpers/auth.ts";
import { createTestClock } from "../../helpers/clock.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertListing, insertUser } from "../../helpers/fixtures.ts";

const ISSUER = "http://localhost:3000/auth/";
const AUDIENCE = "http://localhost:3000/api";

let app: FastifyInstance;
let database: DatabaseHandle;
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), "lwl-auth-plugin-"));
  const config = loadConfig(
    { NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" },
    { mediaDir: path.join(scratch, "media"), webDistDir: null },
  );
  app = await buildApp({
    config,
    database,
    mailer: { send: async () => {} },
    logger: false,
    loadShedding: NO_LOAD_SHEDDING,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get("/test/public", async (request) => ({ viewer: request.viewer }));
  typed.get("/test/signed-in", { onRequest: [requireSignedIn] }, async (request) => viewerOf(request));
  typed.get("/test/owners", { onRequest: [requireRole("ListingOwner")] }, async () => ({ ok: true }));
  typed.get("/test/admins", { onRequest: [requireRole("Administrator")] }, async () => ({ ok: true }));
  typed.get(
    "/test/listings/:id",
    {
      schema: { params: z.object({ id: z.coerce.number().int() }) },
      onRequest: [requireSignedIn],
      preHandler: [requireListingOwner((request) => request.params.id)],
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

const now = () => Math.floor(Date.now() / 1000);
const claims = (sub: string, overrides: JWTPayload = {}): JWTPayload => ({
  iss: ISSUER,
  sub,
  aud: AUDIENCE,
  iat: now(),
  exp: now() + 900,
  permissions: ["role:Reader"],
  ...overrides,
});
const get = (url: string, token?: string) =>
  app.inject({ method: "GET", url, headers: token === undefined ? {} : bearer(token) });

describe("request.viewer", () => {
  it("is the user behind a valid token, with role, name and mobile from the database", async () => {
    const user = await insertUser(database.db, {
      role: "ListingOwner",
      fullName: "Valid Viewer",
      mobile: "+1 555 0100",
    });
    const token = await app.signingKeys.sign(claims(user.id), "at+jwt");
    const response = await get("/test/signed-in", token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: user.id,
      role: "ListingOwner",
      fullName: "Valid Viewer",
      mobile: "+1 555 0100",
      email: user.email,
      emailVerified: false,
    });
  });

  it("takes the role from the database, not from the token, so approvals and demotions apply at once", async () => {
    const user = await insertUser(database.db, { role: "Reader" });
    const token = await app.signingKeys.sign(claims(user.id, { permissions: ["role:Reader"] }), "at+jwt");
    expect((await get("/test/admins", token)).statusCode).toBe(403);
    await database.db.update(users).set({ role: "Administrator" }).where(eq(users.id, user.id));
    expect((await get("/test/admins", token)).statusCode).toBe(200);

    const demoted = await insertUser(database.db, { role: "Reader" });
    const claimsAdmin = await app.signingKeys.sign(
      claims(demoted.id, { permissions: ["role:Administrator"] }),
      "at+jwt",
    );
    expect((await get("/test/admins", claimsAdmin)).statusCode).toBe(403);
  });

  it("is null for a visitor, and a refused token does not fail a public route", async () => {
    expect((await get("/test/public")).json()).toEqual({ viewer: null });
    expect((await get("/test/public", "garbage")).json()).toEqual({ viewer: null });
  });
});

describe("401 without a valid token", () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await insertUser(database.db, { role: "Administrator" })).id;
  });

  it("answers the API's error shape, with a WWW-Authenticate header, when no token is sent", async () => {
    const response = await get("/test/signed-in");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: "Sign in to continue: this needs a valid access token.",
    });
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
    const basic = await app.inject({ method: "GET", url: "/test/signed-in", headers: { authorization: "Basic abc" } });
    expect(basic.statusCode).toBe(401);
  });

  const forgeries: Array<[string, () => Promise<string>, string]> = [
    [
      "a tampered payload",
      async () => {
        const [header, , signature] = (await app.signingKeys.sign(claims(userId), "at+jwt")).split(".");
        const payload = Buffer.from(JSON.stringify(claims(userId, { permissions: ["role:Administrator"], x: 1 })));
        return `${header}.${payload.toString("base64url")}.${signature}`;
      },
      "invalid",
    ],
    [
      "alg none",
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
        const kid = app.signingKeys.jwks().keys[0]?.kid;
        return `${encode({ alg: "none", typ: "at+jwt", kid })}.${encode(claims(userId))}.`;
      },
      "invalid",
    ],
    [
      "HS256 signed with the public key (algorithm confusion)",
      async () => {
        const jwk = app.signingKeys.jwks().keys[0];
        if (!jwk) throw new Error("no key");
        const pem = await exportSPKI((await importJWK(jwk, "RS256", { extractable: true })) as CryptoKey);
        return new SignJWT(claims(userId))
          .setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid: jwk.kid })
          .sign(new TextEncoder().encode(pem));
      },
      "invalid",
    ],
    [
      "a key that is not ours, under our key id",
      async () => {
        const { privateKey } = await generateKeyPair("RS256");
        const kid = app.signingKeys.jwks().keys[0]?.kid;
        return new SignJWT(claims(userId)).setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid }).sign(privateKey);
      },
      "invalid",
    ],
    [
      "another audience",
      () => app.signingKeys.sign(claims(userId, { aud: "https://other.example/api" }), "at+jwt"),
      "invalid",
    ],
    [
      "another issuer",
      () => app.signingKeys.sign(claims(userId, { iss: "https://evil.example/auth/" }), "at+jwt"),
      "invalid",
    ],
    [
      "an expiry more than 60 s ago",
      () => app.signingKeys.sign(claims(userId, { exp: now() - 120 }), "at+jwt"),
      "expired",
    ],
    [
      "a not-before in the future",
      () => app.signingKeys.sign(claims(userId, { nbf: now() + 600 }), "at+jwt"),
      "invalid",
    ],
    [
      "an issue time more than 60 s in the future",
      () => app.signingKeys.sign(claims(userId, { iat: now() + 120, exp: now() + 1000 }), "at+jwt"),
      "invalid",
    ],
    ["no subject", () => app.signingKeys.sign(claims(userId, { sub: undefined }), "at+jwt"), "invalid"],
    [
      "the type of an ID token (an ID token is not an access token)",
      () => app.signingKeys.sign(claims(userId), "JWT"),
      "invalid",
    ],
    [
      "the subject of a user that does not exist",
      () => app.signingKeys.sign(claims("00000000-0000-4000-8000-000000000000"), "at+jwt"),
      "gone",
    ],
  ];
  const messages = {
    invalid: "The access token is not valid. Please sign in again.",
    expired: "The access token has expired. Please sign in again.",
    gone: "The account of this access token no longer exists or is disabled.",
  };
  for (const [what, make, problem] of forgeries) {
    it(`refuses a token with ${what}`, async () => {
      const response = await get("/test/signed-in", await make());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: "Unauthorized",
        message: messages[problem as keyof typeof messages],
      });
      expect(response.headers["www-authenticate"]).toContain('error="invalid_token"');
    });
  }

  it("accepts a token that expired within the 60 s leeway", async () => {
    const token = await app.signingKeys.sign(claims(userId, { exp: now() - 30 }), "at+jwt");
    expect((await get("/test/signed-in", token)).statusCode).toBe(200);
  });

  it("accepts a token issued up to 60 s in the future (clocks drift)", async () => {
    const token = await app.signingKeys.sign(claims(userId, { iat: now() + 30 }), "at+jwt");
    expect((await get("/test/signed-in", token)).statusCode).toBe(200);
  });

  it("refuses the token of a user disabled after it was issued", async () => {
    const user = await insertUser(database.db);
    const token = await app.signingKeys.sign(claims(user.id), "at+jwt");
    expect((await get("/test/signed-in", token)).statusCode).toBe(200);
    await database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await get("/test/signed-in", token)).json().message).toBe(messages.gone);
  });
});

describe("role and ownership guards", () => {
  const tokenFor = async (role: "Reader" | "ListingOwner" | "Administrator") => {
    const user = await insertUser(database.db, { role });
    return { user, token: await app.signingKeys.sign(claims(user.id), "at+jwt") };
  };

  it("ranks roles: Reader < ListingOwner < Administrator, and 'has role' means at least", async () => {
    const reader = await tokenFor("Reader");
    const owner = await tokenFor("ListingOwner");
    const admin = await tokenFor("Administrator");
    expect((await get("/test/owners", reader.token)).statusCode).toBe(403);
    expect((await get("/test/owners", owner.token)).statusCode).toBe(200);
    expect((await get("/test/owners", admin.token)).statusCode).toBe(200);
    const refused = await get("/test/admins", reader.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      error: "Forbidden",
      message: "This needs the Administrator role.",
    });
    expect((await get("/test/admins", owner.token)).statusCode).toBe(403);
    expect((await get("/test/admins", admin.token)).statusCode).toBe(200);
    expect((await get("/test/admins")).statusCode).toBe(401);
  });

  it("lets the listing's author and any admin through, and nobody else", async () => {
    const owner = await tokenFor("ListingOwner");
    const otherOwner = await tokenFor("ListingOwner");
    const admin = await tokenFor("Administrator");
    const listing = await insertListing(database.db, { authorId: owner.user.id });
    const unowned = await insertListing(database.db, { authorId: null });
    expect((await get(`/test/listings/${listing.id}`, owner.token)).statusCode).toBe(200);
    expect((await get(`/test/listings/${listing.id}`, admin.token)).statusCode).toBe(200);
    const refused = await get(`/test/listings/${listing.id}`, otherOwner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This listing does not belong to you.");
    expect((await get(`/test/listings/${unowned.id}`, owner.token)).statusCode).toBe(403);
    expect((await get(`/test/listings/999999`, owner.token)).statusCode).toBe(404);
    expect((await get(`/test/listings/${listing.id}`)).statusCode).toBe(401);
  });

  it("refuses the listing's author once demoted to Reader, naming the role", async () => {
    const demoted = await tokenFor("Reader");
    const listing = await insertListing(database.db, { authorId: demoted.user.id });
    expect((await get(`/test/listings/${listing.id}`, demoted.token)).json()).toEqual({
      statusCode: 403,
      error: "Forbidden",
      message: "This needs the ListingOwner role.",
    });
  });
});

describe("signing keys", () => {
  it("creates exactly one active key when instances start together on an empty database", async () => {
    const saved = await database.db.select().from(signingKeys);
    await database.db.delete(signingKeys);
    try {
      await Promise.all(Array.from({ length: 6 }, () => ensureActiveKey(database.db)));
      const [count] = await database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(signingKeys)
        .where(eq(signingKeys.active, true));
      expect(count?.n).toBe(1);
    } finally {
      await database.db.delete(signingKeys);
      await database.db.insert(signingKeys).values(saved);
    }
  });

  it("keeps the key across restarts: a new store signs with the same key id", async () => {
    const store = await SigningKeyStore.open(database.db);
    expect(store.jwks().keys.map((key) => key.kid)).toEqual(app.signingKeys.jwks().keys.map((key) => key.kid));
  });

  it("verifies tokens of a key another instance added after this one started", async () => {
    // This instance loaded its keys before the other one added its key.
    const store = await SigningKeyStore.open(database.db, { reloadIntervalMs: 0 });
    const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
    const kid = "added-later";
    await database.db.insert(signingKeys).values({
      kid,
      publicJwk: { ...(await exportJWK(publicKey)), kid },
      privateJwk: { ...(await exportJWK(privateKey)), kid },
      active: false,
    });
    try {
      const user = await insertUser(database.db);
      const token = await new SignJWT(claims(user.id))
        .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid })
        .sign(privateKey);
      const result = await verifyAccessToken(token, store, { issuer: ISSUER, audience: AUDIENCE, now: new Date() });
      expect(result).toMatchObject({ ok: true, payload: { sub: user.id } });
      expect(store.jwks().keys.map((key) => key.kid)).toContain(kid);
    } finally {
      await database.db.delete(signingKeys).where(eq(signingKeys.kid, kid));
    }
  });

  it("re-reads the keys for an unknown key id at most every 30 s of the clock, so forgeries cannot make it read on every request", async () => {
    const clock = createTestClock("2031-03-14T09:00:00Z");
    const store = await SigningKeyStore.open(database.db, { reloadIntervalMs: 30_000, now: clock.now });
    const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
    const kid = "added-after-start";
    await database.db.insert(signingKeys).values({
      kid,
      publicJwk: { ...(await exportJWK(publicKey)), kid },
      privateJwk: { ...(await exportJWK(privateKey)), kid },
      active: false,
    });
    try {
      const user = await insertUser(database.db);
      const token = await new SignJWT(claims(user.id))
        .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid })
        .sign(privateKey);
      const check = { issuer: ISSUER, audience: AUDIENCE, now: new Date() };
      clock.advance(29_999);
      expect(await verifyAccessToken(token, store, check)).toEqual({ ok: false, problem: TOKEN_PROBLEMS.invalid });
      expect(store.jwks().keys.map((key) => key.kid)).not.toContain(kid);
      clock.advance(1);
      expect(await verifyAccessToken(token, store, check)).toMatchObject({ ok: true, payload: { sub: user.id } });
    } finally {
      await database.db.delete(signingKeys).where(eq(signingKeys.kid, kid));
    }
  });
});

describe("ViewerLoader cache", () => {
  it("reuses a row for its time to live and forgets it on request", async () => {
    const user = await insertUser(database.db, { role: "Reader" });
    const loader = new ViewerLoader(database.db, 60_000);
    expect((await loader.load(user.id))?.role).toBe("Reader");
    await database.db.update(users).set({ role: "Administrator" }).where(eq(users.id, user.id));
    expect((await loader.load(user.id))?.role).toBe("Reader");
    loader.forget(user.id);
    expect((await loader.load(user.id))?.role).toBe("Administrator");
  });

  it("reads the row again once its time to live has passed on the clock", async () => {
    const clock = createTestClock("2031-03-14T09:00:00Z");
    const user = await insertUser(database.db, { role: "Reader" });
    const loader = new ViewerLoader(database.db, 60_000, clock.now);
    expect((await loader.load(user.id))?.role).toBe("Reader");
    await database.db.update(users).set({ role: "Administrator" }).where(eq(users.id, user.id));
    clock.advance(59_999);
    expect((await loader.load(user.id))?.role).toBe("Reader");
    clock.advance(1);
    expect((await loader.load(user.id))?.role).toBe("Administrator");
  });
});
