import type { ContactMessage } from "@lwl/contracts/contact";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { HttpError } from "../../../lib/http.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import styles from "./contact-form.module.css";
import { type ContactField, type FieldErrors, fieldErrorsFrom } from "./field-errors.ts";

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };
/** The server's limits (packages/contracts contact schema), so the boxes stop where the server would. */
const MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, subject: 150, message: 5000 };

type Outcome = { kind: "sent"; text: string } | { kind: "failed"; text: string } | null;

function failureText(error: unknown): string {
  if (error instanceof HttpError && error.status === 429) return error.message;
  return "Your message could not be sent. Please check your connection and try again.";
}

/**
 * The contact form. The server checks every field (browser checks are off with noValidate) so that
 * the messages people see are exactly the server's, shown beside the field they are about.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    send.mutate(values, {
      onSuccess: (receipt) => {
        setValues(EMPTY);
        setErrors({});
        setOutcome({ kind: "sent", text: receipt.message });
        toast.success(receipt.message);
      },
      onError: (error) => {
        if (error instanceof HttpError && error.status === 400) {
          const { fields, other } = fieldErrorsFrom(error.message);
          setErrors(fields);
          const rest = other.join(" ");
          setOutcome({ kind: "failed", text: rest || "Please correct the highlighted fields." });
          return;
        }
        const text = failureText(error);
        setOutcome({ kind: "failed", text });
        toast.error(text);
      },
    });
  };

  const common = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: update(name),
    required: true,
    maxLength: MAX_LENGTH[name],
    error: errors[name],
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Contact form">
      <div className={styles.row}>
        <TextField label="Your name" autoComplete="name" {...common("name")} />
        <TextField label="E-mail address" type="email" autoComplete="email" {...common("email")} />
      </div>
      <TextField label="Subject" autoComplete="off" {...common("subject")} />
      <TextAreaField label="Message" rows={6} hint="At least 10 characters." {...common("message")} />
      <div data-testid="contact-outcome">
        <FormAlert tone={outcome?.kind === "sent" ? "success" : "error"}>{outcome?.text}</FormAlert>
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send message"}
        </Button>
        <span className={styles.hint}>Fields marked * are required.</span>
      </div>
    </form>
  );
}
