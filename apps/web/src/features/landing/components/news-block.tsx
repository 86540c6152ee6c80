import { useEffect, useRef } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTopNews } from "../api/get-top-news.ts";
import styles from "./news-block.module.css";
import { NewsFeatured } from "./news-featured.tsx";
import { NewsSidebar } from "./news-sidebar.tsx";
import { useFeaturedRotation, useGracePeriodOver } from "./use-news-rotation.ts";

export const NO_NEWS_TITLE = "No Top News Found";
/** the product rules' wording, kept as written (docs/product.md section 2). */
export const NO_NEWS_TEXT = "Some Think Unexpected Happening.";

/**
 * Top news on the landing page: a spinner first; then one featured article and a More News list.
 * A failed fetch shows the same empty message as no news (docs/product.md section 8: failures show an empty result).
 */
export function NewsBlock() {
  const { data } = useTopNews();
  const articles = data ?? [];
  const graceOver = useGracePeriodOver();
  const rotation = useFeaturedRotation(articles.length);
  const { featured } = rotation;
  const current = articles[featured];
  const layoutRef = useRef<HTMLDivElement>(null);
  const chosenByHand = useRef(false);

  // A More News button that was pressed leaves the list (its article is now the featured one): focus
  // follows the article into the featured spot instead of falling back to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another article has been featured.
  useEffect(() => {
    if (!chosenByHand.current) return;
    chosenByHand.current = false;
    layoutRef.current?.querySelector<HTMLElement>('[data-testid="featured-news"]')?.focus();
  }, [featured]);

  if (!current) {
    if (!graceOver) return <Spinner label="Loading top news…" />;
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{NO_NEWS_TITLE}</p>
        <p className={styles.emptyText}>{NO_NEWS_TEXT}</p>
      </div>
    );
  }

  const others = articles
    .map((article, position) => ({ article, position }))
    .filter(({ position }) => position !== featured);
  return (
    <div ref={layoutRef} className={styles.layout} {...rotation.containerHandlers}>
      <NewsFeatured article={current} />
      {others.length > 0 ? (
        <NewsSidebar
          articles={others}
          onFeature={(position) => {
            chosenByHand.current = true;
            rotation.feature(position);
          }}
          rotation={{ stopped: rotation.stopped, toggle: rotation.toggleStopped }}
        />
      ) : null}
    </div>
  );
}
