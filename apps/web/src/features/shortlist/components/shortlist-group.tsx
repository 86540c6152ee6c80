import type { ListingType } from "@lwl/contracts/listings";
import type { ShortlistItem } from "@lwl/contracts/shortlist";
import { COMPARE_MAX_LISTINGS, COMPARE_MIN_LISTINGS } from "@lwl/contracts/shortlist-rules";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { LISTING_TYPE_PLURAL } from "../../../lib/listing-types.ts";
import { comparePath } from "../../../lib/paths.ts";
import styles from "./shortlist.module.css";
import { ShortlistEntry } from "./shortlist-entry.tsx";

interface ShortlistGroupProps {
  type: ListingType;
  items: readonly ShortlistItem[];
}

/** One type's saved listings, and the comparison of those ticked (only one type is compared at a time). */
export function ShortlistGroup({ type, items }: ShortlistGroupProps) {
  const titleId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<readonly number[]>([]);
  // A listing removed from the shortlist is no longer picked.
  const chosen = picked.filter((id) => items.some((item) => item.listing.id === id));
  const plural = LISTING_TYPE_PLURAL[type].toLowerCase();
  const canCompare = chosen.length >= COMPARE_MIN_LISTINGS && chosen.length <= COMPARE_MAX_LISTINGS;
  const full = chosen.length >= COMPARE_MAX_LISTINGS;

  const toggle = (listingId: number, on: boolean) =>
    setPicked((old) => (on ? [...old, listingId] : old.filter((id) => id !== listingId)));

  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <div className={styles.groupHead}>
        <h2 id={titleId} className={styles.groupTitle}>
          {LISTING_TYPE_PLURAL[type]} <span className={styles.count}>({items.length})</span>
        </h2>
        <div className={styles.compareBar}>
          <p id={hintId} className={styles.hint} aria-live="polite">
            {canCompare
              ? `${chosen.length} ${plural} picked to compare.`
              : `Tick ${COMPARE_MIN_LISTINGS} to ${COMPARE_MAX_LISTINGS} ${plural} to compare them side by side.`}
          </p>
          <Button
            size="small"
            disabled={!canCompare}
            aria-describedby={hintId}
            onClick={() => void navigate(comparePath(chosen))}
          >
            Compare {LISTING_TYPE_PLURAL[type].toLowerCase()}
          </Button>
        </div>
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <ShortlistEntry
            key={item.listing.id}
            item={item}
            picked={chosen.includes(item.listing.id)}
            pickable={!full}
            onPick={(on) => toggle(item.listing.id, on)}
          />
        ))}
      </ul>
    </section>
  );
}
