import { confirmationProblem, emailProblem, mobileProblem, newPasswordProblem } from "../../lib/form-checks.ts";

export interface RegistrationValues {
  fullName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationProblems = Partial<Record<RegistrationField, string | null>>;

/** Every problem with the form, by field; the password policy is the contract's (passwordProblems). */
export function registrationProblems(values: RegistrationValues): RegistrationProblems {
  return {
    // The box stops at the server's length limit, so only an empty name needs saying.
    fullName: values.fullName.trim() === "" ? "Enter your full name." : null,
    email: emailProblem(values.email),
    mobile: mobileProblem(values.mobile),
    password: newPasswordProblem(values.password, values.email),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  };
}
