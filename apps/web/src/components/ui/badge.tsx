import type { ReactNode } from "react";
import styles from "./badge.module.css";

export function Badge({ tone = "green", children }: { tone?: "green" | "orange" | "blue"; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
