import type { ComponentPropsWithRef, ReactNode } from "react";
import { FieldFrame } from "./field-frame.tsx";
import styles from "./form.module.css";

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<"textarea">, "className"> {
  label: string;
  name: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled multi-line box, with its hint and error tied to it like TextField's. */
export function TextAreaField({ label, error, hint, required, id, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} id={id} required={required} hint={hint} error={error}>
      {(control) => <textarea className={`${styles.input} ${styles.textarea}`} {...control} {...textarea} />}
    </FieldFrame>
  );
}
