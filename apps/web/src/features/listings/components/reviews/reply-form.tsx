import { type OwnReply, REVIEW_REPLY_MAX_LENGTH, type ReplyWrite, replyWriteSchema } from "@lwl/contracts/reviews";
import { useEffect, useMemo } from "react";
import formStyles from "../../../../components/forms/form.module.css";
import { FormAlert } from "../../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../../components/forms/text-area-field.tsx";
import { useContractForm } from "../../../../components/forms/use-contract-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useSaveReviewReply } from "../../api/save-review-reply.ts";
import styles from "./reviews.module.css";
import { ANNOUNCE_AFTER_MS, useSettled } from "./use-settled.ts";

const SEND_FAILED = "We could not save your reply. Please try again.";

interface ReplyFormValues {
  body: string;
}

const REPLY_LABELS: Record<keyof ReplyFormValues, string> = { body: "Your reply" };

interface ReplyFormProps {
  listingId: number;
  reviewId: number;
  /** The answered review's title, naming the form. */
  reviewTitle: string;
  /** The reply being edited (its edit waiting for review, if any, is what the box starts with); null for a new one. */
  editing: OwnReply | null;
  onSaved(reply: OwnReply): void;
  onCancel(): void;
}

/**
 * The listing owner's reply to a review, written in place under it: plain text with a live count,
 * checked with the contract's schema (the server's own); the server's problems show beside the box.
 */
export function ReplyForm({ listingId, reviewId, reviewTitle, editing, onSaved, onCancel }: ReplyFormProps) {
  const defaultValues = useMemo(
    () => ({ body: editing ? (editing.pendingChanges?.body ?? editing.body) : "" }),
    [editing],
  );
  const { form, field, formError, showRequestError, onSubmit } = useContractForm<ReplyFormValues, ReplyWrite>({
    schema: replyWriteSchema,
    defaultValues,
    labels: REPLY_LABELS,
  });
  const save = useSaveReviewReply(listingId);
  const sending = form.formState.isSubmitting;
  const length = (form.watch("body") ?? "").length;
  const announcement = useSettled(`${length} of ${REVIEW_REPLY_MAX_LENGTH} characters.`, ANNOUNCE_AFTER_MS);

  useEffect(() => {
    form.setFocus("body");
  }, [form]);

  const submit = onSubmit(async (reply) => {
    try {
      onSaved(await save.mutateAsync({ reviewId, reply }));
    } catch (error) {
      showRequestError(error, SEND_FAILED);
    }
  });

  return (
    <form
      className={`${formStyles.form} ${styles.replyForm}`}
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Edit your reply to “${reviewTitle}”` : `Reply to “${reviewTitle}”`}
    >
      <TextAreaField
        required
        rows={4}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        hint={
          <>
            <span className={styles.count}>
              {length} / {REVIEW_REPLY_MAX_LENGTH}
            </span>{" "}
            · in plain text (line breaks are kept), shown under the review with the listing's name once approved
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
          {sending ? "Saving…" : "Save reply"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
