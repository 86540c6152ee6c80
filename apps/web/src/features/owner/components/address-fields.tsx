import type { AddressInput } from "@lwl/contracts/content-fields";
import type { Address } from "@lwl/contracts/listings";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { TextField } from "../../../components/forms/text-field.tsx";
import type { FieldProps } from "../../../components/forms/use-contract-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import styles from "./owner-forms.module.css";

/** An address as the form holds it: every box is text, coordinates included. */
export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude: string;
  longitude: string;
}

export const ADDRESS_PARTS = [
  "line1",
  "line2",
  "city",
  "state",
  "postalCode",
  "country",
  "latitude",
  "longitude",
] as const;

export const ADDRESS_LABELS = {
  line1: "Street address",
  line2: "Address line 2",
  city: "City",
  state: "State",
  postalCode: "Postal code",
  country: "Country",
  latitude: "Latitude",
  longitude: "Longitude",
} as const satisfies Record<keyof AddressValues, string>;

/** The labels of a form's `address` field and its parts, for forms that hold an address (listings, events). */
export const ADDRESS_FIELD_LABELS = {
  address: "Address",
  "address.line1": ADDRESS_LABELS.line1,
  "address.line2": ADDRESS_LABELS.line2,
  "address.city": ADDRESS_LABELS.city,
  "address.state": ADDRESS_LABELS.state,
  "address.postalCode": ADDRESS_LABELS.postalCode,
  "address.country": ADDRESS_LABELS.country,
  "address.latitude": ADDRESS_LABELS.latitude,
  "address.longitude": ADDRESS_LABELS.longitude,
} as const;

export const DEFAULT_COUNTRY = "India";

export function emptyAddress(): AddressValues {
  return {
    line1: "",
    line2: "",
    city: "",
    state: "",
    postalCode: "",
    country: DEFAULT_COUNTRY,
    latitude: "",
    longitude: "",
  };
}

export function addressValues(address: Address | null | undefined): AddressValues {
  if (!address) return emptyAddress();
  return {
    line1: address.line1,
    line2: address.line2 ?? "",
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
    latitude: address.latitude === null ? "" : String(address.latitude),
    longitude: address.longitude === null ? "" : String(address.longitude),
  };
}

/** "" is no coordinate; anything else is read as a number (the contract names what is wrong with it). */
function coordinate(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** The address as the contract takes it. */
export function addressBody(address: AddressValues): AddressInput {
  return { ...address, latitude: coordinate(address.latitude), longitude: coordinate(address.longitude) };
}

interface AddressFieldsProps<Values extends FieldValues> {
  fields: Record<keyof AddressValues, FieldProps<Values>>;
  /** Fills both coordinates (the browser's position). */
  onLocate(latitude: string, longitude: string): void;
}

/** Street, city, state, postal code and country, and the map coordinates with "Use my location". */
export function AddressFields<Values extends FieldValues>({ fields, onLocate }: AddressFieldsProps<Values>) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canLocate = typeof navigator !== "undefined" && "geolocation" in navigator;

  const locate = () => {
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocate(position.coords.latitude.toFixed(6), position.coords.longitude.toFixed(6));
      },
      () => {
        setLocating(false);
        setProblem("Your location could not be read. Type the coordinates instead, or leave them empty.");
      },
      { timeout: 15_000 },
    );
  };

  return (
    <>
      <TextField autoComplete="address-line1" required {...fields.line1} />
      <TextField autoComplete="address-line2" {...fields.line2} />
      <div className={styles.row}>
        <TextField autoComplete="address-level2" required {...fields.city} />
        <TextField autoComplete="address-level1" required {...fields.state} />
      </div>
      <div className={styles.row}>
        <TextField autoComplete="postal-code" {...fields.postalCode} />
        <TextField autoComplete="country-name" required {...fields.country} />
      </div>
      <div className={styles.row}>
        <TextField inputMode="decimal" hint="For example 12.971599" {...fields.latitude} />
        <TextField inputMode="decimal" hint="For example 77.594566" {...fields.longitude} />
      </div>
      {canLocate ? (
        <div className={styles.actions}>
          <Button variant="outline" size="small" onClick={locate} disabled={locating}>
            {locating ? "Reading your location…" : "Use my location"}
          </Button>
          <span className={styles.hintText}>Fills the coordinates with where you are now.</span>
        </div>
      ) : null}
      <div role="status">{problem ? <p className={styles.problem}>{problem}</p> : null}</div>
    </>
  );
}
