import { DOCUMENT_UPLOAD_LIMITS, formatMegabytes } from "@lwl/contracts/media";
import { claimRequestInputSchema, OWNERSHIP_LIMITS } from "@lwl/contracts/ownership";
import { MOBILE_MAX_LENGTH } from "@lwl/contracts/profile-rules";
import { EMAIL_MAX_LENGTH } from "@lwl/contracts/text-rules";
import { DocumentUploadField } from "../../../components/forms/document-upload-field.tsx";
import formStyles from "../../../components/forms/form.module.css";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../components/forms/use-contract-form.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";

export interface ClaimValues {
  relationship: string;
  evidence: string;
  contactEmail: string;
  contactPhone: string;
  /** The uploaded document's path, or "" for none. */
  documentUrl: string;
}

const LABELS = {
  relationship: "Your role at the institution",
  evidence: "How can we confirm it?",
  contactEmail: "Contact e-mail",
  contactPhone: "Contact phone",
  documentUrl: "Supporting document",
} as const;

const DOCUMENT_HINT = `Optional: a letter of appointment or another official document, as a PDF or a photo (JPEG, PNG or WebP), at most ${formatMegabytes(DOCUMENT_UPLOAD_LIMITS.maxBytes)}. Only you and the site's administrators can see it.`;

/** The claim's fields the claimant fills in; the listing comes from the page. */
const claimFieldsSchema = claimRequestInputSchema.omit({ listingId: true });

interface ClaimFormProps {
  initial: ClaimValues;
  /** Where Cancel goes: back to the listing. */
  cancelTo: string;
  send: (values: ClaimValues) => Promise<unknown>;
  failure: string;
}

/** A listing claim, checked with the contract's rules (the same as the server's). */
export function ClaimForm({ initial, cancelTo, send, failure }: ClaimFormProps) {
  const { form, field, formError, showRequestError, onSubmit } = useContractForm({
    schema: claimFieldsSchema,
    defaultValues: initial,
    labels: LABELS,
  });
  const sending = form.formState.isSubmitting;
  const documentUrl = form.watch("documentUrl");
  const documentError = field("documentUrl").error;

  const submit = onSubmit(async (values) => {
    try {
      await send({ ...values, documentUrl: values.documentUrl ?? "" });
    } catch (error) {
      showRequestError(error, failure);
    }
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Claim this listing">
      <TextField
        required
        autoComplete="organization-title"
        maxLength={OWNERSHIP_LIMITS.relationship}
        hint="For example Principal, Director, Owner or Administrator."
        {...field("relationship")}
      />
      <TextAreaField
        required
        maxLength={OWNERSHIP_LIMITS.evidence}
        hint={`At least ${OWNERSHIP_LIMITS.evidenceMin} characters: for example a page of the institution's website that names you, or an official e-mail address we can write to.`}
        {...field("evidence")}
      />
      <TextField type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} {...field("contactEmail")} />
      <TextField
        type="tel"
        autoComplete="tel"
        required
        maxLength={MOBILE_MAX_LENGTH}
        hint="For example +91 98765 43210."
        {...field("contactPhone")}
      />
      <DocumentUploadField
        label={LABELS.documentUrl}
        value={documentUrl || null}
        error={documentError}
        hint={DOCUMENT_HINT}
        onChange={(url) => form.setValue("documentUrl", url ?? "", { shouldValidate: form.formState.isSubmitted })}
      />
      <FormAlert tone="error">{formError}</FormAlert>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? "Sending…" : "Send claim"}
        </Button>
        <ButtonLink to={cancelTo} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
