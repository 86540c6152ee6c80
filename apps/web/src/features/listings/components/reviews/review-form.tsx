import {
  GRADUATION_YEAR_MIN,
  type OwnReview,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_DISPLAY_NAME_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TOPIC_LABEL,
  REVIEW_TOPICS,
  REVIEWER_KIND_LABEL,
  REVIEWER_KINDS,
} from "@lwl/contracts/reviews";
import { useEffect, useId, useMemo, useRef } from "react";
import { Controller, get, type Path } from "react-hook-form";
import { fieldMessage } from "../../../../components/forms/field-message.ts";
import formStyles from "../../../../components/forms/form.module.css";
import { FormAlert } from "../../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../../components/forms/text-field.tsx";
import { useContractForm } from "../../../../components/forms/use-contract-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { StarRatingInput } from "../../../../components/ui/star-rating.tsx";
import { useCreateReview } from "../../api/create-review.ts";
import { useUpdateReview } from "../../api/update-review.ts";
import type { ReviewedListing } from "./listing-reviews.tsx";
import {
  emptyReviewValues,
  ownReviewValues,
  REVIEW_LABELS,
  type ReviewFormValues,
  reviewFormSchema,
} from "./review-form-values.ts";
import styles from "./reviews.module.css";
import { ANNOUNCE_AFTER_MS, useSettled } from "./use-settled.ts";

const SEND_FAILED = "We could not send your review. Please try again.";
export const RATING_REQUIRED = "Choose an overall rating from 1 to 5 stars.";
export const KIND_REQUIRED = "Choose who you are.";

function countAnnouncement(length: number): string {
  return length < REVIEW_BODY_MIN_LENGTH
    ? `${length} of ${REVIEW_BODY_MAX_LENGTH} characters: at least ${REVIEW_BODY_MIN_LENGTH} needed.`
    : `${length} of ${REVIEW_BODY_MAX_LENGTH} characters.`;
}

interface ReviewFormProps {
  listing: ReviewedListing;
  viewerId: string;
  /** The name the session knows the viewer by, the first display name offered. */
  fullName: string;
  /** The review being edited; null for a new one. */
  editing: OwnReview | null;
  onSaved(review: OwnReview): void;
  onCancel(): void;
}

/**
 * Writing or editing a review: the overall stars (required), stars per topic of the listing's type
 * (optional), who the reviewer is (with the year for an alumnus), the name shown, a title and the
 * text with a live count. Checked with the contract's schema, the server's own; the server's field
 * problems show beside their fields.
 */
export function ReviewForm({ listing, viewerId, fullName, editing, onSaved, onCancel }: ReviewFormProps) {
  const headingId = useId();
  const kindErrorId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => reviewFormSchema(listing.type), [listing.type]);
  const defaultValues = useMemo(
    () => (editing ? ownReviewValues(editing) : emptyReviewValues(fullName)),
    [editing, fullName],
  );
  const { form, field, formError, showRequestError, onSubmit } = useContractForm<
    ReviewFormValues,
    ReturnType<typeof schema.parse>
  >({ schema, defaultValues, labels: REVIEW_LABELS });
  const create = useCreateReview(listing.id, viewerId);
  const update = useUpdateReview(listing.id, viewerId);
  const sending = form.formState.isSubmitting;
  const reviewerKind = form.watch("reviewerKind");
  const bodyLength = (form.watch("body") ?? "").length;
  const announcement = useSettled(countAnnouncement(bodyLength), ANNOUNCE_AFTER_MS);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  /** The message beside a field the form draws itself (the star groups and the kind of reviewer). */
  const errorOf = (name: Path<ReviewFormValues>): string | null => {
    const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === "string" && message !== "" ? fieldMessage(message, REVIEW_LABELS[name]) : null;
  };
  const ratingError = errorOf("rating") && form.getValues("rating") === null ? RATING_REQUIRED : errorOf("rating");
  const kindError =
    errorOf("reviewerKind") && form.getValues("reviewerKind") === "" ? KIND_REQUIRED : errorOf("reviewerKind");

  const submit = onSubmit(async (review) => {
    try {
      const saved = editing
        ? await update.mutateAsync({ reviewId: editing.id, review })
        : await create.mutateAsync(review);
      onSaved(saved);
    } catch (error) {
      showRequestError(error, SEND_FAILED);
    }
  });

  const currentYear = new Date().getFullYear();
  return (
    <form
      className={`${formStyles.form} ${styles.reviewForm}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {editing ? "Edit your review" : "Write a review"}
      </h3>
      <p className={styles.muted}>
        Fields marked * are required. An administrator reads every review before it shows to everyone
        {editing ? "; until your edit is approved, the version already shown stays up" : ""}.
      </p>

      <Controller
        control={form.control}
        name="rating"
        render={({ field: { value, onChange, onBlur, ref, name } }) => (
          <StarRatingInput
            legend={REVIEW_LABELS.rating}
            name={name}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            inputRef={ref}
            required
            error={ratingError}
          />
        )}
      />

      <fieldset className={styles.topicFieldset}>
        <legend className={styles.choiceLegend}>
          Rate each topic <span className={formStyles.optional}>(optional)</span>
        </legend>
        <div className={styles.topicInputs}>
          {REVIEW_TOPICS[listing.type].map((topic) => (
            <Controller
              key={topic}
              control={form.control}
              name={`topicRatings.${topic}`}
              render={({ field: { value, onChange, onBlur, ref, name } }) => (
                <StarRatingInput
                  legend={REVIEW_TOPIC_LABEL[topic]}
                  name={name}
                  value={value ?? null}
                  onChange={onChange}
                  onBlur={onBlur}
                  onClear={() => onChange(null)}
                  inputRef={ref}
                  error={errorOf(`topicRatings.${topic}`)}
                />
              )}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.choiceGroup} aria-describedby={kindError ? kindErrorId : undefined}>
        <legend className={styles.choiceLegend}>
          {REVIEW_LABELS.reviewerKind}{" "}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </legend>
        <div className={styles.choiceRow}>
          {REVIEWER_KINDS.map((kind) => (
            <label key={kind} className={styles.choice}>
              <input
                type="radio"
                value={kind}
                required
                aria-invalid={kindError ? true : undefined}
                {...form.register("reviewerKind")}
              />
              {REVIEWER_KIND_LABEL[kind]}
            </label>
          ))}
        </div>
        {kindError ? (
          <p id={kindErrorId} className={styles.fieldError}>
            {kindError}
          </p>
        ) : null}
      </fieldset>

      {reviewerKind === "ALUMNUS" ? (
        <TextField
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          hint={`The year you finished, from ${GRADUATION_YEAR_MIN} to ${currentYear + 1}.`}
          {...field("graduationYear")}
        />
      ) : null}
      <TextField
        required
        autoComplete="nickname"
        maxLength={REVIEW_DISPLAY_NAME_MAX_LENGTH}
        hint="Shown with your review. Never your e-mail."
        {...field("displayName")}
      />
      <TextField required maxLength={REVIEW_TITLE_MAX_LENGTH} {...field("title")} />
      <TextAreaField
        required
        maxLength={REVIEW_BODY_MAX_LENGTH}
        hint={
          <>
            <span className={styles.count}>
              {bodyLength} / {REVIEW_BODY_MAX_LENGTH}
            </span>{" "}
            · at least {REVIEW_BODY_MIN_LENGTH} characters, in plain text (line breaks are kept)
          </>
        }
        {...field("body")}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <FormAlert tone="error">{formError}</FormAlert>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? "Sending…" : editing ? "Save changes" : "Send review"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
