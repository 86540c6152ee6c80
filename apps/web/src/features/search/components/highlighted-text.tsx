import { Fragment } from "react";

/**
 * The server's `highlight`: the name HTML-escaped, with the matches inside <mark>. Rendered as React
 * text, never as HTML: only <mark> becomes an element and every entity is decoded by hand, so
 * nothing in a listing's name can become markup, whatever the server sends.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name] ?? "");
}

export function highlightParts(html: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  const pattern = /<mark>(.*?)<\/mark>/gs;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: decode(html.slice(last, match.index)), marked: false });
    parts.push({ text: decode(match[1] ?? ""), marked: true });
    last = match.index + match[0].length;
  }
  if (last < html.length) parts.push({ text: decode(html.slice(last)), marked: false });
  // Any other tag the server might send stays visible text rather than markup.
  return parts.filter((part) => part.text !== "");
}

export function HighlightedText({ html, fallback }: { html: string | undefined; fallback: string }) {
  if (!html) return <>{fallback}</>;
  return (
    <>
      {highlightParts(html).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
