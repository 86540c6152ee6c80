import { useHydrated } from "../../../lib/use-hydrated.ts";

/**
 * Advertises a feed to readers and browsers; React hoists the <link> into the document head, from the
 * render after hydration (the server's first paint has no head of its own, ADR 0016).
 */
export function FeedLink({ href, title }: { href: string; title: string }) {
  const hydrated = useHydrated();
  return hydrated ? <link rel="alternate" type="application/rss+xml" title={title} href={href} /> : null;
}

export { categoryFeedPathOf as categoryFeedPath } from "@lwl/contracts/news-links";
