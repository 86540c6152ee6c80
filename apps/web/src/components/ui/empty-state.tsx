import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

interface EmptyStateProps {
  title: string;
  text?: string;
  action?: ReactNode;
  /** The "alert" role makes failures heard by screen readers; a plain empty list stays quiet. */
  role?: "alert" | "status";
}

export function EmptyState({ title, text, action, role }: EmptyStateProps) {
  return (
    <div className={styles.empty} role={role}>
      <svg className={styles.icon} viewBox="0 0 48 48" fill="none" aria-hidden="true">
        <rect x="6" y="10" width="36" height="28" rx="4" stroke="currentColor" strokeWidth="3" />
        <path d="M6 18h36M16 27h16M20 32h8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
