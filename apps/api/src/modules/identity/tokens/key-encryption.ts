/**
 * Encryption at rest of the private signing keys (AUTH_KEY_ENCRYPTION_KEY): AES-256-GCM from
 * node:crypto, with the key id as additional data so a sealed key cannot be moved to another row.
 *
 * The setting is either 32 random bytes in base64 (`openssl rand -base64 32`), used as the key itself,
 * or any other passphrase of at least 16 characters, stretched to 32 bytes with scrypt. Unset, keys
 * are stored plain as before; set, plain keys are sealed on the next start.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";
import type { JWK } from "jose";

const ALGORITHM = "A256GCM";
/** 32 bytes in base64 or base64url (Node decodes both as "base64"), with or without its "=" of padding. */
const RAW_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;
/**
 * A passphrase is a deployment secret, not a user's password: one fixed, application-specific salt
 * keeps precomputed tables useless without a stored salt per key. N = 2^15 costs about 0.1 s, once.
 */
const SCRYPT_SALT = "learnwithoutlimits/signing-keys/v1";
const SCRYPT_OPTIONS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** A private key as stored when sealed: every field base64url. */
export type SealedJwk = {
  enc: typeof ALGORITHM;
  iv: string;
  tag: string;
  ciphertext: string;
};

export class KeyEncryptionError extends Error {
  override name = "KeyEncryptionError";
}

export const MISSING_KEY_MESSAGE =
  "The signing keys in the database are encrypted, and AUTH_KEY_ENCRYPTION_KEY is not set. Set it to the value they were encrypted with.";
export const WRONG_KEY_MESSAGE =
  "AUTH_KEY_ENCRYPTION_KEY does not decrypt the signing keys in the database. Set it to the value they were encrypted with.";

/** The 32-byte key of the AUTH_KEY_ENCRYPTION_KEY setting. */
export function keyEncryptionKeyFrom(setting: string): Buffer {
  if (RAW_KEY.test(setting)) {
    const raw = Buffer.from(setting, "base64");
    if (raw.length === 32) return raw;
  }
  return scryptSync(setting, SCRYPT_SALT, 32, SCRYPT_OPTIONS);
}

export function isSealed(value: unknown): value is SealedJwk {
  return typeof value === "object" && value !== null && (value as { enc?: unknown }).enc === ALGORITHM;
}

export function sealJwk(key: Buffer, kid: string, jwk: JWK): SealedJwk {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(kid));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(jwk), "utf8"), cipher.final()]);
  return {
    enc: ALGORITHM,
    iv: iv.toString("base64url"),
    tag: cipher.getAuthTag().toString("base64url"),
    ciphertext: ciphertext.toString("base64url"),
  };
}

/** The private key of a stored row, sealed or plain; a sealed one needs the key it was sealed with. */
export function openJwk(key: Buffer | null, kid: string, stored: unknown): JWK {
  if (!isSealed(stored)) return stored as JWK;
  if (!key) throw new KeyEncryptionError(MISSING_KEY_MESSAGE);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(stored.iv, "base64url"));
    decipher.setAAD(Buffer.from(kid));
    decipher.setAuthTag(Buffer.from(stored.tag, "base64url"));
    const plain = Buffer.concat([decipher.update(Buffer.from(stored.ciphertext, "base64url")), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as JWK;
  } catch {
    throw new KeyEncryptionError(WRONG_KEY_MESSAGE);
  }
}
