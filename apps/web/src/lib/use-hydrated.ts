import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server's first paint (src/entry-server.tsx, ADR 0016) and while the browser hydrates
 * it; true in every render after (and in every render of a page the browser drew itself). For what
 * must wait for the app: a form that would otherwise be typed into and sent before its code runs,
 * head tags that would take over the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
