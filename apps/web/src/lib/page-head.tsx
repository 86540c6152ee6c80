import { headTagsOf, type PageHead as PageHeadData } from "@lwl/contracts/page-head";
import { MARK, useHeadDrawnByApp, useServerHeadHandOff } from "./server-head.ts";

let serverOrigin: string | null = null;

/** The site's public origin as the server writes it (PUBLIC_URL), so absolute addresses match the server's. */
function siteOrigin(): string {
  const canonical = document.querySelector<HTMLLinkElement>(`link[rel="canonical"][${MARK}]`);
  if (canonical) serverOrigin = new URL(canonical.href).origin;
  return serverOrigin ?? window.location.origin;
}

/**
 * The page's head on in-app navigation (docs/decisions/0011-server-written-head.md). The server writes
 * the first page's head into the HTML, each tag marked `data-server-head`; once a page renders its own
 * (React 19 hoists `<title>`, `<meta>` and `<link>` into the document head, and takes them out again when
 * the page goes), the server's tags are removed, so nothing is doubled. Both sides build the tags with
 * the same functions (packages/contracts/src/page-head.ts). The server's JSON-LD stays while the visitor
 * is on the page it describes: the app renders none itself.
 *
 * Renders the title, description, canonical, robots, Open Graph and Twitter card tags of a page.
 */
export function PageHead({ head }: { head: PageHeadData }) {
  const drawn = useHeadDrawnByApp();
  useServerHeadHandOff(drawn);
  if (!drawn) return null;
  return (
    <>
      <title>{head.title}</title>
      {headTagsOf(head, siteOrigin()).map((tag) =>
        tag.tag === "link" ? (
          <link key={tag.rel} rel={tag.rel} href={tag.href} />
        ) : tag.key === "property" ? (
          <meta key={tag.name} property={tag.name} content={tag.content} />
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ),
      )}
    </>
  );
}
