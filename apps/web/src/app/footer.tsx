import { Link } from "react-router";
import { PAGE_BUILT, PATHS } from "../lib/paths.ts";
import styles from "./footer.module.css";
import { FooterSubscribe } from "./footer-subscribe.tsx";

const EXPLORE_LINKS = [
  { label: "Colleges & Universities", to: PATHS.colleges },
  { label: "Schools", to: PATHS.schools },
  { label: "Private Tutors", to: PATHS.tutorials },
  { label: "Events", to: PATHS.events },
  { label: "All listings", to: PATHS.allListings },
];

const COMPANY_LINKS = [
  { label: "About us", to: PATHS.aboutUs },
  { label: "Contact us", to: PATHS.contactUs },
  ...(PAGE_BUILT.news ? [{ label: "News", to: PATHS.news }] : []),
];

const LEGAL_LINKS = [
  { label: "Privacy Policy", to: PATHS.privacyPolicy },
  { label: "Terms and Conditions", to: PATHS.terms },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.top}>
          <div className={styles.intro}>
            <p className={styles.brand}>
              <img src="/images/logo.svg" alt="" width={48} height={48} loading="lazy" />
              LEARN WITHOUT LIMITS
            </p>
            <p className={styles.about}>
              One place to discover colleges and universities, schools, private tutors and education events, and to keep
              up with education news.
            </p>
            <FooterSubscribe />
          </div>
          <LinkColumn title="Explore" links={EXPLORE_LINKS} />
          <LinkColumn title="Company" links={COMPANY_LINKS} />
          <LinkColumn title="Legal" links={LEGAL_LINKS} />
        </div>
        <div className={styles.bottom}>
          <p>© {new Date().getFullYear()} LEARN WITHOUT LIMITS. All rights reserved.</p>
          <p>Made for learners, parents and educators.</p>
        </div>
      </div>
    </footer>
  );
}
