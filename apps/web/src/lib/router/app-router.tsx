import { createContext, type ReactNode, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import { unstable_HistoryRouter as HistoryRouter } from "react-router";
import type { GuardedHistory, HeldNavigation, ShouldBlock } from "./guarded-history.ts";

const HistoryContext = createContext<GuardedHistory | null>(null);

/**
 * The app's router: React Router's declarative router on the app's own history (guarded-history.ts),
 * which adds the navigation guard and scroll restoration its data router would have brought, at a
 * fraction of the script (ADR 0017). Navigations are transitions: the page on screen stays until the
 * next one's code has arrived.
 */
export function AppRouter({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  return (
    <HistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </HistoryContext.Provider>
  );
}

/** The app's history; null while rendering on the server (which has no history to guard or scroll). */
export function useGuardedHistory(): GuardedHistory | null {
  return useContext(HistoryContext);
}

export type Blocker = ({ state: "blocked" } & HeldNavigation) | { state: "unblocked" };

const UNBLOCKED: Blocker = { state: "unblocked" };
const noHistory = () => () => {};

/**
 * Holds back navigations that `shouldBlock` says would lose something (a link, a redirect, the back
 * button), until the page answers with `proceed` or `reset`: React Router's `useBlocker`.
 */
export function useBlocker(shouldBlock: ShouldBlock): Blocker {
  const history = useGuardedHistory();
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => history?.guard((move) => latest.current(move)), [history]);
  const held = useSyncExternalStore(
    history ? history.subscribe : noHistory,
    () => history?.held() ?? null,
    () => null,
  );
  return held ? { state: "blocked", ...held } : UNBLOCKED;
}
