import { useLayoutEffect } from "react";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The hand-off from the head the server wrote (each tag marked `data-server-head`) to the one React
 * renders (lib/page-head.tsx, components/ui/page-title.tsx): once a page renders its own, the server's
 * tags go, so nothing is doubled. The server's JSON-LD names the page it describes in the mark, and
 * stays while the visitor is on that page (the app renders none itself). Kept apart from page-head.tsx
 * so the pages that render a title only do not carry the head tags' code.
 */
export const MARK = "data-server-head";

/**
 * False on the server's first paint (ADR 0016) and while the browser hydrates it; true in every
 * render after. The head of the first page is the server's own (written by apps/api/src/modules/pages),
 * so PageHead and PageTitle draw their tags from the render after hydration: hydrating them would take
 * over the server's tags, which the hand-off then removes.
 */
export const useHeadDrawnByApp = useHydrated;

export function dropServerHead(): void {
  const here = window.location.pathname.toLowerCase();
  for (const tag of document.head.querySelectorAll(`[${MARK}]`)) {
    if (tag.tagName === "SCRIPT" && tag.getAttribute(MARK)?.toLowerCase() === here) continue;
    tag.remove();
  }
}

/** Runs after every render of a page's head that draws its tags (`drawn`), before the browser paints it. */
export function useServerHeadHandOff(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) dropServerHead();
  });
}
