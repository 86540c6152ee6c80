/** Sign-up and password reset of the database connection (spec section 7 "Hosted identity service"). */

import { OAUTH_ERRORS, type SignupRequest, type SignupResponse } from "@lwl/contracts/identity";
import { DATABASE_CONNECTION } from "@lwl/contracts/identity-names";
import {
  consumeEmailToken,
  findEmailTokenHolder,
  issueEmailToken,
  sendVerificationEmail,
  sentRecently,
} from "../../plugins/auth-email-tokens.ts";
import { passwordPolicyMessage } from "../../plugins/auth-passwords.ts";
import { revokeAllRefreshTokens } from "../../plugins/auth-sessions.ts";
import type { IdentityContext } from "./context.ts";
import { invalidRequest, OAuthError } from "./oauth-error.ts";
import { findUserByEmail, findUserById, insertUser, setPasswordFromTicket, uniqueViolation } from "./queries.ts";
import { chooseUsername } from "./username.ts";

const USER_EXISTS = () => new OAuthError(400, OAUTH_ERRORS.userExists, "The user already exists.");
export const INVALID_TICKET = "This password reset link has expired or was already used. Please ask for a new one.";

function assertDatabaseConnection(connection: string | undefined) {
  if (connection && connection !== DATABASE_CONNECTION) throw invalidRequest(`Unknown connection: ${connection}`);
}

function assertPasswordPolicy(password: string, email: string) {
  const problem = passwordPolicyMessage(password, email);
  if (problem) throw new OAuthError(400, OAUTH_ERRORS.invalidPassword, problem);
}

export async function signUp(ctx: IdentityContext, body: SignupRequest): Promise<SignupResponse> {
  assertDatabaseConnection(body.connection);
  const email = body.email.toLowerCase();
  assertPasswordPolicy(body.password, email);
  if (await findUserByEmail(ctx.db, email)) throw USER_EXISTS();

  const fullName = body.user_metadata?.full_name ?? "";
  const mobile = body.user_metadata?.mobile || null;
  const passwordHash = await ctx.passwords.hash(body.password);
  let user: Awaited<ReturnType<typeof insertUser>> | undefined;
  // A username taken between choosing and inserting is chosen again; a taken e-mail is the user's answer.
  for (let attempt = 0; !user; attempt += 1) {
    const username = await chooseUsername(ctx.db, email, attempt === 0 ? body.username : undefined);
    try {
      user = await insertUser(ctx.db, { email, username, passwordHash, fullName, mobile, loginType: "Normal" });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === "users_email_key") throw USER_EXISTS();
      if (constraint !== "users_username_key" || attempt >= 3) throw error;
    }
  }
  // The account exists whether or not the e-mail goes out; the user can ask for the link again.
  await sendVerificationEmail({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl }, user).catch(
    (error: unknown) => ctx.log.error({ err: error, userId: user.id }, "verification e-mail not sent"),
  );
  return {
    _id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    username: user.username,
    user_metadata: { full_name: user.fullName, ...(user.mobile ? { mobile: user.mobile } : {}) },
  };
}

/**
 * E-mails a reset link with a one-time ticket. Nothing in the answer depends on the address having an
 * account (the caller always says the same), and one e-mail a minute per account is the most it sends.
 */
export async function sendPasswordResetEmail(
  ctx: IdentityContext,
  body: { email: string; connection?: string | undefined },
): Promise<void> {
  assertDatabaseConnection(body.connection);
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user || user.disabled) return;
  if (await sentRecently(ctx.db, user.id, "RESET_PASSWORD")) return;
  const ticket = await issueEmailToken(ctx.db, user.id, "RESET_PASSWORD");
  const link = `${ctx.config.publicUrl}/forgot-Password?ticket=${encodeURIComponent(ticket)}`;
  await ctx.mailer
    .send({
      to: user.email,
      subject: "Reset your password",
      text: [
        `Hello${user.fullName ? ` ${user.fullName}` : ""},`,
        "",
        "Someone asked to reset the password of your LEARN WITHOUT LIMITS account. To choose a new one, open:",
        link,
        "",
        "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
    })
    .catch((error: unknown) => ctx.log.error({ err: error, userId: user.id }, "password reset e-mail not sent"));
}

/** Sets the new password of the ticket's account and ends its sessions everywhere. */
export async function resetPassword(ctx: IdentityContext, ticket: string, newPassword: string): Promise<void> {
  // Read first, spend last: a password the policy refuses does not cost the user the link.
  const holder = await findEmailTokenHolder(ctx.db, ticket, "RESET_PASSWORD");
  const user = holder ? await findUserById(ctx.db, holder) : undefined;
  if (!user || user.disabled) throw new OAuthError(400, OAUTH_ERRORS.invalidTicket, INVALID_TICKET);
  assertPasswordPolicy(newPassword, user.email);
  const passwordHash = await ctx.passwords.hash(newPassword);
  if ((await consumeEmailToken(ctx.db, ticket, "RESET_PASSWORD")) !== user.id) {
    throw new OAuthError(400, OAUTH_ERRORS.invalidTicket, INVALID_TICKET);
  }
  await setPasswordFromTicket(ctx.db, user.id, passwordHash);
  await revokeAllRefreshTokens(ctx.db, user.id);
}
