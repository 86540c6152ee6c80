import {
  PAGE_ASSET_ATTRIBUTE,
  PAGE_DATA_ELEMENT_ID,
  type PageAssetKind,
  type PageData,
} from "@lwl/contracts/page-assets";
import { headTagsOf, type PageHead } from "@lwl/contracts/page-head";
import type { StoredImage } from "@lwl/contracts/stored-image";
import type { JsonLd } from "./structured-data.ts";

/**
 * Writing a head into the built index.html. Every tag the server writes carries `data-server-head`:
 * the web app removes them once it renders the page's own head (apps/web/src/lib/page-head.tsx), so
 * nothing is doubled. The structured data names its page in that attribute, and stays while the
 * visitor is on that page (the app does not render JSON-LD itself).
 */

/** Text and attribute values: the five characters that could end or open markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * JSON that is safe inside `<script>`: no `<` (so no `</script>` or `<!--`), no `>` or `&`, and no
 * U+2028/U+2029 line separators, all written as JSON escapes that parse back to the same text.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const MARK = "data-server-head";

/** The head's tags as HTML, one a line. */
export function headHtml(head: PageHead, origin: string, structuredData: JsonLd[]): string {
  const lines = [`<title ${MARK}>${escapeHtml(head.title)}</title>`];
  for (const tag of headTagsOf(head, origin)) {
    lines.push(
      tag.tag === "meta"
        ? `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" ${MARK}>`
        : `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" ${MARK}>`,
    );
  }
  if (structuredData.length > 0) {
    const graph = structuredData.map(({ "@context": _context, ...node }) => node);
    lines.push(
      `<script type="application/ld+json" ${MARK}="${escapeHtml(head.path)}">` +
        `${jsonForScript({ "@context": "https://schema.org", "@graph": graph })}</script>`,
    );
  }
  return lines.map((line) => `    ${line}\n`).join("");
}

/**
 * The page's largest picture, fetched with the HTML instead of after the app's code (and, on a detail
 * page, its data) has arrived: the same `srcset` and `sizes` as the app's <img> (both come from
 * @lwl/contracts/stored-image), so the browser uses the preloaded answer rather than asking again.
 */
export function imagePreloadHtml(image: StoredImage): string {
  const responsive = image.srcSet
    ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? "")}"`
    : "";
  return `    <link rel="preload" as="image" href="${escapeHtml(image.src)}"${responsive} fetchpriority="high" ${MARK}>\n`;
}

/**
 * A detail page's API answer for the app to start from (apps/web/src/app/page-data.ts), as JSON that
 * is safe inside `<script>` (no `<`, so no `</script>`). Not marked: the app takes it out itself once read.
 */
export function pageDataHtml(pageData: PageData): string {
  return `    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(pageData)}</script>\n`;
}

/** For the pages the server writes no head for (sign-in, profile, editors): the site's title and description, marked. */
export function defaultHeadHtml(head: Pick<PageHead, "title" | "description">): string {
  return (
    `    <title ${MARK}>${escapeHtml(head.title)}</title>\n` +
    `    <meta name="description" content="${escapeHtml(head.description)}" ${MARK}>\n`
  );
}

const TITLE = /[ \t]*<title\b[^>]*>[\s\S]*?<\/title>[ \t]*\r?\n?/i;
const DESCRIPTION = /[ \t]*<meta\b[^>]*\bname=["']?description["']?[^>]*>[ \t]*\r?\n?/i;

/** index.html with its own title and description replaced by the given head, just before `</head>`. */
export function withHead(template: string, head: string): string {
  const bare = template.replace(TITLE, "").replace(DESCRIPTION, "");
  const headEnd = bare.search(/[ \t]*<\/head>/i);
  // A page without a head element (the HTML parser makes one) takes the tags right after its doctype.
  const at = headEnd !== -1 ? headEnd : (/^\s*<!doctype[^>]*>\s*/i.exec(bare)?.[0].length ?? 0);
  return `${bare.slice(0, at)}${head}${bare.slice(at)}`;
}

const PAGE_ASSET_TAG = new RegExp(`[ \\t]*<link\\b[^>]*\\b${PAGE_ASSET_ATTRIBUTE}="([^"]*)"[^>]*>\\r?\\n?`, "gi");

/**
 * index.html with only this page kind's route code and styles (the web build writes one group of
 * tags per kind, marked `data-page`; apps/web/vite.config.ts): the browser fetches them alongside the
 * entry script, and no page downloads another page's code. Null (a page of another kind) keeps none.
 */
export function withPageAssets(template: string, kind: PageAssetKind | null): string {
  return template.replace(PAGE_ASSET_TAG, (tag, kinds: string) =>
    kind !== null && kinds.split(/\s+/).includes(kind) ? tag : "",
  );
}

/**
 * The app's server-drawn markup inside the root element (ADR 0016), where the browser shows it before
 * any script runs and React hydrates it. The template's root is empty: `<div id="root"></div>`.
 */
export function withAppMarkup(html: string, markup: string): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at === -1) return html;
  return `${html.slice(0, at)}<div id="root">${markup}</div>${html.slice(at + root.length)}`;
}

/** A stylesheet tag of the built index.html: the entry's own, or one of a page group's (withPageAssets). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page's stylesheets written into its HTML (ADR 0016): the first paint then waits for no request
 * but the HTML itself. Each `<link>` stays, `disabled` (not fetched, not applied), because Vite's
 * preload helper looks for it before adding a lazy route's stylesheet: the page's own route, loaded
 * before hydration, must not fetch its CSS a second time. `stylesheet` answers a built file's text,
 * or null to leave the tag as it is.
 */
export function withInlineStyles(html: string, stylesheet: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (tag: string, href: string) => {
    const css = stylesheet(href);
    if (css === null) return tag;
    return `<style data-href="${href}">${css.replaceAll("</style", "<\\/style")}</style>${tag.replace("<link ", "<link disabled ")}`;
  });
}

/**
 * Tags the browser should request before the page's scripts (the largest picture's preload): on a
 * phone's few connections, a picture asked for after a dozen scripts waits for them, and the page's
 * largest paint with it. Before the first script or module preload; else at the end of the head.
 */
export function withEarlyHead(html: string, tags: string): string {
  if (tags === "") return html;
  const at = html.search(/[ \t]*<(?:script\b|link rel="modulepreload")/i);
  return at === -1 ? withHead(html, tags) : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

/** The web app's loader for server-drawn pages (apps/web/public/after-paint.js). */
export const AFTER_PAINT_SCRIPT = "/after-paint.js";

/** A module preload of the built index.html (the entry's imports, the page group's route code), and its address. */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/gi;
/** The built index.html's entry script, and its address. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/i;

/**
 * A page the server drew (ADR 0016) shows its content without any script: its code (the entry script
 * and the module preloads) is fetched once the page's pictures have arrived and been painted
 * (ADR 0018), instead of sharing a phone's narrow connection with them. The entry and the preloads
 * move into the data attributes of a small loader, which asks for them then.
 */
export function withScriptsAfterPaint(html: string): string {
  const modules: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    if (!modules.includes(href)) modules.push(href);
    return "";
  });
  return withoutPreloads.replace(
    ENTRY_SCRIPT,
    (_tag, entry: string) =>
      `<script src="${AFTER_PAINT_SCRIPT}" data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules.join(" "))}" defer></script>`,
  );
}
