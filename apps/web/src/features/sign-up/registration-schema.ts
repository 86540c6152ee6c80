import { signupRequestSchema } from "@lwl/contracts/identity";
import { z } from "zod";
import { checkNewPassword } from "../../components/forms/new-password-check.ts";

const account = signupRequestSchema.shape;
const metadata = account.user_metadata.unwrap().shape;

/**
 * The registration form, made of the sign-up contract's fields. The form asks for a name (the
 * contract lets other clients leave it out), and applies the password policy and the confirmation,
 * which the server checks too.
 */
export const registrationSchema = z
  .object({
    fullName: metadata.full_name.unwrap().min(1, { error: "full_name is required" }),
    email: account.email,
    mobile: metadata.mobile.unwrap(),
    password: account.password,
    confirmPassword: z.string(),
  })
  .superRefine((values, context) =>
    checkNewPassword(context, {
      password: values.password,
      confirmation: values.confirmPassword,
      email: values.email,
      passwordField: "password",
      confirmationField: "confirmPassword",
    }),
  );

export type RegistrationValues = z.input<typeof registrationSchema>;

export const REGISTRATION_LABELS = {
  fullName: "Full name",
  email: "E-mail address",
  mobile: "Mobile number",
  password: "Password",
  confirmPassword: "Confirm password",
} as const;

/** The sign-up endpoint's names for the form's fields, for its field issues. */
export const REGISTRATION_SERVER_FIELDS = {
  "user_metadata.full_name": "fullName",
  "user_metadata.mobile": "mobile",
} as const;
