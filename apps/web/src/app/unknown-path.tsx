import { Navigate } from "react-router";
import { Spinner } from "../components/ui/spinner.tsx";
import { useAuthStatus } from "../lib/auth-status.ts";
import { PATHS } from "../lib/paths.ts";

/**
 * docs/product.md section 2's fallback for any other path: a spinner while sign-in state loads, then /error for
 * signed-in people and /login for everyone else.
 */
export function UnknownPath() {
  const status = useAuthStatus();
  if (status === "loading") return <Spinner label="Checking your sign-in…" />;
  return <Navigate to={status === "signed-in" ? PATHS.error : PATHS.login} replace />;
}
