import type { ContentStatus } from "@lwl/contracts/status";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { PATHS } from "../../../lib/paths.ts";
import type { ContentNoun } from "../content-kind.ts";
import styles from "./owner-forms.module.css";

interface SavedState {
  status: ContentStatus;
  pendingSince: string | null;
}

/**
 * What happened to a saved item (design brief section 5), in words: an owner's new or unpublished
 * content waits for review; an owner's edit of published content waits while the live version stays
 * online; an administrator's save is published at once.
 */
export function outcomeMessage(noun: ContentNoun, saved: SavedState): { title: string; text: string } {
  if (saved.status === "PUBLISHED" && saved.pendingSince) {
    return {
      title: "Your changes are pending review",
      text: `The live version of your ${noun} stays online unchanged until an administrator approves the changes.`,
    };
  }
  if (saved.status === "PUBLISHED") {
    return { title: `Your ${noun} is published`, text: "It is live on the site now." };
  }
  return {
    title: `Your ${noun} is pending review`,
    text: `An administrator will check it before it appears on the site. You can follow it on your profile.`,
  };
}

interface SaveOutcomeProps {
  noun: ContentNoun;
  saved: SavedState;
  /** The public page, when the item is live. */
  viewPath?: string | null;
  /** Where to change it again. */
  editPath: string;
}

/** Shown in place of the form once it is saved: the outcome, and where to go next. */
export function SaveOutcome({ noun, saved, viewPath, editPath }: SaveOutcomeProps) {
  const { title, text } = outcomeMessage(noun, saved);
  return (
    <div className={styles.outcome} role="status">
      <p className={styles.outcomeTitle}>{title}</p>
      <p>{text}</p>
      <div className={styles.actions}>
        <ButtonLink to={PATHS.userProfile}>Go to your profile</ButtonLink>
        {viewPath && saved.status === "PUBLISHED" ? (
          <ButtonLink to={viewPath} variant="outline">
            View it on the site
          </ButtonLink>
        ) : null}
        <ButtonLink to={editPath} variant="outline">
          Edit it again
        </ButtonLink>
      </div>
    </div>
  );
}
