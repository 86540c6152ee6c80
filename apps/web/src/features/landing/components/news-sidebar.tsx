import type { BlogSummary } from "@lwl/contracts/blogs";
import { SIDEBAR_EXCERPT_CHARS } from "@lwl/contracts/constants";
import { formatShortDate, truncate } from "../../../lib/format.ts";
import { fallBackToPlaceholder } from "../../../lib/media.ts";
import { storedImageProps } from "../../../lib/responsive-image.ts";
import styles from "./news-block.module.css";

interface NewsSidebarProps {
  articles: { article: BlogSummary; position: number }[];
  onFeature: (position: number) => void;
  /** The featured article's rotation and its pause/play button (WCAG 2.2.2). */
  rotation: { stopped: boolean; toggle: () => void };
}

/** "More News": choosing an article moves it into the featured spot (docs/product.md section 2). */
export function NewsSidebar({ articles, onFeature, rotation }: NewsSidebarProps) {
  return (
    <aside className={styles.sidebar} aria-labelledby="more-news-title">
      <div className={styles.sidebarHead}>
        <h3 id="more-news-title" className={styles.sidebarTitle}>
          More News
        </h3>
        <button
          type="button"
          className={styles.rotationToggle}
          onClick={rotation.toggle}
          aria-label={rotation.stopped ? "Play news rotation" : "Pause news rotation"}
        >
          <span aria-hidden="true">{rotation.stopped ? "▶" : "❚❚"}</span>
          {rotation.stopped ? "Play" : "Pause"}
        </button>
      </div>
      <ul className={styles.list}>
        {articles.map(({ article, position }) => (
          <li key={article.id}>
            <button type="button" className={styles.item} onClick={() => onFeature(position)}>
              <img
                {...storedImageProps(article.imgUrl, "72px")}
                alt=""
                width={72}
                height={56}
                loading="lazy"
                onError={fallBackToPlaceholder}
              />
              <span>
                <span className={styles.itemTitle}>{article.title}</span>
                <span className={styles.itemExcerpt}>{truncate(article.shortDescription, SIDEBAR_EXCERPT_CHARS)}</span>
                <span className={styles.itemDate}>
                  {article.category.toUpperCase()} · {formatShortDate(article.createdTime)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
