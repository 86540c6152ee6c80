import styles from "./splash-screen.module.css";

/** The first-visit welcome screen; the page loads underneath it meanwhile. */
export function SplashScreen() {
  return (
    <div className={styles.splash} role="status" aria-label="Welcome to LEARN WITHOUT LIMITS" data-testid="splash">
      <div className={styles.content}>
        <img className={styles.logo} src="/images/logo.svg" alt="" width={96} height={96} />
        <p className={styles.name}>LEARN WITHOUT LIMITS</p>
        <p className={styles.line}>Colleges, schools, tutors and events in one place</p>
        <div className={styles.progress} aria-hidden="true" />
      </div>
    </div>
  );
}
