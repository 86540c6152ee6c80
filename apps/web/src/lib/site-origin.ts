import { useSyncExternalStore } from "react";

/**
 * The site's origin for absolute addresses in a page (share links, calendar feeds). The browser's
 * own origin once the page is the app's; the server's first paint (src/entry-server.tsx, ADR 0016)
 * uses PUBLIC_URL, and hydration draws that same value first (React then renders again with the
 * browser's), so the markup matches and the links end up as they always were.
 */
let originOfServerRender = "";

/** Called by the server render before it draws a page. */
export function setServerRenderOrigin(origin: string): void {
  originOfServerRender = origin;
}

/** The origin the server's first paint used: PUBLIC_URL, which the server also writes in the canonical link. */
function serverOrigin(): string {
  if (typeof document === "undefined") return originOfServerRender;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"][data-server-head]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

const noSubscription = () => () => {};

export function useSiteOrigin(): string {
  return useSyncExternalStore(noSubscription, () => window.location.origin, serverOrigin);
}
