import { changePasswordEmailRequestSchema } from "@lwl/contracts/identity";
import { EMAIL_MAX_LENGTH } from "@lwl/contracts/text-rules";
import { toast } from "react-toastify";
import { z } from "zod";
import styles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useRequestResetEmail } from "../api/request-reset-email.ts";

const RESET_EMAIL_FAILED = "Failed to send password reset email. Please try again.";

/** The reset request's one field people fill in. */
const resetEmailSchema = z.object({ email: changePasswordEmailRequestSchema.shape.email });

/** Step one of a reset: the address to e-mail the link to. */
export function ResetEmailForm() {
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    schema: resetEmailSchema,
    defaultValues: { email: "" },
    labels: { email: "E-mail address" },
  });
  const request = useRequestResetEmail();
  const submit = onSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: (text) => toast.success(text),
      onError: (error) => showRequestError(error, RESET_EMAIL_FAILED),
    }),
  );

  if (request.isSuccess) {
    return (
      <FormAlert tone="success">
        {request.data} If {form.getValues("email").trim()} has an account, the link is in your inbox; it works once, for
        one hour.
      </FormAlert>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Request a password reset link">
      <TextField
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        {...field("email")}
      />
      <FormAlert tone="error">{formError}</FormAlert>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? "Sending…" : "Send reset link"}
      </Button>
    </form>
  );
}
