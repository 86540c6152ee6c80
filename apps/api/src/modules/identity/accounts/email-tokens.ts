/**
 * One-time e-mailed tokens: e-mail verification (24 h) and password reset (1 h). Stored hashed; a new
 * one of the same purpose makes the older ones unusable.
 */
import type { Database } from "../../../db/client.ts";
import { hashOpaqueToken, newOpaqueToken } from "../secrets.ts";
import type { EmailTokenPurpose } from "./queries.ts";
import * as queries from "./queries.ts";

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 3_600_000,
  RESET_PASSWORD: 3_600_000,
};
/** One e-mail of a kind per account and minute: a form cannot be used to flood someone's inbox. */
export const EMAIL_RESEND_INTERVAL_MS = 60_000;

export async function issueEmailToken(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const token = newOpaqueToken();
  await queries.replaceEmailToken(db, {
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Spends the token: its user id, or null when it is unknown, used, expired or of another purpose. */
export function consumeEmailToken(db: Database, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  return queries.spendEmailToken(db, hashOpaqueToken(token), purpose);
}

/** The user id of a live token (unused, unexpired, of this purpose) without spending it, or null. */
export function findEmailTokenHolder(db: Database, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  return queries.findLiveEmailToken(db, hashOpaqueToken(token), purpose);
}

/** Seconds until another e-mail of this purpose may go to the user: 0 when one may go now. */
export async function resendWaitSeconds(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<number> {
  const last = await queries.lastEmailTokenAt(db, userId, purpose);
  if (!last) return 0;
  const waitMs = last.getTime() + EMAIL_RESEND_INTERVAL_MS - Date.now();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
