import { resetPasswordRequestSchema } from "@lwl/contracts/identity";
import { toast } from "react-toastify";
import { z } from "zod";
import styles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { checkNewPassword } from "../../../components/forms/new-password-check.ts";
import { PasswordField } from "../../../components/forms/password-field.tsx";
import { PasswordRules } from "../../../components/forms/password-rules.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { PATHS } from "../../../lib/paths.ts";
import { useResetPassword } from "../api/reset-password.ts";

const RESET_FAILED = "Failed to reset password. Please try again.";

/**
 * The reset's new password (the contract's new_password) and its confirmation. The address is not
 * known here, so the check that it differs from the e-mail address is left to the server.
 */
const newPasswordSchema = z
  .object({ newPassword: resetPasswordRequestSchema.shape.new_password, confirmPassword: z.string() })
  .superRefine((values, context) =>
    checkNewPassword(context, {
      password: values.newPassword,
      confirmation: values.confirmPassword,
      email: "",
      passwordField: "newPassword",
      confirmationField: "confirmPassword",
    }),
  );

/** Step two, opened from the e-mailed link (?ticket=...): the new password. */
export function NewPasswordForm({ ticket }: { ticket: string }) {
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    schema: newPasswordSchema,
    defaultValues: { newPassword: "", confirmPassword: "" },
    labels: { newPassword: "New password", confirmPassword: "Confirm new password" },
    serverFields: { new_password: "newPassword" },
  });
  const reset = useResetPassword();
  const password = form.watch("newPassword");
  const submit = onSubmit(({ newPassword }) =>
    reset.mutate(
      { ticket, newPassword },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => showRequestError(error, RESET_FAILED),
      },
    ),
  );

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
        autoComplete="new-password"
        required
        hint={<PasswordRules password={password} email="" />}
        {...field("newPassword")}
      />
      <PasswordField autoComplete="new-password" required {...field("confirmPassword")} />
      <FormAlert tone="error">{formError}</FormAlert>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
