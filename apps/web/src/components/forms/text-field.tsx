import type { ComponentPropsWithRef, ReactNode } from "react";
import { FieldFrame } from "./field-frame.tsx";
import styles from "./form.module.css";

export interface TextFieldProps extends Omit<ComponentPropsWithRef<"input">, "className"> {
  label: string;
  name: string;
  /** The problem with the value, shown under the box and announced with it. */
  error?: string | null;
  /** Help shown under the box (a format, or a live list of problems). */
  hint?: ReactNode;
  /** Something inside the box's right end, e.g. a show-password button. */
  trailing?: ReactNode;
}

/**
 * A labelled input with its hint and error tied to it for screen readers. Takes a ref (and the rest
 * of react-hook-form's `register`), so a ContractForm's `field(name)` can be spread onto it.
 */
export function TextField({ label, error, hint, trailing, required, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} id={id} required={required} hint={hint} error={error}>
      {(control) => (
        <div className={styles.control}>
          <input
            className={trailing ? `${styles.input} ${styles.withTrailing}` : styles.input}
            {...control}
            {...input}
          />
          {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
        </div>
      )}
    </FieldFrame>
  );
}
