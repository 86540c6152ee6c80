/**
 * The user service's rules: profiles, password change and e-mail verification (docs/product.md section 7). The
 * accounts themselves are identity's: this module reads and changes them through identity's services.
 */
import { PASSWORD_CONFIRMATION_MISMATCH } from "@lwl/contracts/password-policy";
import type {
  ChangePasswordRequest,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserProfile,
} from "@lwl/contracts/users";
import type { Database } from "../../db/client.ts";
import { badRequest, notFound } from "../../shared/http-error.ts";
import type { Mailer } from "../../shared/mailer.ts";
import * as passwordService from "../identity/accounts/password-service.ts";
import {
  type Account,
  type AccountServiceDeps,
  findAccount,
  type ProfileChanges,
  updateAccountProfile,
} from "../identity/accounts/service.ts";
import * as verification from "../identity/accounts/verification-service.ts";
import { toProfileFields, toUserProfile } from "./mappers.ts";

export interface UsersDeps {
  db: Database;
  /** The app's clock: e-mail links' lifetimes and the sign-in limits' window. */
  now: AccountServiceDeps["now"];
  /** The site's public origin, for the e-mailed verification link. */
  publicUrl: string;
  mailer: Mailer;
  passwords: AccountServiceDeps["passwords"];
  viewers: AccountServiceDeps["viewers"];
  /** The sign-in limits' settings: a password change checks the current password under them. */
  auth: AccountServiceDeps["auth"];
}

export const INVALID_VERIFICATION =
  "This verification link has expired or was already used. Ask for a new one from your profile.";

async function existingUser(deps: UsersDeps, userId: string): Promise<Account> {
  const user = await findAccount(deps, userId);
  if (!user) throw notFound("User", userId);
  return user;
}

export async function getUser(deps: UsersDeps, userId: string): Promise<UserProfile> {
  return toUserProfile(await existingUser(deps, userId));
}

/** "" clears the picture or the mobile; the full name cannot be cleared (the schema refuses ""). */
export async function updateProfile(
  deps: UsersDeps,
  userId: string,
  body: UpdateProfileRequest,
): Promise<UpdateProfileResponse> {
  const changes: ProfileChanges = {};
  if (body.pictureUrl !== undefined) changes.pictureUrl = body.pictureUrl === "" ? null : body.pictureUrl;
  if (body.mobile !== undefined) changes.mobile = body.mobile === "" ? null : body.mobile;
  if (body.fullName !== undefined) changes.fullName = body.fullName;
  const row = await updateAccountProfile(deps, userId, changes);
  if (!row) throw notFound("User", userId);
  return toProfileFields(row);
}

/** Sets a new password after checking the current one; every session is signed out (identity's rules). */
export async function changePassword(
  deps: UsersDeps,
  userId: string,
  body: ChangePasswordRequest,
  clientIp: string,
): Promise<void> {
  if (body.newPassword !== body.confirmPassword) throw badRequest(PASSWORD_CONFIRMATION_MISMATCH);
  const user = await existingUser(deps, userId);
  await passwordService.changePassword(deps, user, body, clientIp);
}

/** Sends the verification link again; at most one a minute. */
export async function sendVerification(deps: UsersDeps, userId: string): Promise<string> {
  const user = await existingUser(deps, userId);
  if (user.emailVerified) return "Your e-mail address is already verified.";
  await verification.resendVerificationEmail(deps, user);
  return `We have sent a verification link to ${user.email}.`;
}

export async function confirmVerification(deps: UsersDeps, token: string): Promise<{ userId: string }> {
  const userId = await verification.confirmEmailAddress(deps, token);
  if (!userId) throw badRequest(INVALID_VERIFICATION);
  return { userId };
}
