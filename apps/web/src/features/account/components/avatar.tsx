import { useState } from "react";
import styles from "./profile.module.css";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The first character as a reader sees it: a whole emoji, an accented letter or an Indic syllable, never half of one. */
function firstGrapheme(word: string): string {
  const first = graphemes.segment(word)[Symbol.iterator]().next();
  return first.done ? "" : first.value.segment;
}

/** The first letters of the first and last names, e.g. "MI" for Meera Iyer. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => firstGrapheme(word ?? "").toUpperCase()).join("") || "?";
}

/** The profile picture, or the person's initials when there is none or it does not load. Decorative: the name is beside it. */
export function Avatar({ pictureUrl, name }: { pictureUrl: string | null; name: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (pictureUrl && failedUrl !== pictureUrl) {
    return (
      <img
        className={styles.avatar}
        src={pictureUrl}
        alt=""
        width={112}
        height={112}
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(pictureUrl)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
