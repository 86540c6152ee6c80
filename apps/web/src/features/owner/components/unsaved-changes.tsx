import { useEffect, useId, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { currentFocus, restoreFocus } from "../../../lib/focus-return.ts";
import { keepTabInside } from "../../../lib/focus-trap.ts";
import { useBlocker } from "../../../lib/router/app-router.tsx";
import styles from "./owner-forms.module.css";

/**
 * Warns before unsaved changes are lost: leaving inside the app asks first (the app router's blocker),
 * and closing or reloading the tab gets the browser's own question (beforeunload).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const asking = blocker.state === "blocked";
  // What had focus when the question came up (the link or button that tried to leave): "Stay" gives it back.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!asking) return;
    opener.current = currentFocus();
    // The safe answer has the focus, so Enter does not throw the changes away.
    dialogRef.current?.querySelector("button")?.focus();
  }, [asking]);
  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
    restoreFocus(opener.current);
  };

  if (!asking) return null;
  return (
    <div className={styles.dialogBackdrop}>
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={(event) => {
          if (event.key === "Escape") stay();
          else keepTabInside(event);
        }}
      >
        <p id={titleId} className={styles.dialogTitle}>
          You have unsaved changes. Leave this page and lose them?
        </p>
        <div className={styles.actions}>
          <Button onClick={stay}>Stay on this page</Button>
          <Button variant="outline" onClick={() => blocker.proceed()}>
            Leave without saving
          </Button>
        </div>
      </div>
    </div>
  );
}
