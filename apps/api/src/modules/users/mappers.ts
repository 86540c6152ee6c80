import type { UpdateProfileResponse, UserProfile } from "@lwl/contracts/users";
import type { UserRow } from "./queries.ts";

export const toUserProfile = (row: UserRow): UserProfile => ({
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

export const toProfileFields = (row: UserRow): UpdateProfileResponse => ({
  userId: row.id,
  pictureUrl: row.pictureUrl,
  fullName: row.fullName,
  mobile: row.mobile,
});
