import type { BlogSummary } from "@lwl/contracts/blogs";
import { categoryNameOf } from "@lwl/contracts/news-categories";
import {
  categoryFeedPathOf,
  NEWS_FEED,
  NEWS_PAGE,
  newsArticlePathOf,
  newsCategoryPathOf,
} from "@lwl/contracts/news-links";
import * as news from "../news/service.ts";
import { type Feed, renderRss } from "./rss.ts";

export interface NewsFeedsDeps extends news.NewsDeps {}

/** Items per feed: readers poll often, so the newest twenty are plenty. */
export const FEED_ITEMS = 20;
const SITE = "LEARN WITHOUT LIMITS";

function itemsOf(deps: NewsFeedsDeps, posts: BlogSummary[], categoryName: (slug: string) => string) {
  return posts.map((post) => ({
    title: post.title,
    url: `${deps.publicUrl}${newsArticlePathOf(post)}`,
    description: post.shortDescription,
    category: categoryName(post.category),
    published: new Date(post.publishedTime ?? post.createdTime),
  }));
}

async function namesOfCategories(deps: NewsFeedsDeps): Promise<(slug: string) => string> {
  const names = new Map((await news.listCategories(deps)).map((c) => [c.slug, c.name] as const));
  return (slug) => names.get(slug.toLowerCase()) ?? categoryNameOf(slug);
}

/** /news/rss.xml: the newest published posts of every category. */
export async function newsFeed(deps: NewsFeedsDeps): Promise<string> {
  const [page, nameOf] = await Promise.all([
    news.listPublished(deps, "published", { page: 0, size: FEED_ITEMS }),
    namesOfCategories(deps),
  ]);
  const feed: Feed = {
    title: `${SITE} news`,
    pageUrl: `${deps.publicUrl}${NEWS_PAGE}`,
    feedUrl: `${deps.publicUrl}${NEWS_FEED}`,
    description: "Education news: admissions, exams, scholarships, careers and campus life.",
    items: itemsOf(deps, page.content, nameOf),
  };
  return renderRss(feed);
}

/** /news/{category}/rss.xml: one category's newest posts; an unknown category is a 404 (as its page). */
export async function categoryFeed(deps: NewsFeedsDeps, category: string): Promise<string> {
  const page = await news.listCategoryPosts(deps, category, { page: 0, size: FEED_ITEMS });
  const nameOf = await namesOfCategories(deps);
  const slug = page.content[0]?.category.toLowerCase() ?? category.toLowerCase();
  const name = nameOf(slug);
  return renderRss({
    title: `${SITE}: ${name} news`,
    pageUrl: `${deps.publicUrl}${newsCategoryPathOf(slug)}`,
    feedUrl: `${deps.publicUrl}${categoryFeedPathOf(slug)}`,
    description: `${name} news from ${SITE}.`,
    items: itemsOf(deps, page.content, nameOf),
  });
}
