import { HttpError } from "../../../lib/http.ts";

/**
 * Spec section 8 for user data calls: the server's message when it sent one, otherwise the call's
 * fallback. The status is kept so the cache does not retry what the server refused.
 */
export function userDataError(error: unknown, fallback: string): Error {
  if (error instanceof HttpError) return new HttpError(error.status, error.body?.message ?? fallback, error.body);
  return new Error(fallback, { cause: error });
}

export const USER_DATA_FALLBACKS = {
  get: "Failed to get user data",
  update: "Failed to update user data",
  changePassword: "Failed to change password",
  verifyEmail: "Failed to verify email",
} as const;
