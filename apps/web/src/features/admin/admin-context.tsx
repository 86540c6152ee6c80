import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from "react";
import { toast } from "react-toastify";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { PENDING_COUNTS_KEY } from "./api/pending-counts.ts";
import { UndoToast } from "./components/undo-toast.tsx";
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
  decide<T>(action: () => Promise<T>, messages: DecisionMessages<T>): Promise<T>;
}

export interface DecisionMessages<T = unknown> {
  /** The toast of a success; from the decision's answer when it names something the decision changed. */
  done: string | ((result: T) => string);
  failed: string;
  /**
   * The reverse change, offered as the toast's "Undo" button (for changes to an account). It runs as a
   * decision of its own, with these messages.
   */
  undo?: { action: () => Promise<unknown>; done: string; failed: string; after?: () => void };
}

/** How long a toast with an Undo button stays (react-toastify pauses it while hovered or focused elsewhere). */
const UNDO_TOAST_MS = 10_000;

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminProvider({ children }: { children: ReactNode }) {
  const cache = useRef(new PagedResultCache()).current;
  const queryClient = useQueryClient();
  const clearCache = useCallback(() => cache.clear(), [cache]);

  const decide = useCallback(
    async <T,>(action: () => Promise<T>, messages: DecisionMessages<T>): Promise<T> => {
      const run = async <R,>(work: () => Promise<R>, text: DecisionMessages<R>): Promise<R> => {
        try {
          const result = await work();
          cache.clear();
          void queryClient.invalidateQueries({ queryKey: PENDING_COUNTS_KEY });
          const { undo } = text;
          const done = typeof text.done === "function" ? text.done(result) : text.done;
          if (!undo) {
            toast.success(done);
            return result;
          }
          const reverse = () =>
            run(undo.action, { done: undo.done, failed: undo.failed }).then(
              () => undo.after?.(),
              () => {},
            );
          toast.success(
            ({ closeToast }) => (
              <UndoToast
                text={done}
                onUndo={() => {
                  closeToast();
                  void reverse();
                }}
              />
            ),
            { autoClose: UNDO_TOAST_MS },
          );
          return result;
        } catch (error) {
          console.error(text.failed, error);
          toast.error(requestErrorMessage(error, text.failed));
          throw error;
        }
      };
      return run(action, messages);
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
