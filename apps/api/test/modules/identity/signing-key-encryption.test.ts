/**
 * AUTH_KEY_ENCRYPTION_KEY: private signing keys sealed at rest (AES-256-GCM), plain when unset, plain
 * keys sealed when it is set, and a clear start-up error when sealed keys meet no key or another key.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signingKeys } from "../../../src/db/schema.ts";
import {
  keyEncryptionKeyFrom,
  MISSING_KEY_MESSAGE,
  WRONG_KEY_MESSAGE,
} from "../../../src/modules/identity/tokens/key-encryption.ts";
import { SigningKeyStore } from "../../../src/modules/identity/tokens/signing-keys.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertUserWithPassword, signIn } from "../../helpers/auth.ts";

const RAW_KEY = randomBytes(32).toString("base64");
const PASSPHRASE = "correct horse battery staple, forty";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_KEY_ENCRYPTION_KEY: RAW_KEY } });
});
afterAll(() => t.close());

const storedKeys = () => t.database.db.select().from(signingKeys);
const sealedShape = { enc: "A256GCM", iv: expect.any(String), tag: expect.any(String), ciphertext: expect.any(String) };

/** Signs and verifies with a store, so a key that opens wrongly would show here. */
async function signsAndVerifies(store: SigningKeyStore) {
  const token = await store.sign({ sub: "someone", iat: Math.floor(Date.now() / 1000) }, "JWT");
  const { jwtVerify } = await import("jose");
  const { payload } = await jwtVerify(token, store.verificationKey);
  return payload.sub === "someone";
}

describe("with AUTH_KEY_ENCRYPTION_KEY set", () => {
  it("stores the server's first key sealed, and signs tokens with it", async () => {
    const [row, ...others] = await storedKeys();
    expect(others).toEqual([]);
    expect(row?.privateJwk).toEqual(sealedShape);
    expect(JSON.stringify(row?.privateJwk)).not.toMatch(/"(d|p|q|dp|dq|qi)"/);
    // The public half stays readable: it is published.
    expect(row?.publicJwk).toMatchObject({ kty: "RSA", kid: row?.kid });

    const user = await insertUserWithPassword(t);
    const tokens = await signIn(t.app, user.email);
    expect(decodeJwt(tokens.access_token).sub).toBe(user.id);
  });
});

describe("SigningKeyStore and the stored keys", () => {
  let saved: Array<typeof signingKeys.$inferSelect>;
  beforeAll(async () => {
    saved = await storedKeys();
  });
  beforeEach(async () => {
    await t.database.db.delete(signingKeys);
  });
  afterAll(async () => {
    await t.database.db.delete(signingKeys);
    await t.database.db.insert(signingKeys).values(saved);
  });

  it("stores keys plain when the setting is unset (as before)", async () => {
    const store = await SigningKeyStore.open(t.database.db);
    const [row] = await storedKeys();
    expect(row?.privateJwk).toMatchObject({ kty: "RSA", d: expect.any(String) });
    expect(await signsAndVerifies(store)).toBe(true);
  });

  it("seals existing plain keys when the setting is given, keeping their key ids", async () => {
    const plain = await SigningKeyStore.open(t.database.db);
    const kid = plain.jwks().keys[0]?.kid;
    const sealed = await SigningKeyStore.open(t.database.db, { keyEncryptionKey: RAW_KEY });
    const [row] = await storedKeys();
    expect(row?.kid).toBe(kid);
    expect(row?.privateJwk).toEqual(sealedShape);
    expect(sealed.jwks().keys.map((key) => key.kid)).toEqual([kid]);
    expect(await signsAndVerifies(sealed)).toBe(true);
  });

  it("accepts a passphrase, stretched with scrypt", async () => {
    await SigningKeyStore.open(t.database.db, { keyEncryptionKey: PASSPHRASE });
    expect((await storedKeys())[0]?.privateJwk).toEqual(sealedShape);
    const reopened = await SigningKeyStore.open(t.database.db, { keyEncryptionKey: PASSPHRASE });
    expect(await signsAndVerifies(reopened)).toBe(true);
    expect(keyEncryptionKeyFrom(PASSPHRASE)).toHaveLength(32);
    expect(keyEncryptionKeyFrom(RAW_KEY)).toEqual(Buffer.from(RAW_KEY, "base64"));
  });

  it("refuses to start without the setting when the keys are sealed, saying what to do", async () => {
    await SigningKeyStore.open(t.database.db, { keyEncryptionKey: RAW_KEY });
    await expect(SigningKeyStore.open(t.database.db)).rejects.toThrow(MISSING_KEY_MESSAGE);
    expect(MISSING_KEY_MESSAGE).toBe(
      "The signing keys in the database are encrypted, and AUTH_KEY_ENCRYPTION_KEY is not set. Set it to the value they were encrypted with.",
    );
  });

  it("refuses to start with another key than the one the keys were sealed with", async () => {
    await SigningKeyStore.open(t.database.db, { keyEncryptionKey: RAW_KEY });
    const other = randomBytes(32).toString("base64");
    await expect(SigningKeyStore.open(t.database.db, { keyEncryptionKey: other })).rejects.toThrow(WRONG_KEY_MESSAGE);
  });

  it("binds a sealed key to its key id: moved to another row, it does not open", async () => {
    await SigningKeyStore.open(t.database.db, { keyEncryptionKey: RAW_KEY });
    const [row] = await storedKeys();
    if (!row) throw new Error("no key");
    await t.database.db.delete(signingKeys);
    await t.database.db.insert(signingKeys).values({ ...row, kid: "another-kid" });
    await expect(SigningKeyStore.open(t.database.db, { keyEncryptionKey: RAW_KEY })).rejects.toThrow(WRONG_KEY_MESSAGE);
    await t.database.db.delete(signingKeys).where(eq(signingKeys.kid, "another-kid"));
  });
});
