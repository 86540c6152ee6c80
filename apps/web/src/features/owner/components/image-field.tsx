import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { ImageUploadField } from "../../../components/forms/image-upload-field.tsx";
import type { FieldProps } from "../../../components/forms/use-contract-form.ts";

interface ImageFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** The form field (its name, label and error) holding the image's URL; "" for none. */
  field: FieldProps<Values>;
  hint?: string;
  shape?: "square" | "wide";
}

/** An image of the item, uploaded from the device with a preview (the media feature's upload field). */
export function ImageField<Values extends FieldValues, Output>({
  control,
  field,
  hint,
  shape,
}: ImageFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={field.name as Path<Values>}
      render={({ field: { value, onChange } }) => (
        <ImageUploadField
          label={field.label}
          value={typeof value === "string" && value !== "" ? value : null}
          onChange={(url) => onChange(url ?? "")}
          error={field.error}
          shape={shape}
          {...(hint ? { hint } : {})}
        />
      )}
    />
  );
}
