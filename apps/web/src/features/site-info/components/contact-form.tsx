import type { ContactMessage } from "@lwl/contracts/contact";
import { type FormEvent, useId, useState } from "react";
import { toast } from "react-toastify";
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
  const idPrefix = useId();

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

  const field = (
    name: ContactField,
    label: string,
    options: { type?: string; multiline?: boolean; hint?: string } = {},
  ) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    const describedBy = [options.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
    const common = {
      id,
      name,
      className: styles.input,
      value: values[name],
      onChange: update(name),
      required: true,
      maxLength: MAX_LENGTH[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}{" "}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        {options.multiline ? (
          <textarea {...common} rows={6} />
        ) : (
          <input {...common} type={options.type ?? "text"} autoComplete={name === "subject" ? "off" : name} />
        )}
        {options.hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact form">
      <div className={styles.row}>
        {field("name", "Your name")}
        {field("email", "E-mail address", { type: "email" })}
      </div>
      {field("subject", "Subject")}
      {field("message", "Message", { multiline: true, hint: "At least 10 characters." })}
      <div role="status" aria-live="polite">
        {outcome ? (
          <p
            className={`${styles.banner} ${outcome.kind === "sent" ? styles.bannerSuccess : styles.bannerError}`}
            data-testid="contact-outcome"
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send message"}
        </Button>
        <span className={styles.hint}>Fields marked * are required.</span>
      </div>
    </form>
  );
}
