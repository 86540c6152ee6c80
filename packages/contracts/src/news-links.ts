/**
 * Addresses of the news pages, shared by the web app's links and the server's feeds and e-mails,
 * so both name an article the same (canonical) way: /news-description/{id}/{listingId}, or
 * /news-description/{id} for a post that belongs to no listing.
 */
export const NEWS_PAGE = "/news";
export const NEWS_ARTICLE_PAGE = "/news-description";
export const NEWS_FEED = "/news/rss.xml";

export function newsArticlePathOf(article: { id: number; listingId: number | null }): string {
  return article.listingId === null
    ? `${NEWS_ARTICLE_PAGE}/${article.id}`
    : `${NEWS_ARTICLE_PAGE}/${article.id}/${article.listingId}`;
}

export function newsCategoryPathOf(slug: string): string {
  return `${NEWS_PAGE}/${encodeURIComponent(slug)}`;
}

export function categoryFeedPathOf(slug: string): string {
  return `${NEWS_PAGE}/${encodeURIComponent(slug)}/rss.xml`;
}
