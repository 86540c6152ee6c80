import { articleHead } from "@lwl/contracts/page-head-kinds";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ResourceNotFound } from "../../components/ui/resource-not-found.tsx";
import { RichText } from "../../components/ui/rich-text.tsx";
import { formatShortDate } from "../../lib/format.ts";
import { isNotFound } from "../../lib/http.ts";
import { LISTING_TYPE_LABEL } from "../../lib/listing-types.ts";
import { fallBackToPlaceholder } from "../../lib/media.ts";
import { PageHead } from "../../lib/page-head.tsx";
import { listingPath, newsArticlePath, newsCategoryPath, newsTagPath, PATHS, parseId } from "../../lib/paths.ts";
import { IMAGE_SIZES, storedImageProps } from "../../lib/responsive-image.ts";
import { useSiteOrigin } from "../../lib/site-origin.ts";
import { useArticle } from "./api/news-queries.ts";
import styles from "./components/news.module.css";
import { PostGrid, postDate } from "./components/post-card.tsx";
import { ShareLinks } from "./components/share-links.tsx";

/**
 * /news-description/{blogId}/{listingId}: one article. The spec's other reading
 * (/news-description/{id}/{anything or nothing}) reaches the same page, which then replaces the
 * address with the canonical one.
 */
export function NewsArticlePage() {
  const params = useParams();
  const location = useLocation();
  const id = parseId(params.blogId);
  const { data: article, status, error, refetch } = useArticle(id);
  const origin = useSiteOrigin();
  const allNews = { label: "All news", to: PATHS.news };

  if (id === null || isNotFound(error)) return <ResourceNotFound what="article" browse={allNews} />;
  if (status === "pending") {
    return (
      <div
        className={`container page-body ${styles.article} ${styles.articleLoading}`}
        aria-busy="true"
        data-testid="article-skeleton"
      >
        <p className="visually-hidden" role="status">
          Loading article…
        </p>
        {/* The article's own boxes in grey (category, title, byline, 16:9 picture), at least a screen
            tall so the newsletter box under it stays below the fold until the article replaces it. */}
        <div className={styles.articleHeader}>
          <span className={`${styles.skeletonLine} ${styles.skeletonCategory}`} />
          <span className={`${styles.skeletonLine} ${styles.skeletonHeadline}`} />
          <span className={`${styles.skeletonLine} ${styles.skeletonByline}`} />
        </div>
        <div className={`${styles.articleMedia} ${styles.skeleton}`} data-testid="article-skeleton-media" />
      </div>
    );
  }
  if (status === "error") {
    return (
      <div className="container page-body">
        <EmptyState
          role="alert"
          title="We could not load this article"
          text="Please check your connection and try again."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  const canonical = newsArticlePath(article);
  if (location.pathname !== canonical) {
    return <Navigate to={`${canonical}${location.search}${location.hash}`} replace />;
  }
  const shareUrl = `${origin}${canonical}`;
  const published = postDate(article);
  return (
    <>
      <PageHead head={articleHead(article)} />
      <article className={`container page-body ${styles.article}`}>
        <header className={styles.articleHeader}>
          <p className={styles.meta}>
            <Link className={styles.category} to={newsCategoryPath(article.category)}>
              {article.category.replace(/-/g, " ").toUpperCase()}
            </Link>
            {article.sponsored ? <span className={styles.sponsored}>Sponsored</span> : null}
          </p>
          <h1 className={styles.articleTitle}>{article.title}</h1>
          <p className={styles.byline}>
            <time dateTime={published}>{formatShortDate(published)}</time>
            <span aria-hidden="true">•</span>
            <span>{article.readingMinutes} min read</span>
          </p>
        </header>
        <div className={styles.articleMedia}>
          <img
            {...storedImageProps(article.imgUrl, IMAGE_SIZES.article)}
            alt=""
            width={960}
            height={540}
            fetchPriority="high"
            onError={fallBackToPlaceholder}
          />
        </div>
        <div className={styles.articleBody}>
          <RichText html={article.content} />
        </div>
        {article.tags.length > 0 ? (
          <nav className={styles.tags} aria-label="Tags">
            <ul>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={newsTagPath(tag)} className={styles.tag}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {article.listing ? (
          <aside className={styles.listingBox} aria-label="About the institution">
            <p>
              This article is about <Link to={listingPath(article.listing)}>{article.listing.name}</Link>
              {` (${LISTING_TYPE_LABEL[article.listing.type]})`}.
            </p>
          </aside>
        ) : null}
        <ShareLinks url={shareUrl} title={article.title} />
      </article>
      {article.related.length > 0 ? (
        <section className="container page-body" aria-labelledby="related-title">
          <h2 id="related-title" className={styles.sectionTitle}>
            Related articles
          </h2>
          <PostGrid posts={article.related} label="Related articles" />
        </section>
      ) : null}
    </>
  );
}
