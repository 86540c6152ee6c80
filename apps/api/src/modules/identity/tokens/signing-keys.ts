/**
 * The RS256 signing keys of the identity service: kept in `signing_keys`, created on the first start,
 * published in the JWKS and used to verify our own access tokens. Private keys are sealed at rest when
 * AUTH_KEY_ENCRYPTION_KEY is set (key-encryption.ts).
 */
import {
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  SignJWT,
} from "jose";
import type { Database } from "../../../db/client.ts";
import { type Clock, systemClock } from "../../../shared/clock.ts";
import { newOpaqueToken } from "../secrets.ts";
import { isSealed, keyEncryptionKeyFrom, openJwk, sealJwk } from "./key-encryption.ts";
import * as queries from "./queries.ts";

export const SIGNING_ALGORITHM = "RS256";
/** A token signed with a key this instance has not loaded makes it re-read the keys, at most this often. */
const DEFAULT_RELOAD_INTERVAL_MS = 30_000;

/** A public key as /.well-known/jwks.json publishes it. */
export type PublishedKey = JWK & { kid: string; kty: string; alg: string; use: string };

export interface SigningKeyOptions {
  /** The AUTH_KEY_ENCRYPTION_KEY setting, or null to store private keys plain. */
  keyEncryptionKey?: string | null;
  reloadIntervalMs?: number;
  /** The app's clock, which spaces the re-reads; the real time by default. */
  now?: Clock;
}

interface ActiveKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof importJWK>>;
}

export class SigningKeyStore {
  private active: ActiveKey;
  private published: PublishedKey[];
  private localSet: ReturnType<typeof createLocalJWKSet>;
  private lastReload: number;

  private constructor(
    private readonly db: Database,
    private readonly encryptionKey: Buffer | null,
    active: ActiveKey,
    published: PublishedKey[],
    private readonly reloadIntervalMs: number,
    private readonly now: Clock,
  ) {
    this.lastReload = now().getTime();
    this.active = active;
    this.published = published;
    this.localSet = createLocalJWKSet({ keys: published });
  }

  /**
   * Loads the keys, creating the first one when there is none. With an encryption setting, plain
   * private keys are sealed first; without one, sealed keys stop the start with a clear error.
   */
  static async open(db: Database, options: SigningKeyOptions = {}): Promise<SigningKeyStore> {
    const setting = options.keyEncryptionKey ?? null;
    const encryptionKey = setting === null ? null : keyEncryptionKeyFrom(setting);
    if (encryptionKey) await sealPlainKeys(db, encryptionKey);
    await ensureActiveKey(db, encryptionKey);
    const { active, published } = await loadKeys(db, encryptionKey);
    return new SigningKeyStore(
      db,
      encryptionKey,
      active,
      published,
      options.reloadIntervalMs ?? DEFAULT_RELOAD_INTERVAL_MS,
      options.now ?? systemClock,
    );
  }

  /** The public keys for /.well-known/jwks.json. */
  jwks(): { keys: PublishedKey[] } {
    return { keys: this.published.map((key) => ({ ...key })) };
  }

  /** Signs a complete payload (iss, sub, aud, exp... are the caller's) with the active key. */
  sign(payload: JWTPayload, type: "at+jwt" | "JWT"): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.active.kid, typ: type })
      .sign(this.active.privateKey);
  }

  /**
   * The key for a token's header, for jose's jwtVerify. Only our RSA public keys are candidates, so a
   * token signed with HS256 (using the public key as the secret) or with `alg: none` finds no key.
   */
  readonly verificationKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await this.localSet(header, token);
    } catch (error) {
      // Another instance may have created a key after this one started: re-read, but not on every forgery.
      if (
        !(error instanceof errors.JWKSNoMatchingKey) ||
        this.now().getTime() - this.lastReload < this.reloadIntervalMs
      ) {
        throw error;
      }
      await this.reload();
      return this.localSet(header, token);
    }
  };

  private async reload(): Promise<void> {
    this.lastReload = this.now().getTime();
    const { active, published } = await loadKeys(this.db, this.encryptionKey);
    this.active = active;
    this.published = published;
    this.localSet = createLocalJWKSet({ keys: published });
  }
}

/**
 * Creates the first signing key unless one is active. Instances starting together on an empty
 * database take a lock first, so exactly one of them creates it.
 */
export async function ensureActiveKey(db: Database, encryptionKey: Buffer | null = null): Promise<void> {
  if (await queries.hasActiveSigningKey(db)) return;
  await queries.withKeyCreationLock(db, async (tx) => {
    if (await queries.hasActiveSigningKey(tx)) return;
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const kid = newOpaqueToken(16);
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM };
    await queries.insertSigningKey(tx, {
      kid,
      algorithm: SIGNING_ALGORITHM,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: "sig" },
      privateJwk: encryptionKey ? sealJwk(encryptionKey, kid, privateJwk) : privateJwk,
      active: true,
    });
  });
}

/** Seals every private key still stored plain (keys made before the setting was given). */
async function sealPlainKeys(db: Database, encryptionKey: Buffer): Promise<void> {
  for (const row of await queries.allSigningKeys(db)) {
    if (isSealed(row.privateJwk)) continue;
    await queries.setPrivateJwk(db, row.kid, sealJwk(encryptionKey, row.kid, row.privateJwk as JWK));
  }
}

/** The newest active key signs; every key not yet retired verifies and is published. */
async function loadKeys(
  db: Database,
  encryptionKey: Buffer | null,
): Promise<{ active: ActiveKey; published: PublishedKey[] }> {
  const rows = await queries.liveSigningKeys(db);
  const newest = rows.find((row) => row.active);
  if (!newest) throw new Error("No active signing key: ensureActiveKey must run first");
  const privateKey = await importJWK(openJwk(encryptionKey, newest.kid, newest.privateJwk), SIGNING_ALGORITHM);
  return {
    active: { kid: newest.kid, privateKey },
    published: rows.map((row) => ({
      ...(row.publicJwk as JWK),
      kty: "RSA",
      kid: row.kid,
      alg: SIGNING_ALGORITHM,
      use: "sig",
    })),
  };
}
