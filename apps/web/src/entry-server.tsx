/**
 * The public pages' first paint, rendered on the server (docs/decisions/0016-server-rendered-first-paint.md).
 * The API's page service (apps/api/src/modules/pages) calls `renderApp` with the address and the data
 * it already put in the page's HTML, and writes the markup into `<div id="root">`; `main.tsx` then
 * hydrates it. The same route table, providers and components as the browser, with a query cache
 * seeded exactly as `seedPageData` seeds it, so both sides draw the same tree: content the HTML carries
 * (a detail page, a browse page's first results) in full, everything else in its loading state.
 *
 * Built for Node by `vite build --ssr` into `apps/web/dist-ssr/` (not served to browsers).
 */
import "./lib/zod-jitless.ts";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "@lwl/contracts/page-assets";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { seedPageData } from "./app/prefetch-page-data.ts";
import { Providers } from "./app/providers.tsx";
import { AppRoutes, loadRoutesOf } from "./app/router.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { setServerRenderOrigin } from "./lib/site-origin.ts";

/** Time the loading of the lazy parts may take (once per process) before the page goes out with them drawn by the browser. */
const RENDER_TIMEOUT_MS = 2_000;

/** The page data as `seedPageData` reads it from the HTML: a script element with that JSON. */
function pageDataElement(pageData: PageData | undefined): ParentNode {
  const element = pageData ? { textContent: JSON.stringify(pageData), remove() {} } : null;
  return {
    querySelector: (selector: string) => (selector === `#${PAGE_DATA_ELEMENT_ID}` ? element : null),
  } as unknown as ParentNode;
}

/**
 * The markup of the app at `url` (path and query), with absolute links on `origin` (PUBLIC_URL). Throws
 * when rendering fails; the caller then sends the page without it.
 */
export async function renderApp(url: string, pageData: PageData | undefined, origin = ""): Promise<string> {
  // The site's origin (PUBLIC_URL) for absolute links in the markup; the same for every page.
  setServerRenderOrigin(origin);
  // The page's own code first, so it draws in this pass (loaded once per process).
  await loadRoutesOf(new URL(url, "http://localhost"));
  // Each render has its own cache, seeded as the browser seeds it, and emptied after (a seeded entry
  // would otherwise keep its garbage-collection timer, and the page's data, for 30 minutes).
  const withCache = async <T,>(render: (app: ReactNode) => T | Promise<T>): Promise<T> => {
    const queryClient = createQueryClient();
    seedPageData(queryClient, url, pageDataElement(pageData));
    try {
      return await render(
        <StrictMode>
          <Providers queryClient={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </StrictMode>,
      );
    } finally {
      queryClient.clear();
    }
  };
  // A lazy part (the footer, the landing sections) not loaded yet in this process suspends: its
  // boundary would go out empty, for the browser to draw. Loading them once (a render that waits for
  // everything, thrown away) lets every later render draw them in place, with no script in the markup.
  const html = await withCache(renderToString);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return withoutImagePreloads(html);
  await withCache(loadLazyParts);
  const drawn = await withCache(renderToString);
  // Still a part the server could not draw: something threw while drawing it (React has logged it).
  // Sent like that, the browser would redraw the part and report React's error 419; the page goes out
  // for the browser to draw instead, as a render that fails outright does.
  if (drawn.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error("A part of the page could not be drawn on the server.");
  return withoutImagePreloads(drawn);
}

/**
 * React writes a preload for the pictures it draws first ahead of the markup; the page's head already
 * preloads its largest picture (ADR 0014), and a preload inside the body would also ask for the header's
 * logo before the page's own picture.
 */
function withoutImagePreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, "");
}

/** What renderToString writes where a part suspended (React's client-rendered Suspense boundary). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

async function loadLazyParts(app: ReactNode): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error("server render timed out")), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerender(app, { signal: abort.signal });
    await prelude.cancel();
  } finally {
    clearTimeout(timer);
  }
}
