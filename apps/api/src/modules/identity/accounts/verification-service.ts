/** E-mail verification: the /verify?token=... link, sent on sign-up and again on request. */
import type { IdentityDeps } from "../deps.ts";
import { consumeEmailToken, issueEmailToken, resendWaitSeconds } from "./email-tokens.ts";
import { verificationEmail } from "./emails.ts";
import * as queries from "./queries.ts";

export type VerificationDeps = Pick<IdentityDeps, "db" | "mailer" | "publicUrl" | "viewers">;

/** E-mails the link that confirms the address; a new link makes the older ones unusable. */
export async function sendVerificationEmail(
  deps: Pick<VerificationDeps, "db" | "mailer" | "publicUrl">,
  user: { id: string; email: string; fullName: string },
): Promise<void> {
  const token = await issueEmailToken(deps.db, user.id, "VERIFY_EMAIL");
  const link = `${deps.publicUrl}/verify?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(verificationEmail(user, link));
}

/** Seconds until another verification e-mail may go to the user (one a minute); 0 when one may go now. */
export function verificationResendWait(deps: Pick<VerificationDeps, "db">, userId: string): Promise<number> {
  return resendWaitSeconds(deps.db, userId, "VERIFY_EMAIL");
}

/** Spends the link's token and marks its account verified: the account's id, or null for a dead link. */
export async function confirmEmailAddress(deps: VerificationDeps, token: string): Promise<string | null> {
  const userId = await consumeEmailToken(deps.db, token, "VERIFY_EMAIL");
  if (!userId) return null;
  await queries.markEmailVerified(deps.db, userId);
  // The verified flag is part of the viewer; this instance's next request must see it.
  deps.viewers.forget(userId);
  return userId;
}
