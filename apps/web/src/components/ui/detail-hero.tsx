import type { ReactNode } from "react";
import { fallBackToPlaceholder } from "../../lib/media.ts";
import { IMAGE_SIZES, storedImageProps } from "../../lib/responsive-image.ts";
import styles from "./detail-hero.module.css";

interface DetailHeroProps {
  cover: string | null;
  logo?: string | null;
  title: string;
  badges?: ReactNode;
  /** Under the title, before the meta: a listing's stars and review count. */
  rating?: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
}

/** The top of a listing or event page: cover picture, then a card with the logo, the h1 and quick actions. */
export function DetailHero({ cover, logo, title, badges, rating, meta, actions }: DetailHeroProps) {
  return (
    <>
      <div className={styles.hero}>
        <img
          className={styles.cover}
          {...storedImageProps(cover, IMAGE_SIZES.hero)}
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
              {...storedImageProps(logo, "112px")}
              alt={`${title} logo`}
              width={112}
              height={112}
              onError={fallBackToPlaceholder}
            />
          ) : null}
          <div className={styles.text}>
            {badges ? <div className={styles.badges}>{badges}</div> : null}
            <h1 className={styles.title}>{title}</h1>
            {rating ? <div className={styles.rating}>{rating}</div> : null}
            {meta ? <div className={styles.meta}>{meta}</div> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </>
  );
}

/**
 * What a listing or event page shows while its data is on its way: the hero at its final height and
 * a card with grey lines where the badges, title and place will be, so the page keeps its shape when
 * the data arrives (no layout shift) and the visitor sees a page rather than a spinner.
 */
export function DetailHeroSkeleton({ label, withLogo = true }: { label: string; withLogo?: boolean }) {
  return (
    <div aria-busy="true" data-testid="detail-skeleton">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className={styles.hero} data-testid="detail-skeleton-hero" />
      <div className="container">
        <div className={`${styles.card} ${styles.skeletonCard}`}>
          {withLogo ? <span className={`${styles.logo} ${styles.skeletonBlock}`} /> : null}
          <div className={styles.text}>
            <span className={`${styles.skeletonLine} ${styles.skeletonBadge}`} />
            <span className={`${styles.skeletonLine} ${styles.skeletonTitle}`} />
            <span className={`${styles.skeletonLine} ${styles.skeletonMeta}`} />
          </div>
        </div>
        <div className={styles.skeletonBody}>
          <span className={`${styles.skeletonBlock} ${styles.skeletonPanel}`} />
          <span className={`${styles.skeletonBlock} ${styles.skeletonPanel}`} />
        </div>
      </div>
    </div>
  );
}
