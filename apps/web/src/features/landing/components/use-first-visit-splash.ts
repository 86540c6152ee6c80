import { HAS_VISITED_KEY, SPLASH_MS } from "@lwl/contracts/constants";
import { useEffect, useState } from "react";

/** Storage can be switched off (private windows, strict settings): then every visit counts as a return visit. */
function hasVisitedBefore(): boolean {
  try {
    return window.localStorage.getItem(HAS_VISITED_KEY) !== null;
  } catch {
    return true;
  }
}

function rememberVisit(): void {
  try {
    window.localStorage.setItem(HAS_VISITED_KEY, "true");
  } catch {
    // Nothing to remember it in; the splash simply shows again next time.
  }
}

/**
 * docs/product.md section 2: a splash on the first visit only, for 2.5 s, remembered by the hasVisited
 * flag. Decided once the page is on screen: the server's first paint (ADR 0016) cannot know about
 * this browser's storage, and hydration must draw what the server drew.
 */
export function useFirstVisitSplash(): boolean {
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    if (hasVisitedBefore()) return;
    // Remember at once: leaving during the splash still counts as having seen it.
    rememberVisit();
    setShowing(true);
  }, []);
  useEffect(() => {
    if (!showing) return;
    const timer = window.setTimeout(() => setShowing(false), SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [showing]);
  return showing;
}
