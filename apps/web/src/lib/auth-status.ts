import type { AuthStatus } from "./session/session-store.ts";
import { useSession } from "./session/use-session.ts";

/** Whether someone is signed in: "loading" while the stored session is restored (docs/product.md section 4). */
export function useAuthStatus(): AuthStatus {
  return useSession().status;
}
