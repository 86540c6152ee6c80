import {
  LISTING_MODES,
  type ListingVersion,
  type ListingWrite,
  type ListingWriteInput,
  listingWriteSchema,
  type OwnerListing,
} from "@lwl/contracts/listing-writes";
import { LISTING_TYPES, type ListingType } from "@lwl/contracts/listings";
import { Controller, type Path } from "react-hook-form";
import { z } from "zod";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { RichTextField } from "../../../components/rich-text/rich-text-field.tsx";
import { LISTING_TYPE_LABEL } from "../../../lib/listing-types.ts";
import type { ContentFieldsProps } from "../content-kind.ts";
import type { AddressValues } from "./address-fields.tsx";
import { ADDRESS_FIELD_LABELS, addressBody, addressValues, emptyAddress } from "./address-fields.tsx";
import { FormAddressFields } from "./form-address-fields.tsx";
import { ImageField } from "./image-field.tsx";
import styles from "./owner-forms.module.css";
import { SelectField } from "./select-field.tsx";

type ListingMode = (typeof LISTING_MODES)[number];

/** The listing as the form holds it: text in every box, lists one entry a line. */
export interface ListingFormValues {
  type: ListingType;
  name: string;
  description: string;
  address: AddressValues;
  contact: { phone: string; email: string; website: string };
  logo: string;
  coverPicture: string;
  /** Every type's details; only the chosen type's are sent. */
  details: {
    establishedYear: string;
    affiliation: string;
    courses: string;
    feeRange: string;
    board: string;
    grades: string;
    medium: string;
    subjects: string;
    modes: ListingMode[];
    hourlyRate: string;
  };
}

const MODE_LABEL: Record<ListingMode, string> = { ONLINE: "Online", IN_PERSON: "In person" };

export const LISTING_LABELS = {
  type: "Type",
  name: "Name",
  description: "Description",
  ...ADDRESS_FIELD_LABELS,
  contact: "Contact",
  "contact.phone": "Phone",
  "contact.email": "E-mail",
  "contact.website": "Website",
  logo: "Logo",
  coverPicture: "Cover picture",
  details: "Details",
  "details.establishedYear": "Year established",
  "details.affiliation": "Affiliation",
  "details.courses": "Courses",
  "details.feeRange": "Fee range",
  "details.board": "Board",
  "details.grades": "Grades",
  "details.medium": "Medium of instruction",
  "details.subjects": "Subjects",
  "details.modes": "Teaching modes",
  "details.hourlyRate": "Hourly rate",
} as const satisfies Partial<Record<Path<ListingFormValues>, string>> as Record<Path<ListingFormValues>, string>;

const emptyDetails = (): ListingFormValues["details"] => ({
  establishedYear: "",
  affiliation: "",
  courses: "",
  feeRange: "",
  board: "",
  grades: "",
  medium: "",
  subjects: "",
  modes: [],
  hourlyRate: "",
});

export function emptyListingValues(type: ListingType): ListingFormValues {
  return {
    type,
    name: "",
    description: "",
    address: emptyAddress(),
    contact: { phone: "", email: "", website: "" },
    logo: "",
    coverPicture: "",
    details: emptyDetails(),
  };
}

