import { useLocation, useNavigate, useSearchParams } from "react-router";
import { browseHref } from "../../../lib/browse-search.ts";
import styles from "./past-events-switch.module.css";

/**
 * /event lists upcoming events unless ?upcoming=false (issue 28): the address keeps the choice, so it
 * survives a reload, a shared link and the back button. `upcoming` is the search service's own name,
 * so "Clear filters" (which removes it) goes back to upcoming only, and old ?upcoming=true links keep
 * meaning what they said.
 */
export function includesPastEvents(params: URLSearchParams): boolean {
  return params.get("upcoming") === "false";
}

/** "Past events": a switch (a checkbox announced as on or off) that adds the events that have ended. */
export function PastEventsSwitch() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const on = includesPastEvents(params);
  return (
    <label className={styles.switch}>
      {/* Controlled by the address, and never re-made: focus stays on it after Space. */}
      <input
        className={styles.input}
        type="checkbox"
        role="switch"
        checked={on}
        // The native state already says it; some screen readers read a switch's state from this alone.
        aria-checked={on}
        onChange={(event) =>
          void navigate(browseHref(pathname, params, { upcoming: event.target.checked ? "false" : null }), {
            preventScrollReset: true,
          })
        }
      />
      Past events
    </label>
  );
}
