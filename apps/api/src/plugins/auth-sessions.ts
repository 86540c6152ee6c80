/** Ends a user's sessions: after a password change or reset every refresh token stops working. */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { refreshTokens } from "../db/schema.ts";

export async function revokeAllRefreshTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
