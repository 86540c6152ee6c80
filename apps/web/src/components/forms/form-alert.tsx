import type { ReactNode } from "react";
import styles from "./form.module.css";

const TONE_CLASS = { error: styles.alertError, success: styles.alertSuccess, info: styles.alertInfo } as const;

/**
 * A form's outcome. Errors are an alert (read out at once); other outcomes are a polite status. The
 * live region is always rendered so that screen readers notice when text appears in it.
 */
export function FormAlert({ tone, children }: { tone: keyof typeof TONE_CLASS; children: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"}>
      {children ? <p className={`${styles.alert} ${TONE_CLASS[tone]}`}>{children}</p> : null}
    </div>
  );
}
