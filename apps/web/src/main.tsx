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
import { prefetchPageData } from "./app/prefetch-page-data.ts";
import { Providers } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { startSession } from "./lib/session/session.ts";
import { reloadOnceForNewBuild } from "./lib/stale-build.ts";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

// Vite's preload of a page's files failed (an older build's file, gone after a deployment): load the new build.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForNewBuild()) event.preventDefault();
});

// Before the first render, so pages see the restored session rather than a moment of "signed out".
startSession();

const queryClient = createQueryClient();
prefetchPageData(queryClient, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
