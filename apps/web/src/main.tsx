// First: before any zod schema is made (see the file).
import "./lib/zod-jitless.ts";
import "@fontsource/ubuntu/latin-400.css";
import "@fontsource/ubuntu/latin-500.css";
import "@fontsource/ubuntu/latin-700.css";
import "./styles/tokens.css";
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { prefetchPageData, seedPageData } from "./app/prefetch-page-data.ts";
import { Providers } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { startSession } from "./lib/session/session.ts";
import { followNavigationsOnReload } from "./lib/stale-build.ts";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

// Before the router starts and the first render, so pages see the restored session rather than a moment of "signed out".
startSession();

// A page's code from an older build is gone after a deployment: each lazy import decides what to do
// (lib/stale-build.ts importOrReload reloads into the new build; the rich-text editor keeps its plain
// text box rather than lose a form being filled in), so Vite's preload failures are not caught here.
const router = createAppRouter();
followNavigationsOnReload(() => {
  const heading = router.state.navigation.location;
  return heading ? router.createHref(heading) : null;
});

const queryClient = createQueryClient();
// A detail page's HTML carries its API answer (a browse page its first results): the page renders from it on the first pass.
seedPageData(queryClient, window.location.pathname + window.location.search);
prefetchPageData(queryClient, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
