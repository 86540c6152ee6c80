import { Button, buttonClassName } from "../components/ui/button.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { isStaleChunkError, NEW_VERSION_MESSAGE } from "../lib/stale-build.ts";
import styles from "./route-error-screen.module.css";

export const UNEXPECTED_ERROR_TITLE = "Unexpected Application Error!";

const SOMETHING_WENT_WRONG = "Something went wrong while showing this page.";

/** What went wrong, in words for visitors: never an internal address (a script's URL, an API path). */
function describe(error: unknown): string {
  if (isStaleChunkError(error)) return NEW_VERSION_MESSAGE;
  if (error instanceof Error) return withoutAddresses(error.message) || SOMETHING_WENT_WRONG;
  return SOMETHING_WENT_WRONG;
}

function withoutAddresses(message: string): string {
  return message
    .replace(/\b(?:https?|file|blob):\/\/\S+/gi, "")
    .replace(/\s*:\s*$/, "")
    .trim();
}

/**
 * The error screen of a page that failed to draw (docs/product.md section 8; route-error-boundary.tsx). A failed
 * lazy chunk after a new deployment lands here too, so "Reload page" is offered first: it fetches the new files.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
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
