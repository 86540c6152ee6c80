import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./page-header.module.css";

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** The page's place under Home, e.g. [{ label: "Schools" }]; the last one is the current page. */
  trail?: { label: string; to?: string }[];
}

/** The title band at the top of every inner page; it holds the page's only h1. */
export function PageHeader({ title, subtitle, trail = [] }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link to="/">Home</Link>
            </li>
            {trail.map((step) => (
              <li key={step.label} aria-current={step.to ? undefined : "page"}>
                {step.to ? <Link to={step.to}>{step.label}</Link> : step.label}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </header>
  );
}
