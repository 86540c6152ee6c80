import type { ShortlistItem } from "@lwl/contracts/shortlist";
import { SHORTLIST_NOTE_MAX_LENGTH } from "@lwl/contracts/shortlist-rules";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { PinIcon } from "../../../components/ui/icons.tsx";
import { fallBackToPlaceholder } from "../../../lib/media.ts";
import { listingPath } from "../../../lib/paths.ts";
import { storedImageProps } from "../../../lib/responsive-image.ts";
import { useShortlist } from "../../../lib/shortlist/use-shortlist.ts";
import styles from "./shortlist.module.css";

interface ShortlistEntryProps {
  item: ShortlistItem;
  picked: boolean;
  /** False once four are picked: a fifth cannot join the comparison. */
  pickable: boolean;
  onPick: (on: boolean) => void;
}

/** A saved listing: its name and place, a note kept on leaving the field (or with Save), remove and compare. */
export function ShortlistEntry({ item, picked, pickable, onPick }: ShortlistEntryProps) {
  const shortlist = useShortlist();
  const { listing } = item;
  const noteId = useId();
  const statusId = useId();
  const [draft, setDraft] = useState(item.note);
  const [status, setStatus] = useState("");
  const place = [listing.city, listing.state].filter(Boolean).join(", ");
  const changed = draft.trim() !== item.note;

  async function keepNote() {
    if (!changed) return;
    setStatus("Saving…");
    setStatus((await shortlist.setNote(listing.id, draft.trim())) ? "Note saved." : "");
  }

  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <img
          className={styles.logo}
          {...storedImageProps(listing.logo, "48px")}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          onError={fallBackToPlaceholder}
        />
        <div className={styles.entryName}>
          <h3 className={styles.name}>
            <Link to={listingPath(listing)}>{listing.name}</Link>
          </h3>
          {place ? (
            <p className={styles.place}>
              <PinIcon />
              {place}
            </p>
          ) : null}
        </div>
        <label className={styles.pick}>
          <input
            type="checkbox"
            checked={picked}
            disabled={!picked && !pickable}
            onChange={(event) => onPick(event.target.checked)}
          />
          Compare <span className="visually-hidden">{listing.name}</span>
        </label>
      </div>
      <div className={styles.note}>
        <label htmlFor={noteId} className={styles.noteLabel}>
          Your note <span className="visually-hidden">on {listing.name}</span>
        </label>
        <textarea
          id={noteId}
          className={styles.noteField}
          value={draft}
          maxLength={SHORTLIST_NOTE_MAX_LENGTH}
          rows={2}
          aria-describedby={statusId}
          placeholder="Fees to ask about, a visit to plan…"
          onChange={(event) => {
            setDraft(event.target.value);
            setStatus("");
          }}
          onBlur={() => void keepNote()}
        />
        <div className={styles.noteFoot}>
          <span id={statusId} className={styles.noteStatus} aria-live="polite">
            {status || `${draft.length} of ${SHORTLIST_NOTE_MAX_LENGTH} characters`}
          </span>
          <span className={styles.entryActions}>
            <Button size="small" variant="outline" disabled={!changed} onClick={() => void keepNote()}>
              Save note <span className="visually-hidden">on {listing.name}</span>
            </Button>
            <Button size="small" variant="secondary" onClick={() => void shortlist.remove(listing.id)}>
              Remove <span className="visually-hidden">{listing.name} from your shortlist</span>
            </Button>
          </span>
        </div>
      </div>
    </li>
  );
}
