import { staticPageHead } from "@lwl/contracts/page-head-kinds";
import { Link } from "react-router";
import { MailIcon } from "../../components/ui/icons.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageHead } from "../../lib/page-head.tsx";
import { PATHS } from "../../lib/paths.ts";
import { ContactForm } from "./components/contact-form.tsx";
import styles from "./components/info-page.module.css";

/** The team's public address; a deployment sets its own with VITE_SITE_EMAIL at build time. */
const SITE_EMAIL = import.meta.env.VITE_SITE_EMAIL ?? "hello@learnwithoutlimits.local";

export function ContactUsPage() {
  return (
    <>
      <PageHead head={staticPageHead("contact")} />
      <PageHeader
        title="Contact Us"
        subtitle="Questions, corrections or ideas: we read every message and reply by e-mail."
        trail={[{ label: "Contact Us" }]}
      />
      <div className="container page-body">
        <div className={styles.columns}>
          <div>
            <section className={styles.card} aria-labelledby="contact-write-title">
              <h2 id="contact-write-title">Write to us</h2>
              <p className={styles.mailLine}>
                <MailIcon />
                <a href={`mailto:${SITE_EMAIL}`}>{SITE_EMAIL}</a>
              </p>
              <p className={styles.muted}>We answer within two working days.</p>
            </section>
            <section className={styles.card} aria-labelledby="contact-help-title">
              <h2 id="contact-help-title">We can help with</h2>
              <ul className={styles.list}>
                <li>Correcting details on a listing or an event</li>
                <li>Adding your college, school or tutoring to the directory</li>
                <li>Questions about a claim or a listing-owner request</li>
                <li>Partnerships and news tips</li>
              </ul>
              <p className={styles.muted}>
                Before you write, the <Link to={PATHS.aboutUs}>About Us</Link> page explains how the directory works.
              </p>
            </section>
          </div>
          <section className={styles.card} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">Send us a message</h2>
            <ContactForm />
          </section>
        </div>
      </div>
    </>
  );
}
