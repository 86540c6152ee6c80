import styles from "./chips.module.css";

/** A short list of tags (courses, subjects) shown as pills. */
export function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.chips}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}
