/**
 * The one place rich text is handled on the server: `sanitizeArticleHtml` cleans HTML before it is
 * stored (listing and event descriptions, post bodies) and `htmlToText` / `excerptOf` turn stored
 * HTML into plain text for excerpts and lists. The generated `search_document` columns in db/schema.ts
 * strip tags in SQL (a generated column cannot call this code); keep the two in step.
 */
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

/** Characters of plain text in list excerpts (listing and event summaries). */
export const EXCERPT_CHARS = 200;

const LINK_REL = "noopener nofollow";

/** Elements whose content is dropped with them: their text is never article text. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "textarea",
  "select",
  "option",
  "title",
  "head",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
];

const ARTICLE_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "div",
  "span",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "blockquote",
  "pre",
  "code",
  "em",
  "strong",
  "b",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "mark",
  "small",
  "abbr",
  "cite",
  "q",
];

export interface SanitizeOptions {
  /** The site's public origin (PUBLIC_URL): images may come from its /media/ too, not only from relative /media/ paths. */
  publicUrl: string;
}

/**
 * The site's own media path of an image source, or null for anything else: a relative `/media/...`
 * path or an absolute URL on the public origin, normalised so `..` cannot step outside /media/.
 */
export function ownMediaPath(src: string, publicUrl: string): string | null {
  const origin = new URL(publicUrl).origin;
  const trimmed = src.trim();
  if (!trimmed.startsWith("/media/") && !trimmed.startsWith(`${origin}/media/`)) return null;
  if (trimmed.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith("/media/")) return null;
  return url.pathname + url.search;
}

/**
 * Article HTML safe to store and render: headings (an h1 becomes h2, the page owns its h1),
 * paragraphs, lists, links (http, https, mailto, tel or relative; rel="noopener nofollow"; target
 * only _blank), images from our own media, tables, quotes, code. No scripts, styles, event handlers,
 * frames, forms or `javascript:`/`data:` URLs; their text is kept as text where it is text.
 */
export function sanitizeArticleHtml(html: string, options: SanitizeOptions): string {
  return sanitizeHtml(html, {
    allowedTags: ARTICLE_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: "discard",
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      ol: ["start", "reversed"],
      abbr: ["title"],
    },
    allowedClasses: { code: ["language-*"], pre: ["language-*"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    allowedStyles: {},
    allowVulnerableTags: false,
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const { target, rel: _rel, ...rest } = attribs;
        return {
          tagName,
          attribs: target === "_blank" ? { ...rest, target, rel: LINK_REL } : { ...rest, rel: LINK_REL },
        };
      },
      img: (tagName, attribs) => {
        const src = attribs.src === undefined ? null : ownMediaPath(attribs.src, options.publicUrl);
        const { src: _src, ...rest } = attribs;
        return { tagName, attribs: src === null ? rest : { src, ...rest } };
      },
    },
    // An image that is not ours is dropped whole rather than kept without a source.
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });
}

/** Elements that separate words: their edges read as a space in plain text. Inline ones do not. */
const WORD_BREAKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "caption",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "img",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);
const TEXTLESS = new Set(DROPPED_WITH_CONTENT);

/**
 * The text a reader sees in some HTML, on one line: tags removed (block edges become spaces),
 * entities decoded, script and style content dropped, runs of whitespace collapsed.
 */
export function htmlToText(html: string): string {
  return textOf(html, Number.POSITIVE_INFINITY);
}

/** The start of the plain text, at most `chars` characters, for lists and cards. */
export function excerptOf(html: string, chars = EXCERPT_CHARS): string {
  return textOf(html, chars).slice(0, chars).trimEnd();
}

const collapsed = (parts: string[]) => parts.join("").replace(/\s+/g, " ").trim();

/**
 * `htmlToText`, reading the HTML only until its text has more than `enough` characters: a card's
 * excerpt needs the first 200 of a description that may run to thousands, and every search result
 * makes one (issue 25: parsing whole descriptions was a tenth of the HTTP thread's work in results).
 * Text the parser still holds at a chunk's end (a word or an entity cut in two) comes after what was
 * counted, so the first `enough` characters are final when it stops (the parser is then dropped unended).
 */
function textOf(html: string, enough: number): string {
  const parts: string[] = [];
  let length = 0;
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (TEXTLESS.has(name)) hidden += 1;
        if (WORD_BREAKS.has(name)) parts.push(" ");
      },
      onclosetag(name) {
        if (TEXTLESS.has(name)) hidden = Math.max(0, hidden - 1);
        if (WORD_BREAKS.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (hidden > 0) return;
        parts.push(text);
        length += text.length;
      },
    },
    { decodeEntities: true },
  );
  const step = Number.isFinite(enough) ? Math.max(256, enough * 2) : html.length;
  for (let at = 0; at < html.length; at += step) {
    parser.write(html.slice(at, at + step));
    if (length > enough) {
      const text = collapsed(parts);
      if (text.length > enough) return text;
    }
  }
  parser.end();
  return collapsed(parts);
}
