import { type ReactNode, useId } from "react";
import styles from "./form.module.css";

/** What the box inside a frame needs so its label, hint and error are tied to it for screen readers. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldFrameProps {
  label: string;
  id?: string;
  required?: boolean;
  /** Help shown under the box (a format, or a live list of problems). */
  hint?: ReactNode;
  /** The problem with the value, shown under the box and announced with it. */
  error?: string | null;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error around one form control; the control itself comes from the caller. */
export function FieldFrame({ label, id, required, hint, error, children }: FieldFrameProps) {
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
      {children({
        id: fieldId,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
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
