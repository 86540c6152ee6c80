import type { BlogSummary } from "@lwl/contracts/blogs";
import { FEATURED_TEXT_CHARS } from "@lwl/contracts/constants";
import { Link } from "react-router";
import { formatShortDate, truncate } from "../../../lib/format.ts";
import { fallBackToPlaceholder, imageOrPlaceholder } from "../../../lib/media.ts";
import { newsArticlePath } from "../../../lib/paths.ts";
import styles from "./news-block.module.css";

/** The featured article: one link to the full story (spec: /news-description/{id}/{listingId}). */
export function NewsFeatured({ article }: { article: BlogSummary }) {
  return (
    <Link className={styles.featured} to={newsArticlePath(article)} data-testid="featured-news">
      <div className={styles.featuredMedia}>
        <img
          src={imageOrPlaceholder(article.imgUrl)}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          onError={fallBackToPlaceholder}
        />
        <span className={styles.featuredTag}>FEATURED</span>
      </div>
      <div className={styles.featuredBody}>
        <p className={styles.meta}>
          <span className={styles.category}>{article.category.toUpperCase()}</span>
          <span aria-hidden="true">•</span>
          <time dateTime={article.createdTime}>{formatShortDate(article.createdTime)}</time>
        </p>
        <h3 className={styles.featuredTitle}>{article.title}</h3>
        <p className={styles.featuredText}>{truncate(article.shortDescription, FEATURED_TEXT_CHARS)}</p>
        <span className={styles.readMore} aria-hidden="true">
          Read the full story →
        </span>
      </div>
    </Link>
  );
}
