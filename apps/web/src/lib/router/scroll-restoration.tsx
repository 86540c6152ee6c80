import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useGuardedHistory } from "./app-router.tsx";

const STORAGE_KEY = "lwl:scroll-positions";

function readStored(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((entry): entry is [string, number] => Array.isArray(entry)) : [];
  } catch {
    return [];
  }
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * What a multi-page site does with the scroll position, in the app: a new page starts at the top (or at
 * its #anchor), the back and forward buttons return to where the visitor was, and so does a reload
 * (positions kept in the tab's session storage). Navigations made with `preventScrollReset` (filters,
 * the search overlay) leave it alone. React Router's data router did this for us (ADR 0017).
 */
export function ScrollRestoration() {
  const history = useGuardedHistory();
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if (!history) return;
    window.history.scrollRestoration = "manual";
    const save = () => {
      history.scrollPositions.set(history.location.key, window.scrollY);
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...history.scrollPositions].slice(-50)));
      } catch {
        // Storage refused: a reload then starts at the top, as without restoration.
      }
    };
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = "auto";
    };
  }, [history]);

  useLayoutEffect(() => {
    if (!history) return;
    const isFirst = first.current;
    first.current = false;
    // The positions of this tab's earlier pages, kept across a reload (before the first scroll decision).
    if (isFirst) {
      for (const [key, y] of readStored()) if (!history.scrollPositions.has(key)) history.scrollPositions.set(key, y);
    }
    const saved = history.scrollPositions.get(location.key);
    if ((navigationType === "POP" || isFirst) && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    if (isFirst || history.keepsScroll(location)) return;
    window.scrollTo(0, 0);
  }, [history, location, navigationType]);

  return null;
}
