import { Link, NavLink, useLocation } from "react-router";
import { buttonClassName } from "../components/ui/button.tsx";
import { NewsIcon, UserIcon } from "../components/ui/icons.tsx";
import { useAuthStatus } from "../lib/auth-status.ts";
import { PATHS } from "../lib/paths.ts";
import styles from "./header.module.css";

/** News pages keep readers in the news section: there the logo leads to /news (spec section 2). */
function isNewsPage(pathname: string): boolean {
  return /^\/news(?:$|[/-])/i.test(pathname);
}

export function Header() {
  const { pathname } = useLocation();
  const signedIn = useAuthStatus() === "signed-in";
  const logoTarget = isNewsPage(pathname) ? PATHS.news : PATHS.home;

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        {/* The wordmark is the link's name; on narrow phones it is hidden visually but still read out. */}
        <Link to={logoTarget} className={styles.brand}>
          <img className={styles.logo} src="/images/logo.svg" alt="" width={48} height={48} />
          <span className={styles.wordmark}>
            <span className={styles.wordmarkTop}>LEARN WITHOUT</span>{" "}
            <span className={styles.wordmarkBottom}>LIMITS</span>
          </span>
        </Link>
        <nav className={styles.actions} aria-label="Main">
          <NavLink to={PATHS.news} className={styles.navLink}>
            <NewsIcon />
            <span className={styles.navLabel}>News</span>
          </NavLink>
          <Link
            to={signedIn ? PATHS.userProfile : PATHS.login}
            className={styles.iconButton}
            aria-label={signedIn ? "Your profile" : "Your account: sign in"}
          >
            <UserIcon />
          </Link>
          {signedIn ? null : (
            <Link to={PATHS.login} className={buttonClassName("secondary", "small", styles.login)}>
              Login
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
