import { PASSWORD_CONFIRMATION_MISMATCH, passwordProblems } from "@lwl/contracts/password-policy";
import type { z } from "zod";

/** Shown beside the box when the policy is not met; the rules themselves are listed under it (PasswordRules). */
export const PASSWORD_RULES_UNMET = "This password does not meet the rules yet.";

interface NewPasswordFields {
  password: string;
  confirmation: string;
  /** The account's address, when the form knows it: the policy refuses a password equal to it. */
  email: string;
  passwordField: string;
  confirmationField: string;
}

/**
 * The contract's password policy (passwordProblems) and the confirmation rule, for a form schema's
 * superRefine: the server applies the same two rules when the password is chosen.
 */
export function checkNewPassword(context: z.RefinementCtx, fields: NewPasswordFields): void {
  if (fields.password === "") {
    context.addIssue({ code: "custom", path: [fields.passwordField], message: "Choose a password." });
  } else if (passwordProblems(fields.password, fields.email).length > 0) {
    context.addIssue({ code: "custom", path: [fields.passwordField], message: PASSWORD_RULES_UNMET });
  }
  if (fields.confirmation === "") {
    context.addIssue({
      code: "custom",
      path: [fields.confirmationField],
      message: "Type the password again to confirm it.",
    });
  } else if (fields.confirmation !== fields.password) {
    context.addIssue({ code: "custom", path: [fields.confirmationField], message: PASSWORD_CONFIRMATION_MISMATCH });
  }
}
