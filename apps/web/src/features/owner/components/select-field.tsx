import { type ComponentPropsWithRef, memo, type ReactNode } from "react";
import { FieldFrame } from "../../../components/forms/field-frame.tsx";
import styles from "./owner-forms.module.css";

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<"select">, "className"> {
  label: string;
  name: string;
  error?: string | null;
  hint?: ReactNode;
  options: readonly Option[];
  /** A first, empty choice ("Choose…") for a field that starts unset. */
  placeholder?: string;
}

type Option = { value: string; label: string };

/** Long lists (every time zone) are not rebuilt while the form re-renders, as long as the list is the same. */
const Options = memo(function Options({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
});

/** A labelled drop-down, spreadable with a ContractForm's `field(name)` like TextField. */
export function SelectField({ label, error, hint, required, id, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} id={id} required={required} hint={hint} error={error}>
      {(control) => (
        <select className={styles.select} {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          <Options options={options} />
        </select>
      )}
    </FieldFrame>
  );
}
