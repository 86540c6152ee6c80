/** Random secrets and their stored form, for every one-time value of the identity service. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: refresh tokens, codes, e-mail tickets, upstream state. */
export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * What the database keeps of an opaque token. These tokens carry 256 random bits, so a fast hash is
 * enough (nothing to brute-force) and lets the row be found by its hash; a stolen table holds no
 * usable tokens.
 */
export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** `length` characters drawn uniformly from `alphabet` with the crypto generator. */
export function randomChars(alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** PKCE S256: base64url(SHA-256(verifier)) (RFC 7636 section 4.2). */
export function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/** Compares two strings in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
