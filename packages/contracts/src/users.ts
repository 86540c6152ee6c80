/** The user service's contract (docs/product.md section 7 "User service", mounted at /api/users). */
import { z } from "zod";
import {
  FULL_NAME_MAX_LENGTH,
  isPictureAddress,
  MOBILE_MAX_LENGTH,
  MOBILE_PATTERN,
  PICTURE_URL_MAX_LENGTH,
} from "./profile-rules.ts";
import { ROLES } from "./roles.ts";
import { passwordText, singleLineText } from "./text.ts";

/** The e-mailed verification token is short; anything much longer is not one. */
const E_MAIL_TOKEN_MAX_LENGTH = 512;

export const LOGIN_TYPES = ["Normal", "Google"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

const MOBILE_MESSAGE = "mobile must be 7 to 20 characters: digits, spaces and an optional leading +";
/** A phone number as people type it (profile-rules.ts MOBILE_PATTERN). */
export const mobileSchema = z
  .string({ error: MOBILE_MESSAGE })
  .trim()
  .max(MOBILE_MAX_LENGTH, { error: MOBILE_MESSAGE, abort: true })
  .regex(MOBILE_PATTERN, { error: MOBILE_MESSAGE });

/** MOBILE_PATTERN, or nothing at all. */
const MOBILE_OR_EMPTY = new RegExp(`^$|${MOBILE_PATTERN.source}`);

/** A phone number, or "" (white space only counts as "") for none: what the forms' optional mobile box sends. */
export const mobileOrEmptySchema = z
  .string({ error: MOBILE_MESSAGE })
  .trim()
  .max(MOBILE_MAX_LENGTH, { error: MOBILE_MESSAGE, abort: true })
  // A pattern rather than a refinement: it says which characters the field may hold (digits, spaces,
  // a +), which is what shows test/request-strings.test.ts that no lone surrogate can get through.
  .regex(MOBILE_OR_EMPTY, { error: MOBILE_MESSAGE });

const PICTURE_MESSAGE = "pictureUrl must be an http or https address, a /media/ path, or empty to remove the picture";

/** An http(s) address, a path to this site's media, or "" to clear. */
export const pictureUrlSchema = singleLineText("pictureUrl", { max: PICTURE_URL_MAX_LENGTH, trim: true })
  // URL parsing drops tabs and line breaks silently: singleLineText refuses them before it runs.
  .refine((value) => value === "" || isPictureAddress(value), { error: PICTURE_MESSAGE });

/** GET /api/users/{userId}. */
export const userProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string(),
  fullName: z.string(),
  mobile: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  role: z.enum(ROLES),
  loginType: z.enum(LOGIN_TYPES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PATCH /api/users/{userId}: any of the three profile fields; "" clears mobile and pictureUrl. */
export const updateProfileRequestSchema = z
  .object({
    pictureUrl: pictureUrlSchema.optional(),
    fullName: singleLineText("fullName", { max: FULL_NAME_MAX_LENGTH, trim: true })
      .min(1, { error: "fullName must not be empty" })
      .optional(),
    mobile: mobileOrEmptySchema.optional(),
  })
  .refine((body) => body.pictureUrl !== undefined || body.fullName !== undefined || body.mobile !== undefined, {
    error: "Give at least one of pictureUrl, fullName or mobile",
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** The fields after the update, to merge into the cached user (docs/product.md section 4). */
export const updateProfileResponseSchema = z.object({
  userId: z.string(),
  pictureUrl: z.string().nullable(),
  fullName: z.string(),
  mobile: z.string().nullable(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** POST /api/users/change-password's fields by name (the form's fields too). */
export const changePasswordFieldsSchema = z.object({
  oldPassword: passwordText("oldPassword (additionalProp1)", { min: 1 }),
  newPassword: passwordText("newPassword (additionalProp2)"),
  confirmPassword: passwordText("confirmPassword (additionalProp3)"),
});

/**
 * POST /api/users/change-password. The spec shows three generic fields additionalProp1..3 (old
 * password, new password, confirmation); the named fields are accepted too and win when both are sent.
 */
export const changePasswordRequestSchema = z.preprocess((body) => {
  if (typeof body !== "object" || body === null) return body;
  const fields = body as Record<string, unknown>;
  return {
    oldPassword: fields.oldPassword ?? fields.additionalProp1,
    newPassword: fields.newPassword ?? fields.additionalProp2,
    confirmPassword: fields.confirmPassword ?? fields.additionalProp3,
  };
}, changePasswordFieldsSchema);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/users/verify-email/confirm: the token from the e-mailed /verify?token=... link. */
export const verifyEmailConfirmRequestSchema = z.object({
  token: singleLineText("token", { max: E_MAIL_TOKEN_MAX_LENGTH, min: 1, trim: true }),
});

export const userMessageSchema = z.object({ message: z.string() });
export type UserMessage = z.infer<typeof userMessageSchema>;

export const verifyEmailConfirmResponseSchema = z.object({
  message: z.string(),
  userId: z.string(),
  emailVerified: z.literal(true),
});