/** A saved listing (with the changes waiting for review on top, if any) as the form holds it. */
export function listingValues(listing: OwnerListing): ListingFormValues {
  const live: ListingVersion = {
    type: listing.type,
    name: listing.name,
    description: listing.description,
    address: listing.fullAddress,
    contact: { phone: listing.contact.phone, email: listing.contact.email, website: listing.contact.website },
    logo: listing.logo,
    coverPicture: listing.coverPicture,
    details: listing.details,
  };
  const version: ListingVersion = { ...live, ...(listing.pendingChanges ?? {}) };
  const details = { ...emptyDetails() };
  const saved = version.details;
  if (saved?.kind === "COLLEGE") {
    details.establishedYear = saved.establishedYear === null ? "" : String(saved.establishedYear);
    details.affiliation = saved.affiliation ?? "";
    details.courses = saved.courses.join("\n");
    details.feeRange = saved.feeRange ?? "";
  } else if (saved?.kind === "SCHOOL") {
    details.board = saved.board ?? "";
    details.grades = saved.grades ?? "";
    details.medium = saved.medium ?? "";
  } else if (saved?.kind === "TUTORIAL") {
    details.subjects = saved.subjects.join("\n");
    details.modes = saved.modes;
    details.hourlyRate = saved.hourlyRate ?? "";
  }
  return {
    type: version.type,
    name: version.name,
    description: version.description,
    address: addressValues(version.address),
    contact: {
      phone: version.contact.phone ?? "",
      email: version.contact.email ?? "",
      website: version.contact.website ?? "",
    },
    logo: version.logo ?? "",
    coverPicture: version.coverPicture ?? "",
    details,
  };
}

const entries = (text: string) =>
  text
    .split(/\r?\n/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The form's values as the contract's write body: only the chosen type's details, lists split into entries. */
function listingBody(values: ListingFormValues): ListingWriteInput {
  const d = values.details;
  const details: ListingWriteInput["details"] =
    values.type === "COLLEGE"
      ? {
          kind: "COLLEGE",
          establishedYear: d.establishedYear.trim() === "" ? null : Number(d.establishedYear.trim()),
          affiliation: d.affiliation,
          courses: entries(d.courses),
          feeRange: d.feeRange,
        }
      : values.type === "SCHOOL"
        ? { kind: "SCHOOL", board: d.board, grades: d.grades, medium: d.medium }
        : { kind: "TUTORIAL", subjects: entries(d.subjects), modes: d.modes, hourlyRate: d.hourlyRate };
  return {
    type: values.type,
    name: values.name,
    description: values.description,
    address: addressBody(values.address),
    contact: values.contact,
    logo: values.logo,
    coverPicture: values.coverPicture,
    details,
  };
}

/** The one gate: the form's values become the write body, which the contract (the server's own schema) checks. */
export const listingFormSchema = z.custom<ListingFormValues>().transform(listingBody).pipe(listingWriteSchema);

const TYPE_OPTIONS = LISTING_TYPES.map((type) => ({ value: type, label: LISTING_TYPE_LABEL[type] }));

/** The listing form's boxes (of /add-listing and /edit-listing/{id}): the chosen type's details only. */
export function ListingFields({ form, field }: ContentFieldsProps<ListingFormValues, ListingWrite>) {
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

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{LISTING_TYPE_LABEL[type]} details</legend>
        {type === "COLLEGE" ? (
          <>
            <div className={styles.row}>
              <TextField inputMode="numeric" maxLength={4} {...field("details.establishedYear")} />
              <TextField {...field("details.affiliation")} hint="For example the university it belongs to." />
            </div>
            <TextAreaField {...field("details.courses")} hint="One course a line." rows={4} />
            <TextField {...field("details.feeRange")} hint="For example ₹40,000 – ₹1,20,000 a year." />
          </>
        ) : null}
        {type === "SCHOOL" ? (
          <div className={styles.row}>
            <TextField {...field("details.board")} hint="For example CBSE, ICSE or State Board." />
            <TextField {...field("details.grades")} hint="For example Nursery to Grade 12." />
            <TextField {...field("details.medium")} hint="For example English." />
          </div>
        ) : null}
        {type === "TUTORIAL" ? (
          <>
            <TextAreaField {...field("details.subjects")} hint="One subject a line." rows={4} />
            <fieldset className={styles.choices}>
              <legend>Teaching modes</legend>
              {LISTING_MODES.map((mode) => (
                <label key={mode} className={styles.choice}>
                  <input type="checkbox" value={mode} {...form.register("details.modes")} />
                  {MODE_LABEL[mode]}
                </label>
              ))}
            </fieldset>
            <TextField {...field("details.hourlyRate")} hint="For example ₹600 an hour." />
          </>
        ) : null}
      </fieldset>

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
