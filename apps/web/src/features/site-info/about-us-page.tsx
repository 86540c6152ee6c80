import { staticPageHead } from "@lwl/contracts/page-head-kinds";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageHead } from "../../lib/page-head.tsx";
import { PATHS } from "../../lib/paths.ts";
import styles from "./components/info-page.module.css";

const OFFERS = [
  {
    title: "Colleges & Universities",
    text: "Courses, affiliations, fee ranges and contact details, side by side.",
  },
  { title: "Schools", text: "Boards, grades and medium of teaching for schools near you." },
  { title: "Private Tutors", text: "Subjects, teaching modes and hourly rates, online or in person." },
  { title: "Events & News", text: "Open days, admission fairs and webinars, plus education news." },
];

export function AboutUsPage() {
  return (
    <>
      <PageHead head={staticPageHead("about")} />
      <PageHeader
        title="About Us"
        subtitle="LEARN WITHOUT LIMITS helps students, parents and lifelong learners find the right place to learn."
        trail={[{ label: "About Us" }]}
      />
      <div className="container page-body">
        <div className={styles.prose}>
          <p className={styles.lead}>
            Choosing where to study is one of the biggest decisions a family makes, and the information is usually
            scattered across brochures, websites and word of mouth. We bring it together in one directory that anyone
            can browse for free, without an account.
          </p>
          <h2>What you will find here</h2>
        </div>
        <ul className={styles.stats}>
          {OFFERS.map((offer) => (
            <li key={offer.title} className={styles.stat}>
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
        <div className={`${styles.prose} page-body`}>
          <h2>How listings are kept accurate</h2>
          <p>
            Institutions and tutors manage their own listings once they are verified as listing owners. Every new
            listing, event and post is reviewed by our administrators before it is published, and changes to a published
            listing are reviewed before they replace what visitors see. If something looks wrong, tell us and we will
            check it with the institution.
          </p>
          <h2>For institutions and tutors</h2>
          <p>
            Create an account, ask to become a listing owner, and add your college, school or tutoring service. If your
            institution is already listed, you can claim the listing and keep it up to date yourself: publish your open
            days, admission dates and news where families are already looking.
          </p>
          <h2>Our promise</h2>
          <p>
            The directory is free for learners. We do not sell personal data, and we show listings on their merits: the
            sections on the home page come from what our editors recommend and what visitors search for most.
          </p>
          <div className={styles.cta}>
            <ButtonLink to={PATHS.allListings}>Browse the directory</ButtonLink>
            <ButtonLink to={PATHS.contactUs} variant="outline">
              Contact us
            </ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
