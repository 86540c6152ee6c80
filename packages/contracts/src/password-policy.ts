/**
 * The password policy: 8 to 128 characters, not one of the most common passwords, and not the e-mail
 * address nor its part before the @. Free of zod.
 */
import { isCommonPassword } from "./common-passwords.ts";

/** Said when a password is on the list of the most common ones. */
export const COMMON_PASSWORD =
  "This password is one of the most common ones and easy to guess. Please choose a less common password.";

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;

/** Every rule the password breaks, as sentences to show; empty when it is acceptable. */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  }
  if (password.length >= PASSWORD_MIN_LENGTH && isCommonPassword(password)) problems.push(COMMON_PASSWORD);
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split("@")[0] ?? "";
  if (address !== "" && candidate === address) {
    problems.push("Password must not be your e-mail address.");
  } else if (localPart !== "" && candidate === localPart) {
    problems.push("Password must not be the part of your e-mail address before the @.");
  }
  return problems;
}

/** A new password is typed twice; this is what the server and the forms say when the two differ. */
export const PASSWORD_CONFIRMATION_MISMATCH = "The new password and its confirmation do not match.";
