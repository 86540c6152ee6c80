import {
  REVIEW_REPORT_REASON_LABEL,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_TEXT_MAX_LENGTH,
  type ReviewReportReason,
  type ReviewReportWrite,
  reviewReportWriteSchema,
} from "@lwl/contracts/reviews";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { fieldMessage } from "../../../../components/forms/field-message.ts";
import { FormAlert } from "../../../../components/forms/form-alert.tsx";
import { TextAreaField } from "../../../../components/forms/text-area-field.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { currentFocus, restoreFocus } from "../../../../lib/focus-return.ts";
import { keepTabInside } from "../../../../lib/focus-trap.ts";
import { requestErrorMessage } from "../../../../lib/request-errors.ts";
import styles from "./reviews.module.css";

export const REPORT_REASON_REQUIRED = "Choose why you are reporting this review.";
const REPORT_FAILED = "We could not send your report. Please try again.";
const TEXT_LABEL = "Anything to add?";

interface ReportDialogProps {
  /** The review's title, for the dialog's heading. */
  reviewTitle: string;
  onCancel(): void;
  /** Sends the report; a failure keeps the dialog open and is shown in it. */
  onConfirm(report: ReviewReportWrite): Promise<void>;
}

/**
 * Why a review should be looked at again, asked in a modal dialog: a reason (radio buttons) and
 * optional words, checked with the contract's rule. Focus moves in and stays there (Tab and Shift+Tab
 * go round), Escape cancels, and focus goes back when it closes.
 */
export function ReportDialog({ reviewTitle, onCancel, onConfirm }: ReportDialogProps) {
  const titleId = useId();
  const reasonErrorId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState<ReviewReportReason | "">("");
  const [text, setText] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const opener = currentFocus();
    dialogRef.current?.querySelector<HTMLInputElement>("input[type='radio']")?.focus();
    return () => restoreFocus(opener);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === "") {
      setReasonError(REPORT_REASON_REQUIRED);
      dialogRef.current?.querySelector<HTMLInputElement>("input[type='radio']")?.focus();
      return;
    }
    const parsed = reviewReportWriteSchema.safeParse({ reason, text });
    if (!parsed.success) {
      setTextError(fieldMessage(parsed.error.issues[0]?.message ?? "", TEXT_LABEL));
      dialogRef.current?.querySelector<HTMLTextAreaElement>("textarea")?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onConfirm(parsed.data);
    } catch (error) {
      setFailure(requestErrorMessage(error, REPORT_FAILED));
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      if (!sending) onCancel();
      return;
    }
    keepTabInside(event);
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          Report “{reviewTitle}”
        </h2>
        <p className={styles.dialogText}>
          An administrator will read the review again and take it down if it breaks the rules.
        </p>
        <form className={styles.dialogForm} onSubmit={submit} noValidate>
          <fieldset className={styles.choiceGroup} aria-describedby={reasonError ? reasonErrorId : undefined}>
            <legend className={styles.choiceLegend}>
              Why are you reporting it?{" "}
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            </legend>
            {REVIEW_REPORT_REASONS.map((value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  required
                  checked={reason === value}
                  aria-invalid={reasonError ? true : undefined}
                  onChange={() => {
                    setReason(value);
                    setReasonError(null);
                  }}
                />
                {REVIEW_REPORT_REASON_LABEL[value]}
              </label>
            ))}
            {reasonError ? (
              <p id={reasonErrorId} className={styles.fieldError}>
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={TEXT_LABEL}
            name="text"
            value={text}
            rows={3}
            maxLength={REVIEW_REPORT_TEXT_MAX_LENGTH}
            error={textError}
            hint={`What is wrong with it, if the reason does not say it all. ${text.length} / ${REVIEW_REPORT_TEXT_MAX_LENGTH}`}
            onChange={(event) => {
              setText(event.target.value);
              setTextError(null);
            }}
          />
          <FormAlert tone="error">{failure}</FormAlert>
          <div className={styles.dialogActions}>
            <Button variant="outline" onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" variant="secondary" disabled={sending}>
              {sending ? "Reporting…" : "Report review"}
            </Button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
