import { createRequire } from "node:module";
import path from "node:path";
// Types only: Vite loads this file with Node, which does not run the workspace packages' TypeScript.
import type { PageAssetKind } from "@lwl/contracts/page-assets";
import react from "@vitejs/plugin-react";
import { defineConfig, type HtmlTagDescriptor, type Plugin } from "vite";

/** Everything the Node server answers; the dev server forwards it so the app runs on one origin like in production. */
const API_PATHS = ["/api", "/auth", "/searchservice", "/adminservice", "/media", "/docs", "/healthz", "/readyz"];
const API_ORIGIN = process.env.API_ORIGIN ?? "http://localhost:3000";

/** The lazy route modules each public page kind renders first (app/router.tsx), under src/. */
const PAGE_ROUTE_MODULES = {
  landing: ["features/landing/landing-page.tsx"],
  "browse-listings": ["features/listings/browse-pages.tsx"],
  "browse-events": ["features/events/events-browse-page.tsx"],
  listing: ["features/listings/listing-detail-page.tsx"],
  event: ["features/events/event-detail-page.tsx"],
  news: ["features/news/news-layout.tsx", "features/news/news-home-page.tsx"],
  "news-category": ["features/news/news-layout.tsx", "features/news/news-category-page.tsx"],
  "news-tag": ["features/news/news-layout.tsx", "features/news/news-tag-page.tsx"],
  article: ["features/news/news-layout.tsx", "features/news/news-article-page.tsx"],
} satisfies Record<PageAssetKind, string[]>;

/**
 * A page's route module is loaded lazily: without a hint the browser learns about it (and its
 * stylesheet) only after the entry script has downloaded and run, one more round trip before the
 * first paint. This writes a modulepreload for each route module and the chunks it imports, and a
 * stylesheet link for their CSS (which Vite's preload helper then finds and does not add again),
 * in one group of tags per page kind (`data-page="listing"`). The server keeps only the
 * current page's group (apps/api/src/modules/pages/head-html.ts; the attribute is PAGE_ASSET_ATTRIBUTE of
 * @lwl/contracts/page-assets), so no page downloads another's code.
 */
function preloadPageRoutes(): Plugin {
  return {
    name: "preload-page-routes",
    apply: "build",
    transformIndexHtml(_html, context) {
      const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      const alreadyLoaded = new Set(entry ? [entry.fileName, ...entry.imports] : []);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const tags: HtmlTagDescriptor[] = [];
      for (const [kind, modules] of Object.entries(PAGE_ROUTE_MODULES)) {
        // The order of Vite's own preload list: a chunk, then what it imports; each chunk's CSS after
        // the CSS of what it imports, so a page's rules still come after its components' rules.
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (file: string) => {
          if (scripts.includes(file) || alreadyLoaded.has(file)) return;
          scripts.push(file);
          const chunk = byFile.get(file);
          for (const imported of chunk?.imports ?? []) visit(imported);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
        };
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${module}`));
          if (!chunk) throw new Error(`preload-page-routes: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        // One group of tags per page kind (a file two kinds share is listed in each): the server keeps one group.
        const tag = (attrs: Record<string, string>): HtmlTagDescriptor => ({
          tag: "link",
          attrs: { ...attrs, crossorigin: "", "data-page": kind },
          injectTo: "head",
        });
        tags.push(...scripts.map((file) => tag({ rel: "modulepreload", href: `/${file}` })));
        tags.push(...styles.map((file) => tag({ rel: "stylesheet", href: `/${file}` })));
      }
      return tags;
    },
  };
}

/**
 * React Router's package points bundlers at its development build, which keeps its dev-only warnings
 * (about 2 KB raw); its production build is the same code without them. Build only: the dev server
 * and the tests keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/",
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), preloadPageRoutes()],
  // The server's first paint (src/entry-server.tsx, ADR 0016): the workspace's TypeScript packages are
  // bundled in (Node cannot run them); React, React Router and the rest load from node_modules.
  ssr: { noExternal: [/^@lwl\//] },
  resolve:
    command === "build"
      ? {
          alias: [
            { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_PRODUCTION}dom-export.mjs` },
          ],
        }
      : undefined,
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(API_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
      // The news feeds are server routes among the app's pages (/news/rss.xml, /news/{category}/rss.xml).
      "^/news/(?:[^/]+/)?rss\\.xml$": { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: one module for Node, beside dist/ and never served.
      {
        outDir: "dist-ssr",
        copyPublicDir: false,
        target: "node20",
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        // The budget script reads the manifest to find the landing route's lazy chunk and its imports.
        manifest: true,
        target: "es2022",
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React Router and TanStack Query in one file: fewer small files before the first
              // paint (each costs a request and compresses worse alone), and a file that stays cached
              // across deployments that change only the app's own code.
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
