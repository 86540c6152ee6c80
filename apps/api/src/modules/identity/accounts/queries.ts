/**
 * SQL on accounts: the `users` table (the only place in the server that reads or writes it by hand;
 * other modules go through the account services) and the one-time tokens e-mailed to them.
 */
import { and, eq, gt, isNull, max, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { emailTokens, users } from "../../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ProfileChanges = Partial<Pick<UserRow, "pictureUrl" | "fullName" | "mobile">>;
export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

// ---------------------------------------------------------------- users

/** By e-mail or username (both stored lower-case). */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value), eq(users.username, value)))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** What a request's viewer is made of: no password hash, read on every signed-in request. */
export async function findViewerRow(db: Database, id: string) {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      fullName: users.fullName,
      mobile: users.mobile,
      email: users.email,
      emailVerified: users.emailVerified,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user not inserted");
  return row;
}

export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** A new password proves the mailbox too when it came through an e-mailed ticket. */
export async function setPasswordFromTicket(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------- e-mailed tokens

/** Stores a new token and makes the user's older unused ones of the same purpose unusable, together. */
export async function replaceEmailToken(
  db: Database,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailTokens.userId, values.userId), eq(emailTokens.purpose, values.purpose), isNull(emailTokens.usedAt)),
      );
    await tx.insert(emailTokens).values(values);
  });
}

/** Live at the clock's instant, not the database's now(), so a test can choose it (`usedAt` is only a record). */
const liveToken = (tokenHash: string, purpose: EmailTokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** Marks a live token used, in one statement; its user id, or null when it was not live. */
export async function spendEmailToken(
  db: Database,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(liveToken(tokenHash, purpose, now))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

export async function findLiveEmailToken(
  db: Database,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(liveToken(tokenHash, purpose, now))
    .limit(1);
  return row?.userId ?? null;
}

/** When the user's newest token of this purpose was made, or null when none was. */
export async function lastEmailTokenAt(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(emailTokens.createdAt) })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
  return row?.at ?? null;
}
