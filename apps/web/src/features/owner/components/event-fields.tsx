import { SITE_TIME_ZONE } from "@lwl/contracts/constants";
import type { EventCreate, EventUpdate, EventUpdateInput, EventVersion, OwnerEvent } from "@lwl/contracts/event-writes";
import type { Address } from "@lwl/contracts/listings";
import { useQuery } from "@tanstack/react-query";
import { type ChangeEvent, useEffect, useMemo, useRef } from "react";
import { Controller, type Path } from "react-hook-form";
import { TextField } from "../../../components/forms/text-field.tsx";
import { RichTextField } from "../../../components/rich-text/rich-text-field.tsx";
import { eventAccessibilityQuery } from "../../../lib/api/get-event-accessibility.ts";
import { eventTypesQuery } from "../../../lib/api/get-event-types.ts";
import { dateInputInWords } from "../../../lib/format.ts";
import { ownerListingsApi } from "../api/owner-listings.ts";
import type { ContentFieldsProps } from "../content-kind.ts";
import type { AddressValues } from "./address-fields.tsx";
import { ADDRESS_FIELD_LABELS, ADDRESS_PARTS, addressBody, addressValues, emptyAddress } from "./address-fields.tsx";
import { FormAddressFields } from "./form-address-fields.tsx";
import { ImageField } from "./image-field.tsx";
import styles from "./owner-forms.module.css";
import { SelectField } from "./select-field.tsx";

/** At the listing's address (its boxes filled from the listing, still editable), elsewhere, or online. */
type Where = "LISTING" | "PLACE" | "ONLINE";

/** The event as the form holds it; times are wall-clock times ("2026-12-01T10:30") in `timeZone`. */
export interface EventFormValues {
  /** The event's listing, whose address the form offers; never sent (the address is). */
  listingId: number;
  title: string;
  description: string;
  eventType: string;
  accessibility: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  where: Where;
  address: AddressValues;
  onlineUrl: string;
  registrationUrl: string;
  fee: string;
  coverImage: string;
}

export const EVENT_LABELS = {
  listingId: "Listing",
  title: "Title",
  description: "Description",
  eventType: "Type of event",
  accessibility: "Who can attend",
  startsAt: "Starts",
  endsAt: "Ends",
  timeZone: "Time zone",
  where: "Where",
  ...ADDRESS_FIELD_LABELS,
  onlineUrl: "Online address",
  registrationUrl: "Registration page",
  fee: "Fee",
  coverImage: "Cover image",
} as const satisfies Record<Path<EventFormValues>, string>;

/** "2026-12-01T04:30:00.000Z" in Asia/Kolkata -> "2026-12-01T10:00": what a date-and-time box shows. */
export function wallClockIn(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** A new event of a listing: at the listing's address, the most common place, filled in to be checked. */
export function emptyEventValues(listing: { id: number; fullAddress: Address | null }): EventFormValues {
  return {
    listingId: listing.id,
    title: "",
    description: "",
    eventType: "",
    accessibility: "",
    startsAt: "",
    endsAt: "",
    timeZone: SITE_TIME_ZONE,
    where: listing.fullAddress ? "LISTING" : "PLACE",
    address: addressValues(listing.fullAddress),
    onlineUrl: "",
    registrationUrl: "",
    fee: "",
    coverImage: "",
  };
}

/** A saved event (with the changes waiting for review on top, if any) as the form holds it. */
export function eventValues(event: OwnerEvent): EventFormValues {
  const live: EventVersion = {
    title: event.title,
    description: event.description,
    eventType: event.eventType,
    accessibility: event.accessibility,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    address: event.fullAddress,
    onlineUrl: event.onlineUrl,
    registrationUrl: event.registrationUrl,
    fee: event.fee,
    coverImage: event.coverImage,
  };
  const version: EventVersion = { ...live, ...(event.pendingChanges ?? {}) };
  return {
    listingId: event.listingId,
    title: version.title,
    description: version.description,
    eventType: version.eventType,
    accessibility: version.accessibility,
    startsAt: wallClockIn(version.startsAt, version.timeZone),
    endsAt: version.endsAt ? wallClockIn(version.endsAt, version.timeZone) : "",
    timeZone: version.timeZone,
    where: version.address === null ? "ONLINE" : "PLACE",
    address: addressValues(version.address),
    onlineUrl: version.onlineUrl ?? "",
    registrationUrl: version.registrationUrl ?? "",
    fee: version.fee ?? "",
    coverImage: version.coverImage ?? "",
  };
}

/** The form's values as the contract's body: an online event has no address, one at a place no online address. */
export function eventBody(values: EventFormValues): EventUpdateInput {
  const online = values.where === "ONLINE";
  return {
    title: values.title,
    description: values.description,
    eventType: values.eventType,
    accessibility: values.accessibility,
    startsAt: values.startsAt,
    endsAt: values.endsAt === "" ? null : values.endsAt,
    timeZone: values.timeZone,
    address: online ? null : addressBody(values.address),
    onlineUrl: online ? values.onlineUrl : null,
    registrationUrl: values.registrationUrl,
    fee: values.fee,
    coverImage: values.coverImage,
  };
}

const sameAddress = (left: AddressValues, right: AddressValues) => JSON.stringify(left) === JSON.stringify(right);

/**
 * "At the listing's address": choosing it fills the address boxes from the listing (still editable),
 * choosing "Elsewhere" gives back what was typed there. An event saved at its listing's address comes
 * up with the choice made; that becomes the form's starting value, so it is no unsaved change.
 */
function useListingAddressChoice({ form, initial }: Pick<EventFieldsProps, "form" | "initial">) {
  const listing = ownerListingsApi.useOwnerItem(initial.listingId);
  const listingAddress = listing.data?.fullAddress ? addressValues(listing.data.fullAddress) : null;
  const elsewhere = useRef(initial.where === "LISTING" ? emptyAddress() : { ...initial.address });
  // The place chosen last (online keeps the boxes as they were, hidden).
  const lastPlace = useRef<Where>(initial.where === "ONLINE" ? "PLACE" : initial.where);
  const matched = useRef(false);
  useEffect(() => {
    if (matched.current || !listingAddress) return;
    matched.current = true;
    const untouched = !form.formState.isDirty && form.getValues("where") === "PLACE";
    if (untouched && sameAddress(form.getValues("address"), listingAddress)) {
      elsewhere.current = emptyAddress();
      lastPlace.current = "LISTING";
      form.resetField("where", { defaultValue: "LISTING" });
    }
  }, [form, listingAddress]);

  // Box by box: the form also knows `address` as a field of its own (for its group's problem), so one
  // setValue of the group would leave the boxes showing the old text.
  const fill = (address: AddressValues) => {
    for (const part of ADDRESS_PARTS) form.setValue(`address.${part}`, address[part], { shouldDirty: true });
  };
  const choose = (where: Where) => {
    const was = lastPlace.current;
    if (where === "ONLINE" || where === was) return;
    // A copy: the form's own object changes with the boxes.
    if (was === "PLACE") elsewhere.current = { ...form.getValues("address") };
    if (where === "LISTING" && listingAddress) fill(listingAddress);
    if (where === "PLACE") fill(elsewhere.current);
    lastPlace.current = where;
  };
  return { listingAddress, choose };
}

type EventFieldsProps = ContentFieldsProps<EventFormValues, EventCreate | EventUpdate>;

/** Every zone the browser knows, with the site's and the event's own first. */
function timeZoneOptions(current: string) {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = [...new Set([SITE_TIME_ZONE, current, "UTC", ...known])].filter(Boolean);
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }));
}

