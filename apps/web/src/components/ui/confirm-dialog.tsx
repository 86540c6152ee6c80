import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { currentFocus, restoreFocus } from "../../lib/focus-return.ts";
import { keepTabInside } from "../../lib/focus-trap.ts";
import { Button, type ButtonVariant } from "./button.tsx";
import styles from "./confirm-dialog.module.css";

interface ConfirmDialogProps {
  /** The question, naming who and what: "Make Meera Iyer an Administrator?". */
  title: string;
  /** What follows from saying yes, in a sentence or two. */
  children: ReactNode;
  /** The button that does it, in words: "Change role", "Disable". */
  confirmLabel: string;
  /** Shown on the confirming button while the change is on its way. */
  busyLabel?: string;
  confirmVariant?: ButtonVariant;
  onCancel(): void;
  /** Makes the change; a failure keeps the dialog open (the failure itself is shown elsewhere, as a toast). */
  onConfirm(): Promise<void>;
}

/**
 * A yes-or-no question before a change that is hard to take back, as a modal dialog: focus moves to
 * Cancel (the safe answer, so a stray Enter changes nothing) and stays inside (Tab and Shift+Tab go
 * round), Escape cancels, and focus returns to whatever opened it when it closes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  confirmVariant = "secondary",
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const opener = currentFocus();
    // Cancel comes first: the safe answer has the focus.
    dialogRef.current?.querySelector("button")?.focus();
    return () => restoreFocus(opener);
  }, []);

  const confirm = async () => {
    setSending(true);
    try {
      await onConfirm();
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
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={textId} className={styles.text}>
          {children}
        </div>
        <div className={styles.actions}>
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={() => void confirm()} disabled={sending}>
            {sending ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
