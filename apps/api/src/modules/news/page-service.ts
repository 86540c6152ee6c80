import type { BlogListing, BlogSummary } from "@lwl/contracts/blogs";
import { isVisibleStatus } from "../content/visibility.ts";
import { toBlogSummary } from "./mappers.ts";
import * as queries from "./queries.ts";
import type { NewsSitemapDeps } from "./sitemap-service.ts";

/** What an article page's head needs: the post, and its listing while that is published. */
export interface PublishedArticleForPage {
  article: BlogSummary;
  listing: BlogListing | null;
}

/**
 * The published article an article page shows, or null when a visitor cannot see it. One query by
 * primary key (the same as the article read's), without the body's sanitising or the related posts.
 */
export async function findPublishedArticleForPage(
  deps: NewsSitemapDeps,
  id: number,
): Promise<PublishedArticleForPage | null> {
  const found = await queries.findBlogWithListing(deps.db, id);
  if (!found || !isVisibleStatus(found.blog.status)) return null;
  const { listing } = found;
  return {
    article: toBlogSummary(found.blog),
    listing:
      listing && isVisibleStatus(listing.status)
        ? { id: listing.id, name: listing.name, slug: listing.slug, type: listing.type }
        : null,
  };
}
