/** Advertises a feed to readers and browsers; React hoists the <link> into the document head. */
export function FeedLink({ href, title }: { href: string; title: string }) {
  return <link rel="alternate" type="application/rss+xml" title={title} href={href} />;
}

export { categoryFeedPathOf as categoryFeedPath } from "@lwl/contracts/news-links";
