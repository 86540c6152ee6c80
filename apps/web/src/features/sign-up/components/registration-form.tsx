import { FULL_NAME_MAX_LENGTH } from "@lwl/contracts/profile-rules";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import styles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { PasswordField } from "../../../components/forms/password-field.tsx";
import { PasswordRules } from "../../../components/forms/password-rules.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { noProblems } from "../../../lib/form-checks.ts";
import { identityErrorMessage } from "../../../lib/identity-errors.ts";
import { signInWithPassword } from "../../../lib/session/password-sign-in.ts";
import { useSignUp } from "../api/sign-up.ts";
import { generatedUsername } from "../generated-username.ts";
import {
  type RegistrationField,
  type RegistrationProblems,
  type RegistrationValues,
  registrationProblems,
} from "../registration-checks.ts";

const REGISTRATION_FAILED = "Registration failed";

const EMPTY: RegistrationValues = { fullName: "", email: "", mobile: "", password: "", confirmPassword: "" };

interface RegistrationFormProps {
  /** The account exists but signing in right away did not work: the page says what to do next. */
  onCreatedWithoutSignIn: (email: string) => void;
}

/**
 * The registration form. Problems (including the password policy) show before anything is sent.
 * A new account is signed in at once; the verification e-mail is already on its way.
 */
export function RegistrationForm({ onCreatedWithoutSignIn }: RegistrationFormProps) {
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [problems, setProblems] = useState<RegistrationProblems>({});
  const [signingIn, setSigningIn] = useState(false);
  const signUp = useSignUp();

  const update = (field: RegistrationField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: null }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = registrationProblems(values);
    setProblems(found);
    if (!noProblems(found)) return;
    const email = values.email.trim();
    const mobile = values.mobile.trim();
    signUp.mutate(
      {
        email,
        password: values.password,
        username: generatedUsername(email),
        user_metadata: { full_name: values.fullName.trim(), ...(mobile ? { mobile } : {}) },
      },
      {
        onSuccess: async () => {
          setSigningIn(true);
          try {
            await signInWithPassword(email, values.password);
            toast.success(
              `Welcome, ${values.fullName.trim()}! We have sent a link to ${email}: please open it to verify your e-mail address.`,
            );
          } catch {
            setSigningIn(false);
            onCreatedWithoutSignIn(email);
          }
        },
      },
    );
  };

  const busy = signUp.isPending || signingIn;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Create an account">
      <TextField
        label="Full name"
        name="fullName"
        autoComplete="name"
        required
        maxLength={FULL_NAME_MAX_LENGTH}
        value={values.fullName}
        error={problems.fullName}
        onChange={update("fullName")}
      />
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={254}
        value={values.email}
        error={problems.email}
        onChange={update("email")}
        hint="We will send a link to this address to verify it."
      />
      <TextField
        label="Mobile number"
        name="mobile"
        type="tel"
        autoComplete="tel"
        maxLength={20}
        value={values.mobile}
        error={problems.mobile}
        onChange={update("mobile")}
        hint="For example +91 98765 43210."
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={problems.password}
        onChange={update("password")}
        hint={<PasswordRules password={values.password} email={values.email} />}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={problems.confirmPassword}
        onChange={update("confirmPassword")}
      />
      <FormAlert tone="error">
        {signUp.isError ? identityErrorMessage(signUp.error, REGISTRATION_FAILED) : null}
      </FormAlert>
      <Button type="submit" disabled={busy}>
        {signingIn ? "Signing you in…" : signUp.isPending ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
