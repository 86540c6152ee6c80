import { REJECT_REASON_MAX_LENGTH } from "@lwl/contracts/content-rules";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { currentFocus, restoreFocus } from "../../../lib/focus-return.ts";
import { keepTabInside } from "../../../lib/focus-trap.ts";
import styles from "../admin.module.css";

export const REASON_REQUIRED = "Please give the reason: the author will read it.";

interface RejectDialogProps {
  /** What is being rejected, for the dialog's heading: "Reject “Green Valley School”". */
  subject: string;
  /** The heading when it says more than "Reject" ("Take down “…”"). */
  title?: string;
  /** The send button and its label while sending ("Reject", "Rejecting…" unless given). */
  confirmLabel?: string;
  busyLabel?: string;
  onCancel(): void;
  /** Sends the rejection; a failure keeps the dialog open (the failure itself is shown as a toast). */
  onConfirm(reason: string): Promise<void>;
}

/**
 * The reason for a rejection, asked in a modal dialog: focus moves into it and stays there (Tab and
 * Shift+Tab go round), Escape cancels, and focus returns to whatever opened it when it closes.
 */
export function RejectDialog({
  subject,
  title = `Reject “${subject}”`,
  confirmLabel = "Reject",
  busyLabel = "Rejecting…",
  onCancel,
  onConfirm,
}: RejectDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const opener = currentFocus();
    dialogRef.current?.querySelector<HTMLTextAreaElement>("textarea")?.focus();
    return () => restoreFocus(opener);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(REASON_REQUIRED);
      dialogRef.current?.querySelector<HTMLTextAreaElement>("textarea")?.focus();
      return;
    }
    setSending(true);
    try {
      await onConfirm(text);
    } catch {
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
          {title}
        </h2>
        <form onSubmit={submit} noValidate>
          <TextAreaField
            label="Reason"
            name="reason"
            required
            value={reason}
            maxLength={REJECT_REASON_MAX_LENGTH}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            error={error}
            hint={`Sent to the author by e-mail and shown to them. ${reason.length}/${REJECT_REASON_MAX_LENGTH} characters.`}
          />
          <div className={styles.dialogActions}>
            <Button variant="outline" onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" variant="secondary" disabled={sending}>
              {sending ? busyLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
