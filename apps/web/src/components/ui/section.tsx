import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import styles from "./section.module.css";

interface SectionProps {
  title: string;
  subtitle?: string;
  /** "View all" style link shown beside the title. */
  action?: { label: string; to: string };
  /** Alternate sections sit on white so long pages read as bands. */
  tone?: "plain" | "muted";
  children: ReactNode;
}

/** A titled page band with the spec's default section padding (40px 0). */
export function Section({ title, subtitle, action, tone = "plain", children }: SectionProps) {
  const titleId = useId();
  return (
    <section
      className={tone === "muted" ? `${styles.section} ${styles.muted}` : styles.section}
      aria-labelledby={titleId}
    >
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {action ? (
            <Link className={styles.action} to={action.to}>
              {action.label} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
