import { OWNERSHIP_LIMITS, type OwnershipRequest, ownershipRequestInputSchema } from "@lwl/contracts/ownership";
import { MOBILE_MAX_LENGTH } from "@lwl/contracts/profile-rules";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { PATHS } from "../../../lib/paths.ts";

export interface OwnershipRequestValues {
  organisationName: string;
  position: string;
  phone: string;
  website: string;
  message: string;
}

const LABELS = {
  organisationName: "Organisation name",
  position: "Your position there",
  phone: "Phone number",
  website: "Organisation website",
  message: "Tell us about your organisation",
} as const;

const EMPTY: OwnershipRequestValues = { organisationName: "", position: "", phone: "", website: "", message: "" };

export function valuesOfRequest(request: OwnershipRequest): OwnershipRequestValues {
  return {
    organisationName: request.organisationName,
    position: request.position,
    phone: request.phone,
    website: request.website ?? "",
    message: request.message,
  };
}

interface OwnershipRequestFormProps {
  /** The saved request when editing one; empty fields for a new one. */
  initial?: OwnershipRequestValues;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the checked values; rejects with the request's error, which the form shows beside its fields. */
  send: (values: OwnershipRequestValues) => Promise<unknown>;
  failure: string;
}

/** The "become a listing owner" fields, checked with the contract's rules (the same as the server's). */
export function OwnershipRequestForm({
  initial = EMPTY,
  submitLabel,
  pendingLabel,
  send,
  failure,
}: OwnershipRequestFormProps) {
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    schema: ownershipRequestInputSchema,
    defaultValues: initial,
    labels: LABELS,
  });
  const sending = form.formState.isSubmitting;

  const submit = onSubmit(async (values) => {
    try {
      await send({ ...values, website: values.website ?? "" });
    } catch (error) {
      showRequestError(error, failure);
    }
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Become a listing owner">
      <TextField
        autoComplete="organization"
        required
        maxLength={OWNERSHIP_LIMITS.organisationName}
        {...field("organisationName")}
      />
      <TextField
        autoComplete="organization-title"
        required
        maxLength={OWNERSHIP_LIMITS.position}
        hint="For example Principal, Director or Owner."
        {...field("position")}
      />
      <TextField
        type="tel"
        autoComplete="tel"
        required
        maxLength={MOBILE_MAX_LENGTH}
        hint="For example +91 98765 43210. We may call to confirm your request."
        {...field("phone")}
      />
      <TextField
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={OWNERSHIP_LIMITS.website}
        hint="Starting with https://. Optional, but it helps us confirm your request."
        {...field("website")}
      />
      <TextAreaField
        required
        maxLength={OWNERSHIP_LIMITS.message}
        hint="Which institutions you run, and what you would like to list."
        {...field("message")}
      />
      <FormAlert tone="error">{formError}</FormAlert>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? pendingLabel : submitLabel}
        </Button>
        <ButtonLink to={PATHS.userProfile} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
