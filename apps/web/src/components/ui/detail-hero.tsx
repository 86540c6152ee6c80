import type { ReactNode } from "react";
import { fallBackToPlaceholder, imageOrPlaceholder } from "../../lib/media.ts";
import styles from "./detail-hero.module.css";

interface DetailHeroProps {
  cover: string | null;
  logo?: string | null;
  title: string;
  badges?: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
}

/** The top of a listing or event page: cover picture, then a card with the logo, the h1 and quick actions. */
export function DetailHero({ cover, logo, title, badges, meta, actions }: DetailHeroProps) {
  return (
    <>
      <div className={styles.hero}>
        <img
          className={styles.cover}
          src={imageOrPlaceholder(cover)}
          alt=""
          width={1600}
          height={320}
          fetchPriority="high"
          onError={fallBackToPlaceholder}
        />
      </div>
      <div className="container">
        <div className={styles.card}>
          {logo ? (
            <img
              className={styles.logo}
              src={logo}
              alt={`${title} logo`}
              width={112}
              height={112}
              onError={fallBackToPlaceholder}
            />
          ) : null}
          <div className={styles.text}>
            {badges ? <div className={styles.badges}>{badges}</div> : null}
            <h1 className={styles.title}>{title}</h1>
            {meta ? <div className={styles.meta}>{meta}</div> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </>
  );
}
