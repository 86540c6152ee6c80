import type { UpdateProfileResponse, UserProfile } from "@lwl/contracts/users";
import type { Account } from "../identity/accounts/service.ts";

export const toUserProfile = (row: Account): UserProfile => ({
  userId: row.id,
  email: row.email,
  emailVerified: row.emailVerified,
  username: row.username,
  fullName: row.fullName,
  mobile: row.mobile,
  pictureUrl: row.pictureUrl,
  role: row.role,
  loginType: row.loginType,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export const toProfileFields = (row: Account): UpdateProfileResponse => ({
  userId: row.id,
  pictureUrl: row.pictureUrl,
  fullName: row.fullName,
  mobile: row.mobile,
});
