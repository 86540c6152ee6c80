import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type HtmlTagDescriptor, type Plugin } from "vite";

/** Everything the Node server answers; the dev server forwards it so the app runs on one origin like in production. */
const API_PATHS = ["/api", "/auth", "/searchservice", "/adminservice", "/media", "/docs", "/healthz", "/readyz"];
const API_ORIGIN = process.env.API_ORIGIN ?? "http://localhost:3000";

/**
 * Most visits start on the landing page, whose route module is loaded lazily: without a hint the
 * browser learns about it only after the entry script has run. A modulepreload for it (and the
 * chunks it imports) lets it download alongside the entry. The tags are marked data-landing-only,
 * so the server leaves them out of every other page (apps/api/src/plugins/static.ts), which would
 * otherwise spend a phone's bandwidth on the landing page's code before their own.
 */
function preloadLandingRoute(): Plugin {
  return {
    name: "preload-landing-route",
    apply: "build",
    transformIndexHtml(_html, context) {
      const bundle = context.bundle ?? {};
      const landing = Object.values(bundle).find(
        (output) =>
          output.type === "chunk" && output.facadeModuleId?.endsWith("/src/features/landing/landing-page.tsx"),
      );
      if (landing?.type !== "chunk") return [];
      const entry = Object.values(bundle).find((output) => output.type === "chunk" && output.isEntry);
      const alreadyLoaded = new Set(entry?.type === "chunk" ? [entry.fileName, ...entry.imports] : []);
      const files = [landing.fileName, ...landing.imports].filter((file) => !alreadyLoaded.has(file));
      return files.map<HtmlTagDescriptor>((file) => ({
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: "", href: `/${file}`, "data-landing-only": "" },
        injectTo: "head",
      }));
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

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadLandingRoute()],
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
  build: {
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
