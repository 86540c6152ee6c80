import { OVERLAY_CLOSE_DELAY_MS } from "@lwl/contracts/constants";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation, useSearchParams } from "react-router";
import { currentFocus, restoreFocus } from "../../lib/focus-return.ts";
import { isSearchOpen, SEARCH_PARAM, SEARCH_QUERY_PARAM } from "../../lib/search-param.ts";
import { importOrReload } from "../../lib/stale-build.ts";

// The overlay's code loads the first time someone opens it, so the landing page does not carry it.
const SearchOverlay = lazy(async () => ({
  default: (await importOrReload(() => import("./search-overlay.tsx"))).SearchOverlay,
}));

/**
 * Shows the search overlay while the address has ?search=open (docs/product.md 2.9), on every page.
 * Removing the parameter (the close button, Escape, the back button) fades it out for 200 ms and
 * then unmounts it, which clears its query and results. Focus then goes back to what opened it (the
 * header search bar when the overlay was opened straight from an address); when a result took the
 * visitor to another page, focus starts at that page's main content instead.
 */
export function SearchOverlayHost() {
  const [params, setParams] = useSearchParams();
  const open = isSearchOpen(params);
  const [mounted, setMounted] = useState(open);
  const opener = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  const pathnameNow = useRef(pathname);
  pathnameNow.current = pathname;
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      // The overlay focuses its own box first when its code is already loaded: that is not the opener.
      const focused = currentFocus();
      opener.current = focused?.closest('[data-testid="search-overlay"]') ? null : focused;
      openedOn.current = pathnameNow.current;
      setMounted(true);
      return;
    }
    if (!wasOpen.current) return;
    const timer = window.setTimeout(() => {
      wasOpen.current = false;
      setMounted(false);
      const target = opener.current;
      opener.current = null;
      if (pathnameNow.current !== openedOn.current) {
        document.getElementById("main-content")?.focus({ preventScroll: true });
        return;
      }
      restoreFocus(target, () => document.querySelector<HTMLElement>('[data-testid="header-search"]'));
    }, OVERLAY_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SEARCH_PARAM);
        next.delete(SEARCH_QUERY_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  if (!mounted) return null;
  // Straight under <body>: not inside the header that renders the host, whose colours and stacking it would take.
  return createPortal(
    <Suspense fallback={null}>
      <SearchOverlay closing={!open} onClose={close} />
    </Suspense>,
    document.body,
  );
}
