import type { BlogSummary } from "@lwl/contracts/blogs";
import { FEATURED_TEXT_CHARS } from "@lwl/contracts/constants";
import { Link } from "react-router";
import { formatShortDate, truncate } from "../../../lib/format.ts";
import { fallBackToPlaceholder } from "../../../lib/media.ts";
import { newsArticlePath, PAGE_BUILT } from "../../../lib/paths.ts";
import { IMAGE_SIZES, storedImageProps } from "../../../lib/responsive-image.ts";
import styles from "./news-block.module.css";

/**
 * The featured article: one link to the full story (spec: /news-description/{id}/{listingId}) once the
 * news pages exist; until then the story is shown without a link, so it leads nowhere it cannot go.
 */
export function NewsFeatured({ article, linked = PAGE_BUILT.news }: { article: BlogSummary; linked?: boolean }) {
  const story = <FeaturedStory article={article} linked={linked} />;
  return linked ? (
    <Link className={styles.featured} to={newsArticlePath(article)} data-testid="featured-news">
      {story}
    </Link>
  ) : (
    <article className={styles.featured} data-testid="featured-news">
      {story}
    </article>
  );
}

function FeaturedStory({ article, linked }: { article: BlogSummary; linked: boolean }) {
  return (
    <>
      <div className={styles.featuredMedia}>
        <img
          {...storedImageProps(article.imgUrl, IMAGE_SIZES.featured)}
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
        {linked ? (
          <span className={styles.readMore} aria-hidden="true">
            Read the full story →
          </span>
        ) : null}
      </div>
    </>
  );
}
