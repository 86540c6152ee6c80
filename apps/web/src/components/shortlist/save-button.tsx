import type { ShortlistListing } from "@lwl/contracts/shortlist";
import { useShortlist } from "../../lib/shortlist/use-shortlist.ts";
import { HeartIcon } from "../ui/icons.tsx";
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
      <HeartIcon filled={saved} className={styles.icon} />
      {look === "labelled" ? <span>{saved ? "Remove from your shortlist" : "Save to your shortlist"}</span> : null}
    </button>
  );
}
