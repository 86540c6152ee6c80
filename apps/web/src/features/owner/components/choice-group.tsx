import { type ReactNode, useId } from "react";
import type { FieldValues, Path } from "react-hook-form";
import formStyles from "../../../components/forms/form.module.css";
import type { FieldProps } from "../../../components/forms/use-contract-form.ts";
import styles from "./owner-forms.module.css";

/** Checkboxes or radio buttons under their question (a fieldset and its legend), with the field's error under them. */
export function ChoiceGroup({
  legend,
  error,
  hint,
  children,
}: {
  legend: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset className={styles.choiceGroup} aria-describedby={describedBy || undefined}>
      <legend>
        {legend} <span className={formStyles.optional}>(optional)</span>
      </legend>
      <div className={styles.choices}>{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One checkbox per code of a closed set, under the field's label. */
export function CheckboxGroup<Values extends FieldValues>({
  field,
  options,
}: {
  field: FieldProps<Values>;
  options: readonly { value: string; label: string }[];
}) {
  const { label, error, ...register } = field;
  return (
    <ChoiceGroup legend={label} error={error}>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input type="checkbox" value={option.value} {...register} />
          {option.label}
        </label>
      ))}
    </ChoiceGroup>
  );
}

const YES_NO_CHOICES = [
  { value: "YES", label: "Yes" },
  { value: "NO", label: "No" },
  { value: "", label: "Not stated" },
] as const;

/** A yes-or-no fact: Yes, No, or Not stated (what a listing says when it does not say). */
export function YesNoField<Values extends FieldValues>({
  field,
}: {
  field: FieldProps<Values> & { name: Path<Values> };
}) {
  const { label, error, ...register } = field;
  return (
    <ChoiceGroup legend={label} error={error}>
      {YES_NO_CHOICES.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input type="radio" value={choice.value} {...register} />
          {choice.label}
        </label>
      ))}
    </ChoiceGroup>
  );
}
