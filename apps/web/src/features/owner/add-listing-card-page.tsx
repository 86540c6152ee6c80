import { LISTING_TYPES, type ListingType } from "@lwl/contracts/listings";
import { Link } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { LISTING_TYPE_LABEL } from "../../lib/listing-types.ts";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { PATHS } from "../../lib/paths.ts";
import styles from "./components/owner-forms.module.css";

const CARD_TEXT: Record<ListingType, string> = {
  COLLEGE: "A college or university: its courses, affiliation and fees.",
  SCHOOL: "A school: its board, grades and medium of instruction.",
  TUTORIAL: "A private tutor or tutorial centre: subjects, online or in person, and rates.",
};

/** /add-listing-card: the first step of adding a listing, choosing its type (docs/product.md section 2.4). */
export function AddListingCardPage() {
  return (
    <>
      <PageTitle title="Add a listing" />
      <PageHeader
        title="Add a listing"
        subtitle="What would you like to list? Choose the type; the form asks for what fits it."
        trail={[{ label: "Your profile", to: PATHS.userProfile }, { label: "Add a listing" }]}
      />
      <div className={`container ${styles.page}`}>
        <ul className={styles.cards}>
          {LISTING_TYPES.map((type) => (
            <li key={type}>
              <Link className={styles.typeCard} to={ownerPaths.addListing(type)}>
                <span className={styles.typeCardTitle}>{LISTING_TYPE_LABEL[type]}</span>
                <p>{CARD_TEXT[type]}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
