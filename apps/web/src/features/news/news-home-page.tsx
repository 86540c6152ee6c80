import type { BlogSummary } from "@lwl/contracts/blogs";
import { NEWS_HOME_LISTS } from "@lwl/contracts/page-assets";
import { newsHomeHead } from "@lwl/contracts/page-head-kinds";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { formatShortDate, truncate } from "../../lib/format.ts";
import { fallBackToPlaceholder } from "../../lib/media.ts";
import { PageHead } from "../../lib/page-head.tsx";
import { newsArticlePath, pageIndexFrom } from "../../lib/paths.ts";
import { IMAGE_SIZES, storedImageProps } from "../../lib/responsive-image.ts";
import { useNewsList } from "./api/news-queries.ts";
import styles from "./components/news.module.css";
import { PagedPosts } from "./components/paged-posts.tsx";
import { PostMeta } from "./components/post-card.tsx";

/** Breaking news: a strip of headlines above everything else, only when there are some. */
function BreakingStrip() {
  const { data, status } = useNewsList("breaking-news", 0, NEWS_HOME_LISTS["breaking-news"]);
  const posts = data?.content ?? [];
  // Its box is kept while it loads, so the story below does not jump down when it arrives.
  if (status === "pending") return <div className={`${styles.breaking} ${styles.skeleton}`} aria-hidden="true" />;
  if (posts.length === 0) return null;
  return (
    <section className={styles.breaking} aria-labelledby="breaking-title">
      <h2 id="breaking-title" className={styles.breakingLabel}>
        Breaking
      </h2>
      <ul className={styles.breakingList}>
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={newsArticlePath(post)}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeaturedStory({ post }: { post: BlogSummary }) {
  return (
    <article className={styles.featured}>
      <div className={styles.featuredMedia}>
        <img
          {...storedImageProps(post.imgUrl, IMAGE_SIZES.newsFeatured)}
          alt=""
          width={960}
          height={540}
          fetchPriority="high"
          onError={fallBackToPlaceholder}
        />
      </div>
      <div className={styles.featuredBody}>
        <p className={styles.kicker}>Featured story</p>
        <PostMeta post={post} />
        <h2 className={styles.featuredTitle}>
          <Link className={styles.cardLink} to={newsArticlePath(post)}>
            {post.title}
          </Link>
        </h2>
        <p>{truncate(post.shortDescription, 300)}</p>
      </div>
    </article>
  );
}

function Sponsored() {
  const { data } = useNewsList("sponsored", 0, NEWS_HOME_LISTS.sponsored);
  const posts = data?.content ?? [];
  if (posts.length === 0) return null;
  return (
    <section className={styles.aside} aria-labelledby="sponsored-title">
      <h2 id="sponsored-title" className={styles.asideTitle}>
        Sponsored
      </h2>
      <ul className={styles.asideList}>
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={newsArticlePath(post)} className={styles.asideLink}>
              <span className={styles.sponsored}>Sponsored</span>
              <span className={styles.asideHeadline}>{post.title}</span>
              <time dateTime={post.publishedTime ?? post.createdTime}>
                {formatShortDate(post.publishedTime ?? post.createdTime)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /news: breaking strip, the featured story, the latest posts by page, sponsored posts marked as such. */
export function NewsHomePage() {
  const [search] = useSearchParams();
  const page = pageIndexFrom(search);
  // The sizes the server's page data answers at /news (the plain address: page 0), so the first paint needs no request.
  const featured = useNewsList("featured", 0, NEWS_HOME_LISTS.featured);
  const latest = useNewsList("published", page, NEWS_HOME_LISTS.published);
  const story = featured.data?.content[0];
  return (
    <>
      <PageHead head={newsHomeHead()} />
      <PageHeader
        title="Education News"
        subtitle="Admissions, exams, scholarships and campus life, as it happens."
        trail={[{ label: "News" }]}
      />
      <div className="container page-body">
        <BreakingStrip />
        {page === 0 ? (
          story ? (
            <FeaturedStory post={story} />
          ) : featured.status === "pending" ? (
            <div className={`${styles.featured} ${styles.skeleton}`} aria-hidden="true">
              <div className={styles.featuredMedia} />
            </div>
          ) : null
        ) : null}
        <div className={styles.columns}>
          <section aria-labelledby="latest-title">
            <h2 id="latest-title" className={styles.sectionTitle}>
              Latest news
            </h2>
            <PagedPosts query={latest} page={page} label="Latest news" emptyText="No news yet." />
          </section>
          <Sponsored />
        </div>
      </div>
    </>
  );
}
