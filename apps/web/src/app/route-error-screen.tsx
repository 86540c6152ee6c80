import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button, buttonClassName } from "../components/ui/button.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import styles from "./route-error-screen.module.css";

export const UNEXPECTED_ERROR_TITLE = "Unexpected Application Error!";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return "Something went wrong while showing this page.";
}

/**
 * The router's error screen (docs/product.md section 8). A failed lazy chunk after a new deployment lands here too,
 * so "Reload page" is offered first: it fetches the new files.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <div className={styles.screen} role="alert">
      <PageTitle title="Unexpected error" />
      <div className={styles.panel}>
        <span className={styles.code}>Error</span>
        <h1>{UNEXPECTED_ERROR_TITLE}</h1>
        <p className={styles.detail}>{describe(error)}</p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          {/* A plain link, not the router's: the router itself may be what failed. */}
          <a className={buttonClassName("outline")} href="/">
            Go to the home page
          </a>
        </div>
      </div>
    </div>
  );
}
