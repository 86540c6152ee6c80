import { ButtonLink } from "../components/ui/button.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import styles from "./route-error-screen.module.css";

/** Shown when the fallback's own redirect target is not available, rather than redirecting in a circle. */
export function NotFoundNotice() {
  return (
    <div className={styles.screen}>
      <PageTitle title="Page not available" />
      <div className={styles.panel}>
        <span className={styles.code}>Not available</span>
        <h1>This page is not available</h1>
        <p className={styles.detail}>The page you asked for cannot be shown right now.</p>
        <div className={styles.actions}>
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </div>
      </div>
    </div>
  );
}
