import { type FormEvent, useState } from "react";
import styles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { PasswordField } from "../../../components/forms/password-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { identityErrorMessage } from "../../../lib/identity-errors.ts";
import { useSignInWithPassword } from "../api/sign-in-with-password.ts";

const LOGIN_FAILED = "Login failed. Please try again.";

type Field = "email" | "password";

/**
 * E-mail and password sign-in. On success the session starts and the signed-out guard around this
 * page moves on to where the person was going.
 */
export function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const signIn = useSignInWithPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (email.trim() === "") missing.email = "Enter your e-mail address.";
    if (password === "") missing.password = "Enter your password.";
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    signIn.mutate({ email, password });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in with e-mail">
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        error={fieldErrors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={fieldErrors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormAlert tone="error">{signIn.isError ? identityErrorMessage(signIn.error, LOGIN_FAILED) : null}</FormAlert>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
