import { Navigate, useLocation } from "react-router";
import { Spinner } from "../components/ui/spinner.tsx";
import { useAuthStatus } from "../lib/auth-status.ts";
import { PATHS } from "../lib/paths.ts";
import { NotFoundNotice } from "./not-found-notice.tsx";

/**
 * Spec section 2's fallback for any other path: a spinner while sign-in state loads, then /error for
 * signed-in people and /login for everyone else.
 */
export function UnknownPath() {
  const status = useAuthStatus();
  const { pathname } = useLocation();
  if (status === "loading") return <Spinner label="Checking your sign-in…" />;
  const target = status === "signed-in" ? PATHS.error : PATHS.login;
  // While the target page itself has no route yet it would land here again and loop: say what happened instead.
  if (pathname.toLowerCase() === target.toLowerCase()) return <NotFoundNotice />;
  return <Navigate to={target} replace />;
}
