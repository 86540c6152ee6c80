/** SQL on what the identity service signs and grants: signing keys, refresh tokens, authorization codes. */
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { authorizationCodes, refreshTokens, signingKeys } from "../../../db/schema.ts";

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type AuthorizationCodeRow = typeof authorizationCodes.$inferSelect;
export type SigningKeyRow = typeof signingKeys.$inferSelect;

/** Arbitrary, fixed id of the advisory lock that serialises key creation across server instances. */
const KEY_CREATION_LOCK = 7_340_581;

// ---------------------------------------------------------------- signing keys

export async function hasActiveSigningKey(db: Pick<Database, "select">): Promise<boolean> {
  const rows = await db.select({ kid: signingKeys.kid }).from(signingKeys).where(eq(signingKeys.active, true)).limit(1);
  return rows.length > 0;
}

/**
 * Runs `create` in a transaction holding a transaction-scoped advisory lock, so instances starting
 * together on an empty database create keys one after the other (and each can see the other's).
 */
export async function withKeyCreationLock(db: Database, create: (tx: Database) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
    await create(tx);
  });
}

export async function insertSigningKey(db: Database, values: typeof signingKeys.$inferInsert): Promise<void> {
  await db.insert(signingKeys).values(values);
}

export async function allSigningKeys(db: Database): Promise<SigningKeyRow[]> {
  return db.select().from(signingKeys);
}

export async function setPrivateJwk(db: Database, kid: string, privateJwk: SigningKeyRow["privateJwk"]): Promise<void> {
  await db.update(signingKeys).set({ privateJwk }).where(eq(signingKeys.kid, kid));
}

/** Keys not yet retired, newest first. */
export async function liveSigningKeys(db: Database): Promise<SigningKeyRow[]> {
  return db.select().from(signingKeys).where(isNull(signingKeys.retiredAt)).orderBy(desc(signingKeys.createdAt));
}

// ---------------------------------------------------------------- refresh tokens

export async function insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks a live token used and returns it, in one statement, so two requests racing with the same
 * token cannot both rotate it.
 */
export async function spendRefreshToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        // The clock's instant, not the database's now(): a test chooses it (usedAt is only a record).
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Ends every session of the user: after a password change or reset no refresh token works. */
export async function revokeUserRefreshTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

// ---------------------------------------------------------------- authorization codes

export async function insertAuthorizationCode(
  db: Database,
  values: typeof authorizationCodes.$inferInsert,
): Promise<void> {
  await db.delete(authorizationCodes).where(lt(authorizationCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(authorizationCodes).values(values);
}

/** Marks the code used and returns it; undefined when it is unknown or was used before. */
export async function spendAuthorizationCode(
  db: Database,
  codeHash: string,
): Promise<AuthorizationCodeRow | undefined> {
  const [row] = await db
    .update(authorizationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authorizationCodes.codeHash, codeHash), isNull(authorizationCodes.usedAt)))
    .returning();
  return row;
}

export async function findAuthorizationCode(db: Database, codeHash: string): Promise<AuthorizationCodeRow | undefined> {
  const [row] = await db.select().from(authorizationCodes).where(eq(authorizationCodes.codeHash, codeHash)).limit(1);
  return row;
}

export async function setCodeRefreshFamily(db: Database, codeHash: string, familyId: string): Promise<void> {
  await db
    .update(authorizationCodes)
    .set({ refreshFamilyId: familyId })
    .where(eq(authorizationCodes.codeHash, codeHash));
}
