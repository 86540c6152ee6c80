import { tokenRequestSchema } from "@lwl/contracts/identity";
import { emailAddress } from "@lwl/contracts/text";
import { z } from "zod";
import styles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { PasswordField } from "../../../components/forms/password-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useSignInWithPassword } from "../api/sign-in-with-password.ts";
import { SignInFailure } from "./disabled-account.tsx";

const LOGIN_FAILED = "Login failed. Please try again.";

/** The password grant's fields as the form asks for them: the username is the e-mail address. */
const loginSchema = z.object({
  email: emailAddress("email"),
  password: tokenRequestSchema.shape.password.unwrap().min(1, { error: "password is required" }),
});
const LABELS = { email: "E-mail address", password: "Password" } as const;

/**
 * E-mail and password sign-in. On success the session starts and the signed-out guard around this
 * page moves on to where the person was going.
 */
export function LoginForm() {
  const { field, formError, showRequestError, onSubmit } = useContractForm({
    schema: loginSchema,
    defaultValues: { email: "", password: "" },
    labels: LABELS,
    serverFields: { username: "email" },
  });
  const signIn = useSignInWithPassword();
  const submit = onSubmit((credentials) =>
    signIn.mutate(credentials, { onError: (error) => showRequestError(error, LOGIN_FAILED) }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in with e-mail">
      <TextField type="email" autoComplete="username" inputMode="email" required {...field("email")} />
      <PasswordField autoComplete="current-password" required {...field("password")} />
      <FormAlert tone="error">
        <SignInFailure message={formError} />
      </FormAlert>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
