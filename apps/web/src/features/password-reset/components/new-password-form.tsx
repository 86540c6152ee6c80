import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import styles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { PasswordField } from "../../../components/forms/password-field.tsx";
import { PasswordRules } from "../../../components/forms/password-rules.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { confirmationProblem, newPasswordProblem, noProblems } from "../../../lib/form-checks.ts";
import { identityErrorMessage } from "../../../lib/identity-errors.ts";
import { PATHS } from "../../../lib/paths.ts";
import { useResetPassword } from "../api/reset-password.ts";

const RESET_FAILED = "Failed to reset password. Please try again.";

/**
 * Step two, opened from the e-mailed link (?ticket=...): the new password. The address is not known
 * here, so the check that it differs from the e-mail address is left to the server.
 */
export function NewPasswordForm({ ticket }: { ticket: string }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problems, setProblems] = useState<{ password?: string | null; confirmation?: string | null }>({});
  const reset = useResetPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      password: newPasswordProblem(password, ""),
      confirmation: confirmationProblem(password, confirmation),
    };
    setProblems(found);
    if (!noProblems(found)) return;
    reset.mutate({ ticket, newPassword: password }, { onSuccess: (answer) => toast.success(answer.message) });
  };

  if (reset.isSuccess) {
    return (
      <>
        <FormAlert tone="success">{reset.data.message}</FormAlert>
        <div>
          <ButtonLink to={PATHS.login}>Sign in</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Choose a new password">
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        value={password}
        error={problems.password}
        onChange={(event) => setPassword(event.target.value)}
        hint={<PasswordRules password={password} email="" />}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmation}
        error={problems.confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <FormAlert tone="error">{reset.isError ? identityErrorMessage(reset.error, RESET_FAILED) : null}</FormAlert>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
