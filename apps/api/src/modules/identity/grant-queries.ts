/** SQL on the identity service's grants: refresh tokens, authorization codes and upstream sign-ins. */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { authorizationCodes, refreshTokens, upstreamSignIns } from "../../db/schema.ts";

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type AuthorizationCodeRow = typeof authorizationCodes.$inferSelect;
export type UpstreamSignInRow = typeof upstreamSignIns.$inferSelect;

// ---------------------------------------------------------------- refresh tokens

export async function insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks a live token used and returns it, in one statement, so two requests racing with the same
 * token cannot both rotate it.
 */
export async function spendRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
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

// ---------------------------------------------------------------- upstream sign-ins

export async function insertUpstreamSignIn(db: Database, values: typeof upstreamSignIns.$inferInsert): Promise<void> {
  await db.delete(upstreamSignIns).where(lt(upstreamSignIns.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(upstreamSignIns).values(values);
}

/** Spends the sign-in started with this state: undefined when unknown, used or expired. */
export async function spendUpstreamSignIn(db: Database, stateHash: string): Promise<UpstreamSignInRow | undefined> {
  const [row] = await db
    .update(upstreamSignIns)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(upstreamSignIns.stateHash, stateHash),
        isNull(upstreamSignIns.usedAt),
        gt(upstreamSignIns.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
