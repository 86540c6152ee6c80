import { Component, type ReactNode, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "../components/ui/spinner.tsx";
import { RouteErrorScreen } from "./route-error-screen.tsx";

interface BoundaryProps {
  /** Where the app is: moving elsewhere clears the error, so the next page gets its chance. */
  address: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string;
}

/** Catches what a page throws while drawing, and shows the error screen in its place. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: "" };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error("Something went wrong while showing this page.") };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return { failedAt: props.address };
    return props.address === state.failedAt ? null : { error: null, failedAt: props.address };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}

/** An error screen in place of whatever fails inside, until the visitor moves elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary address={pathname + search}>{children}</ErrorBoundary>;
}

/**
 * Where the pages go, inside the header and footer: a page that fails keeps them around its error
 * screen, and a page whose code has not arrived yet shows a spinner on the first visit (later
 * navigations keep the previous page on screen meanwhile: they are transitions).
 */
export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
