import type { ReactNode } from "react";
import styles from "./auth-panel.module.css";
import { PageTitle } from "./page-title.tsx";

interface AuthPanelProps {
  title: string;
  /** One line under the title saying what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring pages (sign in, register, forgot password). */
  footer?: ReactNode;
}

/** The narrow, centred card of the sign-in, registration and password pages; it holds the page's h1. */
export function AuthPanel({ title, intro, children, footer }: AuthPanelProps) {
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <div className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
