import { FULL_NAME_MAX_LENGTH, MOBILE_MAX_LENGTH } from "@lwl/contracts/profile-rules";
import { EMAIL_MAX_LENGTH } from "@lwl/contracts/text-rules";
import { useState } from "react";
import { toast } from "react-toastify";
import styles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { PasswordField } from "../../../components/forms/password-field.tsx";
import { PasswordRules } from "../../../components/forms/password-rules.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { signInWithPassword } from "../../../lib/session/password-sign-in.ts";
import { useSignUp } from "../api/sign-up.ts";
import { generatedUsername } from "../generated-username.ts";
import {
  REGISTRATION_LABELS,
  REGISTRATION_SERVER_FIELDS,
  type RegistrationValues,
  registrationSchema,
} from "../registration-schema.ts";

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
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    schema: registrationSchema,
    defaultValues: EMPTY,
    labels: REGISTRATION_LABELS,
    serverFields: REGISTRATION_SERVER_FIELDS,
  });
  const [signingIn, setSigningIn] = useState(false);
  const signUp = useSignUp();
  const [password, email] = form.watch(["password", "email"]);

  const submit = onSubmit((values) =>
    signUp.mutate(
      {
        email: values.email,
        password: values.password,
        username: generatedUsername(values.email),
        user_metadata: { full_name: values.fullName, ...(values.mobile ? { mobile: values.mobile } : {}) },
      },
      {
        onSuccess: async () => {
          setSigningIn(true);
          try {
            await signInWithPassword(values.email, values.password);
            toast.success(
              `Welcome, ${values.fullName}! We have sent a link to ${values.email}: please open it to verify your e-mail address.`,
            );
          } catch {
            setSigningIn(false);
            onCreatedWithoutSignIn(values.email);
          }
        },
        onError: (error) => showRequestError(error, REGISTRATION_FAILED),
      },
    ),
  );

  const busy = signUp.isPending || signingIn;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Create an account">
      <TextField autoComplete="name" required maxLength={FULL_NAME_MAX_LENGTH} {...field("fullName")} />
      <TextField
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        hint="We will send a link to this address to verify it."
        {...field("email")}
      />
      <TextField
        type="tel"
        autoComplete="tel"
        maxLength={MOBILE_MAX_LENGTH}
        hint="For example +91 98765 43210."
        {...field("mobile")}
      />
      <PasswordField
        autoComplete="new-password"
        required
        hint={<PasswordRules password={password} email={email} />}
        {...field("password")}
      />
      <PasswordField autoComplete="new-password" required {...field("confirmPassword")} />
      <FormAlert tone="error">{formError}</FormAlert>
      <Button type="submit" disabled={busy}>
        {signingIn ? "Signing you in…" : signUp.isPending ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
