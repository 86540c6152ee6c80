import type { NewsCategory } from "@lwl/contracts/blogs";
import { NEWS_POPUP_TITLE_CHARS } from "@lwl/contracts/constants";
import { Link } from "react-router";
import { buttonClassName } from "../../../components/ui/button.tsx";
import { formatShortDate, truncate } from "../../../lib/format.ts";
import { fallBackToPlaceholder } from "../../../lib/media.ts";
import { newsArticlePath, newsCategoryPath } from "../../../lib/paths.ts";
import { storedImageProps } from "../../../lib/responsive-image.ts";
import { usePopupPosts } from "../api/news-queries.ts";
import styles from "./category-nav.module.css";
import { capitalise, NO_ARTICLES_TEXT, viewAllLabel } from "./news-text.ts";

/** Up to five newest articles of a category (image, title cut at 60 characters, short date) and View All. */
export function CategoryPopup({ id, category }: { id: string; category: NewsCategory }) {
  const { data, status } = usePopupPosts(category.slug, true);
  const name = capitalise(category.name);
  const posts = data?.content ?? [];
  return (
    <section id={id} className={styles.popup} aria-label={`Latest ${name} news`}>
      {status === "pending" ? (
        <ul className={styles.popupList} aria-busy="true" aria-label="Loading articles">
          {[0, 1, 2].map((n) => (
            <li key={n} className={styles.popupSkeleton} />
          ))}
        </ul>
      ) : posts.length === 0 ? (
        <p className={styles.popupEmpty}>{NO_ARTICLES_TEXT}</p>
      ) : (
        <ul className={styles.popupList}>
          {posts.map((post) => (
            <li key={post.id}>
              <Link className={styles.popupItem} to={newsArticlePath(post)}>
                <img
                  {...storedImageProps(post.imgUrl, "64px")}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  onError={fallBackToPlaceholder}
                />
                <span>
                  <span className={styles.popupTitle}>{truncate(post.title, NEWS_POPUP_TITLE_CHARS)}</span>
                  <time className={styles.popupDate} dateTime={post.publishedTime ?? post.createdTime}>
                    {formatShortDate(post.publishedTime ?? post.createdTime)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className={buttonClassName("primary", "small", styles.viewAll)} to={newsCategoryPath(category.slug)}>
        {viewAllLabel(name)}
      </Link>
    </section>
  );
}
