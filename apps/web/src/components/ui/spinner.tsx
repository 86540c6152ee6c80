import styles from "./spinner.module.css";

interface SpinnerProps {
  /** Read by screen readers, and shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: "small" | "large";
}

export function Spinner({ label = "Loading…", showLabel = false, size = "large" }: SpinnerProps) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={size === "small" ? `${styles.spinner} ${styles.small}` : styles.spinner} aria-hidden="true" />
      <span className={showLabel ? undefined : "visually-hidden"}>{label}</span>
    </div>
  );
}
