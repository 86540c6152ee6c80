import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { lazyToast } from "../lib/lazy-toast.ts";
import { dropPrivateQueries } from "../lib/private-queries.ts";
import { session } from "../lib/session/session.ts";
import { useSession } from "../lib/session/use-session.ts";

export const SESSION_ENDED = "Your session has ended. Please sign in again.";

/**
 * What the app does when the session changes under it: says so when it ends by itself (expired or
 * refused), and forgets the previous person's cached data when they sign out or someone else signs in.
 */
export function SessionEvents() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.userId ?? null;
  const previousUserId = useRef(userId);

  useEffect(() => session.onEnd(() => lazyToast.warning(SESSION_ENDED, { toastId: "session-ended" })), []);

  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) dropPrivateQueries(queryClient);
    previousUserId.current = userId;
  }, [userId, queryClient]);

  return null;
}