const lookupOptions = (list: { code: string; label: string }[] | undefined) =>
  (list ?? []).map((entry) => ({ value: entry.code, label: entry.label }));

/**
 * The event form's boxes (of /create-event/{listingId} and /edit-event/{id}): at the listing's
 * address, elsewhere, or online.
 */
export function EventFields({ form, field, initial }: EventFieldsProps) {
  const { listingAddress, choose } = useListingAddressChoice({ form, initial });
  const eventTypes = useQuery(eventTypesQuery);
  const accessibility = useQuery(eventAccessibilityQuery);
  const [where, timeZone, startsAt, endsAt] = form.watch(["where", "timeZone", "startsAt", "endsAt"]);
  const zones = useMemo(() => timeZoneOptions(initial.timeZone), [initial.timeZone]);
  const whereError = field("address").error;
  const registered = form.register("where");
  const whereChoice = {
    ...registered,
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      choose(event.target.value as Where);
      await registered.onChange(event);
    },
  };
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About</legend>
        <TextField required maxLength={200} {...field("title")} />
        <div className={styles.row}>
          <SelectField
            required
            placeholder={eventTypes.isPending ? "Loading…" : "Choose a type"}
            options={lookupOptions(eventTypes.data)}
            {...field("eventType")}
          />
          <SelectField
            required
            placeholder={accessibility.isPending ? "Loading…" : "Choose who can attend"}
            options={lookupOptions(accessibility.data)}
            {...field("accessibility")}
          />
        </div>
        <Controller
          control={form.control}
          name="description"
          render={({ field: { value, onChange, onBlur } }) => (
            <RichTextField {...field("description")} value={value} onChange={onChange} onBlur={onBlur} />
          )}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>When</legend>
        <div className={styles.row}>
          <TextField type="datetime-local" required hint={dateInputInWords(startsAt)} {...field("startsAt")} />
          <TextField type="datetime-local" hint={dateInputInWords(endsAt)} {...field("endsAt")} />
        </div>
        <SelectField
          required
          options={zones}
          hint={`The times above are in ${timeZone.replace(/_/g, " ")}; visitors see them in this zone, with its name.`}
          {...field("timeZone")}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Where</legend>
        <fieldset className={styles.choices}>
          <legend>The event takes place</legend>
          {listingAddress ? (
            <label className={styles.choice}>
              <input type="radio" value="LISTING" {...whereChoice} />
              At the listing&rsquo;s address
            </label>
          ) : null}
          <label className={styles.choice}>
            <input type="radio" value="PLACE" {...whereChoice} />
            {listingAddress ? "Elsewhere" : "At a place"}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="ONLINE" {...whereChoice} />
            Online
          </label>
        </fieldset>
        {where === "LISTING" ? (
          <p className={styles.hintText}>Filled in from the listing; change anything that differs for this event.</p>
        ) : null}
        {where === "ONLINE" ? (
          <TextField
            type="url"
            inputMode="url"
            required
            hint="The meeting or stream link, starting with https://"
            {...field("onlineUrl")}
          />
        ) : (
          <FormAddressFields form={form} field={field} />
        )}
        {whereError ? (
          <p className={styles.problem}>
            {where === "ONLINE" ? "Enter the online address where people join the event." : whereError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Registration and picture</legend>
        <TextField
          type="url"
          inputMode="url"
          hint="Where people sign up, starting with https://"
          {...field("registrationUrl")}
        />
        <TextField hint="For example Free, or ₹500 per person." {...field("fee")} />
        <ImageField control={form.control} field={field("coverImage")} />
      </fieldset>
    </>
  );
}
