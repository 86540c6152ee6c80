import { CONTACT_LIMITS, type ContactMessage, contactMessageSchema } from "@lwl/contracts/contact";
import { EMAIL_MAX_LENGTH } from "@lwl/contracts/text-rules";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { HttpError } from "../../../lib/http.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import styles from "./contact-form.module.css";

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };
const LABELS = { name: "Your name", email: "E-mail address", subject: "Subject", message: "Message" } as const;
const SENT_TOAST = "contact-sent";
const NOT_SENT = "Your message could not be sent. Please check your connection and try again.";

/**
 * The contact form, checked with the contract's own schema before sending; the server checks it
 * again and its field issues show beside the fields they name.
 */
export function ContactForm() {
  const { form, field, formError, setFormError, showRequestError, onSubmit } = useContractForm({
    schema: contactMessageSchema,
    defaultValues: EMPTY,
    labels: LABELS,
  });
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendContactMessage();

  const check = onSubmit((message) => {
    send.mutate(message, {
      onSuccess: (receipt) => {
        // A fresh, untouched form: no field is checked again until the next attempt to send.
        form.reset(EMPTY);
        setFormError(null);
        setSent(receipt.message);
        toast.success(receipt.message, { toastId: SENT_TOAST });
      },
      onError: (error) => {
        const message = showRequestError(error, NOT_SENT);
        // A refused field is pointed at beside the box; anything else is worth a toast as well.
        if (!(error instanceof HttpError && error.status === 400)) toast.error(message);
      },
    });
  });

  // Each attempt starts from a clean outcome: the last message's thanks never sits beside new problems.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSent(null);
    toast.dismiss(SENT_TOAST);
    return check(event);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Contact form">
      <div className={styles.row}>
        <TextField autoComplete="name" required maxLength={CONTACT_LIMITS.name} {...field("name")} />
        <TextField type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} {...field("email")} />
      </div>
      <TextField autoComplete="off" required maxLength={CONTACT_LIMITS.subject} {...field("subject")} />
      <TextAreaField
        rows={6}
        required
        maxLength={CONTACT_LIMITS.message}
        hint={`At least ${CONTACT_LIMITS.messageMin} characters.`}
        {...field("message")}
      />
      <div data-testid="contact-outcome">
        <FormAlert tone={sent ? "success" : "error"}>{sent ?? formError}</FormAlert>
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
