import styles from "./loading-overlay.module.css";
import { Spinner } from "./spinner.tsx";

export const LOCATING_MESSAGE = "Locating your position...";

/** The spec's full-screen overlay (section 2), shown while the browser works out where the visitor is. */
export function LoadingOverlay({ message = LOCATING_MESSAGE }: { message?: string }) {
  return (
    <div className={styles.overlay}>
      <div className={styles.panel}>
        <Spinner label={message} showLabel />
      </div>
    </div>
  );
}
