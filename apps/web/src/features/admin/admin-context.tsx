import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from "react";
import { toast } from "react-toastify";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { PENDING_COUNTS_KEY } from "./api/pending-counts.ts";
import { PagedResultCache } from "./model/paged-cache.ts";

export const ADMIN_CONTEXT_MISSING = "useAdminContext must be used within an AdminProvider";

export interface AdminContextValue {
  /** The paged-result cache every list of the console shares (docs/product.md section 9). */
  cache: PagedResultCache;
  /** Empties the cache; lists fetched afterwards ask the server. */
  clearCache(): void;
  /**
   * Runs a decision (approve, reject, a change to an account). On success: a toast, the cache cleared
   * and the pending counts refreshed. On failure (docs/product.md section 8): logged, shown as a toast,
   * and re-thrown so the caller can keep its dialog open.
   */
  decide<T>(action: () => Promise<T>, messages: { done: string; failed: string }): Promise<T>;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminProvider({ children }: { children: ReactNode }) {
  const cache = useRef(new PagedResultCache()).current;
  const queryClient = useQueryClient();
  const clearCache = useCallback(() => cache.clear(), [cache]);

  const decide = useCallback(
    async <T,>(action: () => Promise<T>, messages: { done: string; failed: string }): Promise<T> => {
      try {
        const result = await action();
        cache.clear();
        void queryClient.invalidateQueries({ queryKey: PENDING_COUNTS_KEY });
        toast.success(messages.done);
        return result;
      } catch (error) {
        console.error(messages.failed, error);
        toast.error(requestErrorMessage(error, messages.failed));
        throw error;
      }
    },
    [cache, queryClient],
  );

  const value = useMemo(() => ({ cache, clearCache, decide }), [cache, clearCache, decide]);
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error(ADMIN_CONTEXT_MISSING);
  return value;
}
