import type { ListingWrite } from "@lwl/contracts/listing-writes";
import { LISTING_TYPES } from "@lwl/contracts/listings";
import { Controller } from "react-hook-form";
import { TextField } from "../../../components/forms/text-field.tsx";
import { RichTextField } from "../../../components/rich-text/rich-text-field.tsx";
import { LISTING_TYPE_LABEL } from "../../../lib/listing-types.ts";
import type { ContentFieldsProps } from "../content-kind.ts";
import { CollegeFactFields, SchoolFactFields, TutorFactFields } from "./fact-fields.tsx";
import { FormAddressFields } from "./form-address-fields.tsx";
import { ImageField } from "./image-field.tsx";
import type { ListingFormValues } from "./listing-values.ts";
import styles from "./owner-forms.module.css";
import { SelectField } from "./select-field.tsx";

const TYPE_OPTIONS = LISTING_TYPES.map((type) => ({ value: type, label: LISTING_TYPE_LABEL[type] }));

/** The listing form's boxes (of /add-listing and /edit-listing/{id}): the chosen type's details only. */
export function ListingFields({ form, field, initial }: ContentFieldsProps<ListingFormValues, ListingWrite>) {
  const type = form.watch("type");
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About</legend>
        <SelectField required options={TYPE_OPTIONS} {...field("type")} />
        <TextField required maxLength={200} {...field("name")} />
        <Controller
          control={form.control}
          name="description"
          render={({ field: { value, onChange, onBlur } }) => (
            <RichTextField
              {...field("description")}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              hint="What you teach, who it is for, what makes it special."
            />
          )}
        />
      </fieldset>

      {type === "COLLEGE" ? <CollegeFactFields form={form} field={field} initial={initial} /> : null}
      {type === "SCHOOL" ? <SchoolFactFields form={form} field={field} initial={initial} /> : null}
      {type === "TUTORIAL" ? <TutorFactFields form={form} field={field} initial={initial} /> : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Address</legend>
        <FormAddressFields form={form} field={field} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Contact</legend>
        <div className={styles.row}>
          <TextField type="tel" autoComplete="tel" {...field("contact.phone")} />
          <TextField type="email" autoComplete="email" {...field("contact.email")} />
        </div>
        <TextField type="url" inputMode="url" hint="Starting with https://" {...field("contact.website")} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Pictures</legend>
        <ImageField control={form.control} field={field("logo")} shape="square" />
        <ImageField control={form.control} field={field("coverPicture")} />
      </fieldset>
    </>
  );
}
