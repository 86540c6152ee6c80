/** Passwords of existing accounts: the e-mailed reset, and the change by a signed-in user. */
import { OAUTH_ERRORS } from "@lwl/contracts/identity";
import { badRequest, tooManyRequests } from "../../../shared/http-error.ts";
import * as rateLimits from "../../rate-limits/service.ts";
import type { IdentityDeps } from "../deps.ts";
import { deleteUserBrowserSessions } from "../hosted-login/queries.ts";
import { OAuthError } from "../oauth-error.ts";
import { accountKeyOf, awaitSignInTurn, signInSucceeded, tooManyAttemptsMessage } from "../sign-in/limits.ts";
import { revokeUserRefreshTokens } from "../tokens/queries.ts";
import { consumeEmailToken, findEmailTokenHolder, issueEmailToken, resendWaitSeconds } from "./email-tokens.ts";
import { passwordResetEmail } from "./emails.ts";
import { passwordPolicyMessage } from "./passwords.ts";
import * as queries from "./queries.ts";
import { assertDatabaseConnection, assertPasswordPolicy } from "./service.ts";

/**
 * Reset e-mails one account may receive in 24 hours, on top of one a minute (EMAIL_RESEND_INTERVAL_MS):
 * enough for someone who keeps losing the mail, too few to bury a victim's inbox (about 1,440 a day
 * without it). Counted per account, not per address, in the database, so it holds across instances.
 */
export const RESET_EMAILS_PER_ACCOUNT_PER_DAY = 5;
export const RESET_EMAIL_DAILY_LIMIT: rateLimits.RateLimit = {
  bucket: "password-reset-account",
  max: RESET_EMAILS_PER_ACCOUNT_PER_DAY,
  windowMinutes: 24 * 60,
};

export const INVALID_TICKET = "This password reset link has expired or was already used. Please ask for a new one.";
export const WRONG_OLD_PASSWORD = "The current password is wrong.";

/**
 * E-mails a reset link with a one-time ticket. Nothing in the answer depends on the address having an
 * account or on a limit (the caller always says the same): one e-mail a minute per account, and
 * RESET_EMAILS_PER_ACCOUNT_PER_DAY a day, are the most it sends.
 */
export async function sendPasswordResetEmail(
  deps: Pick<IdentityDeps, "db" | "now" | "mailer" | "publicUrl" | "log">,
  body: { email: string; connection?: string | undefined },
): Promise<void> {
  assertDatabaseConnection(body.connection);
  const user = await queries.findUserByEmail(deps.db, body.email);
  if (!user || user.disabled) return;
  if ((await resendWaitSeconds(deps, user.id, "RESET_PASSWORD")) > 0) return;
  const admission = await rateLimits.admitHit(deps, RESET_EMAIL_DAILY_LIMIT, user.id);
  if (!admission.admitted) {
    // The user id, never the address: the log must not tell who is being flooded with resets.
    deps.log.info({ userId: user.id }, "password reset e-mail not sent: the account's daily limit is reached");
    return;
  }
  const ticket = await issueEmailToken(deps, user.id, "RESET_PASSWORD");
  const link = `${deps.publicUrl}/forgot-Password?ticket=${encodeURIComponent(ticket)}`;
  await deps.mailer.send(passwordResetEmail(user.email, link)).catch(async (error: unknown) => {
    deps.log.error({ err: error, userId: user.id }, "password reset e-mail not sent");
    // A mail that never left does not count: a mail server outage must not use up the day's e-mails.
    await rateLimits.forgetHit(deps, admission.hitId);
  });
}

/** Sets the new password of the ticket's account and ends its sessions everywhere. */
export async function resetPassword(
  deps: Pick<IdentityDeps, "db" | "now" | "passwords">,
  ticket: string,
  newPassword: string,
): Promise<void> {
  // Read first, spend last: a password the policy refuses does not cost the user the link.
  const holder = await findEmailTokenHolder(deps, ticket, "RESET_PASSWORD");
  const user = holder ? await queries.findUserById(deps.db, holder) : undefined;
  if (!user || user.disabled) throw new OAuthError(400, OAUTH_ERRORS.invalidTicket, INVALID_TICKET);
  assertPasswordPolicy(newPassword, user.email);
  const passwordHash = await deps.passwords.hash(newPassword);
  if ((await consumeEmailToken(deps, ticket, "RESET_PASSWORD")) !== user.id) {
    throw new OAuthError(400, OAUTH_ERRORS.invalidTicket, INVALID_TICKET);
  }
  await queries.setPasswordFromTicket(deps.db, user.id, passwordHash);
  await revokeUserRefreshTokens(deps.db, user.id);
  await deleteUserBrowserSessions(deps.db, user.id);
}

/**
 * Checks the current password (its failures count against the same limits as sign-ins, so a stolen
 * session cannot be used to guess it), sets the new one and signs out every session. Answers in the
 * API's error shape (HttpError): the users module serves it.
 */
export async function changePassword(
  deps: Pick<IdentityDeps, "db" | "now" | "passwords" | "auth">,
  user: queries.UserRow,
  passwords: { oldPassword: string; newPassword: string },
  clientIp: string,
): Promise<void> {
  const policy = passwordPolicyMessage(passwords.newPassword, user.email);
  if (policy) throw badRequest(policy);
  if (!user.passwordHash) {
    throw badRequest('This account signs in with Google and has no password. Use "Forgot password" to give it one.');
  }
  const accountKey = accountKeyOf(user, user.email);
  const refusal = await awaitSignInTurn(deps, accountKey, clientIp);
  if (refusal) throw tooManyRequests(tooManyAttemptsMessage(refusal.retryAfterSeconds), refusal.retryAfterSeconds);
  if (!(await deps.passwords.verify(user.passwordHash, passwords.oldPassword))) throw badRequest(WRONG_OLD_PASSWORD);
  await signInSucceeded(deps.db, accountKey, clientIp);
  if (passwords.newPassword === passwords.oldPassword) {
    throw badRequest("The new password must differ from the current one.");
  }
  await queries.setPasswordHash(deps.db, user.id, await deps.passwords.hash(passwords.newPassword));
  await revokeUserRefreshTokens(deps.db, user.id);
  await deleteUserBrowserSessions(deps.db, user.id);
}
