import { OVERLAY_CLOSE_DELAY_MS } from "@lwl/contracts/constants";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useSearchParams } from "react-router";
import { importOrReload } from "../../lib/stale-build.ts";
import { isSearchOpen, SEARCH_PARAM } from "./search-param.ts";

// The overlay's code loads the first time someone opens it, so the landing page does not carry it.
const SearchOverlay = lazy(async () => ({
  default: (await importOrReload(() => import("./search-overlay.tsx"))).SearchOverlay,
}));

/**
 * Shows the search overlay while the address has ?search=open (docs/product.md 2.9), on every page.
 * Removing the parameter (the close button, Escape, the back button) fades it out for 200 ms and
 * then unmounts it, which clears its query and results; focus goes back to what opened it.
 */
export function SearchOverlayHost() {
  const [params, setParams] = useSearchParams();
  const open = isSearchOpen(params);
  const [mounted, setMounted] = useState(open);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open) {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
        opener.current = document.activeElement;
      }
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => {
      setMounted(false);
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    }, OVERLAY_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SEARCH_PARAM);
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
