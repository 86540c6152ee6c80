import type { ContentStatus } from "@lwl/contracts/status";
import { useEffect, useId, useRef } from "react";
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

/**
 * Shown in place of the form once it is saved: the outcome, and where to go next. The form was long and
 * its button at the foot of the page, so the outcome comes into view under the sticky header (its
 * scroll-margin) and takes the focus: keyboard and screen reader users land on it too.
 */
export function SaveOutcome({ noun, saved, viewPath, editPath }: SaveOutcomeProps) {
  const { title, text } = outcomeMessage(noun, saved);
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    // Not in jsdom; every browser has it.
    if (typeof panel.current?.scrollIntoView === "function") panel.current.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={panel} className={styles.outcome} role="status" aria-labelledby={titleId}>
      <h2 ref={heading} id={titleId} className={styles.outcomeTitle} tabIndex={-1}>
        {title}
      </h2>
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
