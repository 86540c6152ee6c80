import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import styles from "./form.module.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className"> {
  label: string;
  name: string;
  /** The problem with the value, shown under the box and announced with it. */
  error?: string | null;
  /** Help shown under the box (a format, or a live list of problems). */
  hint?: ReactNode;
  /** Something inside the box's right end, e.g. a show-password button. */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, error, hint, trailing, required, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}{" "}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : (
          <span className={styles.optional}>(optional)</span>
        )}
      </label>
      <div className={styles.control}>
        <input
          id={fieldId}
          className={trailing ? `${styles.input} ${styles.withTrailing}` : styles.input}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
