import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import styles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { emailProblem } from "../../../lib/form-checks.ts";
import { identityErrorMessage } from "../../../lib/identity-errors.ts";
import { useRequestResetEmail } from "../api/request-reset-email.ts";

const RESET_EMAIL_FAILED = "Failed to send password reset email. Please try again.";

/** Step one of a reset: the address to e-mail the link to. */
export function ResetEmailForm() {
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestResetEmail();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    request.mutate(email, {
      onSuccess: (text) => toast.success(text),
    });
  };

  if (request.isSuccess) {
    return (
      <FormAlert tone="success">
        {request.data} If {email.trim()} has an account, the link is in your inbox; it works once, for one hour.
      </FormAlert>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Request a password reset link">
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        error={problem}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormAlert tone="error">
        {request.isError ? identityErrorMessage(request.error, RESET_EMAIL_FAILED) : null}
      </FormAlert>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? "Sending…" : "Send reset link"}
      </Button>
    </form>
  );
}
