import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { PATHS } from "../../lib/paths.ts";
import styles from "./error-pages.module.css";

interface ErrorPageProps {
  tag: string;
  title: string;
  text: ReactNode;
  secondary?: { label: string; to: string };
}

function ErrorArt() {
  return (
    <svg className={styles.art} viewBox="0 0 120 120" fill="none" aria-hidden="true">
      <circle cx="60" cy="60" r="56" fill="#fff3e0" />
      <path d="M30 48 60 34l30 14-30 14Z" fill="#2e7d32" />
      <path d="M40 54v14c0 6 40 6 40 0V54L60 63Z" fill="#43a047" />
      <path d="M86 50v18" stroke="#f57c00" strokeWidth="4" strokeLinecap="round" />
      <circle cx="60" cy="92" r="5" fill="#c2410c" />
    </svg>
  );
}

/** The shared look of the guard and error destinations: what happened, and a way back. */
function ErrorPage({ tag, title, text, secondary }: ErrorPageProps) {
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <div className={styles.panel}>
        <ErrorArt />
        <span className={styles.code}>{tag}</span>
        <h1>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <ButtonLink to={PATHS.home}>Go to the home page</ButtonLink>
          {secondary ? (
            <ButtonLink to={secondary.to} variant="outline">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** /error: where a failed check or an unknown address sends signed-in people. */
export function GeneralErrorPage() {
  return (
    <ErrorPage
      tag="Something went wrong"
      title="We could not open that page"
      text="The page does not exist, or it is not available to you right now."
      secondary={{ label: "Contact us", to: PATHS.contactUs }}
    />
  );
}

/** /not-a-listing-owner: owner-only pages for someone who is not a listing owner. */
export function NotListingOwnerPage() {
  return (
    <ErrorPage
      tag="Listing owners only"
      title="This page is for listing owners"
      text={
        <>
          Only listing owners and administrators can add and manage listings.{" "}
          <Link to={PATHS.becomeListingOwner}>Ask to become a listing owner</Link>, and we will review your request.
        </>
      }
      secondary={{ label: "Contact us", to: PATHS.contactUs }}
    />
  );
}

/** /not-belogs-to-you (the spec's spelling): a listing or event owned by someone else. */
export function NotYoursPage() {
  return (
    <ErrorPage
      tag="Not your listing"
      title="This belongs to another owner"
      text="You can only change listings, events and posts that you own. If you think it should be yours, please contact us."
      secondary={{ label: "Browse listings", to: PATHS.allListings }}
    />
  );
}

/** /unauthorized: administrator pages for everyone else. */
export function UnauthorizedPage() {
  return (
    <ErrorPage
      tag="Access denied"
      title="You do not have access to this page"
      text="This area is for administrators. If you think you should have access, please contact us."
      secondary={{ label: "Contact us", to: PATHS.contactUs }}
    />
  );
}
