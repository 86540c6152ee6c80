import type { Path, PathValue, UseFormReturn } from "react-hook-form";
import type { FieldProps } from "../../../components/forms/use-contract-form.ts";
import { ADDRESS_PARTS, AddressFields, type AddressValues } from "./address-fields.tsx";

interface FormAddressFieldsProps<Values extends { address: AddressValues }, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  field(name: Path<Values>): FieldProps<Values>;
}

/** AddressFields bound to a form's `address` values: its parts' boxes, and "Use my location" filling both coordinates. */
export function FormAddressFields<Values extends { address: AddressValues }, Output>({
  form,
  field,
}: FormAddressFieldsProps<Values, Output>) {
  // The constraint guarantees these paths; TypeScript cannot follow a path through a generic type.
  const at = (part: keyof AddressValues) => `address.${part}` as Path<Values>;
  const fields = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, field(at(part))])) as Record<
    keyof AddressValues,
    FieldProps<Values>
  >;
  const fill = (part: "latitude" | "longitude", value: string) =>
    form.setValue(at(part), value as PathValue<Values, Path<Values>>, { shouldDirty: true, shouldValidate: true });
  return (
    <AddressFields
      fields={fields}
      onLocate={(latitude, longitude) => {
        fill("latitude", latitude);
        fill("longitude", longitude);
      }}
    />
  );
}
