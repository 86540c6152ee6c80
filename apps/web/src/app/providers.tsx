import { TOAST_DEFAULTS } from "@lwl/contracts/constants";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToastContainer } from "react-toastify";
import { SessionEvents } from "./session-events.tsx";

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** App-wide services: the data cache, the toast area with the product rules' defaults (docs/product.md section 9) and session events. */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEvents />
      {children}
      <ToastContainer {...TOAST_DEFAULTS} />
    </QueryClientProvider>
  );
}
