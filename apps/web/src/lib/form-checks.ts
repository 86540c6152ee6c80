/**
 * Checks the account forms make before sending, so people see a problem beside the box at once. The
 * server checks everything again, with the same rules from the contract.
 */
import { passwordProblems } from "@lwl/contracts/password-policy";
import { isMobileNumber, isPictureAddress, PICTURE_URL_MAX_LENGTH } from "@lwl/contracts/profile-rules";

/** Deliberately loose (something@something.tld): the server's check and the e-mailed link are the real test. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): string | null {
  if (value.trim() === "") return "Enter your e-mail address.";
  return EMAIL_SHAPE.test(value.trim()) ? null : "Enter a valid e-mail address, like name@example.com.";
}

/** Empty is fine (the mobile number is optional); otherwise the contract's format. */
export function mobileProblem(value: string): string | null {
  if (value.trim() === "") return null;
  return isMobileNumber(value) ? null : "Enter 7 to 20 characters: digits and spaces, with an optional + at the start.";
}

/** Empty removes the picture; otherwise an http(s) address or a /media/ path, as the server accepts. */
export function pictureUrlProblem(value: string): string | null {
  const address = value.trim();
  return address === "" || (address.length <= PICTURE_URL_MAX_LENGTH && isPictureAddress(address))
    ? null
    : "Enter a web address starting with https:// (or http://), or leave it empty for no picture.";
}

export const PASSWORD_RULES_UNMET = "This password does not meet the rules yet.";

/** A new password against the contract's policy (passwordProblems); the rules themselves show under the box. */
export function newPasswordProblem(password: string, email: string): string | null {
  if (password === "") return "Choose a password.";
  return passwordProblems(password, email).length > 0 ? PASSWORD_RULES_UNMET : null;
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (confirmation === "") return "Type the password again to confirm it.";
  return password === confirmation ? null : "The two passwords do not match.";
}

/** True when no field has a problem. */
export function noProblems(problems: Record<string, string | null | undefined>): boolean {
  return Object.values(problems).every((problem) => !problem);
}
