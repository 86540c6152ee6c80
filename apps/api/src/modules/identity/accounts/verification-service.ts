/** E-mail verification: the /verify?token=... link, sent on sign-up and again on request. */

import { tooManyRequests } from "../../../shared/http-error.ts";
import type { IdentityDeps } from "../deps.ts";
import { consumeEmailToken, issueEmailToken, resendWaitSeconds } from "./email-tokens.ts";
import { verificationEmail } from "./emails.ts";
import * as queries from "./queries.ts";

export type VerificationDeps = Pick<IdentityDeps, "db" | "now" | "mailer" | "publicUrl" | "viewers">;

/** E-mails the link that confirms the address; a new link makes the older ones unusable. */
export async function sendVerificationEmail(
  deps: Pick<VerificationDeps, "db" | "now" | "mailer" | "publicUrl">,
  user: { id: string; email: string },
): Promise<void> {
  const token = await issueEmailToken(deps, user.id, "VERIFY_EMAIL");
  const link = `${deps.publicUrl}/verify?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(verificationEmail(user.email, link));
}

export const VERIFICATION_SENT_RECENTLY =
  "A verification e-mail was sent less than a minute ago. Please check your inbox, or try again in a minute.";

/** Sends the link again, at most one a minute (a 429 with the wait otherwise). */
export async function resendVerificationEmail(
  deps: Pick<VerificationDeps, "db" | "now" | "mailer" | "publicUrl">,
  user: { id: string; email: string },
): Promise<void> {
  const wait = await resendWaitSeconds(deps, user.id, "VERIFY_EMAIL");
  if (wait > 0) throw tooManyRequests(VERIFICATION_SENT_RECENTLY, wait);
  await sendVerificationEmail(deps, user);
}

/** Spends the link's token and marks its account verified: the account's id, or null for a dead link. */
export async function confirmEmailAddress(deps: VerificationDeps, token: string): Promise<string | null> {
  const userId = await consumeEmailToken(deps, token, "VERIFY_EMAIL");
  if (!userId) return null;
  await queries.markEmailVerified(deps.db, userId);
  // The verified flag is part of the viewer; this instance's next request must see it.
  deps.viewers.forget(userId);
  return userId;
}
