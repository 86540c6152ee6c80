import type { ReactNode } from "react";
import styles from "./info-list.module.css";

export interface InfoItem {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** Takes a full row when the list is in columns. */
  wide?: boolean;
}

/** Label and value pairs as a description list; rows without a value are left out. */
export function InfoList({ items, columns = false }: { items: InfoItem[]; columns?: boolean }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== "");
  if (shown.length === 0) return null;
  return (
    <dl className={columns ? `${styles.list} ${styles.columns}` : styles.list}>
      {shown.map((item) => (
        <div key={item.label} className={item.wide ? styles.wide : undefined}>
          <dt className={styles.label}>
            {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
            {item.label}
          </dt>
          <dd className={item.icon ? `${styles.value} ${styles.indented}` : styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
