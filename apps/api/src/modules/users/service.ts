/** The user service's rules: profiles, password change and e-mail verification (spec section 7). */
import type {
  ChangePasswordRequest,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserProfile,
} from "@lwl/contracts/users";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { consumeEmailToken, sendVerificationEmail, sentRecently } from "../../plugins/auth-email-tokens.ts";
import { type PasswordHasher, passwordPolicyMessage } from "../../plugins/auth-passwords.ts";
import { revokeAllRefreshTokens } from "../../plugins/auth-sessions.ts";
import {
  accountKeyOf,
  admitSignInAttempt,
  signInSucceeded,
  tooManyAttemptsMessage,
} from "../../plugins/auth-sign-in-limits.ts";
import type { ViewerLoader } from "../../plugins/auth-viewer.ts";
import { badRequest, HttpError, notFound } from "../../plugins/http-error.ts";
import type { Mailer } from "../../plugins/mailer.ts";
import { toProfileFields, toUserProfile } from "./mappers.ts";
import * as queries from "./queries.ts";

export interface UsersContext {
  db: Database;
  passwords: PasswordHasher;
  viewers: ViewerLoader;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const WRONG_OLD_PASSWORD = "The current password is wrong.";
export const PASSWORDS_DIFFER = "The new password and its confirmation do not match.";
export const INVALID_VERIFICATION =
  "This verification link has expired or was already used. Ask for a new one from your profile.";

async function existingUser(db: Database, userId: string) {
  const user = await queries.findUser(db, userId);
  if (!user) throw notFound("User", userId);
  return user;
}

export async function getUser(db: Database, userId: string): Promise<UserProfile> {
  return toUserProfile(await existingUser(db, userId));
}

/** "" clears the picture or the mobile; the full name cannot be cleared (the schema refuses ""). */
export async function updateProfile(
  ctx: UsersContext,
  userId: string,
  body: UpdateProfileRequest,
): Promise<UpdateProfileResponse> {
  const changes: Parameters<typeof queries.updateProfile>[2] = {};
  if (body.pictureUrl !== undefined) changes.pictureUrl = body.pictureUrl === "" ? null : body.pictureUrl;
  if (body.mobile !== undefined) changes.mobile = body.mobile === "" ? null : body.mobile;
  if (body.fullName !== undefined) changes.fullName = body.fullName;
  const row = await queries.updateProfile(ctx.db, userId, changes);
  if (!row) throw notFound("User", userId);
  // The name and mobile are part of the viewer; this instance's next request must see them.
  ctx.viewers.forget(userId);
  return toProfileFields(row);
}

/**
 * Checks the current password (its failures count against the same limits as sign-ins, so a stolen
 * session cannot be used to guess it), sets the new one and signs out every other session.
 */
export async function changePassword(
  ctx: UsersContext,
  userId: string,
  body: ChangePasswordRequest,
  clientIp: string,
): Promise<void> {
  if (body.newPassword !== body.confirmPassword) throw badRequest(PASSWORDS_DIFFER);
  const user = await existingUser(ctx.db, userId);
  const policy = passwordPolicyMessage(body.newPassword, user.email);
  if (policy) throw badRequest(policy);
  if (!user.passwordHash) {
    throw badRequest('This account signs in with Google and has no password. Use "Forgot password" to give it one.');
  }
  const accountKey = accountKeyOf(user, user.email);
  const admission = await admitSignInAttempt(ctx.db, accountKey, clientIp);
  if (!admission.admitted) throw new HttpError(429, tooManyAttemptsMessage(admission.retryAfterSeconds));
  if (!(await ctx.passwords.verify(user.passwordHash, body.oldPassword))) throw badRequest(WRONG_OLD_PASSWORD);
  await signInSucceeded(ctx.db, accountKey);
  if (body.newPassword === body.oldPassword) throw badRequest("The new password must differ from the current one.");
  await queries.setPasswordHash(ctx.db, userId, await ctx.passwords.hash(body.newPassword));
  await revokeAllRefreshTokens(ctx.db, userId);
}

/** Sends the verification link again; at most one a minute. */
export async function sendVerification(ctx: UsersContext, userId: string): Promise<string> {
  const user = await existingUser(ctx.db, userId);
  if (user.emailVerified) return "Your e-mail address is already verified.";
  if (await sentRecently(ctx.db, userId, "VERIFY_EMAIL")) {
    throw new HttpError(
      429,
      "A verification e-mail was sent less than a minute ago. Please check your inbox, or try again in a minute.",
    );
  }
  await sendVerificationEmail({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl }, user);
  return `We have sent a verification link to ${user.email}.`;
}

export async function confirmVerification(ctx: UsersContext, token: string): Promise<{ userId: string }> {
  const userId = await consumeEmailToken(ctx.db, token, "VERIFY_EMAIL");
  if (!userId) throw badRequest(INVALID_VERIFICATION);
  await queries.markEmailVerified(ctx.db, userId);
  ctx.viewers.forget(userId);
  return { userId };
}
