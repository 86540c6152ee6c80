import type { ComponentPropsWithRef, ReactNode } from "react";
import { FieldFrame } from "../../../components/forms/field-frame.tsx";
import styles from "./owner-forms.module.css";

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<"select">, "className"> {
  label: string;
  name: string;
  error?: string | null;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose…") for a field that starts unset. */
  placeholder?: string;
}

/** A labelled drop-down, spreadable with a ContractForm's `field(name)` like TextField. */
export function SelectField({ label, error, hint, required, id, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} id={id} required={required} hint={hint} error={error}>
      {(control) => (
        <select className={styles.select} {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
