import { ENQUIRY_ASKERS, ENQUIRY_LIMITS, type EnquiryReceipt } from "@lwl/contracts/enquiries";
import { ENQUIRY_ASKER_LABEL, enquiryConsentText } from "@lwl/contracts/enquiry-texts";
import { useEffect, useId, useMemo, useRef } from "react";
import formStyles from "../../../../components/forms/form.module.css";
import { FormAlert } from "../../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../../components/forms/use-contract-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useSession } from "../../../../lib/session/use-session.ts";
import { useSendEnquiry } from "../../api/send-enquiry.ts";
import styles from "./enquiry.module.css";
import {
  ENQUIRY_LABELS,
  type EnquiryFormValues,
  emptyEnquiryValues,
  enquiryFormSchema,
} from "./enquiry-form-values.ts";
import type { EnquiredListing } from "./listing-enquiry.tsx";

const SEND_FAILED = "We could not send your enquiry. Please try again.";
export const ASKER_REQUIRED = "Choose who is asking.";
export const CONSENT_REQUIRED = "Tick the box to agree to be contacted: without it the enquiry cannot be sent.";

interface EnquiryFormProps {
  listing: EnquiredListing;
  /** The call to action, also the form's name ("Ask about admission"). */
  action: string;
  onSent(receipt: EnquiryReceipt): void;
  onCancel(): void;
}

/**
 * The enquiry: who asks and how to reach them (filled in for a signed-in user), what about, and the
 * explicit consent naming the listing. Checked with the contract's schema, the server's own; the
 * server's field problems show beside their fields.
 */
export function EnquiryForm({ listing, action, onSent, onCancel }: EnquiryFormProps) {
  const askerErrorId = useId();
  const consentErrorId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { user } = useSession();
  const defaultValues = useMemo(() => emptyEnquiryValues(user), [user]);
  const { form, field, formError, showRequestError, onSubmit } = useContractForm<
    EnquiryFormValues,
    ReturnType<typeof enquiryFormSchema.parse>
  >({ schema: enquiryFormSchema, defaultValues, labels: ENQUIRY_LABELS });
  const send = useSendEnquiry(listing.id, user !== null);
  const sending = form.formState.isSubmitting;
  const { errors } = form.formState;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const askerError = errors.asker ? ASKER_REQUIRED : null;
  const consentError = errors.consent ? CONSENT_REQUIRED : null;

  const submit = onSubmit(async (enquiry) => {
    try {
      onSent(await send.mutateAsync(enquiry));
    } catch (error) {
      showRequestError(error, SEND_FAILED);
    }
  });

  return (
    // Named by the call to action (the panel's own title); its heading says what it holds.
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={action}>
      <h3 ref={headingRef} tabIndex={-1} className={formStyles.label}>
        Your enquiry
      </h3>
      <p className={styles.muted}>Fields marked * are required.</p>
      <TextField required autoComplete="name" maxLength={ENQUIRY_LIMITS.name} {...field("name")} />
      <TextField required type="email" autoComplete="email" {...field("email")} />
      <TextField
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Digits and spaces, with + and the country code if outside India."
        {...field("phone")}
      />
      <fieldset className={styles.choiceGroup} aria-describedby={askerError ? askerErrorId : undefined}>
        <legend className={styles.choiceLegend}>
          {ENQUIRY_LABELS.asker}{" "}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </legend>
        <div className={styles.choiceRow}>
          {ENQUIRY_ASKERS.map((asker) => (
            <label key={asker} className={styles.choice}>
              <input
                type="radio"
                value={asker}
                required
                aria-invalid={askerError ? true : undefined}
                {...form.register("asker")}
              />
              {ENQUIRY_ASKER_LABEL[asker]}
            </label>
          ))}
        </div>
        {askerError ? (
          <p id={askerErrorId} className={styles.fieldError}>
            {askerError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        maxLength={ENQUIRY_LIMITS.interest}
        hint={listing.type === "TUTORIAL" ? "For example: Class 10 maths." : "For example: B.Com, or Grade 6."}
        {...field("interest")}
      />
      <TextAreaField required maxLength={ENQUIRY_LIMITS.message} rows={4} {...field("message")} />
      <div>
        <label className={styles.consent}>
          <input
            type="checkbox"
            required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? consentErrorId : undefined}
            {...form.register("consent")}
          />
          <span>
            {enquiryConsentText(listing.name)}{" "}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </span>
        </label>
        {consentError ? (
          <p id={consentErrorId} className={styles.fieldError}>
            {consentError}
          </p>
        ) : null}
      </div>
      <FormAlert tone="error">{formError}</FormAlert>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? "Sending…" : "Send enquiry"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
