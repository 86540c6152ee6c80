import { useSyncExternalStore } from "react";
import { session } from "./session.ts";
import type { SessionSnapshot } from "./session-store.ts";

/** The session as React sees it: status, the signed-in user and how they signed in. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}
