/** RSS 2.0 written by hand: a few elements, every text escaped, every address absolute. */
export interface FeedItem {
  title: string;
  url: string;
  description: string;
  category: string;
  published: Date;
}

export interface Feed {
  title: string;
  /** The page the feed mirrors. */
  pageUrl: string;
  /** The feed's own address (atom:link rel="self"). */
  feedUrl: string;
  description: string;
  items: FeedItem[];
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Characters XML 1.0 cannot carry at all, even escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for XML and drops what XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function renderRss(feed: Feed): string {
  const newest = feed.items[0]?.published ?? new Date(0);
  const items = feed.items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", item.url),
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element("description", item.description),
      element("category", item.category),
      element("pubDate", item.published.toUTCString()),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", feed.title),
    element("link", feed.pageUrl),
    element("description", feed.description),
    element("language", "en"),
    element("lastBuildDate", newest.toUTCString()),
    `<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
