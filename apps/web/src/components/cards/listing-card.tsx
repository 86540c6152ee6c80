import type { ListingSummary } from "@lwl/contracts/listings";
import { Link } from "react-router";
import { LISTING_TYPE_LABEL } from "../../lib/listing-types.ts";
import { fallBackToPlaceholder } from "../../lib/media.ts";
import { listingPath } from "../../lib/paths.ts";
import { IMAGE_SIZES, storedImageProps } from "../../lib/responsive-image.ts";
import { SaveButton } from "../shortlist/save-button.tsx";
import { CompactRating } from "../ui/compact-rating.tsx";
import { PinIcon } from "../ui/icons.tsx";
import styles from "./card.module.css";

/** the product rules' card types (docs/product.md section 1). */
export type ListingCardVariant = "default" | "school" | "college" | "tutorial" | "top-searches";

interface ListingCardProps {
  listing: ListingSummary;
  variant?: ListingCardVariant;
  /** 1-based position, shown on top-searches cards. */
  rank?: number;
  /** The first cards of a page are likely on screen at load: fetch their pictures eagerly. */
  eager?: boolean;
  /** `sizes` of the cover: browse lists draw it smaller on phones (IMAGE_SIZES.browseCard). */
  imageSizes?: string;
  /** Sorted by near me: how far the listing is ("2.4 km away"). */
  distanceKm?: number;
}

function place(listing: ListingSummary): string {
  return [listing.city, listing.state].filter(Boolean).join(", ") || listing.address;
}

/** The place, and " · 2.4 km away" after it when sorted by near me (one text, so it wraps as one line). */
function placeWithDistance(listing: ListingSummary, distanceKm: number | undefined): string {
  return distanceKm === undefined ? place(listing) : `${place(listing)} · ${distanceKm.toFixed(1)} km away`;
}

export function ListingCard({
  listing,
  variant = "default",
  rank,
  eager = false,
  imageSizes = IMAGE_SIZES.card,
  distanceKm,
}: ListingCardProps) {
  const loading = eager ? "eager" : "lazy";
  const title = (
    <Link className={styles.stretchedLink} to={listingPath(listing)}>
      {listing.name}
    </Link>
  );

  if (variant === "top-searches") {
    return (
      <article className={`${styles.card} ${styles.topSearches} ${styles[`type${listing.type}`]}`}>
        {rank !== undefined ? (
          <span className={styles.rank} role="img" aria-label={`Rank ${rank}`}>
            {rank}
          </span>
        ) : null}
        <img
          className={styles.thumb}
          {...storedImageProps(listing.logo ?? listing.coverPicture, "64px")}
          alt=""
          width={64}
          height={64}
          loading={loading}
          onError={fallBackToPlaceholder}
        />
        <div className={styles.compactBody}>
          <h3 className={styles.title}>{title}</h3>
          <CompactRating rating={listing.rating} shortOnPhones />
          <p className={styles.meta}>
            <PinIcon />
            <span>{place(listing)}</span>
          </p>
          <span className={styles.badge}>{LISTING_TYPE_LABEL[listing.type]}</span>
        </div>
        <SaveButton listing={listing} className={styles.save} />
      </article>
    );
  }

  if (variant === "tutorial") {
    return (
      <article className={`${styles.card} ${styles.tutorial} ${styles[`type${listing.type}`]}`}>
        <img
          className={styles.avatar}
          {...storedImageProps(listing.logo ?? listing.coverPicture, "112px")}
          alt=""
          width={112}
          height={112}
          loading={loading}
          onError={fallBackToPlaceholder}
        />
        <div className={styles.body}>
          <span className={styles.badge}>{LISTING_TYPE_LABEL[listing.type]}</span>
          <h3 className={styles.title}>{title}</h3>
          <CompactRating rating={listing.rating} />
          <p className={styles.meta}>
            <PinIcon />
            <span>{placeWithDistance(listing, distanceKm)}</span>
          </p>
          <p className={styles.excerpt}>{listing.excerpt}</p>
        </div>
        <SaveButton listing={listing} className={styles.save} />
      </article>
    );
  }

  const showLogo = (variant === "college" || variant === "school") && listing.logo !== null;
  const classes = [styles.card, styles[variant], styles[`type${listing.type}`], showLogo ? styles.withLogo : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <article className={classes}>
      <div className={styles.media}>
        <img
          className={styles.cover}
          {...storedImageProps(listing.coverPicture, imageSizes)}
          alt=""
          width={400}
          height={250}
          loading={loading}
          onError={fallBackToPlaceholder}
        />
        {showLogo ? (
          <img
            className={styles.logo}
            {...storedImageProps(listing.logo, "56px")}
            alt=""
            width={56}
            height={56}
            loading={loading}
            onError={fallBackToPlaceholder}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <span className={styles.badge}>{LISTING_TYPE_LABEL[listing.type]}</span>
        <h3 className={styles.title}>{title}</h3>
        <CompactRating rating={listing.rating} />
        <p className={styles.meta}>
          <PinIcon />
          <span>{placeWithDistance(listing, distanceKm)}</span>
        </p>
        <p className={styles.excerpt}>{listing.excerpt}</p>
      </div>
      <SaveButton listing={listing} className={styles.save} />
    </article>
  );
}
