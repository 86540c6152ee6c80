import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { Spinner } from "../../../components/ui/spinner.tsx";

/**
 * The outcome of a page's access check (docs/product.md sections 2.4, 4 and 6.2): still checking, sent
 * elsewhere (`/not-belogs-to-you` for someone else's content, `/error` when the item cannot be loaded
 * or a listing is not published for new events and posts), or let in.
 */
export type Access = { state: "checking"; label: string } | { state: "denied"; to: string } | { state: "granted" };

export function AccessGate({ access, children }: { access: Access; children: () => ReactNode }) {
  if (access.state === "checking") return <Spinner label={access.label} />;
  if (access.state === "denied") return <Navigate to={access.to} replace />;
  return children();
}
