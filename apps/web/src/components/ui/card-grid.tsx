import { Children, type ReactNode } from "react";
import styles from "./card-grid.module.css";

interface CardGridProps {
  children: ReactNode;
  /** Narrow row cards (top searches) fit more per line. */
  density?: "regular" | "compact";
  label?: string;
  /** Landing bands scroll sideways on phones; browse pages stay a grid. */
  rowOnMobile?: boolean;
}

/** A responsive list of cards; a list so screen readers announce how many there are. */
export function CardGrid({ children, density = "regular", label, rowOnMobile = false }: CardGridProps) {
  const classes = [styles.grid, density === "compact" ? styles.compact : "", rowOnMobile ? styles.rowOnMobile : ""];
  return (
    <ul className={classes.filter(Boolean).join(" ")} aria-label={label}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}
