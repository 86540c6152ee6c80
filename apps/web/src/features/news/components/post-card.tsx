import type { BlogSummary } from "@lwl/contracts/blogs";
import { Link } from "react-router";
import { formatShortDate, truncate } from "../../../lib/format.ts";
import { fallBackToPlaceholder } from "../../../lib/media.ts";
import { newsArticlePath } from "../../../lib/paths.ts";
import { IMAGE_SIZES, storedImageProps } from "../../../lib/responsive-image.ts";
import styles from "./news.module.css";

const EXCERPT_CHARS = 140;

export const postDate = (post: BlogSummary) => post.publishedTime ?? post.createdTime;

/** The category in upper case, the short date, and "Sponsored" on paid posts (docs/product.md section 2.10). */
export function PostMeta({ post }: { post: BlogSummary }) {
  return (
    <p className={styles.meta}>
      <span className={styles.category}>{post.category.replace(/-/g, " ").toUpperCase()}</span>
      <span aria-hidden="true">•</span>
      <time dateTime={postDate(post)}>{formatShortDate(postDate(post))}</time>
      {post.sponsored ? <span className={styles.sponsored}>Sponsored</span> : null}
    </p>
  );
}

/** One post in a list: the whole card is one link to the article; the image keeps its 16:9 box. */
export function PostCard({ post, headingLevel = 3 }: { post: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <img
          {...storedImageProps(post.imgUrl, IMAGE_SIZES.card)}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          onError={fallBackToPlaceholder}
        />
      </div>
      <div className={styles.cardBody}>
        <PostMeta post={post} />
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} to={newsArticlePath(post)}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{truncate(post.shortDescription, EXCERPT_CHARS)}</p>
      </div>
    </article>
  );
}

/** Reserved boxes while a list loads, the size of the cards that replace them. */
export function PostGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading articles…
      </p>
      {Array.from({ length: count }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={n} className={`${styles.card} ${styles.skeleton}`}>
          <div className={styles.cardMedia} />
          <div className={styles.cardBody}>
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function PostGrid({
  posts,
  label,
  headingLevel = 3,
}: {
  posts: BlogSummary[];
  label: string;
  /** 2 where the list sits right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
