import styles from "./loading-overlay.module.css";
import { Spinner } from "./spinner.tsx";

export const LOCATING_MESSAGE = "Locating your position...";

/** the product rules' full-screen overlay (docs/product.md section 2), shown while the browser works out where the visitor is. */
export function LoadingOverlay({ message = LOCATING_MESSAGE }: { message?: string }) {
  return (
    <div className={styles.overlay}>
      <div className={styles.panel}>
        <Spinner label={message} showLabel />
      </div>
    </div>
  );
}
