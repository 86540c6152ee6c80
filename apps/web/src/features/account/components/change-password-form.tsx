import { changePasswordFieldsSchema } from "@lwl/contracts/users";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { checkNewPassword } from "../../../components/forms/new-password-check.ts";
import { PasswordField } from "../../../components/forms/password-field.tsx";
import { PasswordRules } from "../../../components/forms/password-rules.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { PATHS } from "../../../lib/paths.ts";
import { signInWithPassword } from "../../../lib/session/password-sign-in.ts";
import { type PasswordChange, useChangePassword } from "../api/change-password.ts";

const EMPTY: PasswordChange = { oldPassword: "", newPassword: "", confirmPassword: "" };
const LABELS = {
  oldPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
} as const;
const CHANGE_FAILED = "Failed to change password";

/** The contract's fields, plus the password policy and the confirmation, which know the e-mail address. */
function changePasswordSchema(email: string) {
  return changePasswordFieldsSchema.superRefine((values, context) =>
    checkNewPassword(context, {
      password: values.newPassword,
      confirmation: values.confirmPassword,
      email,
      passwordField: "newPassword",
      confirmationField: "confirmPassword",
    }),
  );
}

/**
 * Old password, new password and its confirmation. The server signs out every other session when the
 * password changes, this browser's refresh token included, so this browser signs in again with the
 * new password at once instead of being signed out when its access token runs out.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    schema: changePasswordSchema(email),
    defaultValues: EMPTY,
    labels: LABELS,
  });
  const change = useChangePassword();
  const navigate = useNavigate();
  const newPassword = form.watch("newPassword");

  const submit = onSubmit((values) =>
    change.mutate(values, {
      onSuccess: async (answer) => {
        if (email) await signInWithPassword(email, values.newPassword).catch(() => undefined);
        toast.success(answer.message);
        await navigate(PATHS.userProfile);
      },
      onError: (error) => showRequestError(error, CHANGE_FAILED),
    }),
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Change your password">
      <PasswordField autoComplete="current-password" required {...field("oldPassword")} />
      <PasswordField
        autoComplete="new-password"
        required
        hint={<PasswordRules password={newPassword} email={email} />}
        {...field("newPassword")}
      />
      <PasswordField autoComplete="new-password" required {...field("confirmPassword")} />
      <FormAlert tone="error">{formError}</FormAlert>
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
