import { TOAST_DEFAULTS } from "@lwl/contracts/constants";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { SessionEvents } from "./session-events.tsx";

/** The toast area is not part of the first paint: its code loads once the page is idle (lib/lazy-toast.ts). */
const ToastContainer = lazy(() => import("react-toastify").then((module) => ({ default: module.ToastContainer })));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * App-wide services: the data cache, the toast area with the product rules' defaults (docs/product.md
 * section 9; styles/global.css starts it below the sticky header) and session events.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  const idle = useIdle();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEvents />
      {children}
      {idle ? (
        <Suspense fallback={null}>
          <ToastContainer {...TOAST_DEFAULTS} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
