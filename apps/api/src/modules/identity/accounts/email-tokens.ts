/**
 * One-time e-mailed tokens: e-mail verification (24 h) and password reset (1 h). Stored hashed; a new
 * one of the same purpose makes the older ones unusable.
 */
import type { Database } from "../../../db/client.ts";
import { type Clock, later } from "../../../shared/clock.ts";
import { hashOpaqueToken, newOpaqueToken } from "../secrets.ts";
import type { EmailTokenPurpose } from "./queries.ts";
import * as queries from "./queries.ts";

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 3_600_000,
  RESET_PASSWORD: 3_600_000,
};
/** One e-mail of a kind per account and minute: a form cannot be used to flood someone's inbox. */
export const EMAIL_RESEND_INTERVAL_MS = 60_000;

/** The database (or a transaction) and the clock that dates tokens and decides whether they are live. */
export interface EmailTokenDeps {
  db: Database;
  now: Clock;
}

export async function issueEmailToken(
  deps: EmailTokenDeps,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = newOpaqueToken();
  const now = deps.now();
  await queries.replaceEmailToken(deps.db, {
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    createdAt: now,
    expiresAt: later(now, EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Spends the token: its user id, or null when it is unknown, used, expired or of another purpose. */
export function consumeEmailToken(
  deps: EmailTokenDeps,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  return queries.spendEmailToken(deps.db, hashOpaqueToken(token), purpose, deps.now());
}

/** The user id of a live token (unused, unexpired, of this purpose) without spending it, or null. */
export function findEmailTokenHolder(
  deps: EmailTokenDeps,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  return queries.findLiveEmailToken(deps.db, hashOpaqueToken(token), purpose, deps.now());
}

/** Seconds until another e-mail of this purpose may go to the user: 0 when one may go now. */
export async function resendWaitSeconds(
  deps: EmailTokenDeps,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<number> {
  const last = await queries.lastEmailTokenAt(deps.db, userId, purpose);
  if (!last) return 0;
  const waitMs = last.getTime() + EMAIL_RESEND_INTERVAL_MS - deps.now().getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
