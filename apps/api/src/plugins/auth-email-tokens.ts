/**
 * One-time e-mailed tokens: e-mail verification (24 h) and password reset (1 h). Stored hashed in
 * `email_tokens`; a new one of the same purpose makes the older ones unusable.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { emailTokens } from "../db/schema.ts";
import { hashOpaqueToken, newOpaqueToken } from "./auth-secrets.ts";
import type { Mailer } from "./mailer.ts";

export type EmailTokenPurpose = "VERIFY_EMAIL" | "RESET_PASSWORD";

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 3_600_000,
  RESET_PASSWORD: 3_600_000,
};
/** One e-mail of a kind per account and minute: a form cannot be used to flood someone's inbox. */
export const EMAIL_RESEND_INTERVAL_MS = 60_000;

export async function issueEmailToken(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const token = newOpaqueToken();
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/** Spends the token: its user id, or null when it is unknown, used, expired or of another purpose. */
export async function consumeEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashOpaqueToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** The user id of a live token (unused, unexpired, of this purpose) without spending it, or null. */
export async function findEmailTokenHolder(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashOpaqueToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** True when a token of this purpose was sent to the user within the resend interval. */
export async function sentRecently(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<boolean> {
  const since = new Date(Date.now() - EMAIL_RESEND_INTERVAL_MS);
  const rows = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

export interface AccountMailContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** E-mails the /verify?token=... link that confirms the address. */
export async function sendVerificationEmail(
  ctx: AccountMailContext,
  user: { id: string; email: string; fullName: string },
): Promise<void> {
  const token = await issueEmailToken(ctx.db, user.id, "VERIFY_EMAIL");
  const link = `${ctx.publicUrl}/verify?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: "Confirm your e-mail address",
    text: [
      `Hello${user.fullName ? ` ${user.fullName}` : ""},`,
      "",
      "Please confirm your e-mail address for LEARN WITHOUT LIMITS by opening this link:",
      link,
      "",
      "The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.",
    ].join("\n"),
  });
}
