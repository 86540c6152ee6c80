// First: before any zod schema is made (see the file).
import "./lib/zod-jitless.ts";
import "@fontsource/ubuntu/latin-400.css";
import "@fontsource/ubuntu/latin-500.css";
import "@fontsource/ubuntu/latin-700.css";
import "./styles/tokens.css";
import "./styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";
import { prefetchPageData, seedPageData } from "./app/prefetch-page-data.ts";
import { Providers } from "./app/providers.tsx";
import { AppRoutes, loadRoutesOf } from "./app/router.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { AppRouter } from "./lib/router/app-router.tsx";
import { createGuardedHistory } from "./lib/router/guarded-history.ts";
import { startSession } from "./lib/session/session.ts";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

// Before the router starts and the first render, so pages see the restored session rather than a moment of "signed out".
startSession();

const queryClient = createQueryClient();
// A detail page's HTML carries its API answer (a browse page its first results): the page renders from it on the first pass.
seedPageData(queryClient, window.location.pathname + window.location.search);
prefetchPageData(queryClient, window.location.pathname);

// A public page's HTML carries its first paint, drawn by the server (entry-server.tsx, ADR 0016). React
// takes it over (hydrates) instead of drawing it again, which needs the page's code loaded first: a
// lazy route would otherwise draw its loading state over the server's markup. (A promise, not a
// top-level await: the bundler would split the entry into many small files to keep a module graph
// with an await in order.)
// When the page's code cannot be loaded (a deployment removed it), the app draws the page afresh: its
// router then meets the same failure and reloads into the new build, or shows why it cannot.
const serverDrawn = container.hasChildNodes();
const hydrating: Promise<boolean> = serverDrawn
  ? loadRoutesOf(window.location).then(
      () => true,
      () => false,
    )
  : Promise.resolve(false);
void hydrating.then((hydrate) => start(container, hydrate));

function start(root: HTMLElement, hydrate: boolean): void {
  // A page's code from an older build is gone after a deployment: each lazy import decides what to do
  // (lib/stale-build.ts importOrReload reloads into the new build; the rich-text editor keeps its plain
  // text box rather than lose a form being filled in), so Vite's preload failures are not caught here.
  const history = createGuardedHistory(createBrowserHistory({ v5Compat: true }));
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </Providers>
    </StrictMode>
  );
  // As a transition, hydration works in slices and lets the browser answer input between them,
  // instead of one long task over the whole page (what a phone's visitor would feel as a stuck page).
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
