import { canManageListings } from "@lwl/contracts/roles";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { ShortlistNavLink } from "../components/shortlist/shortlist-nav-link.tsx";
import { Button, buttonClassName } from "../components/ui/button.tsx";
import { NewsIcon, UserIcon } from "../components/ui/icons.tsx";
import { PendingCountBadge } from "../features/admin/pending-count-badge.tsx";
import { UnreadEnquiriesBadge } from "../features/enquiries/unread-enquiries-badge.tsx";
import { HeaderSearchBar } from "../features/search/header-search-bar.tsx";
import { SearchOverlayHost } from "../features/search/search-overlay-host.tsx";
import { lazyToast } from "../lib/lazy-toast.ts";
import { PAGE_BUILT, PATHS } from "../lib/paths.ts";
import { session } from "../lib/session/session.ts";
import { useSession } from "../lib/session/use-session.ts";
import styles from "./header.module.css";

/** News pages keep readers in the news section: there the logo leads to /news (docs/product.md section 2). */
function isNewsPage(pathname: string): boolean {
  return /^\/news(?:$|[/-])/i.test(pathname);
}

function isProfilePage(pathname: string): boolean {
  return pathname.replace(/\/+$/, "").toLowerCase() === PATHS.userProfile;
}

/** docs/product.md section 2: on /user-profile a signed-in person gets Logout, and owners and admins Add Listing. */
function ProfileActions({ canAddListing }: { canAddListing: boolean }) {
  const navigate = useNavigate();
  const signingOut = useRef(false);
  // The session ends once the home page has taken the profile's place (these actions leave the header
  // with it): ending it while the profile is on screen would make its sign-in guard send people to
  // /login, and a navigation is a transition that shows the next page only when its code is here.
  useEffect(
    () => () => {
      if (!signingOut.current) return;
      session.signOut();
      lazyToast.info("You have signed out.");
    },
    [],
  );
  const logout = () => {
    signingOut.current = true;
    // Replace the profile's history entry, so the back button cannot return to a private page (spec section 2).
    void navigate(PATHS.home, { replace: true });
  };
  return (
    <span className={styles.profileActions}>
      {canAddListing && PAGE_BUILT.addListing ? (
        <Link to={PATHS.addListingCard} className={buttonClassName("light", "small", styles.profileAction)}>
          Add Listing
        </Link>
      ) : null}
      <Button variant="secondary" size="small" className={styles.profileAction} onClick={logout}>
        Logout
      </Button>
    </span>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const { status, user } = useSession();
  const signedIn = status === "signed-in";
  const onNews = PAGE_BUILT.news && isNewsPage(pathname);
  const logoTarget = onNews ? PATHS.news : PATHS.home;

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
          {onNews ? <span className="visually-hidden"> News</span> : null}
        </Link>
        {/* The header is always sticky here, so the search bar shows on every page but the news pages. */}
        {isNewsPage(pathname) ? null : <HeaderSearchBar />}
        <nav className={styles.actions} aria-label="Main">
          {PAGE_BUILT.news ? (
            // On the news pages the logo already leads to /news: the News button stays in view for the
            // pointer but is not a second tab stop (or a second link read out) for the same place.
            <NavLink
              to={PATHS.news}
              className={styles.navLink}
              tabIndex={onNews ? -1 : undefined}
              aria-hidden={onNews ? true : undefined}
            >
              <NewsIcon />
              <span className={styles.navLabel}>News</span>
            </NavLink>
          ) : null}
          <ShortlistNavLink className={styles.navLink} labelClassName={styles.navLabel} />
          {signedIn && user?.role === "Administrator" ? <PendingCountBadge className={styles.navLink} /> : null}
          {signedIn && user && canManageListings(user.role) ? (
            <UnreadEnquiriesBadge userId={user.userId} className={styles.navLink} />
          ) : null}
          {signedIn ? (
            <Link to={PATHS.userProfile} className={styles.iconButton} aria-label="Your profile">
              <UserIcon />
            </Link>
          ) : null}
          {signedIn && user && isProfilePage(pathname) ? (
            <ProfileActions canAddListing={canManageListings(user.role)} />
          ) : null}
          {/* Signed out, the account icon and Login are one control: one tab stop to the sign-in page. */}
          {status === "signed-out" ? (
            <Link to={PATHS.login} className={buttonClassName("secondary", "small", styles.login)}>
              <UserIcon />
              Login
            </Link>
          ) : null}
        </nav>
      </div>
      <SearchOverlayHost />
    </header>
  );
}
