import type { ShortlistListing } from "@lwl/contracts/shortlist";
import { useShortlist } from "../../lib/shortlist/use-shortlist.ts";
import styles from "./save-button.module.css";

interface SaveButtonProps {
  /** Anything with the listing's name, address and type (a card's summary, a detail page's listing). */
  listing: ShortlistListing;
  /** "icon" on cards (the name says what it does); "labelled" on the detail page. */
  look?: "icon" | "labelled";
  className?: string;
}

/** What is kept of a listing in the shortlist, whatever object it is taken from. */
const savedPartOf = ({ id, slug, name, type, city, state, logo }: ShortlistListing): ShortlistListing => ({
  id,
  slug,
  name,
  type,
  city,
  state,
  logo,
});

/** The toggle that saves a listing to the shortlist or removes it (issue 27 item 2). */
export function SaveButton({ listing, look = "icon", className }: SaveButtonProps) {
  const shortlist = useShortlist();
  const saved = shortlist.isSaved(listing.id);
  const label = saved ? `Remove ${listing.name} from your shortlist` : `Save ${listing.name} to your shortlist`;
  const toggle = () => {
    void (saved ? shortlist.remove(listing.id) : shortlist.save(savedPartOf(listing)));
  };
  return (
    <button
      type="button"
      className={[styles.save, styles[look], className].filter(Boolean).join(" ")}
      aria-pressed={saved}
      // On a card the heart alone shows: the name says which listing. On the listing's own page the
      // words show, and the name is exactly them (WCAG 2.5.3, label in name).
      aria-label={look === "icon" ? label : undefined}
      title={look === "icon" ? label : undefined}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          fill={saved ? "currentColor" : "none"}
        />
      </svg>
      {look === "labelled" ? <span>{saved ? "Remove from your shortlist" : "Save to your shortlist"}</span> : null}
    </button>
  );
}
