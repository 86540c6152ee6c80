import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { PasswordField } from "../../../components/forms/password-field.tsx";
import { PasswordRules } from "../../../components/forms/password-rules.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { confirmationProblem, newPasswordProblem, noProblems } from "../../../lib/form-checks.ts";
import { PATHS } from "../../../lib/paths.ts";
import { signInWithPassword } from "../../../lib/session/password-sign-in.ts";
import { type PasswordChange, useChangePassword } from "../api/change-password.ts";

type Field = keyof PasswordChange;
const EMPTY: PasswordChange = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Old password, new password and its confirmation. The server signs out every other session when the
 * password changes, this browser's refresh token included, so this browser signs in again with the
 * new password at once instead of being signed out when its access token runs out.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string | null>>>({});
  const change = useChangePassword();
  const navigate = useNavigate();

  const edit = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: null }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      oldPassword: values.oldPassword === "" ? "Enter your current password." : null,
      newPassword: newPasswordProblem(values.newPassword, email),
      confirmPassword: confirmationProblem(values.newPassword, values.confirmPassword),
    };
    setProblems(found);
    if (!noProblems(found)) return;
    change.mutate(values, {
      onSuccess: async (answer) => {
        if (email) await signInWithPassword(email, values.newPassword).catch(() => undefined);
        toast.success(answer.message);
        await navigate(PATHS.userProfile);
      },
    });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Change your password">
      <PasswordField
        label="Current password"
        name="oldPassword"
        autoComplete="current-password"
        required
        value={values.oldPassword}
        error={problems.oldPassword}
        onChange={edit("oldPassword")}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        value={values.newPassword}
        error={problems.newPassword}
        onChange={edit("newPassword")}
        hint={<PasswordRules password={values.newPassword} email={email} />}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={problems.confirmPassword}
        onChange={edit("confirmPassword")}
      />
      <FormAlert tone="error">{change.isError ? change.error.message : null}</FormAlert>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing…" : "Change password"}
        </Button>
        <ButtonLink to={PATHS.userProfile} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
