import { canManageListings, type Role } from "@lwl/contracts/roles";
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../components/ui/spinner.tsx";
import { PATHS } from "../lib/paths.ts";
import { afterSignInPath, loginPathFor } from "../lib/return-to.ts";
import { useSession } from "../lib/session/use-session.ts";

/**
 * Navigation guards of docs/product.md sections 2 and 6, used as layout routes around the pages they protect.
 * They only steer people: the server checks every call itself (design brief section 6).
 */

const CHECKING = "Checking your sign-in…";

/** Sign-in required: visitors go to /login, which brings them back here afterwards. */
export function RequireSignIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === "loading") return <Spinner label={CHECKING} />;
  if (status === "signed-out") return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/**
 * /login, /register and /forgot-Password: someone already signed in goes home, or to the page a
 * sign-in was asked for (which is also where a sign-in completed on these pages leads).
 */
export function RequireSignedOut() {
  const { status } = useSession();
  const { search } = useLocation();
  if (status === "loading") return <Spinner label={CHECKING} />;
  if (status === "signed-in") return <Navigate to={afterSignInPath(search)} replace />;
  return <Outlet />;
}

function RequireRole({ allows, deniedPath }: { allows: (role: Role | "") => boolean; deniedPath: string }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === "loading") return <Spinner label={CHECKING} />;
  if (status === "signed-out" || !user) return <Navigate to={loginPathFor(location)} replace />;
  if (!allows(user.role)) return <Navigate to={deniedPath} replace />;
  return <Outlet />;
}

const isAdministrator = (role: Role | "") => role === "Administrator";

/** Admin-only pages (/ADMIN): everyone else signed in goes to /unauthorized. */
export function RequireAdministrator() {
  return <RequireRole allows={isAdministrator} deniedPath={PATHS.unauthorized} />;
}

/** Listing-owner pages (/add-listing-card, /add-listing...): others go to /not-a-listing-owner. */
export function RequireListingOwner() {
  return <RequireRole allows={canManageListings} deniedPath={PATHS.notListingOwner} />;
}
