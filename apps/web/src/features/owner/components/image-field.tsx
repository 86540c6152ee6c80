import type { FieldValues } from "react-hook-form";
import { TextField } from "../../../components/forms/text-field.tsx";
import type { FieldProps } from "../../../components/forms/use-contract-form.ts";
import styles from "./owner-forms.module.css";

interface ImageFieldProps<Values extends FieldValues> {
  field: FieldProps<Values>;
  /** The field's current value, for the preview. */
  value: string | undefined;
  hint?: string;
}

/** An image of the item: its address (an upload of this site or an https address), with a preview. */
export function ImageField<Values extends FieldValues>({ field, value, hint }: ImageFieldProps<Values>) {
  const address = (value ?? "").trim();
  const previewable = address.startsWith("/media/") || address.startsWith("https://");
  return (
    <div>
      <TextField type="url" inputMode="url" hint={hint ?? "An https:// address of the picture."} {...field} />
      {previewable && !field.error ? (
        <img className={styles.preview} src={address} alt={`Preview of the ${field.label.toLowerCase()}`} />
      ) : null}
    </div>
  );
}
