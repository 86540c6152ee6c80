import { type ReactNode, useId } from "react";
import { ButtonLink, type ButtonVariant } from "../../../components/ui/button.tsx";
import { PATHS } from "../../../lib/paths.ts";
import styles from "./feature-tiles.module.css";

interface Tile {
  title: string;
  text: string;
  action: string;
  to: string;
  tone: "green" | "orange" | "blue";
  button: ButtonVariant;
  icon: ReactNode;
}

const stroke = { stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** The four tiles with the product rules' titles, buttons and targets (docs/product.md section 2). */
const TILES: readonly Tile[] = [
  {
    title: "Explore Colleges",
    text: "Universities and colleges with their courses, affiliations and fees.",
    action: "Explore",
    to: PATHS.colleges,
    tone: "green",
    button: "primary",
    icon: (
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M2 9 12 4l10 5-10 5Z" {...stroke} />
        <path d="M6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6" {...stroke} />
      </svg>
    ),
  },
  {
    title: "Find Schools",
    text: "Schools by board, grades and medium of teaching, near you.",
    action: "Browse",
    to: PATHS.schools,
    tone: "orange",
    button: "secondary",
    icon: (
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M3 21h18M5 21V10l7-5 7 5v11M10 21v-5h4v5" {...stroke} />
        <circle cx="12" cy="11" r="1.5" {...stroke} />
      </svg>
    ),
  },
  {
    title: "Private Tutorial",
    text: "Tutors for every subject, online or in person, at your pace.",
    action: "Search",
    to: PATHS.tutorials,
    tone: "blue",
    button: "primary",
    icon: (
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M4 5h11a3 3 0 0 1 3 3v11H7a3 3 0 0 1-3-3Z" {...stroke} />
        <path d="M8 9h6M8 13h4M18 8h2v12H9" {...stroke} />
      </svg>
    ),
  },
  {
    title: "Find Events",
    text: "Open days, admission fairs, workshops and webinars coming up.",
    action: "Connect",
    to: PATHS.events,
    tone: "orange",
    button: "secondary",
    icon: (
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <rect x="3" y="5" width="18" height="16" rx="2" {...stroke} />
        <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" {...stroke} />
      </svg>
    ),
  },
];

function FeatureTile({ tile }: { tile: Tile }) {
  const titleId = useId();
  return (
    <article className={`${styles.tile} ${styles[tile.tone]}`}>
      <span className={styles.icon}>{tile.icon}</span>
      <h3 id={titleId} className={styles.title}>
        {tile.title}
      </h3>
      <p className={styles.text}>{tile.text}</p>
      {/* The button keeps the spec's one-word text; the title describes where it goes. */}
      <ButtonLink to={tile.to} variant={tile.button} size="small" aria-describedby={titleId}>
        {tile.action}
      </ButtonLink>
    </article>
  );
}

export function FeatureTiles() {
  return (
    <section className={styles.tiles} aria-labelledby="feature-tiles-title">
      <h2 id="feature-tiles-title" className="visually-hidden">
        Start exploring
      </h2>
      <div className="container">
        <ul className={styles.grid}>
          {TILES.map((tile) => (
            <li key={tile.title}>
              <FeatureTile tile={tile} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
